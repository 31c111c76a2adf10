/*
 * Browser sign-in for a native app (RFC 8252): a one-shot loopback HTTP server receives the
 * authorization code, which is exchanged with PKCE for a bearer token. Pure Node on purpose
 * (no electron import), so it runs against a real server in tests; the app injects the browser.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPkcePair, createState } from './pkce.ts';

export const SIGN_IN_TIMEOUT_MS = 2 * 60 * 1000;
const CALLBACK_PATH = '/callback';

export interface DesktopToken {
  token: string;
  expiresAt: string;
}

export interface BrowserSignInOptions {
  /** Normalized server base URL, without a trailing slash. */
  serverUrl: string;
  deviceName: string;
  /** Opens the authorize URL in the system browser. */
  openBrowser: (url: string) => Promise<void>;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export type SignInFailure =
  | 'browser-unavailable'
  | 'cancelled'
  | 'timeout'
  | 'denied'
  | 'state-mismatch'
  | 'invalid-callback'
  | 'exchange-failed';

export class SignInError extends Error {
  readonly reason: SignInFailure;

  constructor(reason: SignInFailure, message: string) {
    super(message);
    this.name = 'SignInError';
    this.reason = reason;
  }
}

const PAGE_STYLE =
  'font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1c2127';

/** The page the browser shows after the redirect; fixed text only, nothing from the request. */
function resultPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="${PAGE_STYLE}"><h1>${title}</h1><p>${body}</p></body></html>`;
}

const SUCCESS_PAGE = resultPage(
  'Signed in to Oeuvre',
  'You can close this window and return to the Oeuvre desktop app.',
);
const FAILURE_PAGE = resultPage(
  'Sign-in did not complete',
  'You can close this window and try again from the Oeuvre desktop app.',
);

export function authorizeUrl(
  serverUrl: string,
  params: { redirectUri: string; state: string; challenge: string; deviceName: string },
): string {
  const url = new URL(`${serverUrl}/api/desktop/authorize`);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('state', params.state);
  url.searchParams.set('code_challenge', params.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('device_name', params.deviceName);
  return url.toString();
}

/** Runs the whole browser sign-in and resolves with the token; the loopback server is always closed after. */
export async function signInWithBrowser(options: BrowserSignInOptions): Promise<DesktopToken> {
  const doFetch = options.fetch ?? fetch;
  const pkce = createPkcePair();
  const state = createState();
  const server = createServer();
  // Ends the wait when sign-in stops early (browser failed to open, caller cancelled).
  const stop = new AbortController();
  const forwardAbort = () => stop.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (options.signal?.aborted) stop.abort();

  try {
    const port = await listenOnLoopback(server);
    const redirectUri = `http://127.0.0.1:${port}${CALLBACK_PATH}`;
    const url = authorizeUrl(options.serverUrl, {
      redirectUri,
      state,
      challenge: pkce.challenge,
      deviceName: options.deviceName,
    });
    const callback = waitForCallback(server, options.timeoutMs ?? SIGN_IN_TIMEOUT_MS, stop.signal);
    callback.catch(() => {}); // awaited below; this only keeps an early exit from reporting it unhandled
    try {
      await options.openBrowser(url);
    } catch {
      throw new SignInError('browser-unavailable', 'Could not open your web browser to sign in.');
    }
    const { request, response } = await callback;

    try {
      const code = codeFromCallback(request, state);
      const token = await exchangeCode(doFetch, options.serverUrl, {
        code,
        code_verifier: pkce.verifier,
        redirect_uri: redirectUri,
      });
      answer(response, 200, SUCCESS_PAGE);
      return token;
    } catch (error) {
      answer(response, 400, FAILURE_PAGE);
      throw error;
    }
  } finally {
    options.signal?.removeEventListener('abort', forwardAbort);
    stop.abort();
    await closeServer(server);
  }
}

function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port; 127.0.0.1 keeps the listener off the network.
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

interface Callback {
  request: IncomingMessage;
  response: ServerResponse;
}

/** Resolves on the first request to /callback; anything else gets a 404 and does not count. */
function waitForCallback(server: Server, timeoutMs: number, signal: AbortSignal): Promise<Callback> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      server.removeListener('request', onRequest);
      outcome();
    };
    const onRequest = (request: IncomingMessage, response: ServerResponse) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      if (request.method !== 'GET' || path !== CALLBACK_PATH) {
        answer(response, 404, resultPage('Not found', 'This address only receives the Oeuvre sign-in.'));
        return;
      }
      finish(() => resolve({ request, response }));
    };
    const onAbort = () => finish(() => reject(new SignInError('cancelled', 'Sign-in was cancelled.')));
    const timer = setTimeout(
      () => finish(() => reject(new SignInError('timeout', 'Sign-in timed out. Please try again.'))),
      timeoutMs,
    );
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    server.on('request', onRequest);
  });
}

function codeFromCallback(request: IncomingMessage, expectedState: string): string {
  const params = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
  if (params.get('state') !== expectedState) {
    throw new SignInError(
      'state-mismatch',
      'Sign-in was refused: the browser answer did not match this request.',
    );
  }
  const error = params.get('error');
  if (error) {
    const message =
      error === 'access_denied' ? 'Sign-in was declined in the browser.' : 'The server refused the sign-in.';
    throw new SignInError('denied', message);
  }
  const code = params.get('code');
  if (!code) throw new SignInError('invalid-callback', 'The server did not send a sign-in code.');
  return code;
}

async function exchangeCode(
  doFetch: typeof fetch,
  serverUrl: string,
  body: { code: string; code_verifier: string; redirect_uri: string },
): Promise<DesktopToken> {
  let response: Response;
  try {
    response = await doFetch(`${serverUrl}/api/desktop/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SignInError('exchange-failed', 'Could not reach the server to finish signing in.');
  }
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const detail = typeof payload?.message === 'string' ? payload.message : response.statusText;
    throw new SignInError('exchange-failed', `${response.status}: ${detail}`);
  }
  const token = readTokenAnswer(payload, Date.now());
  if (!token)
    throw new SignInError('exchange-failed', 'The server sent an unexpected answer while signing in.');
  return token;
}

/** Accepts `{ token, expiresAt }` and the OAuth-style `{ access_token, token_type, expires_in }`. */
export function readTokenAnswer(payload: Record<string, unknown> | null, now: number): DesktopToken | null {
  if (typeof payload?.token === 'string' && typeof payload.expiresAt === 'string') {
    return { token: payload.token, expiresAt: payload.expiresAt };
  }
  if (typeof payload?.access_token === 'string' && typeof payload.expires_in === 'number') {
    return {
      token: payload.access_token,
      expiresAt: new Date(now + payload.expires_in * 1000).toISOString(),
    };
  }
  return null;
}

function answer(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    connection: 'close',
  });
  response.end(html);
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Browsers keep connections alive or open spare ones; close() would wait for them.
    server.closeIdleConnections();
  });
}
