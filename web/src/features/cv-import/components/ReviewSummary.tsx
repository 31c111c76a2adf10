import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import type { MouseEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { groupsOf, inGroup, useReview, type ReviewGroup } from '../review-store';

export const TRAY_TITLE_ID = 'import-tray-title';
export const sectionHeadingId = (group: Pick<ReviewGroup, 'id'>) => `import-section-${group.id}`;

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
  const groups = useReview(useShallow(groupsOf));
  // One count per group, in the same order: numbers, so a keystroke in a field redraws nothing here.
  const counts = useReview(
    useShallow((s) => groupsOf(s).map((group) => s.ids.filter((id) => inGroup(group, s.entries[id]!)).length)),
  );
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
          <strong>{M.summary.read(total, groups.length)}</strong>
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
      {groups.length ? (
        <nav aria-label={M.summary.jump}>
          <ul className="import-summary-sections">
            {groups.map((group, i) => (
              <li key={group.id}>
                <a {...jumpLink(sectionHeadingId(group))}>
                  {group.title} <span className="import-count">({counts[i] ?? 0})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
