/**
 * Signing out with an external OpenID Connect issuer: RP-initiated logout at its end_session_endpoint when it has
 * one, and in every case the next sign-in asks the issuer for a fresh login (prompt=login), so an issuer session
 * that outlived the sign-out never signs anyone in silently. The issuer here is a small real one (discovery,
 * authorize, token with RS256 id_tokens, JWKS, end_session) that keeps its own session in a cookie.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { startTestServer, type TestServer } from '../../../test/server.ts';
import type { Browser } from '../../../test/http.ts';
import { Session } from './session.entity.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { SIGNED_OUT_COOKIE } from './sign-in.ts';

const CLIENT_ID = 'oeuvre';
const CLIENT_SECRET = 'issuer-secret-0123456789';

type Issuer = {
  base: string;
  /** The query of every authorization request, in order. */
  authorizations: URLSearchParams[];
  /** The query of every end_session request. */
  logouts: URLSearchParams[];
  /** id_tokens issued, newest last. */
  idTokens: string[];
  close: () => Promise<void>;
};

/** Issuers at `${base}/with` (offers end_session_endpoint) and `${base}/without`. */
async function startIssuer(): Promise<Issuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; prefix: string }>();
  const issuer: Issuer = {
    base: '',
    authorizations: [],
    logouts: [],
    idTokens: [],
    close: async () => undefined,
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url!, issuer.base);
      const [, prefix, ...rest] = url.pathname.split('/');
      const path = '/' + rest.join('/');
      const iss = `${issuer.base}/${prefix}`;
      const json = (body: unknown) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const redirect = (to: string, headers: Record<string, string> = {}) => {
        res.writeHead(302, { Location: to, ...headers });
        res.end();
      };
      const hasSession = (req.headers.cookie ?? '').includes(`idp_${prefix}=alice`);
      const toCallback = (q: URLSearchParams) => {
        const code = randomBytes(16).toString('hex');
        codes.set(code, { nonce: q.get('nonce')!, prefix: prefix! });
        return `${q.get('redirect_uri')}?code=${code}&state=${encodeURIComponent(q.get('state')!)}`;
      };
      if (path === '/.well-known/openid-configuration') {
        return json({
          issuer: iss,
          authorization_endpoint: `${iss}/authorize`,
          token_endpoint: `${iss}/token`,
          jwks_uri: `${iss}/jwks`,
          ...(prefix === 'with' ? { end_session_endpoint: `${iss}/logout` } : {}),
        });
      }
      if (path === '/jwks') return json({ keys: [jwk] });
      if (path === '/authorize') {
        issuer.authorizations.push(url.searchParams);
        // The issuer's own session signs in without a form, unless a fresh login is asked for.
        if (hasSession && url.searchParams.get('prompt') !== 'login')
          return redirect(toCallback(url.searchParams));
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<h1>Issuer login form</h1>');
      }
      if (path === '/authorize/login') {
        return redirect(toCallback(url.searchParams), {
          'Set-Cookie': `idp_${prefix}=alice; Path=/; HttpOnly`,
        });
      }
      if (path === '/token' && req.method === 'POST') {
        let body = '';
        for await (const chunk of req) body += chunk;
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!grant || form.get('client_secret') !== CLIENT_SECRET) {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          return res.end('{"error":"invalid_grant"}');
        }
        const idToken = await new SignJWT({
          email: 'alice@issuer.test',
          email_verified: true,
          given_name: 'Alice',
          family_name: 'Issuer',
          nonce: grant.nonce,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuer(`${issuer.base}/${grant.prefix}`)
          .setAudience(CLIENT_ID)
          .setSubject('alice')
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        issuer.idTokens.push(idToken);
        return json({
          access_token: randomBytes(16).toString('hex'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken,
        });
      }
      if (path === '/logout') {
        issuer.logouts.push(url.searchParams);
        return redirect(url.searchParams.get('post_logout_redirect_uri')!, {
          'Set-Cookie': `idp_${prefix}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
        });
      }
      res.writeHead(404);
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return issuer;
}

/** Signs in at the issuer: through its login form, or silently when its own session is alive. */
async function signIn(
  browser: Browser,
  server: TestServer,
): Promise<{ silent: boolean; authorize: URLSearchParams }> {
  const start = await browser.navigate('/api/login');
  const authorizeHop = start.hops.find((hop) => hop.includes('/authorize'))!;
  const authorize = new URL(authorizeHop).searchParams;
  if (start.res.status !== 200 || !(await start.res.clone().text()).includes('Issuer login form')) {
    expect(start.hops.at(-1)).toBe(`${server.url}/`);
    return { silent: true, authorize };
  }
  const login = new URL(authorizeHop);
  login.pathname += '/login';
  const end = await browser.navigate(login.toString());
  expect(end.hops.at(-1)).toBe(`${server.url}/`);
  return { silent: false, authorize };
}

describe.each(engines())('signing out with an external issuer on %s', (engine) => {
  let db: TestOrm;
  let issuer: Issuer;
  let withEndSession: TestServer;
  let withoutEndSession: TestServer;

  beforeAll(async () => {
    db = await createTestOrm(engine);
    issuer = await startIssuer();
    const oidc = { OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET };
    withEndSession = await startTestServer(db.orm, { ...oidc, OIDC_ISSUER: `${issuer.base}/with` });
    withoutEndSession = await startTestServer(db.orm, { ...oidc, OIDC_ISSUER: `${issuer.base}/without` });
  });
  afterAll(async () => {
    await withEndSession?.close();
    await withoutEndSession?.close();
    await issuer?.close();
    await db?.close();
  });

  it('sends the browser to the issuer’s end_session_endpoint with id_token_hint, then back to PUBLIC_URL', async () => {
    const server = withEndSession;
    const browser = server.browser();
    expect((await signIn(browser, server)).silent).toBe(false);
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);
    const sid = browser.getCookie(SESSION_COOKIE)!;

    const out = await browser.fetch('/api/logout', { method: 'POST' });
    expect(out.status).toBe(303);
    const endSession = new URL(out.headers.get('Location')!);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${issuer.base}/with/logout`);
    expect(endSession.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBe(issuer.idTokens.at(-1));
    expect(await db.orm.em.fork().count(Session, { id: sid })).toBe(0);
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);

    const back = await browser.navigate(out.headers.get('Location')!);
    expect(back.hops.at(-1)).toBe(`${server.url}/`);
    expect(issuer.logouts).toHaveLength(1);
  });

  it('never lets the issuer’s session sign in silently after an explicit sign-out (prompt=login)', async () => {
    const server = withoutEndSession;
    const browser = server.browser();
    expect((await signIn(browser, server)).silent).toBe(false);
    // Control: while nobody signed out, the issuer's session signs in without its form.
    browser.setCookie(SESSION_COOKIE, 'gone');
    const again = await signIn(browser, server);
    expect(again.silent).toBe(true);
    expect(again.authorize.get('prompt')).toBeNull();

    const out = await browser.fetch('/api/logout', { method: 'POST' });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/'); // no end_session_endpoint: home
    expect(browser.getCookie(SIGNED_OUT_COOKIE)).toBe('1');

    // The issuer's session lives on, yet the next sign-in asks for a fresh login and shows its form.
    const next = await browser.navigate('/api/login');
    const authorize = new URL(next.hops.find((hop) => hop.includes('/authorize'))!);
    expect(authorize.searchParams.get('prompt')).toBe('login');
    expect(await next.res.text()).toContain('Issuer login form');
    expect((await browser.fetch('/api/auth/user')).status).toBe(401);

    // Completing that login clears the mark: later sign-ins are ordinary again.
    const login = new URL(authorize);
    login.pathname += '/login';
    await browser.navigate(login.toString());
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);
    expect(browser.getCookie(SIGNED_OUT_COOKIE)).toBeUndefined();
  });
});
