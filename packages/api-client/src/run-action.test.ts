import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error.ts';
import { type ActionNotice, runAction } from './run-action.ts';

/** A screen's notices, and whether it was told the session ended. */
function screen(withSignOut = true) {
  const notices: (ActionNotice & { intent: string })[] = [];
  const state = { signedOut: false };
  return {
    notices,
    state,
    report: {
      notify: (n: ActionNotice & { intent: string }) => notices.push(n),
      signedOut: withSignOut ? () => (state.signedOut = true) : undefined,
    },
  };
}
const refused = (status: number, message?: string) =>
  toApiError(status, 'Refused', message ? JSON.stringify({ message }) : '');

describe('runAction', () => {
  it('gives back the value and says the success, when there is one to say', async () => {
    const { notices, report } = screen();
    expect(
      await runAction(async () => 42, { success: { title: 'Saved' }, failure: { title: 'Error' } }, report),
    ).toEqual({ ok: true, value: 42 });
    expect(await runAction(async () => 'quiet', { failure: { title: 'Error' } }, report)).toEqual({
      ok: true,
      value: 'quiet',
    });
    expect(notices).toEqual([{ intent: 'success', title: 'Saved' }]);
  });

  it("says the server's reason for a refusal, else the screen's own sentence, else none", async () => {
    const { notices, report } = screen();
    const messages = { failure: { title: 'Error', description: 'Could not save. Please try again.' } };
    const first = await runAction(
      () => Promise.reject(refused(409, 'Already supporting this artist')),
      messages,
      report,
    );
    expect(first.ok).toBe(false);
    await runAction(() => Promise.reject(refused(500)), messages, report);
    await runAction(
      () => Promise.reject(new TypeError('Failed to fetch')),
      { failure: { title: 'Error' } },
      report,
    );
    expect(notices).toEqual([
      { intent: 'danger', title: 'Error', description: 'Already supporting this artist' },
      { intent: 'danger', title: 'Error', description: 'Could not save. Please try again.' },
      { intent: 'danger', title: 'Error', description: undefined },
    ]);
  });

  it("says a fixed sentence whatever the server's reason", async () => {
    const { notices, report } = screen();
    await runAction(
      () => Promise.reject(refused(409, 'Request already handled')),
      { failure: { title: 'Error', description: 'Failed to accept connection request', fixed: true } },
      report,
    );
    expect(notices).toEqual([
      { intent: 'danger', title: 'Error', description: 'Failed to accept connection request' },
    ]);
  });

  it('an ended session (401) goes to the screen that signs out, not to a notice; without one it is a failure', async () => {
    const signedOutScreen = screen();
    const result = await runAction(
      () => Promise.reject(refused(401, 'Sign in first')),
      { failure: { title: 'Error' } },
      signedOutScreen.report,
    );
    expect(result.ok).toBe(false);
    expect(signedOutScreen.state.signedOut).toBe(true);
    expect(signedOutScreen.notices).toEqual([]);
    const plain = screen(false);
    await runAction(
      () => Promise.reject(refused(401, 'Sign in first')),
      { failure: { title: 'Error' } },
      plain.report,
    );
    expect(plain.notices).toEqual([{ intent: 'danger', title: 'Error', description: 'Sign in first' }]);
  });
});
