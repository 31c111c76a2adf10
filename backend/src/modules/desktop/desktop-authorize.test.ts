import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerMessages } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { DesktopAuthCode } from './desktop-auth-code.entity.ts';
import { isLoopbackRedirectUri } from './desktop-auth-code.service.ts';
import { sha256 } from './desktop-token.service.ts';
import { User } from '../users/user.entity.ts';
import {
  allowAndGetCode,
  answerConsent,
  appRequest,
  authorizeQuery,
  exchange,
  withBearer,
} from './testing/desktop-sign-in.ts';

let seq = 0;
const email = (name: string) => `${name}-${++seq}-${Date.now()}@oeuvre.test`;

describe('loopback redirect URIs', () => {
  it('accepts only http on 127.0.0.1 or [::1]', () => {
    expect(isLoopbackRedirectUri('http://127.0.0.1:51234/callback')).toBe(true);
    expect(isLoopbackRedirectUri('http://[::1]:51234/callback')).toBe(true);
    expect(isLoopbackRedirectUri('http://127.0.0.1/cb?x=1')).toBe(true);
    for (const refused of [
      'https://127.0.0.1:51234/callback',
      'http://localhost:51234/callback',
      'http://127.0.0.1.evil.example/callback',
      'http://evil.example/callback',
      'http://192.168.1.20:51234/callback',
      'http://user:pw@127.0.0.1:51234/callback',
      'http://127.0.0.1:51234/callback#frag',
      'javascript:alert(1)',
      'not a url',
      `http://127.0.0.1:51234/${'a'.repeat(2100)}`,
    ]) {
      expect(isLoopbackRedirectUri(refused), refused).toBe(false);
    }
  });
});

