/**
 * Freezing a user who is busy: while they send requests with their session cookie and their desktop token (reads
 * and writes, four at a time), an admin freezes them. Pass: 0 requests that start after the freeze has committed
 * succeed (the freeze call has answered by then), and nothing they sent afterwards changed a row; unfreezing lets
 * them sign in again (old credentials stay ended); deleting them answers 401 to their cookie and token for good.
 */
import { describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../test/server.ts';
import type { Browser } from '../../test/http.ts';
import { desktopToken, withBearer } from '../modules/desktop/testing/desktop-sign-in.ts';
import { DesktopToken } from '../modules/desktop/desktop-token.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { unique, fixtureForSuite } from '../../test/security/fixture.ts';

type Sent = { startedAt: number; status: number; via: 'cookie' | 'token'; write: boolean };

describe('freezing a busy user', () => {
  const fixture = fixtureForSuite();

  /** A second admin (desktop tokens are for admins) signed in in the browser and in the desktop app. */
  async function busyAdmin(): Promise<{ email: string; id: number; browser: Browser; token: string }> {
    const email = `${unique('busy')}@oeuvre.test`;
    const browser = await signedInBrowser(fixture().server, email, { admin: true });
    const { token } = await desktopToken(browser);
    const user = await fixture().em().findOneOrFail(User, { email });
    return { email, id: user.id, browser, token };
  }

  /** Four loops of mixed calls until `stop()`; each call's start time and status are kept. */
  function traffic(who: { browser: Browser; token: string }, inboxId: number) {
    const sent: Sent[] = [];
    let running = true;
    const calls: [Sent['via'], boolean, () => Promise<Response>][] = [
      ['cookie', false, () => who.browser.fetch('/api/auth/user')],
      ['token', false, () => withBearer(fixture().server.url, who.token, '/api/admin/stats')],
      ['cookie', true, () => who.browser.fetch(`/api/admin/inbox/${inboxId}/read`, { method: 'PATCH' })],
      [
        'token',
        true,
        () =>
          withBearer(fixture().server.url, who.token, '/api/admin/settings', {
            method: 'PUT',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ siteName: `Busy ${unique()}` }),
          }),
      ],
    ];
    const loops = calls.map(async ([via, write, call]) => {
      while (running) {
        const startedAt = performance.now();
        const res = await call();
        await res.arrayBuffer();
        sent.push({ startedAt, status: res.status, via, write });
      }
    });
    return { sent, stop: async () => ((running = false), await Promise.all(loops)) };
  }

  it('refuses every request that starts after the freeze commits, by cookie and by token', async () => {
    const busy = await busyAdmin();
    const inboxId = await fixture().message();
    const load = traffic(busy, inboxId);
    await new Promise((r) => setTimeout(r, 400));
    const frozenAt = { sent: performance.now(), answered: 0 };
    const freeze = await fixture().fetch('admin', `/api/admin/users/${busy.id}/freeze`, { method: 'PUT' });
    frozenAt.answered = performance.now();
    expect(freeze.status).toBe(200);
    const settingsAfterFreeze = await fixture().fetch('admin', '/api/admin/settings').then((r) => r.json());
    await new Promise((r) => setTimeout(r, 600));
    await load.stop();

    const before = load.sent.filter((s) => s.startedAt < frozenAt.sent);
    const after = load.sent.filter((s) => s.startedAt > frozenAt.answered);
    expect(before.filter((s) => s.status < 300).length, 'the calls worked before the freeze').toBeGreaterThan(
      10,
    );
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((s) => s.status !== 401)).toEqual([]);
    expect(new Set(after.map((s) => `${s.via}${s.write ? ' write' : ''}`)).size).toBe(4);
    expect(
      await fixture().fetch('admin', '/api/admin/settings').then((r) => r.json()),
      'no write after the freeze landed',
    ).toEqual(settingsAfterFreeze);
    expect(await fixture().em().count(Session, { user: busy.id })).toBe(0);
    expect(await fixture().em().count(DesktopToken, { user: busy.id, revokedAt: null })).toBe(0);
    console.log(
      `freeze: ${load.sent.length} requests, ${after.length} started after the freeze committed, ${after.filter((s) => s.status < 400).length} succeeded`,
    );

    // Unfreezing restores the account: a new sign-in works; what the freeze ended stays ended.
    expect(
      (await fixture().fetch('admin', `/api/admin/users/${busy.id}/unfreeze`, { method: 'PUT' })).status,
    ).toBe(200);
    expect((await busy.browser.fetch('/api/auth/user')).status).toBe(401);
    expect((await withBearer(fixture().server.url, busy.token, '/api/auth/user')).status).toBe(401);
    const again = await signedInBrowser(fixture().server, busy.email);
    expect((await again.fetch('/api/auth/user')).status).toBe(200);
  });

  it('a deleted user gets 401 on their cookie and token for good; signing up again makes a new account', async () => {
    const busy = await busyAdmin();
    const load = traffic(busy, await fixture().message());
    await new Promise((r) => setTimeout(r, 300));
    const res = await fixture().fetch('admin', `/api/admin/users/${busy.id}/delete`, { method: 'DELETE' });
    const deletedAt = performance.now();
    expect(res.status).toBe(204);
    await new Promise((r) => setTimeout(r, 400));
    await load.stop();
    const after = load.sent.filter((s) => s.startedAt > deletedAt);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((s) => s.status !== 401)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      expect((await busy.browser.fetch('/api/auth/user')).status).toBe(401);
      expect((await withBearer(fixture().server.url, busy.token, '/api/admin/stats')).status).toBe(401);
    }
    expect(await fixture().em().count(User, { id: busy.id })).toBe(0);
    const back = await signedInBrowser(fixture().server, busy.email);
    const me = await fixture().em().findOneOrFail(User, { email: busy.email });
    expect(me.id).not.toBe(busy.id);
    expect(me.isAdmin).toBe(false);
    expect((await back.fetch('/api/admin/stats')).status).toBe(403);
  });
});
