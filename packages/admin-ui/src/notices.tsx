// Toasts: the host's toaster when it gives one (the web app's), else the admin screens' own.
import { type Intent, OverlayToaster } from '@blueprintjs/core';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@oeuvre/ui/lib/ui-constants';
import { useCallback, useMemo, useRef } from 'react';

export interface AdminNotice {
  title: string;
  description?: string;
  intent?: Intent;
}

/** What a host hands in to show the admin screens' toasts in its own toaster. */
export interface AdminToaster {
  show(notice: AdminNotice): void;
}

export function NoticeBody({ notice }: { notice: AdminNotice }) {
  return (
    <div className="admin-toast">
      <strong className="admin-toast__title">{notice.title}</strong>
      {notice.description ? <span className="admin-toast__description">{notice.description}</span> : null}
    </div>
  );
}

/**
 * A toaster of our own, holding one toast at a time (a new one replaces the last); notices raised before it
 * mounts wait.
 */
export function useOwnToaster() {
  const toaster = useRef<OverlayToaster | null>(null);
  const waiting = useRef<AdminNotice[]>([]);

  const showOn = (target: OverlayToaster, notice: AdminNotice) =>
    target.show({
      intent: notice.intent ?? 'none',
      timeout: TOAST_DURATION_MS,
      message: <NoticeBody notice={notice} />,
    });

  const show = useCallback((notice: AdminNotice) => {
    if (toaster.current) showOn(toaster.current, notice);
    else waiting.current.push(notice);
  }, []);

  const register = useCallback((instance: OverlayToaster | null) => {
    toaster.current = instance;
    if (instance) for (const notice of waiting.current.splice(0)) showOn(instance, notice);
  }, []);

  const element = useMemo(
    () => <OverlayToaster ref={register} maxToasts={TOAST_LIMIT} position="top" canEscapeKeyClear />,
    [register],
  );
  return { show, element };
}
