// Side by side: the published version on the left, the changes waiting for review on the right; only real changes.
import { useContext } from 'react';
import { AdminContext } from '../../admin-context.tsx';
import type { Entry, FieldChange, ProfileChanges, StatementPart } from './profile-changes.ts';
import { hasChanges, statementDiff } from './profile-changes.ts';

export function ProfileChangesView({ changes }: { changes: ProfileChanges }) {
  if (!hasChanges(changes)) {
    return <p className="admin-muted">No differences from the published version.</p>;
  }
  return (
    <div className="admin-diff" role="table" aria-label="Changes since the published version">
      <div className="admin-diff__row admin-diff__row--head" role="row">
        <span role="columnheader">Field</span>
        <span role="columnheader">Published</span>
        <span role="columnheader">Waiting for review</span>
      </div>
      {changes.fields.map((change) => (
        <div className="admin-diff__row" role="row" key={change.field} data-field={change.field}>
          <span role="rowheader" className="admin-diff__label">
            {change.label}
          </span>
          {change.field === 'artistStatement' ? (
            <StatementCells change={change} />
          ) : (
            <>
              <span role="cell" className="admin-diff__old">
                <Value change={change} side="published" />
              </span>
              <span role="cell" className="admin-diff__new">
                <Value change={change} side="draft" />
              </span>
            </>
          )}
        </div>
      ))}
      {changes.sections.map((section) => (
        <div key={section.section} className="admin-diff__section" role="rowgroup">
          {section.removed.length || section.added.length ? (
            <div className="admin-diff__row" role="row" data-section={section.section}>
              <span role="rowheader" className="admin-diff__label">
                {section.label}
              </span>
              <span role="cell" className="admin-diff__old">
                <EntryList entries={section.removed} kind="removed" />
              </span>
              <span role="cell" className="admin-diff__new">
                <EntryList entries={section.added} kind="added" />
              </span>
            </div>
          ) : null}
          {section.changed.map((entry, index) => (
            <div
              className="admin-diff__row"
              role="row"
              key={index}
              data-section={section.section}
              data-entry={entry.title}
            >
              <span role="rowheader" className="admin-diff__label">
                {section.label}: {entry.title}
              </span>
              <span role="cell" className="admin-diff__old">
                <ChangedValues changes={entry.changes} side="published" />
              </span>
              <span role="cell" className="admin-diff__new">
                <ChangedValues changes={entry.changes} side="draft" />
              </span>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * The statement's two versions in their paragraphs, each sentence that only one of them has marked: struck through on
 * the published side, underlined on the draft's.
 */
function StatementCells({ change }: { change: FieldChange }) {
  const diff = statementDiff(change.published, change.draft);
  const side = (paragraphs: StatementPart[][], Mark: 'del' | 'ins') =>
    paragraphs.length === 0 ? (
      <em className="admin-muted">(empty)</em>
    ) : (
      paragraphs.map((sentences, i) => (
        <p key={i} className="admin-diff__paragraph">
          {sentences.map((part, j) => (
            <span key={j}>
              {j > 0 ? ' ' : null}
              {part.changed ? <Mark>{part.text}</Mark> : part.text}
            </span>
          ))}
        </p>
      ))
    );
  return (
    <>
      <span role="cell" className="admin-diff__old admin-diff__statement">
        {side(diff.published, 'del')}
      </span>
      <span role="cell" className="admin-diff__new admin-diff__statement">
        {side(diff.draft, 'ins')}
      </span>
    </>
  );
}

/** An uploaded image as a small picture (never its raw address), loaded from the site the admin works on. */
export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  const admin = useContext(AdminContext);
  return (
    <img className="admin-diff__thumb" src={admin ? admin.siteUrl(src) : src} alt={alt} loading="lazy" />
  );
}

function Value({ change, side }: { change: FieldChange; side: 'published' | 'draft' }) {
  const value = change[side];
  if (!value) return <em className="admin-muted">(empty)</em>;
  if (change.image) {
    return (
      <Thumbnail
        src={value}
        alt={`${change.label}, ${side === 'draft' ? 'waiting for review' : 'published'}`}
      />
    );
  }
  return <>{value}</>;
}

function ChangedValues({ changes, side }: { changes: FieldChange[]; side: 'published' | 'draft' }) {
  return (
    <ul className="admin-diff__entries">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="admin-diff__field">{change.label}:</span> <Value change={change} side={side} />
        </li>
      ))}
    </ul>
  );
}

/** An entry's values in order, images as thumbnails. */
export function EntryLine({ entry }: { entry: Entry }) {
  const words = entry.values.filter((v) => !v.image).map((v) => v.value);
  const images = entry.values.filter((v) => v.image);
  return (
    <>
      {images.map((v) => (
        <Thumbnail key={v.field} src={v.value} alt={`${v.label} of ${entry.title}`} />
      ))}
      {words.join(' · ')}
    </>
  );
}

function EntryList({ entries, kind }: { entries: Entry[]; kind: 'removed' | 'added' }) {
  if (entries.length === 0)
    return <em className="admin-muted">(no {kind === 'removed' ? 'removals' : 'additions'})</em>;
  const Tag = kind === 'removed' ? 'del' : 'ins';
  return (
    <ul className="admin-diff__entries">
      {entries.map((entry, index) => (
        <li key={index}>
          <Tag>
            <EntryLine entry={entry} />
          </Tag>
        </li>
      ))}
    </ul>
  );
}
