// Runs a change on the server and tells the admin how it went (runAction of @oeuvre/api-client, with the admin's
// notices; a 401 shows the signed-out screen).
import { type ActionMessages, type ActionResult, runAction } from '@oeuvre/api-client';
import { useCallback } from 'react';
import { useAdmin } from '../admin-context.tsx';

export function useRunAction() {
  const { notify, denyAccess } = useAdmin();
  return useCallback(
    <T>(action: () => Promise<T>, messages: ActionMessages): Promise<ActionResult<T>> =>
      runAction(action, messages, { notify, signedOut: () => denyAccess('signed-out') }),
    [notify, denyAccess],
  );
}
