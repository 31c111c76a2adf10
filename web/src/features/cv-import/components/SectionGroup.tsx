import { Checkbox } from '@blueprintjs/core';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { inGroup, useReview, type ReviewGroup } from '../review-store';
import { EntryCard } from './EntryCard';
import { sectionHeadingId } from './ReviewSummary';

/** A group's proposed entries (a section's, or one view of it) with their count and one tick for all of them. */
export const SectionGroup = memo(function SectionGroup({ group }: { group: ReviewGroup }) {
  const ids = useReview(useShallow((s) => s.ids.filter((id) => inGroup(group, s.entries[id]!))));
  const ticked = useReview((s) => s.ids.filter((id) => inGroup(group, s.entries[id]!) && s.entries[id]!.ticked).length);
  const tickGroup = useReview((s) => s.tickGroup);
  const label = group.title;
  const headingId = sectionHeadingId(group);
  const all = ticked === ids.length;
  return (
    <section className="import-section" aria-labelledby={headingId}>
      <div className="import-section-head">
        <Checkbox
          className="import-section-tick"
          checked={all}
          indeterminate={ticked > 0 && !all}
          onChange={() => tickGroup(group, !all)}
          aria-label={M.includeSection(label)}
        />
        <h2 id={headingId} className="import-section-title" tabIndex={-1}>
          {label} <span className="import-count">({ids.length})</span>
        </h2>
        <span className="muted import-section-ticked">{M.sectionCount(ticked, ids.length)}</span>
      </div>
      <ul className="import-entries">
        {ids.map((id) => (
          <EntryCard key={id} id={id} />
        ))}
      </ul>
    </section>
  );
});
