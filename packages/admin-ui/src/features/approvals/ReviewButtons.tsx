// Approve and Reject, as the queue's cards and the full draft both offer them: one pair of buttons, one wording.
import { Button } from '@blueprintjs/core';
import { useState } from 'react';

interface ReviewButtonsProps {
  /** The artist's name as shown: the buttons say whom they decide on ('Approve Nora New'). */
  name: string;
  /** Publishes the draft; Approve spins (and cannot be pressed again) until it settles. */
  onApprove(): Promise<unknown>;
  /** Opens the reason dialog. */
  onReject(): void;
}

export function ReviewButtons({ name, onApprove, onReject }: ReviewButtonsProps) {
  const [approving, setApproving] = useState(false);
  const approve = async () => {
    setApproving(true);
    try {
      await onApprove();
    } finally {
      setApproving(false);
    }
  };
  return (
    <>
      <Button
        icon="tick"
        intent="success"
        text="Approve"
        loading={approving}
        onClick={() => void approve()}
        aria-label={`Approve ${name}`}
      />
      <Button
        icon="cross"
        intent="danger"
        variant="outlined"
        text="Reject"
        onClick={onReject}
        aria-label={`Reject ${name}`}
      />
    </>
  );
}
