import { Alert, Button } from '@blueprintjs/core';
import { CvImportUiMessages as M } from '@oeuvre/contract/messages/cv-import-ui';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApply } from '../hooks/use-apply';
import { sectionsOf, tickedCount, useReview } from '../review-store';
import { PersonDetails } from './PersonDetails';
import { SectionGroup } from './SectionGroup';
import { IgnoredLines, UnreadTray } from './UnreadTray';

interface ReviewScreenProps {
  onAdded: () => void;
  onDiscard: () => Promise<void>;
}

/** The import entry by entry: the details, the sections with their entries, the unread lines, then Add. */
export function ReviewScreen({ onAdded, onDiscard }: ReviewScreenProps) {
  const sections = useReview(useShallow(sectionsOf));
  const count = useReview(tickedCount);
  const { apply, adding, nameError } = useApply(onAdded);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  return (
    <div className="import-review">
      <p className="page-lead">{M.reviewIntro}</p>
      <PersonDetails nameError={nameError} />
      {sections.length ? (
        sections.map((section) => <SectionGroup key={section} section={section} />)
      ) : (
        <p className="muted">{M.noEntries}</p>
      )}
      <UnreadTray />
      <IgnoredLines />
      <div className="import-actions" role="group" aria-label={M.actionsLabel}>
        <Button intent="primary" icon="tick" text={adding ? M.adding : M.add(count)} loading={adding} onClick={() => void apply()} />
        <Button
          text={M.discard}
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
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          setDiscarding(true);
          void onDiscard().finally(() => setDiscarding(false));
        }}
      >
        <p>{M.discardConfirm}</p>
      </Alert>
    </div>
  );
}
