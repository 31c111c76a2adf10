import { randomBytes } from 'node:crypto';
import type { Browser } from '../../../../test/http.ts';
import { s256 } from '../desktop-auth-code.service.ts';

/** What the desktop app makes up for one sign-in: a PKCE pair, a state and its loopback URI. */
export function appRequest(port = 50_000 + Math.floor(Math.random() * 10_000)) {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: s256(verifier),
    state: randomBytes(16).toString('base64url'),
    redirectUri: `http://127.0.0.1:${port}/callback`,
    deviceName: 'Studio Mac',
  };
}
export type AppRequest = ReturnType<typeof appRequest>;

export function authorizeQuery(request: AppRequest, overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    device_name: request.deviceName,
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, value);
  return `/api/desktop/authorize?${query}`;
}

/** Submits the consent form as the person's browser does (same-origin post of the page's fields). */
export function answerConsent(browser: Browser, request: AppRequest, decision: 'allow' | 'deny', headers: Record<string, string> = {}) {
  const form = new URLSearchParams({
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    device_name: request.deviceName,
    decision,
  });
  return browser.fetch('/api/desktop/authorize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: browser.baseUrl, ...headers },
    body: form.toString(),
  });
}

/** The code the browser carries back to the app's loopback URI after Allow. */
export async function allowAndGetCode(browser: Browser, request: AppRequest): Promise<string> {
  const res = await answerConsent(browser, request, 'allow');
  if (res.status !== 303) throw new Error(`Allow answered ${res.status}`);
  const code = new URL(res.headers.get('Location')!).searchParams.get('code');
  if (!code) throw new Error('No code in the loopback redirect');
  return code;
}

export function exchange(baseUrl: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${baseUrl}/api/desktop/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The whole desktop sign-in for a browser already signed in as an admin: the app's bearer token. */
export async function desktopToken(browser: Browser, deviceName = 'Studio Mac'): Promise<{ token: string; expiresAt: string }> {
  const request = { ...appRequest(), deviceName };
  const code = await allowAndGetCode(browser, request);
  const res = await exchange(browser.baseUrl, { code, code_verifier: request.verifier, redirect_uri: request.redirectUri });
  if (res.status !== 200) throw new Error(`Token exchange answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { token: string; expiresAt: string };
}

export function withBearer(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${baseUrl}${path}`, { ...init, headers });
}
