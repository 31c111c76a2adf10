import { Button, Callout } from '@blueprintjs/core';
import type { ServerStatus } from '../../../shared/bridge.ts';

/** Shown while the server cannot be reached; the admin screens stay as they were. */
export function ServerBanner({
  status,
  checking,
  onRetry,
}: {
  status: ServerStatus | null;
  checking: boolean;
  onRetry: () => void;
}) {
  if (status?.reachable !== false) return null;
  return (
    <Callout intent="danger" icon="offline" title="Cannot reach the server" role="alert" compact>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <span style={{ flex: 1 }}>{status.message}</span>
        <Button text="Retry" icon="refresh" loading={checking} onClick={onRetry} />
      </div>
    </Callout>
  );
}
