// Side by side: the published version on the left, the changes waiting for review on the right.
import type { ProfileChanges } from './profile-changes.ts';
import { hasChanges } from './profile-changes.ts';

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
          <span role="cell" className="admin-diff__old">
            {change.published || <em className="admin-muted">(empty)</em>}
          </span>
          <span role="cell" className="admin-diff__new">
            {change.draft || <em className="admin-muted">(empty)</em>}
          </span>
        </div>
      ))}
      {changes.sections.map((change) => (
        <div className="admin-diff__row" role="row" key={change.section} data-section={change.section}>
          <span role="rowheader" className="admin-diff__label">
            {change.label}
          </span>
          <span role="cell" className="admin-diff__old">
            <EntryList entries={change.removed} kind="removed" />
          </span>
          <span role="cell" className="admin-diff__new">
            <EntryList entries={change.added} kind="added" />
          </span>
        </div>
      ))}
    </div>
  );
}

function EntryList({ entries, kind }: { entries: string[]; kind: 'removed' | 'added' }) {
  if (entries.length === 0)
    return <em className="admin-muted">(no {kind === 'removed' ? 'removals' : 'additions'})</em>;
  const Tag = kind === 'removed' ? 'del' : 'ins';
  return (
    <ul className="admin-diff__entries">
      {entries.map((entry, index) => (
        <li key={index}>
          <Tag>{entry}</Tag>
        </li>
      ))}
    </ul>
  );
}
