import { Checkbox, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { mainFieldOf } from '../remap';
import { groupOf, needsCorrection, REVIEW_GROUPS, sectionSelectId, useReview, venueOfEntry } from '../review-store';
import { EntryFields } from './EntryFields';

/** One proposed entry: its tick, the line it was read from, its section and its fields. Redrawn only when it changes. */
export const EntryCard = memo(function EntryCard({ id }: { id: string }) {
  const entry = useReview((s) => s.entries[id]);
  const setField = useReview((s) => s.setField);
  const setGroup = useReview((s) => s.setGroup);
  const tick = useReview((s) => s.tick);
  // Said before Add is pressed: the artist sees which entries still need a field without trying first.
  const problem = useMemo(() => (entry ? needsCorrection(entry) : false), [entry]);
  // The group it is listed in; its fields labelled as the editor's tab names them (a residency's Program and Host).
  const group = useMemo(() => (entry ? groupOf(entry) : undefined), [entry]);
  const labels = group?.view?.labels;
  const onChange = useCallback((name: string, value: string) => setField(id, name, value), [id, setField]);
  useEffect(() => {
    // Drawn after being made from a line or moved to another section: the focus follows it.
    const { focus } = useReview.getState();
    if (focus?.entry !== id) return;
    useReview.setState({ focus: null });
    document.getElementById(focus.element)?.focus();
  }, [id]);
  if (!entry) return null;

  const name = entry.fields[mainFieldOf(entry.section)]?.trim() || M.untitled;
  const venue = venueOfEntry(entry);
  const headingId = `import-entry-${id}-heading`;
  return (
    <li className={entry.ticked ? 'import-entry' : 'import-entry import-entry-off'} aria-labelledby={headingId} data-entry={id}>
      <div className="import-entry-head">
        <Checkbox
          className="import-entry-tick"
          checked={entry.ticked}
          onChange={(e) => tick(id, e.currentTarget.checked)}
          aria-label={M.includeEntry(name)}
        />
        <h3 className="import-entry-name" id={headingId}>
          {name}
        </h3>
        {problem ? (
          <Tag minimal intent="danger" icon="warning-sign" className="import-problem">
            {M.needsCorrection}
          </Tag>
        ) : null}
        {entry.duplicate ? (
          <Tag minimal intent="warning" className="import-duplicate">
            {M.duplicate}
          </Tag>
        ) : null}
      </div>
      <div className="import-entry-body">
        <figure className="import-source">
          <figcaption className="muted">
            {M.sourceLabel}
            {entry.page !== undefined ? `, ${M.pageOf(entry.page)}` : ''}
          </figcaption>
          {/* What the file said, as text: never markup. */}
          <blockquote>{entry.source}</blockquote>
        </figure>
        <div className="import-entry-form">
          <FormGroup label={M.sectionLabel} labelFor={sectionSelectId(id)} className="import-section-select">
            <HTMLSelect
              id={sectionSelectId(id)}
              value={group?.id ?? entry.section}
              onChange={(e) => setGroup(id, e.target.value)}
              fill
            >
              {/* The review's groups, as the editor's tabs: Residencies apart from Grants. */}
              {REVIEW_GROUPS.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <EntryFields
            entryId={id}
            section={entry.section}
            values={entry.fields}
            errors={entry.errors}
            onChange={onChange}
            labels={labels}
          />
          {venue !== undefined ? (
            <p className="import-venue muted" data-testid="import-venue">
              {M.venueLabel}: {venue ? M.venueOf(venue.name, venue.city) : M.newVenue}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
});
