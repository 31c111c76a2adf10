// Runs a change on the server and tells the user how it went: the screen's message, or the server's reason.
import { errorMessage, isApiError } from '@oeuvre/api-client';
import { useCallback } from 'react';
import { useAdmin } from '../admin-context.tsx';
import type { AdminNotice } from '../notices.tsx';

export interface ActionMessages {
  success?: AdminNotice;
  /** The screen's title for the failure; the description is the server's refusal when it gave one. */
  failure: { title: string; description?: string };
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function useRunAction() {
  const { notify, denyAccess } = useAdmin();
  return useCallback(
    async <T>(action: () => Promise<T>, messages: ActionMessages): Promise<ActionResult<T>> => {
      try {
        const value = await action();
        if (messages.success) notify({ intent: 'success', ...messages.success });
        return { ok: true, value };
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          denyAccess('signed-out');
        } else {
          const description = errorMessage(error, messages.failure.description ?? '') || undefined;
          notify({ intent: 'danger', title: messages.failure.title, description });
        }
        return { ok: false, error };
      }
    },
    [notify, denyAccess],
  );
}
