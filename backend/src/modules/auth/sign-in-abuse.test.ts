/**
 * Anonymous sign-in traffic costs the server nothing lasting: no session row before sign-in completes, expired
 * sessions swept, and sign-in attempts limited per client address.
 */
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { type TestServer } from '../../../test/server.ts';
import { signInThroughBuiltinProvider, type Browser } from '../../../test/http.ts';
import { createLogger } from '../../logger.ts';
import { User } from '../users/user.entity.ts';
import { Session } from './session.entity.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import {
  ABSOLUTE_SESSION_MS,
  databaseSessionStore,
  SIGN_IN_STATE_COOKIE,
  SIGN_IN_STATE_MS,
  startSessionSweeper,
  sweepExpiredSessions,
} from './session-store.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { SignInRateLimit } from './sign-in.ts';

/** A browser at its own client address (the server trusts the proxy's X-Forwarded-For). */
function clientAt(server: TestServer, address: string): Browser {
  const browser = server.browser();
  const fetchAs = browser.fetch.bind(browser);
  browser.fetch = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('X-Forwarded-For', address);
    return fetchAs(path, { ...init, headers });
  };
  return browser;
}

const person = (email: string) => ({ email, firstName: 'Ann', lastName: 'On' });

describe.each(engines())('anonymous sign-in traffic on %s', (engine) => {
  const site = testSite(engine, { env: { TRUST_PROXY: 'true', SIGNIN_ATTEMPTS_PER_SECOND: '2' } });
  const rows = () => site.orm.em.fork().count(Session, {});

  it('many anonymous /api/login requests, followed to the provider, write no session row', async () => {
    const before = await rows();
    const longReturnTo = '/artists?q=' + 'x'.repeat(1900);
    for (let i = 0; i < 40; i++) {
      const browser = clientAt(site.server, `198.51.100.${i}`);
      const login = await browser.fetch(`/api/login?returnTo=${encodeURIComponent(longReturnTo)}`);
      expect(login.status).toBe(302);
      expect(browser.getCookie(SESSION_COOKIE)).toBeTruthy();
      expect(browser.getCookie(SIGN_IN_STATE_COOKIE)).toBeTruthy();
      const toProvider = await browser.fetch('/connect/oidc');
      expect(toProvider.status).toBe(302);
      expect(new URL(toProvider.headers.get('Location')!).pathname).toBe('/oidc/auth');
    }
    expect(await rows()).toBe(before);
  });

  it('the sign-in state is a signed, HttpOnly, short-lived cookie; completing the sign-in writes one row', async () => {
    const browser = clientAt(site.server, '198.51.100.200');
    const login = await browser.fetch('/api/login?returnTo=%2Fartists');
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith(`${SIGN_IN_STATE_COOKIE}=`))!;
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=lax/i);
    const expires = Date.parse(/;\s*expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(login.headers.getSetCookie().some((c) => c.startsWith(`${SIGN_IN_STATE_COOKIE}.sig=`))).toBe(true);

    const before = await rows();
    const { hops } = await signInThroughBuiltinProvider(browser, person('rows@oeuvre.test'), '/artists');
    expect(hops.at(-1)).toBe(`${site.server.url}/artists`);
    expect(browser.getCookie(SIGN_IN_STATE_COOKIE), 'the sign-in state cookie is cleared').toBeUndefined();
    expect(await rows()).toBe(before + 1);
    const user = await site.orm.em.fork().findOneOrFail(User, { email: 'rows@oeuvre.test' });
    const row = await site.orm.em.fork().findOneOrFail(Session, { id: browser.getCookie(SESSION_COOKIE)! });
    expect(row.user?.id).toBe(user.id);
    expect(Object.keys(row.data).sort()).toEqual(['_expire', '_maxAge', 'createdAt', 'userId']);
  });

  it('refuses a sign-in whose state cookie was tampered with, with a clear page', async () => {
    const browser = clientAt(site.server, '198.51.100.201');
    await browser.fetch('/api/login');
    const toProvider = await browser.fetch('/connect/oidc');
    browser.setCookie(
      SIGN_IN_STATE_COOKIE,
      Buffer.from(JSON.stringify({ k: 'x', e: Date.now() + 60_000, d: {} })).toString('base64url'),
    );
    const interaction = await browser.navigate(toProvider.headers.get('Location')!);
    const action = /action="([^"]+\/login)"/.exec(await interaction.res.text())![1]!;
    const posted = await browser.fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person('tampered@oeuvre.test')).toString(),
    });
    const { res } = await browser.navigate(
      new URL(posted.headers.get('Location')!, site.server.url).toString(),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Sign-in failed');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
  });

  it('limits sign-in attempts per client address with 429 and Retry-After; other addresses go on', async () => {
    const flooder = clientAt(site.server, '203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < SignInRateLimit.burst + 20; i++)
      statuses.push((await flooder.fetch('/api/login')).status);
    const allowed = statuses.filter((s) => s === 302).length;
    expect(allowed).toBeGreaterThanOrEqual(SignInRateLimit.burst);
    expect(allowed).toBeLessThan(SignInRateLimit.burst + 20);
    expect(statuses.at(-1)).toBe(429);
    const refused = await flooder.fetch('/api/login');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(await refused.text()).toContain('Too many requests. Please try again later.');
    // The provider's form is counted against the same address.
    const form = await flooder.fetch('/oidc/interaction/some-uid/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person('flood@oeuvre.test')).toString(),
    });
    expect(form.status).toBe(429);
    // Spelled in other case, which the routers still match, the steps are counted all the same.
    expect((await flooder.fetch('/API/login')).status).toBe(429);
    const upperForm = await flooder.fetch('/oidc/interaction/some-uid/LOGIN', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person('flood@oeuvre.test')).toString(),
    });
    expect(upperForm.status).toBe(429);

    const neighbour = clientAt(site.server, '203.0.113.8');
    const { res } = await signInThroughBuiltinProvider(neighbour, person('neighbour@oeuvre.test'));
    expect(res.status).toBe(404); // landed on / (no web build in this test server)
    expect((await neighbour.fetch('/api/auth/user')).status).toBe(200);
    // Signed-in traffic of the limited address is not affected.
    expect((await flooder.fetch('/api/health')).status).toBe(200);
  });

  it('sweeps expired sessions: past the idle or the absolute timeout, live ones kept', async () => {
    const live = clientAt(site.server, '198.51.100.202');
    await signInThroughBuiltinProvider(live, person('live@oeuvre.test'));
    const liveId = live.getCookie(SESSION_COOKIE)!;
    const em = site.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'live@oeuvre.test' });
    em.create(Session, {
      id: 'idle-expired',
      user,
      data: {},
      expiresAt: new Date(Date.now() - 1000),
    });
    em.create(Session, {
      id: 'absolute-expired',
      user,
      data: {},
      expiresAt: new Date(Date.now() + 60_000),
      createdAt: new Date(Date.now() - ABSOLUTE_SESSION_MS - 1000),
    });
    await em.flush();
    expect(await sweepExpiredSessions(site.orm)).toBe(2);
    const left = await site.orm.em
      .fork()
      .find(Session, { id: { $in: ['idle-expired', 'absolute-expired', liveId] } });
    expect(left.map((s) => s.id)).toEqual([liveId]);
    expect((await live.fetch('/api/auth/user')).status).toBe(200);
  });

  it('runs the sweep on a timer that does not hold the process and stops on close', async () => {
    const em = site.orm.em.fork();
    em.create(Session, { id: 'timer-expired', data: {}, expiresAt: new Date(Date.now() - 1000) });
    await em.flush();
    const sweeper = startSessionSweeper(site.orm, createLogger('silent'), 50);
    try {
      await expect
        .poll(() => site.orm.em.fork().count(Session, { id: 'timer-expired' }), { timeout: 5000 })
        .toBe(0);
    } finally {
      sweeper.stop();
    }
    const again = site.orm.em.fork();
    again.create(Session, { id: 'after-stop', data: {}, expiresAt: new Date(Date.now() - 1000) });
    await again.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await site.orm.em.fork().count(Session, { id: 'after-stop' })).toBe(1);
  });

  it('forgets a sign-in in progress after ten minutes, and never reads it for another session key', async () => {
    let clock = Date.now();
    const store = databaseSessionStore(site.orm, () => clock);
    const app = new Koa({ keys: ['a-key-of-at-least-thirty-two-characters'] });
    app.use(async (ctx) => {
      if (ctx.path === '/set') await store.set('key-1', { returnTo: '/artists' }, 1000, { ctx });
      const key = ctx.query.key === 'other' ? 'key-2' : 'key-1';
      ctx.body = { data: (await store.get(key, undefined, { ctx })) ?? null };
    });
    const http1 = http.createServer(app.callback());
    await new Promise<void>((resolve) => http1.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http1.address() as AddressInfo).port}`;
    try {
      const before = await rows();
      const set = await fetch(`${base}/set`);
      const cookie = set.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      expect(await rows()).toBe(before);
      const read = async (query = '') =>
        (
          (await (await fetch(`${base}/get${query}`, { headers: { Cookie: cookie } })).json()) as {
            data: unknown;
          }
        ).data;
      expect(await read()).toEqual({ returnTo: '/artists' });
      expect(await read('?key=other')).toBeNull();
      clock += SIGN_IN_STATE_MS - 1000;
      expect(await read()).toEqual({ returnTo: '/artists' });
      clock += 2000;
      expect(await read()).toBeNull();
    } finally {
      http1.closeAllConnections();
      await new Promise<void>((resolve) => http1.close(() => resolve()));
    }
  });
});
