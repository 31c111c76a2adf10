import { Button, NonIdealState } from '@blueprintjs/core';
import { QueryMessages } from '@oeuvre/contract';

/** A list that could not be read: 'Failed to fetch ...' and a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <NonIdealState
      icon="error"
      title={QueryMessages.listing(what)}
      description="Check the connection to the server and try again."
      action={<Button icon="refresh" text="Try again" onClick={onRetry} />}
    />
  );
}
