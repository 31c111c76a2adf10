import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { User } from '../users/user.entity.ts';
import { DesktopToken } from './desktop-token.entity.ts';
import { DESKTOP_TOKEN_TTL_MS, sha256, userForDesktopToken } from './desktop-token.service.ts';
import { desktopToken, withBearer } from './testing/desktop-sign-in.ts';

let seq = 0;
const email = (name: string) => `${name}-${++seq}-${Date.now()}@oeuvre.test`;

type TokenInfo = { id: number; deviceName: string; createdAt: string; lastUsedAt: string | null; expiresAt: string };

describe.each(engines())('desktop tokens on %s', (engine) => {
  const site = testSite(engine);

  /** A fresh admin signed in in the browser and in the desktop app. */
  async function adminWithToken(deviceName = 'Studio Mac') {
    const who = email('admin');
    const browser = await signedInBrowser(site.server, who, { admin: true });
    const { token } = await desktopToken(browser, deviceName);
    return { who, browser, token };
  }

  async function changeUser(who: string, change: (user: User) => void) {
    const em = site.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: who });
    change(user);
    await em.flush();
    return user;
  }

  const me = (token: string) => withBearer(site.server.url, token, '/api/auth/user');

  it('stores only the SHA-256 of a token', async () => {
    const { token } = await adminWithToken();
    const em = site.orm.em.fork();
    expect(await em.count(DesktopToken, { tokenHash: token })).toBe(0);
    expect(await em.count(DesktopToken, { tokenHash: sha256(token) })).toBe(1);
  });

  it('signs the app out with DELETE /api/desktop/token: the token stops working', async () => {
    const { token } = await adminWithToken();
    expect((await me(token)).status).toBe(200);
    const out = await withBearer(site.server.url, token, '/api/desktop/token', { method: 'DELETE' });
    expect(out.status).toBe(204);
    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect((await withBearer(site.server.url, token, '/api/desktop/token', { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses DELETE /api/desktop/token without a bearer token', async () => {
    const browser = await signedInBrowser(site.server, email('web'), { admin: true });
    const res = await browser.fetch('/api/desktop/token', { method: 'DELETE' });
    expect(res.status).toBe(400);
    expect((await site.server.browser().fetch('/api/desktop/token', { method: 'DELETE' })).status).toBe(401);
  });

  it("lists the admin's own working tokens with device, created and last used", async () => {
    const { browser, token } = await adminWithToken('Studio Mac');
    const second = await desktopToken(browser, 'Office PC');
    const revoked = await desktopToken(browser, 'Old laptop');
    await withBearer(site.server.url, revoked.token, '/api/desktop/token', { method: 'DELETE' });
    await adminWithToken('Somebody else’s Mac');
    await me(token);

    const res = await browser.fetch('/api/admin/tokens');
    expect(res.status).toBe(200);
    const list = (await res.json()) as TokenInfo[];
    expect(list.map((t) => t.deviceName)).toEqual(['Studio Mac', 'Office PC']);
    const [used, unused] = list;
    expect(used!.lastUsedAt).not.toBeNull();
    expect(unused!.lastUsedAt).toBeNull();
    expect(Date.parse(used!.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(unused!.expiresAt)).toBeGreaterThan(Date.now() + DESKTOP_TOKEN_TTL_MS - 60_000);
    expect(JSON.stringify(list)).not.toContain(token);
    expect(JSON.stringify(list)).not.toContain(second.token);

    // The desktop app sees the same list through its own token.
    const fromApp = await withBearer(site.server.url, second.token, '/api/admin/tokens');
    expect(((await fromApp.json()) as TokenInfo[]).length).toBe(2);
  });

  it("revokes one of the admin's tokens by id; another admin's id is unknown (404)", async () => {
    const mine = await adminWithToken('Mine');
    const theirs = await adminWithToken('Theirs');
    const theirList = (await (await theirs.browser.fetch('/api/admin/tokens')).json()) as TokenInfo[];
    const theirId = theirList[0]!.id;
    expect((await mine.browser.fetch(`/api/admin/tokens/${theirId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await me(theirs.token)).status).toBe(200);

    const myId = ((await (await mine.browser.fetch('/api/admin/tokens')).json()) as TokenInfo[])[0]!.id;
    expect((await mine.browser.fetch(`/api/admin/tokens/${myId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await me(mine.token)).status).toBe(401);
    expect((await mine.browser.fetch(`/api/admin/tokens/${myId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await mine.browser.fetch('/api/admin/tokens/999999999', { method: 'DELETE' })).status).toBe(404);
  });

  it('keeps the token list and revocation for admins only', async () => {
    const person = await signedInBrowser(site.server, email('artist'));
    expect((await person.fetch('/api/admin/tokens')).status).toBe(403);
    expect((await person.fetch('/api/admin/tokens/1', { method: 'DELETE' })).status).toBe(403);
    expect((await site.server.browser().fetch('/api/admin/tokens')).status).toBe(401);
  });

  it('refuses an expired token, and each use moves the expiry 90 days ahead', async () => {
    const { token } = await adminWithToken();
    const em = site.orm.em.fork();
    const row = await em.findOneOrFail(DesktopToken, { tokenHash: sha256(token) });
    row.expiresAt = new Date(Date.now() + 1000);
    row.lastUsedAt = new Date(Date.now() - 2 * 60_000);
    await em.flush();
    expect((await me(token)).status).toBe(200);
    await em.refresh(row);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + DESKTOP_TOKEN_TTL_MS - 60_000);

    row.expiresAt = new Date(Date.now() - 1000);
    await em.flush();
    expect((await me(token)).status).toBe(401);
    expect(await userForDesktopToken(site.orm.em.fork(), token)).toBeUndefined();
  });

  it("refuses a frozen user's token, and accepts it again once unfrozen", async () => {
    const { who, token } = await adminWithToken();
    await changeUser(who, (u) => (u.isFrozen = true));
    expect((await me(token)).status).toBe(401);
    expect((await withBearer(site.server.url, token, '/api/admin/tokens')).status).toBe(401);
    await changeUser(who, (u) => (u.isFrozen = false));
    expect((await me(token)).status).toBe(200);
  });

  it("refuses a demoted admin's token", async () => {
    const { who, token } = await adminWithToken();
    await changeUser(who, (u) => (u.isAdmin = false));
    expect((await me(token)).status).toBe(401);
    expect(await userForDesktopToken(site.orm.em.fork(), token)).toBeUndefined();
  });

  it("refuses a deleted user's token", async () => {
    const { who, token } = await adminWithToken();
    const em = site.orm.em.fork();
    await em.nativeDelete(User, { email: who });
    expect((await me(token)).status).toBe(401);
  });

  it('refuses a token that was never issued or is malformed', async () => {
    expect((await me('x'.repeat(43))).status).toBe(401);
    expect((await withBearer(site.server.url, 'not a token!', '/api/auth/user')).status).toBe(401);
  });
});
