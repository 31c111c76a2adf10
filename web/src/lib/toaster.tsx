import { type Intent, OverlayToaster, type Toaster } from '@blueprintjs/core';

export interface Notice {
  title: string;
  description?: string;
  intent?: Intent;
}

/** Toasts stay this long unless dismissed. */
export const TOAST_TIMEOUT_MS = 5000;

let toaster: Toaster | null = null;
// Notices raised before the toaster mounts (e.g. a redirect during the first render) wait here.
const waiting: Notice[] = [];

function show(notice: Notice, target: Toaster): void {
  target.show({
    intent: notice.intent ?? 'none',
    timeout: TOAST_TIMEOUT_MS,
    message: (
      <div className="toast-body">
        <strong className="toast-title">{notice.title}</strong>
        {notice.description ? <span className="toast-description">{notice.description}</span> : null}
      </div>
    ),
  });
}

/** Shows a toast; the app's toaster holds at most one, so a new notice replaces the current one. */
export function notify(notice: Notice): void {
  if (toaster) show(notice, toaster);
  else waiting.push(notice);
}

function register(instance: Toaster | null): void {
  toaster = instance;
  if (!instance) return;
  for (const notice of waiting.splice(0)) show(notice, instance);
}

/** The single toaster of the app; render it once, near the root. */
export function AppToaster() {
  return <OverlayToaster ref={register} maxToasts={1} position="top" canEscapeKeyClear />;
}
