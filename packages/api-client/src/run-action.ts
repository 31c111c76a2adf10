// Runs a change on the server and tells the user how it went: the one action helper of the web app and the admin
// screens (each hands in its own way of showing a notice).
import { errorMessage, isApiError } from './api-error.ts';

/** What a screen says: a title and, maybe, a sentence. */
export interface ActionNotice {
  title: string;
  description?: string;
}

export interface ActionMessages {
  /** Said when the change is done; nothing is said without it. */
  success?: ActionNotice;
  /**
   * The failure's title; its description is the server's reason when it gave one, else this description, or this
   * description always when `fixed` (a sentence the screen words itself).
   */
  failure: ActionNotice & { fixed?: boolean };
}

/** How a screen shows a notice, and what it does when the session has ended (a 401). */
export interface ActionReport {
  notify: (notice: ActionNotice & { intent: 'success' | 'danger' }) => void;
  /** Without it, a 401 is told as any failure. */
  signedOut?: () => void;
}

export type ActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Runs `action`; says what happened (`messages`, through `report`) and gives back its value or its error. */
export async function runAction<T>(
  action: () => Promise<T>,
  messages: ActionMessages,
  report: ActionReport,
): Promise<ActionResult<T>> {
  try {
    const value = await action();
    if (messages.success) report.notify({ intent: 'success', ...messages.success });
    return { ok: true, value };
  } catch (error) {
    if (report.signedOut && isApiError(error) && error.status === 401) {
      report.signedOut();
    } else {
      const { title, description: own, fixed } = messages.failure;
      const description = (fixed ? own : errorMessage(error, own ?? '')) || undefined;
      report.notify({ intent: 'danger', title, description });
    }
    return { ok: false, error };
  }
}
