/* Keeps asking the server's /api/health so the window can show a banner when it cannot be reached. */
import type { ServerStatus } from '../shared/bridge.ts';
import { checkServerHealth } from './server-url.ts';

export const SERVER_POLL_MS = 30_000;

export interface ServerMonitor {
  current(): ServerStatus;
  /** Checks at once (the banner's Retry) and reports the answer. */
  checkNow(): Promise<ServerStatus>;
  start(): void;
  stop(): void;
}

export function createServerMonitor(options: {
  getServerUrl: () => string | null;
  onStatus: (status: ServerStatus) => void;
  intervalMs?: number;
  fetch?: typeof fetch;
}): ServerMonitor {
  let status: ServerStatus = {
    serverUrl: options.getServerUrl(),
    reachable: null,
    message: null,
    checkedAt: null,
  };
  let timer: ReturnType<typeof setInterval> | undefined;

  const checkNow = async () => {
    const serverUrl = options.getServerUrl();
    if (!serverUrl) {
      status = { serverUrl: null, reachable: null, message: null, checkedAt: null };
    } else {
      const answer = await checkServerHealth(serverUrl, { fetch: options.fetch });
      status = {
        serverUrl,
        reachable: answer.ok,
        message: answer.ok ? null : answer.message,
        checkedAt: new Date().toISOString(),
      };
    }
    options.onStatus(status);
    return status;
  };

  return {
    current: () => status,
    checkNow,
    start() {
      if (timer) return;
      void checkNow();
      timer = setInterval(() => void checkNow(), options.intervalMs ?? SERVER_POLL_MS);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
