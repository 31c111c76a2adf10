/**
 * Sessions: a planted cookie is never adopted at sign-in (fixation), a cookie copied before sign-out never works
 * after it (replay), sessions end after the idle and the absolute timeout (the session store driven by a fake
 * clock, and the real server with aged rows), and the cookie is HttpOnly, SameSite=Lax, Secure on https.
 * Pass: 0 replays succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { signInThroughBuiltinProvider, type Browser } from '../../test/http.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { ABSOLUTE_SESSION_MS, databaseSessionStore, IDLE_SESSION_MS } from '../modules/auth/session-store.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import { suiteEngine, unique } from '../../test/security/fixture.ts';

const SIG = `${SESSION_COOKIE}.sig`;

describe('sessions', () => {
  let db: TestOrm;
  let server: TestServer;
  const replays = { tried: 0, succeeded: 0 };

  beforeAll(async () => {
    db = await createTestOrm(suiteEngine());
    server = await startTestServer(db.orm);
  });
  afterAll(async () => {
    console.log(`sessions: ${replays.tried} replays tried, ${replays.succeeded} succeeded`);
    await server?.close();
    await db?.close();
  });

  const person = () => ({ email: `${unique('person')}@oeuvre.test`, firstName: 'Sam', lastName: 'Person' });
  async function signedIn(): Promise<Browser> {
    const browser = server.browser();
    await signInThroughBuiltinProvider(browser, person());
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);
    return browser;
  }
  /** Another browser holding a copy of this one's session cookie, as a thief would. */
  function copyOf(browser: Browser): Browser {
    const thief = server.browser();
    thief.setCookie(SESSION_COOKIE, browser.getCookie(SESSION_COOKIE)!);
    thief.setCookie(SIG, browser.getCookie(SIG)!);
    return thief;
  }
  /** A replay: the copied cookie on a read and on a write; counts any that get through. */
  async function replay(thief: Browser): Promise<number[]> {
    const statuses = [
      (await thief.fetch('/api/auth/user')).status,
      (
        await thief.fetch('/api/artists', {
          method: 'POST',
          json: {
            fullName: 'Thief',
            email: 'thief@oeuvre.test',
            city: 'X',
            country: 'Y',
            artistStatement: 'Twenty characters at the very least.',
          },
        })
      ).status,
    ];
    replays.tried += statuses.length;
    replays.succeeded += statuses.filter((s) => s < 400).length;
    return statuses;
  }

  it('never adopts a planted cookie at sign-in, even a valid one the attacker got from the server', async () => {
    // The attacker starts a sign-in to get a genuine, signed session cookie, then plants it in the victim's browser.
    const attacker = server.browser();
    await attacker.navigate('/api/login');
    const plantedId = attacker.getCookie(SESSION_COOKIE)!;
    expect(plantedId).toBeTruthy();
    const victim = server.browser();
    victim.setCookie(SESSION_COOKIE, plantedId);
    victim.setCookie(SIG, attacker.getCookie(SIG)!);
    await signInThroughBuiltinProvider(victim, person());
    expect((await victim.fetch('/api/auth/user')).status).toBe(200);
    expect(victim.getCookie(SESSION_COOKIE)).not.toBe(plantedId);
    expect(await replay(attacker)).toEqual([401, 401]);
    expect(await db.orm.em.fork().count(Session, { id: plantedId, user: { $ne: null } })).toBe(0);
  });

  it('ignores a made-up or badly signed cookie', async () => {
    const forger = server.browser();
    forger.setCookie(SESSION_COOKIE, 'made-up-session-id');
    forger.setCookie(SIG, 'made-up-signature');
    expect(await replay(forger)).toEqual([401, 401]);
    const victim = await signedIn();
    const tampered = copyOf(victim);
    const sig = victim.getCookie(SIG)!;
    tampered.setCookie(SIG, (sig.startsWith('x') ? 'y' : 'x') + sig.slice(1));
    expect(await replay(tampered)).toEqual([401, 401]);
  });

  it('refuses a cookie copied before sign-out, on reads and writes', async () => {
    const browser = await signedIn();
    const thief = copyOf(browser);
    expect((await thief.fetch('/api/auth/user')).status).toBe(200);
    const sid = browser.getCookie(SESSION_COOKIE)!;
    expect((await browser.fetch('/api/logout', { method: 'POST' })).status).toBe(303);
    expect(await db.orm.em.fork().count(Session, { id: sid })).toBe(0);
    expect(await replay(thief)).toEqual([401, 401]);
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
  });

  it('ends a session after the idle timeout and after the absolute timeout (fake clock)', async () => {
    const browser = await signedIn();
    const sid = browser.getCookie(SESSION_COOKIE)!;
    let clock = Date.now();
    const store = databaseSessionStore(db.orm, () => clock);
    expect(await store.get(sid)).toMatchObject({ userId: expect.any(Number) });
    clock += IDLE_SESSION_MS - 60_000;
    expect(await store.get(sid), 'a minute before the idle timeout').toBeDefined();
    clock += 2 * 60_000;
    expect(await store.get(sid), 'a minute after the idle timeout').toBeUndefined();
    expect(await db.orm.em.fork().count(Session, { id: sid }), 'the expired row is deleted').toBe(0);
    expect(await replay(copyOf(browser))).toEqual([401, 401]);

    // Kept alive by activity (its expiry keeps moving), a session still ends 30 days after sign-in.
    const active = await signedIn();
    const activeSid = active.getCookie(SESSION_COOKIE)!;
    clock = Date.now() + ABSOLUTE_SESSION_MS - 60_000;
    await db.orm.em
      .fork()
      .nativeUpdate(Session, { id: activeSid }, { expiresAt: new Date(clock + IDLE_SESSION_MS) });
    expect(await store.get(activeSid), 'a minute before the absolute timeout').toBeDefined();
    clock += 2 * 60_000;
    expect(await store.get(activeSid), 'a minute after the absolute timeout').toBeUndefined();
    expect(await replay(copyOf(active))).toEqual([401, 401]);
  });

  it('the running server ends sessions past either timeout (rows aged as time would age them)', async () => {
    const idle = await signedIn();
    await db.orm.em
      .fork()
      .nativeUpdate(
        Session,
        { id: idle.getCookie(SESSION_COOKIE)! },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect(await replay(idle)).toEqual([401, 401]);

    const old = await signedIn();
    const em = db.orm.em.fork();
    const row = await em.findOneOrFail(Session, { id: old.getCookie(SESSION_COOKIE)! });
    row.data = { ...row.data, createdAt: Date.now() - ABSOLUTE_SESSION_MS - 1000 };
    row.expiresAt = new Date(Date.now() + IDLE_SESSION_MS);
    await em.flush();
    expect(await replay(old)).toEqual([401, 401]);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure when PUBLIC_URL is https', async () => {
    const res = await server.browser().fetch('/api/login');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=lax/i);
    expect(cookie).toMatch(/;\s*path=\//i);
    expect(cookie).not.toMatch(/;\s*secure/i);
    // Behind the TLS proxy an https deployment runs with (TRUST_PROXY, X-Forwarded-Proto: https): Secure.
    const https = await startTestServer(db.orm, {
      PUBLIC_URL: 'https://oeuvre.example',
      TRUST_PROXY: 'true',
      ALLOW_BUILTIN_SIGNIN: 'true',
    });
    try {
      const over = await fetch(`${https.url}/api/login`, {
        redirect: 'manual',
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(over.status).toBe(302);
      const secure = over.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
      expect(secure).toMatch(/;\s*secure/i);
      expect(secure).toMatch(/;\s*httponly/i);
    } finally {
      await https.close();
    }
    expect(replays.succeeded).toBe(0);
  });
});
