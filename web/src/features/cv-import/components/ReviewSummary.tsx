import { SECTIONS, type CvImportSection } from '@oeuvre/contract';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import type { MouseEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { sectionsOf, useReview } from '../review-store';

export const TRAY_TITLE_ID = 'import-tray-title';
export const sectionHeadingId = (section: CvImportSection) => `import-section-${section}`;

/** Scrolls to an element of the review and moves the focus there (a heading is focusable for this alone). */
export function jumpTo(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView?.({ block: 'start' });
  element.focus({ preventScroll: true });
}

const jumpLink = (id: string) => ({
  href: `#${id}`,
  // In the page, not through the router: a change of address would ask to leave the import.
  onClick: (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    jumpTo(id);
  },
});

/** What was read, at a glance: the counts that need the artist's attention and a link to each section. */
export function ReviewSummary({ problems, onNextProblem }: { problems: number; onNextProblem: () => void }) {
  const sections = useReview(useShallow(sectionsOf));
  // One count per section, in the same order: numbers, so a keystroke in a field redraws nothing here.
  const counts = useReview(useShallow((s) => sectionsOf(s).map((section) => s.ids.filter((id) => s.entries[id]!.section === section).length)));
  const total = useReview((s) => s.ids.length);
  const duplicates = useReview((s) => s.ids.filter((id) => s.entries[id]!.duplicate).length);
  const unread = useReview((s) => s.tray.length);
  return (
    <section className="import-summary" aria-labelledby="import-summary-title">
      <h2 id="import-summary-title" className="visually-hidden">
        {M.summary.title}
      </h2>
      <ul className="import-summary-counts">
        <li>
          <strong>{M.summary.read(total, sections.length)}</strong>
        </li>
        <li className={unread ? 'import-summary-attention' : undefined}>
          {unread ? <a {...jumpLink(TRAY_TITLE_ID)}>{M.summary.unread(unread)}</a> : M.summary.allRead}
        </li>
        {duplicates ? <li>{M.summary.duplicates(duplicates)}</li> : null}
        {problems ? (
          <li className="import-summary-attention">
            <a
              href="#"
              onClick={(event) => {
                event.preventDefault();
                onNextProblem();
              }}
            >
              {M.summary.problems(problems)}
            </a>
          </li>
        ) : null}
      </ul>
      {sections.length ? (
        <nav aria-label={M.summary.jump}>
          <ul className="import-summary-sections">
            {sections.map((section, i) => (
              <li key={section}>
                <a {...jumpLink(sectionHeadingId(section))}>
                  {SECTIONS[section].label} <span className="import-count">({counts[i] ?? 0})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
