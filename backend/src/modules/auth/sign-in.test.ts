import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { Browser, signInThroughBuiltinProvider } from '../../../test/http.ts';
import { SIGNED_IN_HINT_COOKIE } from '@oeuvre/contract';
import { User } from '../users/user.entity.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SiteSettings } from '../settings/site-settings.entity.ts';
import { Session } from './session.entity.ts';
import { endSessionsOf } from './session-store.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { safeReturnTo, SIGNED_OUT_COOKIE } from './sign-in.ts';

const person = (email: string) => ({ email, firstName: 'Ada', lastName: 'Lovelace' });

describe.each(engines())('sign-in on %s', (engine) => {
  const site = testSite(engine, { env: { ADMIN_EMAILS: 'boss@oeuvre.test' } });

  it('answers 401 for the current user when signed out', async () => {
    const res = await site.server.browser().fetch('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Sign in required' });
  });

  it('signs in through grant and the built-in provider, landing on / with a rotated, httpOnly, SameSite=Lax cookie', async () => {
    const browser = site.server.browser();
    const login = await browser.fetch('/api/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('Location')).toBe('/connect/oidc');
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    const cookieBefore = browser.getCookie(SESSION_COOKIE);

    const toProvider = await browser.fetch('/connect/oidc');
    const authorize = new URL(toProvider.headers.get('Location')!);
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');

    const { res, hops } = await signInThroughBuiltinProvider(browser, person('ada@oeuvre.test'));
    expect(hops.at(-1)).toBe(`${site.server.url}/`);
    expect(res.status).toBe(404); // no web build in this test server; the redirect target is what matters
    expect(browser.getCookie(SESSION_COOKIE)).not.toBe(cookieBefore);

    const me = await browser.fetch('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.headers.get('Cache-Control')).toBe('no-store');
    const body = await me.json();
    expect(body).toEqual({ id: expect.any(Number), email: 'ada@oeuvre.test', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null, isAdmin: false });
  });

  it('shows the built-in sign-in page with the named inputs and a Sign in button', async () => {
    const browser = site.server.browser();
    const { res } = await browser.navigate('/api/login');
    const html = await res.text();
    expect(res.status).toBe(200);
    for (const name of ['email', 'firstName', 'lastName']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('re-shows the form with a message when the email is invalid', async () => {
    const browser = site.server.browser();
    const { res } = await signInThroughBuiltinProvider(browser, { email: 'not-an-email', firstName: 'A', lastName: 'B' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Valid email is required');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
  });

  it('lands on a same-site returnTo and ignores an open redirect', async () => {
    const a = await signInThroughBuiltinProvider(site.server.browser(), person('ret@oeuvre.test'), '/artists?q=berlin');
    expect(a.hops.at(-1)).toBe(`${site.server.url}/artists?q=berlin`);
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const b = await signInThroughBuiltinProvider(site.server.browser(), person('ret@oeuvre.test'), evil);
      expect(b.hops.at(-1)).toBe(`${site.server.url}/`);
    }
  });

  it('logs out with a POST: the session is destroyed and replaying the old cookie is refused', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('bye@oeuvre.test'));
    const stolen = browser.cookieHeader();
    const out = await browser.fetch('/api/logout', { method: 'POST', headers: { Origin: site.server.url, 'Sec-Fetch-Site': 'same-origin' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/');
    expect(out.headers.get('Cache-Control')).toBe('no-store');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
    const replay = await fetch(`${site.server.url}/api/auth/user`, { headers: { Cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('keeps a non-secret signed-in hint beside the session: set at sign-in, cleared at sign-out and when the session ends', async () => {
    const visitor = site.server.browser();
    const anonymous = await visitor.fetch('/api/auth/user');
    expect(anonymous.headers.getSetCookie().some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))).toBe(false);
    // A hint without a session is wrong and is cleared on the next request.
    visitor.setCookie(SIGNED_IN_HINT_COOKIE, '1');
    await visitor.fetch('/api/health');
    expect(visitor.getCookie(SIGNED_IN_HINT_COOKIE)).toBeUndefined();

    const browser = site.server.browser();
    const { res: landed } = await signInThroughBuiltinProvider(browser, person('hint@oeuvre.test'));
    expect(landed.status).toBe(404);
    expect(browser.getCookie(SIGNED_IN_HINT_COOKIE)).toBe('1');
    // A session whose hint was lost (expired first, or cleared) gets it back on its next request.
    const hintless = site.server.browser();
    hintless.setCookie(SESSION_COOKIE, browser.getCookie(SESSION_COOKIE)!);
    hintless.setCookie(`${SESSION_COOKIE}.sig`, browser.getCookie(`${SESSION_COOKIE}.sig`)!);
    const restored = await hintless.fetch('/api/auth/user');
    expect(restored.status).toBe(200);
    const line = restored.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))!;
    expect(line).toMatch(/samesite=lax/i);
    // The app reads it, so it is not httpOnly; the session cookie stays httpOnly.
    expect(line).not.toMatch(/httponly/i);

    const out = await browser.fetch('/api/logout', { method: 'POST', headers: { Origin: site.server.url, 'Sec-Fetch-Site': 'same-origin' } });
    expect(out.status).toBe(303);
    expect(browser.getCookie(SIGNED_IN_HINT_COOKIE)).toBeUndefined();

    // Frozen: the session ends on the next request, and so does the hint.
    const em = site.orm.em.fork();
    const other = site.server.browser();
    await signInThroughBuiltinProvider(other, person('hint-frozen@oeuvre.test'));
    expect(other.getCookie(SIGNED_IN_HINT_COOKIE)).toBe('1');
    const user = await em.findOneOrFail(User, { email: 'hint-frozen@oeuvre.test' });
    user.isFrozen = true;
    await em.flush();
    expect((await other.fetch('/api/auth/user')).status).toBe(401);
    expect(other.getCookie(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });

  it('GET /api/logout ends nothing: it answers a page whose button posts the sign-out', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('link@oeuvre.test'));
    // As a cross-site image or link would load it, and as a person typing it would.
    for (const site of ['cross-site', 'none', 'same-origin']) {
      const res = await browser.fetch('/api/logout', { headers: { 'Sec-Fetch-Site': site } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>');
      expect(html).not.toMatch(/<script/i);
      expect((await browser.fetch('/api/auth/user')).status, `after a GET with Sec-Fetch-Site ${site}`).toBe(200);
    }
  });

  it('refuses a sign-out posted from another site, and the session lives on', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('csrf-out@oeuvre.test'));
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Origin: 'null' }]) {
      const res = await browser.fetch('/api/logout', { method: 'POST', headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Cross-site request refused' });
    }
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);
  });

  it('ends the built-in provider’s session too: the next sign-in shows the form again, with prompt=login', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('shared@oeuvre.test'));
    const first = await browser.fetch('/api/login');
    expect(first.status).toBe(302);
    // Control: a second sign-in while signed in at the provider needs no form.
    const silent = await browser.navigate('/api/login');
    expect(silent.hops.at(-1)).toBe(`${site.server.url}/`);
    expect(new URL(silent.hops.find((h) => h.includes('/oidc/auth'))!).searchParams.get('prompt')).toBeNull();

    await browser.fetch('/api/logout', { method: 'POST' });
    expect(browser.getCookie(SIGNED_OUT_COOKIE)).toBe('1');
    expect(browser.getCookie('_session'), "the provider's session cookie is cleared").toBeUndefined();

    // The next person at this computer gets the form, not the previous person's account.
    const next = await browser.navigate('/api/login');
    expect(next.res.status).toBe(200);
    const html = await next.res.text();
    expect(html).toContain('name="email"');
    expect(new URL(next.hops.find((h) => h.includes('/oidc/auth'))!).searchParams.get('prompt')).toBe('login');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);

    // Even with the provider's old session cookie put back, it is no longer a session.
    const replayed = site.server.browser();
    await signInThroughBuiltinProvider(replayed, person('kept@oeuvre.test'));
    const providerCookie = replayed.getCookie('_session')!;
    const providerSig = replayed.getCookie('_session.sig')!;
    expect(providerCookie).toBeTruthy();
    await replayed.fetch('/api/logout', { method: 'POST' });
    // A browser without the sign-out mark, holding the provider's cookie from before the sign-out.
    replayed.clearCookies();
    replayed.setCookie('_session', providerCookie);
    replayed.setCookie('_session.sig', providerSig);
    const again = await replayed.navigate('/api/login');
    expect(again.res.status).toBe(200);
    expect(await again.res.text()).toContain('name="email"');

    // Signing in again clears the mark.
    await signInThroughBuiltinProvider(browser, person('next@oeuvre.test'));
    expect(browser.getCookie(SIGNED_OUT_COOKIE)).toBeUndefined();
    expect(((await (await browser.fetch('/api/auth/user')).json()) as { email: string }).email).toBe('next@oeuvre.test');
  });

  it('makes ADMIN_EMAILS and the admin-emails site setting admins at sign-in', async () => {
    const boss = site.server.browser();
    await signInThroughBuiltinProvider(boss, person('Boss@Oeuvre.test'));
    expect(((await (await boss.fetch('/api/auth/user')).json()) as { isAdmin: boolean }).isAdmin).toBe(true);

    const em = site.orm.em.fork();
    const settings = await em.findOneOrFail(SiteSettings, { id: 1 });
    settings.adminEmails = 'curator@oeuvre.test, other@oeuvre.test';
    await em.flush();
    const curator = site.server.browser();
    await signInThroughBuiltinProvider(curator, person('curator@oeuvre.test'));
    expect(((await (await curator.fetch('/api/auth/user')).json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    settings.adminEmails = '';
    await em.flush();
  });

  it('refuses a frozen user at sign-in with a clear page and ends their existing sessions', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('frozen@oeuvre.test'));
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);

    const em = site.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'frozen@oeuvre.test' });
    user.isFrozen = true;
    await em.flush();
    await endSessionsOf(site.orm, user.id);
    expect(await em.count(Session, { user: user.id })).toBe(0);
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);

    const again = site.server.browser();
    const { res } = await signInThroughBuiltinProvider(again, person('frozen@oeuvre.test'));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Account frozen');
    expect((await again.fetch('/api/auth/user')).status).toBe(401);
  });

  it('refuses a frozen user even while a session row still exists', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('cold@oeuvre.test'));
    const em = site.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'cold@oeuvre.test' });
    user.isFrozen = true;
    await em.flush();
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
  });

  it('refuses a forged state: no session is made', async () => {
    const browser = site.server.browser();
    await browser.fetch('/api/login');
    await browser.fetch('/connect/oidc');
    const forged = await browser.navigate('/connect/oidc/callback?code=forged-code&state=forged-state');
    expect(forged.res.status).toBe(400);
    expect(await forged.res.text()).toContain('Sign-in failed');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
  });

  it('refuses a replayed OAuth callback', async () => {
    const browser = site.server.browser();
    await browser.fetch('/api/login');
    const toProvider = await browser.fetch('/connect/oidc');
    // Play the provider part by hand to capture the callback URL.
    const interaction = await browser.navigate(toProvider.headers.get('Location')!);
    const action = /action="([^"]+\/login)"/.exec(await interaction.res.text())![1]!;
    const posted = await browser.fetch(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(person('replay@oeuvre.test')).toString(),
    });
    let res = await browser.fetch(new URL(posted.headers.get('Location')!, site.server.url).toString());
    while (!res.headers.get('Location')!.includes('/connect/oidc/callback')) {
      res = await browser.fetch(new URL(res.headers.get('Location')!, site.server.url).toString());
    }
    const callback = res.headers.get('Location')!;
    await browser.navigate(callback);
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);

    const attacker = new Browser(site.server.url);
    await attacker.fetch('/api/login');
    await attacker.fetch('/connect/oidc');
    const replay = await attacker.navigate(callback);
    expect(replay.res.status).toBe(400);
    expect((await attacker.fetch('/api/auth/user')).status).toBe(401);
  });

  it('answers the callback without a provider response with a clear page, not a session', async () => {
    const browser = site.server.browser();
    const res = await browser.fetch('/api/auth/callback');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('We could not complete your sign-in');
  });

  it('does not adopt a planted session cookie (fixation) and treats a tampered cookie as signed out', async () => {
    const browser = site.server.browser();
    browser.setCookie(SESSION_COOKIE, 'planted-by-attacker');
    browser.setCookie(`${SESSION_COOKIE}.sig`, 'forged');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);
    await signInThroughBuiltinProvider(browser, person('fixed@oeuvre.test'));
    expect(browser.getCookie(SESSION_COOKIE)).not.toBe('planted-by-attacker');
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);

    const tampered = new Browser(site.server.url);
    tampered.setCookie(SESSION_COOKIE, browser.getCookie(SESSION_COOKIE)!);
    tampered.setCookie(`${SESSION_COOKIE}.sig`, 'AAAA' + browser.getCookie(`${SESSION_COOKIE}.sig`)!.slice(4));
    expect((await tampered.fetch('/api/auth/user')).status).toBe(401);
  });

  it('gives an imported profile without owner to the user whose verified email matches', async () => {
    const em = site.orm.em.fork();
    em.create(ArtistProfile, {
      slug: 'imported-artist',
      fullName: 'Imported Artist',
      email: 'Imported@Oeuvre.test',
      city: 'Berlin',
      country: 'Germany',
      artistStatement: 'A statement that is long enough to pass.',
      source: 'csv',
    });
    await em.flush();
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('imported@oeuvre.test'));
    const me = (await (await browser.fetch('/api/auth/user')).json()) as { id: number };
    const profile = await site.orm.em.fork().findOneOrFail(ArtistProfile, { slug: 'imported-artist' });
    expect(profile.user?.id).toBe(me.id);
  });

  it('refuses new accounts while registration is closed but still lets existing users in', async () => {
    const em = site.orm.em.fork();
    await signInThroughBuiltinProvider(site.server.browser(), person('existing@oeuvre.test'));
    const settings = await em.findOneOrFail(SiteSettings, { id: 1 });
    settings.allowRegistration = false;
    await em.flush();
    try {
      const newcomer = site.server.browser();
      const { res } = await signInThroughBuiltinProvider(newcomer, person('newcomer@oeuvre.test'));
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Registration closed');
      expect(await em.count(User, { email: 'newcomer@oeuvre.test' })).toBe(0);
      const existing = site.server.browser();
      await signInThroughBuiltinProvider(existing, person('existing@oeuvre.test'));
      expect((await existing.fetch('/api/auth/user')).status).toBe(200);
    } finally {
      settings.allowRegistration = true;
      await em.flush();
    }
  });

  it('refuses cookie-authenticated writes from another origin', async () => {
    const browser = site.server.browser();
    await signInThroughBuiltinProvider(browser, person('csrf@oeuvre.test'));
    const evil = await browser.fetch('/api/anything', { method: 'POST', headers: { Origin: 'https://evil.example' }, json: {} });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ message: 'Cross-site request refused' });
    const crossSite = await browser.fetch('/api/anything', { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' }, json: {} });
    expect(crossSite.status).toBe(403);
  });

  it('never writes cookies, codes or tokens into the logs', () => {
    const all = site.server.logs.join('\n');
    expect(all).not.toMatch(/oeuvre\.sid=/);
    expect(all).not.toMatch(/[?&]code=/);
    expect(all).not.toMatch(/id_token"\s*:\s*"ey/);
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/artists/jane-doe', '/artists/jane-doe'],
    ['/profile?tab=network', '/profile?tab=network'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/api/logout', '/'],
    ['/api/desktop/authorize?state=abc', '/api/desktop/authorize?state=abc'],
    [undefined, '/'],
    [['/a', '/b'], '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
