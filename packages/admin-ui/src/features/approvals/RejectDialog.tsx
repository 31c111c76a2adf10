// Reject with an optional reason, which the artist sees beside 'Not Approved'.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { rejectBody } from '@oeuvre/contract';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { validateForm } from '@oeuvre/ui/lib/form-validation';

interface RejectDialogProps {
  name: string;
  onReject(reason: string | undefined): Promise<unknown>;
  onClose(): void;
}

export function RejectDialog({ name, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(rejectBody, { reason });
    if (!checked.ok) {
      setError(checked.errors.reason);
      return;
    }
    setWorking(true);
    try {
      await onReject(checked.value.reason || undefined);
    } finally {
      setWorking(false);
      onClose();
    }
  };

  return (
    <Dialog isOpen onClose={working ? undefined : onClose} title={`Reject ${name}?`} icon="cross-circle">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <p>The profile stays unpublished and the artist is asked to update it and resubmit.</p>
          <TextField
            label="Reason (optional)"
            multiline
            value={reason}
            onChange={(value) => {
              setReason(value);
              setError(undefined);
            }}
            error={error}
            helper="The artist will see this reason."
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={working} />
              <Button type="submit" intent="danger" text="Reject" loading={working} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
