import { Alert, Button } from '@blueprintjs/core';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApply } from '../hooks/use-apply';
import { mainFieldOf } from '../remap';
import { checkEntries, fieldId, groupsOf, problemIdsOf, tickedCount, useReview } from '../review-store';
import { PersonDetails } from './PersonDetails';
import { ReviewSummary } from './ReviewSummary';
import { SectionGroup } from './SectionGroup';
import { IgnoredLines, UnreadTray } from './UnreadTray';

interface ReviewScreenProps {
  onAdded: () => void;
  onDiscard: () => Promise<void>;
}

/** The import entry by entry: the details, the sections with their entries, the unread lines, then Add. */
export function ReviewScreen({ onAdded, onDiscard }: ReviewScreenProps) {
  const groups = useReview(useShallow(groupsOf));
  const count = useReview(tickedCount);
  const problems = useReview((s) => problemIdsOf(s).length);
  const { apply, adding, nameError } = useApply(onAdded);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // The entry the last press went to: pressing again from the button (which then has the focus) goes on from there.
  const lastProblem = useRef<string | null>(null);

  /** To the next ticked entry that needs a correction after the one in focus (then round again), its problems shown. */
  function nextProblem() {
    const state = useReview.getState();
    const ids = problemIdsOf(state);
    if (!ids.length) return;
    const here =
      document.activeElement?.closest('[data-entry]')?.getAttribute('data-entry') ?? lastProblem.current;
    const from = here ? state.ids.indexOf(here) : -1;
    const id = ids.find((candidate) => state.ids.indexOf(candidate) > from) ?? ids[0]!;
    lastProblem.current = id;
    const found = checkEntries(state);
    state.setErrors(found);
    const entry = state.entries[id]!;
    const field =
      Object.keys(found[id] ?? {}).find((name) => name in entry.fields) ?? mainFieldOf(entry.section);
    requestAnimationFrame(() => {
      const element = document.getElementById(fieldId(id, field));
      element?.scrollIntoView?.({ block: 'center' });
      element?.focus({ preventScroll: true });
    });
  }

  return (
    <div className="import-review">
      <p className="page-lead">{M.reviewIntro}</p>
      <ReviewSummary problems={problems} onNextProblem={nextProblem} />
      <PersonDetails nameError={nameError} />
      {groups.length ? (
        groups.map((group) => <SectionGroup key={group.id} group={group} />)
      ) : (
        <p className="muted">{M.noEntries}</p>
      )}
      <UnreadTray />
      <IgnoredLines />
      <div className="import-actions" role="group" aria-label={M.actionsLabel}>
        <Button
          intent="primary"
          icon="tick"
          text={adding ? M.adding : M.add(count)}
          loading={adding}
          onClick={() => void apply()}
        />
        {problems ? (
          <Button
            icon="warning-sign"
            intent="warning"
            variant="outlined"
            text={M.nextProblem(problems)}
            onClick={nextProblem}
          />
        ) : null}
        <Button
          // On a phone only the bin shows (the words stay for screen readers): the bar keeps to one row.
          text={<span className="import-discard-text">{M.discard}</span>}
          icon="trash"
          variant="minimal"
          intent="danger"
          disabled={adding}
          loading={discarding}
          onClick={() => setConfirmDiscard(true)}
        />
      </div>
      <Alert
        isOpen={confirmDiscard}
        intent="danger"
        icon="trash"
        confirmButtonText={M.discard}
        cancelButtonText={M.keepReviewing}
        canEscapeKeyCancel
        // Named by its question: a screen reader says what it asks, not only 'alert dialog'.
        aria-labelledby="import-discard-confirm"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          setDiscarding(true);
          void onDiscard().finally(() => setDiscarding(false));
        }}
      >
        <p id="import-discard-confirm">{M.discardConfirm}</p>
      </Alert>
    </div>
  );
}
