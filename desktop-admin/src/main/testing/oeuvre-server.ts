/*
 * A small real HTTP server standing in for an Oeuvre server in tests: /api/health, the desktop
 * authorize redirect, the PKCE token exchange, /api/auth/user and token revocation.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { s256 } from '../pkce.ts';

export interface StandInOptions {
  /** What the signed-in account looks like to /api/auth/user. */
  user?: { email: string; isAdmin: boolean };
  /** `oauth` answers the exchange like the contract ({access_token, expires_in}); `plain` as {token, expiresAt}. */
  tokenShape?: 'oauth' | 'plain';
  health?: { status: number; body: string };
}

export interface StandInServer {
  url: string;
  exchanges: Array<Record<string, unknown>>;
  authorizations: URLSearchParams[];
  revoked: string[];
  /** Tokens the server currently accepts. */
  tokens: Set<string>;
  close(): Promise<void>;
}

export async function startOeuvreServer(options: StandInOptions = {}): Promise<StandInServer> {
  const user = options.user ?? { email: 'moderator@example.org', isAdmin: true };
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const state: Omit<StandInServer, 'url' | 'close'> = {
    exchanges: [],
    authorizations: [],
    revoked: [],
    tokens: new Set(),
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/health') {
      const health = options.health ?? { status: 200, body: '{"status":"ok"}' };
      return send(response, health.status, health.body);
    }
    if (route === 'GET /api/desktop/authorize') {
      // The real server shows its sign-in first; the stand-in is already signed in and redirects.
      state.authorizations.push(url.searchParams);
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: redirect.toString(),
      });
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: redirect.toString() });
      return response.end();
    }
    if (route === 'POST /api/desktop/token') {
      const body = JSON.parse(await readBody(request)) as Record<string, string>;
      state.exchanges.push(body);
      const issued = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      if (
        !issued ||
        issued.redirectUri !== body.redirect_uri ||
        s256(body.code_verifier ?? '') !== issued.challenge
      ) {
        return send(response, 400, JSON.stringify({ message: 'Invalid or expired authorization code' }));
      }
      const token = randomBytes(24).toString('base64url');
      state.tokens.add(token);
      const answer =
        options.tokenShape === 'plain'
          ? { token, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }
          : { access_token: token, token_type: 'Bearer', expires_in: 86_400 };
      return send(response, 200, JSON.stringify(answer));
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !state.tokens.has(token)) {
      return send(
        response,
        401,
        JSON.stringify({ message: 'Your desktop sign-in has expired or was revoked. Please sign in again.' }),
      );
    }
    if (route === 'GET /api/auth/user') {
      return send(
        response,
        200,
        JSON.stringify({ id: 1, firstName: 'Ada', lastName: 'Moderator', profileImageUrl: null, ...user }),
      );
    }
    if (route === 'DELETE /api/desktop/token') {
      state.tokens.delete(token);
      state.revoked.push(token);
      response.writeHead(204);
      return response.end();
    }
    return send(response, 404, JSON.stringify({ message: 'Not found' }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface BrowserPage {
  status: number;
  text: string;
}

/**
 * Plays the system browser: `open` returns at once, like shell.openExternal, and the visit
 * (following redirects back to the app's loopback server) goes on in the background.
 * `rewrite` lets a test change where the browser goes, e.g. straight to a forged callback.
 */
export function systemBrowser(rewrite: (authorizeUrl: URL) => string = (url) => url.toString()) {
  let visit: Promise<BrowserPage> | null = null;
  let opened: URL | null = null;
  return {
    async open(url: string) {
      opened = new URL(url);
      visit = fetch(rewrite(opened)).then(async (response) => ({
        status: response.status,
        text: await response.text(),
      }));
    },
    openedUrl(): URL {
      if (!opened) throw new Error('the browser was not opened');
      return opened;
    },
    page(): Promise<BrowserPage> {
      if (!visit) throw new Error('the browser was not opened');
      return visit;
    },
  };
}

/** The callback URL an authorize URL asks for, with the given query. */
export function callbackUrl(authorizeUrl: URL, query: Record<string, string>): string {
  const callback = new URL(authorizeUrl.searchParams.get('redirect_uri') ?? '');
  for (const [key, value] of Object.entries(query)) callback.searchParams.set(key, value);
  return callback.toString();
}

/** True when nothing listens at the URL any more. */
export async function isClosed(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