describe.each(engines())('desktop authorize page on %s', (engine) => {
  const adminEmail = email('admin');
  const site = testSite(engine, { admin: adminEmail });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a signed-out browser through sign-in and back to the same authorize URL', async () => {
    const path = authorizeQuery(appRequest());
    const res = await site.server.browser().fetch(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/api/login?returnTo=${encodeURIComponent(path)}`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a non-admin with a page and no redirect', async () => {
    const person = await signedInBrowser(site.server, email('artist'));
    const res = await person.fetch(authorizeQuery(appRequest()));
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('Admin Access Required');
    expect(html).toContain('You do not have permission to access this area');
    expect(res.headers.get('Location')).toBeNull();
    const posted = await answerConsent(person, appRequest(), 'allow');
    expect(posted.status).toBe(403);
    expect(posted.headers.get('Location')).toBeNull();
  });

  it('shows the admin a consent page with Allow and Deny, the device name escaped and no script', async () => {
    const request = { ...appRequest(), deviceName: '<img src=x onerror=alert(1)> "Studio"' };
    const res = await site.admin.fetch(authorizeQuery(request));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Allow Oeuvre Admin?');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Studio&quot;');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(adminEmail);
    expect(html).toContain('<form method="post" action="/api/desktop/authorize">');
    expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(html).toContain('value="deny" class="secondary">Deny</button>');
    expect(html).toContain(`name="state" value="${request.state}"`);
  });

  const malformed: [string, Record<string, string | undefined>][] = [
    ['a non-loopback redirect', { redirect_uri: 'https://evil.example/callback' }],
    ['a localhost redirect', { redirect_uri: 'http://localhost:51234/callback' }],
    ['a LAN redirect', { redirect_uri: 'http://192.168.1.20:51234/callback' }],
    ['no redirect', { redirect_uri: undefined }],
    ['no state', { state: undefined }],
    ['a short state', { state: 'abc' }],
    ['no challenge', { code_challenge: undefined }],
    ['a malformed challenge', { code_challenge: 'too-short' }],
    ['the plain method', { code_challenge_method: 'plain' }],
    ['no method', { code_challenge_method: undefined }],
  ];
  it.each(malformed)('refuses %s with a page, never redirecting', async (_label, overrides) => {
    const res = await site.admin.fetch(authorizeQuery(appRequest(), overrides));
    expect(res.status).toBe(400);
    expect(res.headers.get('Location')).toBeNull();
    expect(await res.text()).toContain('Sign-in request not valid');
    // The same request posted as a decision is refused too.
    const request = { ...appRequest(), ...(overrides.redirect_uri ? { redirectUri: overrides.redirect_uri } : {}) };
    if (overrides.redirect_uri) expect((await answerConsent(site.admin, request, 'allow')).status).toBe(400);
  });

  it('refuses a parameter given twice', async () => {
    const res = await site.admin.fetch(`${authorizeQuery(appRequest())}&redirect_uri=http://127.0.0.1:1/other`);
    expect(res.status).toBe(400);
  });

  it('Allow redirects to the loopback URI with a one-time code and the state, storing only its hash', async () => {
    const request = { ...appRequest(), redirectUri: 'http://[::1]:43210/callback?app=1' };
    const res = await answerConsent(site.admin, request, 'allow');
    expect(res.status).toBe(303);
    expect(res.headers.get('Referrer-Policy')).toBe('same-origin');
    const location = new URL(res.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://[::1]:43210/callback');
    expect(location.searchParams.get('app')).toBe('1');
    expect(location.searchParams.get('state')).toBe(request.state);
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    const stored = await site.orm.em.fork().findOneOrFail(DesktopAuthCode, { codeHash: sha256(code) });
    expect(stored.codeChallenge).toBe(request.challenge);
    expect(stored.redirectUri).toBe(request.redirectUri);
    expect(stored.deviceName).toBe('Studio Mac');
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60_000);
    expect(await site.orm.em.fork().count(DesktopAuthCode, { codeHash: code })).toBe(0);
  });

  it('Deny redirects with error=access_denied and the state, and no code', async () => {
    const request = appRequest();
    const res = await answerConsent(site.admin, request, 'deny');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe(request.state);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses a decision posted from another site or with no origin at all', async () => {
    const request = appRequest();
    const foreign = await answerConsent(site.admin, request, 'allow', { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('Location')).toBeNull();
    const crossSite = await answerConsent(site.admin, request, 'allow', { Origin: '', 'Sec-Fetch-Site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const noOrigin = await answerConsent(site.admin, request, 'allow', { Origin: '' });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.text()).toContain('Request refused');
    const sameOrigin = await answerConsent(site.admin, request, 'allow', { Origin: '', 'Sec-Fetch-Site': 'same-origin' });
    expect(sameOrigin.status).toBe(303);
  });

  it('refuses a decision from a signed-out browser and an unknown decision', async () => {
    const request = appRequest();
    const signedOut = await answerConsent(site.server.browser(), request, 'allow');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('You must be logged in to access the admin area');
    const odd = await site.admin.fetch('/api/desktop/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.admin.baseUrl },
      body: new URLSearchParams({ redirect_uri: request.redirectUri, state: request.state, code_challenge: request.challenge, code_challenge_method: 'S256', decision: 'maybe' }).toString(),
    });
    expect(odd.status).toBe(400);
    const json = await site.admin.fetch('/api/desktop/authorize', { method: 'POST', headers: { Origin: site.admin.baseUrl }, json: { decision: 'allow' } });
    expect(json.status).toBe(415);
  });

  describe('token exchange', () => {
    const refused = { message: ServerMessages.invalidDesktopCode };

    it('answers a bearer token for the right code, verifier and redirect URI, once', async () => {
      const request = appRequest();
      const code = await allowAndGetCode(site.admin, request);
      const body = { code, code_verifier: request.verifier, redirect_uri: request.redirectUri };
      const res = await exchange(site.server.url, body);
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { token: string; expiresAt: string };
      expect(answer.token).toMatch(/^[\w-]{43,}$/);
      const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThanOrEqual(90);
      const me = await withBearer(site.server.url, answer.token, '/api/auth/user');
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(adminEmail);

      const again = await exchange(site.server.url, body);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual(refused);
    });

    it('refuses a wrong verifier, and the code is used up by the attempt', async () => {
      const request = appRequest();
      const code = await allowAndGetCode(site.admin, request);
      const wrong = await exchange(site.server.url, { code, code_verifier: appRequest().verifier, redirect_uri: request.redirectUri });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual(refused);
      const right = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri });
      expect(right.status).toBe(400);
    });

    it('refuses a different redirect URI than the one the code was issued for', async () => {
      const request = appRequest(51_000);
      const code = await allowAndGetCode(site.admin, request);
      const res = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: 'http://127.0.0.1:51001/callback' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(refused);
    });

    it('refuses a code after its 60 seconds', async () => {
      const request = appRequest();
      const code = await allowAndGetCode(site.admin, request);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      const res = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri });
      vi.useRealTimers();
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(refused);
    });

    it('accepts a code just inside its 60 seconds', async () => {
      const request = appRequest();
      const code = await allowAndGetCode(site.admin, request);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 55_000 });
      const res = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri });
      vi.useRealTimers();
      expect(res.status).toBe(200);
    });

    it('refuses an unknown code, a non-loopback redirect and a malformed verifier', async () => {
      const request = appRequest();
      const unknown = await exchange(site.server.url, { code: 'x'.repeat(43), code_verifier: request.verifier, redirect_uri: request.redirectUri });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toEqual(refused);
      const code = await allowAndGetCode(site.admin, request);
      const evil = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: 'https://evil.example/callback' });
      expect(evil.status).toBe(400);
      expect(((await evil.json()) as { field: string }).field).toBe('redirect_uri');
      const short = await exchange(site.server.url, { code, code_verifier: 'short', redirect_uri: request.redirectUri });
      expect(short.status).toBe(400);
      expect(((await short.json()) as { field: string }).field).toBe('code_verifier');
      // Refusals by the schema leave the code alone: it still works.
      const ok = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri });
      expect(ok.status).toBe(200);
    });

    it('refuses the code of an admin who was demoted or frozen before the exchange', async () => {
      for (const change of ['demote', 'freeze'] as const) {
        const who = email(change);
        const browser = await signedInBrowser(site.server, who, { admin: true });
        const request = appRequest();
        const code = await allowAndGetCode(browser, request);
        const em = site.orm.em.fork();
        const user = await em.findOneOrFail(User, { email: who });
        if (change === 'demote') user.isAdmin = false;
        else user.isFrozen = true;
        await em.flush();
        const res = await exchange(site.server.url, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri });
        expect(res.status, change).toBe(400);
      }
    });
  });
});
