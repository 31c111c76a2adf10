// The web app's way of running a change on the server: runAction of @oeuvre/api-client (the admin's too), told in the
// app's toasts.
import { type ActionMessages, type ActionResult, runAction as run } from '@oeuvre/api-client';
import { notify } from './toaster';

/** Runs `action`, says how it went in a toast (`messages`) and gives back its value or its error. */
export function runAction<T>(action: () => Promise<T>, messages: ActionMessages): Promise<ActionResult<T>> {
  return run(action, messages, { notify });
}
