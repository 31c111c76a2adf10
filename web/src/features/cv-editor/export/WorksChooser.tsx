import { Checkbox } from '@blueprintjs/core';
import { mostRecentFirst, type ArtistProfile } from '@oeuvre/contract';
import { useMemo } from 'react';
import { PrivateTag } from './PrivateTag';
import { chooseAll, shownKeys, toggleChoice } from './selection-draft';

const isPrivate = (work: object) => (work as { visibility?: unknown }).visibility === 'private';

/** The works the portfolio shows, one per page, most recent first. */
export function WorksChooser({
  works,
  chosen,
  onChange,
}: {
  works: ArtistProfile['works'];
  chosen: number[] | null;
  onChange: (works: number[] | null) => void;
}) {
  const ordered = useMemo(() => mostRecentFirst(works, (w) => w.year), [works]);
  const keys = ordered.map((w) => ({ key: w.id, private: isPrivate(w) }));
  const shown = shownKeys(keys, chosen);
  return (
    <fieldset className="export-group">
      <legend>Works in the portfolio</legend>
      {ordered.length === 0 ? (
        <p className="muted export-dirty">
          No works yet: add them in the Works tab to show them in the portfolio.
        </p>
      ) : (
        <ul className="export-works">
          <li>
            <Checkbox
              checked={ordered.every((w) => shown.has(w.id))}
              indeterminate={shown.size > 0 && !ordered.every((w) => shown.has(w.id))}
              label="All works"
              onChange={(event) => onChange(chooseAll(keys, event.currentTarget.checked))}
            />
          </li>
          {ordered.map((work) => (
            <li key={work.id}>
              <Checkbox
                checked={shown.has(work.id)}
                onChange={() => onChange(toggleChoice(keys, chosen, work.id))}
                labelElement={
                  <>
                    {work.year ? <span className="export-entry-year">{work.year}</span> : null}
                    {work.title}
                    {isPrivate(work) ? <PrivateTag /> : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
