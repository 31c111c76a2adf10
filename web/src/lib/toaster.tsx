import type { Intent, Toaster } from '@blueprintjs/core';

export interface Notice {
  title: string;
  description?: string;
  intent?: Intent;
}

/** Toasts stay this long unless dismissed. */
export const TOAST_TIMEOUT_MS = 5000;

// The toaster's code is fetched with the first notice, so pages that never toast never download it.
let toaster: Promise<Toaster> | null = null;

function appToaster(): Promise<Toaster> {
  toaster ??= import('./toaster-overlay').then((m) => m.createAppToaster());
  return toaster;
}

/** Shows a toast; the app's toaster holds at most one, so a new notice replaces the current one. */
export function notify(notice: Notice): void {
  void appToaster().then((t) =>
    t.show({
      intent: notice.intent ?? 'none',
      timeout: TOAST_TIMEOUT_MS,
      message: (
        <div className="toast-body">
          <strong className="toast-title">{notice.title}</strong>
          {notice.description ? <span className="toast-description">{notice.description}</span> : null}
        </div>
      ),
    }),
  );
}

/** Removes every toast at once (tests start each case with none). */
export async function clearToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
