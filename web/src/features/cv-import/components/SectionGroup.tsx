import { Checkbox } from '@blueprintjs/core';
import { SECTIONS, type CvImportSection } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { memo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useReview } from '../review-store';
import { EntryCard } from './EntryCard';
import { sectionHeadingId } from './ReviewSummary';

/** A section's proposed entries with their count and one tick for all of them. */
export const SectionGroup = memo(function SectionGroup({ section }: { section: CvImportSection }) {
  const ids = useReview(useShallow((s) => s.ids.filter((id) => s.entries[id]!.section === section)));
  const ticked = useReview((s) => s.ids.filter((id) => s.entries[id]!.section === section && s.entries[id]!.ticked).length);
  const tickSection = useReview((s) => s.tickSection);
  const label = SECTIONS[section].label;
  const headingId = sectionHeadingId(section);
  const all = ticked === ids.length;
  return (
    <section className="import-section" aria-labelledby={headingId}>
      <div className="import-section-head">
        <Checkbox
          className="import-section-tick"
          checked={all}
          indeterminate={ticked > 0 && !all}
          onChange={() => tickSection(section, !all)}
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
