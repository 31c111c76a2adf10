import { useEffect, useState } from 'react';
import type { ServerStatus } from '../../../shared/bridge.ts';
import { desktop } from '../desktop.ts';

/** The main process checks /api/health on a timer; this follows its answers. */
export function useServerStatus() {
  const [status, setStatus] = useState<ServerStatus | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const stop = desktop.onServerStatus(setStatus);
    // The first timed check may have run before this window listened.
    void desktop.checkServer().then(setStatus);
    return stop;
  }, []);

  const retry = async () => {
    setChecking(true);
    try {
      setStatus(await desktop.checkServer());
    } finally {
      setChecking(false);
    }
  };

  return { status, checking, retry };
}
