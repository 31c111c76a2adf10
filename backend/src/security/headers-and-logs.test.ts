/**
 * Response headers on every kind of response (HTML page, sign-in and consent pages, API JSON, stored upload,
 * 404 and 500): a CSP with no inline script but the web app's loader (allowed by its hash) and frame-ancestors 'none', nosniff, a Referrer-Policy, no
 * X-Powered-By, HSTS exactly when PUBLIC_URL is https, no-store on every authenticated JSON answer. Then the
 * server's own log lines, after sign-in, desktop sign-in, bearer and cookie calls, a failing request and sign-out:
 * 0 cookies, session ids, bearer tokens, OAuth or desktop codes, JWTs or Authorization headers.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@oeuvre/contract';
import { APP_LOADER_SCRIPT, APP_SCRIPTS_TEMPLATE_ID } from '@oeuvre/web/app-loader';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { signInThroughBuiltinProvider, type Browser } from '../../test/http.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { image } from '../modules/uploads/fixtures/images.ts';
import {
  allowAndGetCode,
  appRequest,
  exchange,
  withBearer,
} from '../modules/desktop/testing/desktop-sign-in.ts';
import { User } from '../modules/users/user.entity.ts';
import { suiteEngine, SecurityFixture } from '../../test/security/fixture.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Oeuvre</title>' +
  `<template id="${APP_SCRIPTS_TEMPLATE_ID}"><script type="module" src="/assets/app.js"></script></template>` +
  `</head><body><div id="root"></div><script>${APP_LOADER_SCRIPT}</script></body></html>`;

/** Checks the headers every response must carry; answers the problems found. */
function headerProblems(res: Response, options: { https: boolean }): string[] {
  const problems: string[] = [];
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
  if (!csp) problems.push('no Content-Security-Policy');
  if (scripts.length === 0) problems.push('CSP without script-src or default-src');
  if (scripts.some((s) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'].includes(s)))
    problems.push(`CSP script-src allows ${scripts.join(' ')}`);
  // Images only from this server (and data:/blob: previews): a third-party image would leak visitors' addresses.
  const images = directives.get('img-src') ?? directives.get('default-src') ?? [];
  if (images.some((s) => !["'self'", 'data:', 'blob:'].includes(s))) problems.push(`CSP img-src allows ${images.join(' ')}`);
  if ((directives.get('frame-ancestors') ?? []).join(' ') !== "'none'")
    problems.push("CSP without frame-ancestors 'none'");
  if ((directives.get('object-src') ?? []).join(' ') !== "'none'")
    problems.push("CSP without object-src 'none'");
  if (res.headers.get('X-Content-Type-Options') !== 'nosniff') problems.push('no nosniff');
  if (!res.headers.get('Referrer-Policy')) problems.push('no Referrer-Policy');
  if (res.headers.has('X-Powered-By')) problems.push('X-Powered-By present');
  const hsts = res.headers.get('Strict-Transport-Security');
  if (options.https && !/max-age=\d{7,}/.test(hsts ?? '')) problems.push('no HSTS on https');
  if (!options.https && hsts) problems.push('HSTS on http');
  return problems;
}

/** An inline <script> (one without src that the browser would run) in an HTML page: the CSP would block it. */
// Data blocks (JSON-LD, the artist data sent with the page) are never run; any other inline script is one.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/i;
/** The one inline script the CSP allows (by its hash): the web app's loader, exactly as the contract has it. */
const withoutAppLoader = (html: string) => html.split(`<script>${APP_LOADER_SCRIPT}</script>`).join('');
const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

describe('response headers', () => {
  let fixture: SecurityFixture;
  let webDist: string;
  const checked: string[] = [];

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'oeuvre-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fixture = await SecurityFixture.create(suiteEngine(), { WEB_DIST: webDist });
  });
  afterAll(async () => {
    console.log(`headers: ${checked.length} responses checked (${checked.join(', ')})`);
    await fixture?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const expectHeaders = async (label: string, res: Response, https = false) => {
    expect(headerProblems(res, { https }), label).toEqual([]);
    checked.push(`${label} ${res.status}`);
    return res;
  };

  it('HTML: the app, an artist page rendered for crawlers, the sign-in and consent pages, without inline script', async () => {
    const pages: [string, Response][] = [
      ['app', await fixture.fetch('anonymous', '/')],
      ['artist page', await fixture.fetch('anonymous', `/artists/${fixture.ids.artistSlug}`)],
      ['unknown page', await fixture.fetch('anonymous', '/no/such/page')],
    ];
    const signIn = await fixture.server.browser().navigate('/api/login');
    pages.push(['sign-in form', signIn.res]);
    const request = appRequest();
    const consent = await fixture.fetch(
      'admin',
      `/api/desktop/authorize?${new URLSearchParams({ redirect_uri: request.redirectUri, state: request.state, code_challenge: request.challenge, code_challenge_method: 'S256' })}`,
    );
    pages.push(['desktop consent', consent]);
    // The app's pages run their loader: the CSP allows it by its hash (the other pages have no inline script at all).
    const app = await (await fixture.fetch('anonymous', '/')).text();
    expect(app).toContain(`<script>${APP_LOADER_SCRIPT}</script>`);
    expect(pages[0]![1].headers.get('Content-Security-Policy')).toContain(`script-src 'self' ${APP_LOADER_HASH};`);
    for (const [label, res] of pages) {
      await expectHeaders(label, res);
      expect(res.headers.get('Content-Type'), label).toMatch(/^text\/html/);
      expect(withoutAppLoader(await res.text()), label).not.toMatch(INLINE_SCRIPT);
    }
  });

  it('API JSON, anonymous and authenticated; every authenticated JSON answer is no-store', async () => {
    await expectHeaders('health', await fixture.fetch('anonymous', '/api/health'));
    const notStored: string[] = [];
    for (const route of apiRoutes.filter((r) => r.method === 'GET')) {
      const params = await fixture.params(route, { to: 'mine' });
      for (const role of ['artist', 'admin', 'desktop'] as const) {
        const res = await fixture.fetch(role, fixture.path(route, params));
        await expectHeaders(`${route.id} as ${role}`, res);
        if (!/\bno-store\b/.test(res.headers.get('Cache-Control') ?? ''))
          notStored.push(`${route.id} as ${role}: ${res.status} ${res.headers.get('Cache-Control')}`);
      }
    }
    expect(notStored).toEqual([]);
  });

  it('a stored upload, and 401, 403, 404 and 500 answers', async () => {
    const form = new FormData();
    form.append(
      'profileImage',
      new Blob([new Uint8Array(await image('png', 20, 20))], { type: 'image/png' }),
      'a.png',
    );
    const uploaded = (await (
      await fixture.fetch('artist', '/api/my-profile/upload-image', { method: 'POST', body: form })
    ).json()) as { fileUrl: string };
    await expectHeaders('upload', await fixture.fetch('anonymous', uploaded.fileUrl));
    await expectHeaders('401', await fixture.fetch('anonymous', '/api/auth/user'));
    await expectHeaders('403', await fixture.fetch('artist', '/api/admin/stats'));
    await expectHeaders('404 api', await fixture.fetch('anonymous', '/api/no-such-route'));
    await expectHeaders('404 upload', await fixture.fetch('anonymous', '/uploads/00/none.webp'));
    await expectHeaders('404 asset', await fixture.fetch('anonymous', '/assets/missing.js'));
    // A real 500: the settings table taken away under the running server.
    const connection = fixture.db.orm.em.getConnection();
    await connection.execute('alter table site_settings rename to site_settings_away');
    try {
      const res = await fixture.fetch('anonymous', '/api/settings');
      await expectHeaders('500', res);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await connection.execute('alter table site_settings_away rename to site_settings');
    }
  });

  it('a request head past 16 KB is refused by the HTTP parser (431, before the app), and the server serves on', async () => {
    const res = await fixture.fetch('anonymous', `/api/directory?q=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    checked.push('oversized head 431');
    await expectHeaders('after an oversized head', await fixture.fetch('anonymous', '/api/health'));
  });

  it('HSTS only when PUBLIC_URL is https', async () => {
    const db = await createTestOrm(suiteEngine());
    const server = await startTestServer(db.orm, { PUBLIC_URL: 'https://oeuvre.example', TRUST_PROXY: 'true', ALLOW_BUILTIN_SIGNIN: 'true' });
    try {
      // The server listens on 127.0.0.1 as a proxy would reach it; PUBLIC_URL says the public face is https.
      for (const p of ['/api/health', '/api/auth/user', '/api/nope'])
        await expectHeaders(`https ${p}`, await fetch(`${server.url}${p}`), true);
    } finally {
      await server.close();
      await db.close();
    }
  });
});

describe('what the server logs', () => {
  let db: TestOrm;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestOrm(suiteEngine());
    server = await startTestServer(db.orm, { ADMIN_EMAILS: 'logs-admin@oeuvre.test' });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('holds 0 cookies, session ids, tokens, OAuth or desktop codes, JWTs or Authorization headers', async () => {
    const secrets = new Map<string, string>();
    const browser: Browser = server.browser();
    const planted = 'planted-session-id-0123456789abcdef';
    browser.setCookie('oeuvre.sid', planted);
    const signIn = await signInThroughBuiltinProvider(browser, {
      email: 'logs-admin@oeuvre.test',
      firstName: 'Log',
      lastName: 'Reader',
    });
    for (const hop of signIn.hops) {
      const url = new URL(hop);
      for (const name of ['code', 'state', 'iss']) {
        const value = url.searchParams.get(name);
        if (value && name !== 'iss') secrets.set(`OAuth ${name}`, value);
      }
    }
    expect(secrets.has('OAuth code'), 'the sign-in passed an OAuth code').toBe(true);
    const sid = browser.getCookie('oeuvre.sid')!;
    secrets.set('session id', sid);
    secrets.set('session signature', browser.getCookie('oeuvre.sid.sig')!);
    secrets.set('planted session id', planted);
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);

    const request = appRequest();
    const code = await allowAndGetCode(browser, request);
    secrets.set('desktop code', code);
    secrets.set('PKCE verifier', request.verifier);
    const tokenRes = await exchange(server.url, {
      code,
      code_verifier: request.verifier,
      redirect_uri: request.redirectUri,
    });
    const { token } = (await tokenRes.json()) as { token: string };
    secrets.set('desktop token', token);
    expect((await withBearer(server.url, token, '/api/admin/stats')).status).toBe(200);
    expect((await withBearer(server.url, `${token}x`, '/api/admin/stats')).status).toBe(401);
    await exchange(server.url, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri }); // a replayed code
    await server.browser().fetch('/api/auth/user', {
      headers: {
        Authorization: 'Basic dXNlcjpwYXNzd29yZA==',
        Cookie: 'oeuvre.sid=forged; oeuvre.sid.sig=forged',
      },
    });
    await browser.fetch('/api/admin/settings', {
      method: 'PUT',
      json: { siteName: 'x', adminEmails: 'not-an-email' },
    });
    const connection = db.orm.em.getConnection();
    await connection.execute('alter table site_settings rename to site_settings_away');
    try {
      expect((await browser.fetch('/api/admin/settings')).status).toBe(500);
    } finally {
      await connection.execute('alter table site_settings_away rename to site_settings');
    }
    expect((await withBearer(server.url, token, '/api/desktop/token', { method: 'DELETE' })).status).toBe(
      204,
    );
    await browser.fetch('/api/logout', { method: 'POST' });
    const user = await db.orm.em.fork().findOneOrFail(User, { email: 'logs-admin@oeuvre.test' });
    expect(user.isAdmin).toBe(true);

    const logs = server.logs.join('\n');
    expect(server.logs.length).toBeGreaterThan(20);
    const found = [...secrets].filter(([, value]) => value && logs.includes(value)).map(([name]) => name);
    expect(found).toEqual([]);
    const shapes: [string, RegExp][] = [
      ['Authorization header', /authorization"?\s*:\s*"(?!\[redacted\])/i],
      ['Bearer credential', /Bearer [\w-]{10,}/],
      ['Basic credential', /Basic [A-Za-z0-9+/=]{8,}/],
      ['Cookie header', /"cookie"\s*:\s*"(?!\[redacted\])/i],
      ['session cookie', /oeuvre\.sid=/],
      ['JWT', /eyJ[\w-]{10,}\.[\w-]{10,}\./],
      ['code in a URL', /[?&]code=/],
    ];
    expect(shapes.filter(([, re]) => re.test(logs)).map(([name]) => name)).toEqual([]);
    console.log(`logs: ${server.logs.length} lines, ${secrets.size} secrets searched, 0 found`);
  });
});
