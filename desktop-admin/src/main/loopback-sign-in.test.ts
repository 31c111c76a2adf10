import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTokenAnswer, SIGN_IN_TIMEOUT_MS, SignInError, signInWithBrowser } from './loopback-sign-in.ts';
import { s256 } from './pkce.ts';
import {
  callbackUrl,
  isClosed,
  startOeuvreServer,
  systemBrowser,
  type StandInServer,
} from './testing/oeuvre-server.ts';

let server: StandInServer;

beforeEach(async () => {
  server = await startOeuvreServer();
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const signIn = (
  openBrowser: (url: string) => Promise<void>,
  extra: Partial<Parameters<typeof signInWithBrowser>[0]> = {},
) => signInWithBrowser({ serverUrl: server.url, deviceName: 'Studio laptop', openBrowser, ...extra });

async function failure(promise: Promise<unknown>): Promise<SignInError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SignInError);
  return error as SignInError;
}

describe('browser sign-in over a loopback redirect', () => {
  it('opens the authorize page with a loopback redirect, state and an S256 challenge', async () => {
    const browser = systemBrowser();
    await signIn(browser.open);

    const opened = browser.openedUrl();
    expect(`${opened.origin}${opened.pathname}`).toBe(`${server.url}/api/desktop/authorize`);
    expect(opened.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(opened.searchParams.get('code_challenge_method')).toBe('S256');
    expect(opened.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(opened.searchParams.get('device_name')).toBe('Studio laptop');
  });

  it('exchanges the code with the verifier whose S256 is the challenge, and returns the token', async () => {
    const browser = systemBrowser();
    const token = await signIn(browser.open);

    expect(server.tokens.has(token.token)).toBe(true);
    expect(Date.parse(token.expiresAt)).toBeGreaterThan(Date.now());
    const [exchange] = server.exchanges;
    const opened = browser.openedUrl();
    expect(s256(String(exchange?.code_verifier))).toBe(opened.searchParams.get('code_challenge'));
    expect(exchange?.redirect_uri).toBe(opened.searchParams.get('redirect_uri'));
    const page = await browser.page();
    expect(page.status).toBe(200);
    expect(page.text).toContain('You can close this window');
  });

  it('closes the loopback server after its one use', async () => {
    const browser = systemBrowser();
    await signIn(browser.open);
    await browser.page();
    expect(await isClosed(browser.openedUrl().searchParams.get('redirect_uri')!)).toBe(true);
  });

  it('refuses a callback whose state does not match, without exchanging the code', async () => {
    const browser = systemBrowser((url) => callbackUrl(url, { code: 'stolen-code', state: 'forged-state' }));
    const error = await failure(signIn(browser.open));

    expect(error.reason).toBe('state-mismatch');
    expect(server.exchanges).toHaveLength(0);
    const page = await browser.page();
    expect(page.status).toBe(400);
    expect(page.text).not.toContain('stolen-code');
    expect(await isClosed(browser.openedUrl().searchParams.get('redirect_uri')!)).toBe(true);
  });

  it('reports a sign-in declined in the browser', async () => {
    const browser = systemBrowser((url) =>
      callbackUrl(url, { error: 'access_denied', state: url.searchParams.get('state')! }),
    );
    const error = await failure(signIn(browser.open));
    expect(error.reason).toBe('denied');
    expect(error.message).toBe('Sign-in was declined in the browser.');
  });

  it('reports a code the server refuses, with its message', async () => {
    const browser = systemBrowser((url) =>
      callbackUrl(url, { code: 'unknown', state: url.searchParams.get('state')! }),
    );
    const error = await failure(signIn(browser.open));
    expect(error.reason).toBe('exchange-failed');
    expect(error.message).toBe('400: Invalid or expired authorization code');
    expect((await browser.page()).text).toContain('did not complete');
  });

  it('ignores other requests to the loopback address until the callback comes', async () => {
    let stray: Promise<number> | null = null;
    const browser = systemBrowser();
    const token = await signIn(async (url) => {
      const loopback = new URL(new URL(url).searchParams.get('redirect_uri')!);
      stray = fetch(new URL('/favicon.ico', loopback)).then((response) => response.status);
      await stray;
      await browser.open(url);
    });
    expect(await stray).toBe(404);
    expect(server.tokens.has(token.token)).toBe(true);
  });

  it('gives up after two minutes and closes the loopback server', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let redirectUri = '';
    let browserOpened!: () => void;
    const opened = new Promise<void>((resolve) => (browserOpened = resolve));
    const pending = signIn(async (url) => {
      redirectUri = new URL(url).searchParams.get('redirect_uri')!;
      browserOpened();
    });
    const outcome = failure(pending);
    await opened;
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    vi.useRealTimers();
    expect(SIGN_IN_TIMEOUT_MS).toBe(120_000);
    expect(error.reason).toBe('timeout');
    expect(await isClosed(redirectUri)).toBe(true);
  });

  it('stops when cancelled and closes the loopback server', async () => {
    const controller = new AbortController();
    let redirectUri = '';
    const pending = signIn(
      async (url) => {
        redirectUri = new URL(url).searchParams.get('redirect_uri')!;
      },
      { signal: controller.signal },
    );
    await vi.waitFor(() => expect(redirectUri).not.toBe(''));
    controller.abort();
    expect((await failure(pending)).reason).toBe('cancelled');
    expect(await isClosed(redirectUri)).toBe(true);
  });

  it('reports a browser that cannot be opened, and closes the loopback server', async () => {
    let redirectUri = '';
    const error = await failure(
      signIn(async (url) => {
        redirectUri = new URL(url).searchParams.get('redirect_uri')!;
        throw new Error('no browser');
      }),
    );
    expect(error.reason).toBe('browser-unavailable');
    expect(await isClosed(redirectUri)).toBe(true);
  });
});

describe('the token answer', () => {
  it('reads the plain shape and the OAuth shape', () => {
    expect(readTokenAnswer({ token: 't', expiresAt: '2030-01-01T00:00:00.000Z' }, 0)).toEqual({
      token: 't',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(
      readTokenAnswer({ access_token: 't', token_type: 'Bearer', expires_in: 60 }, Date.UTC(2030, 0, 1)),
    ).toEqual({
      token: 't',
      expiresAt: '2030-01-01T00:01:00.000Z',
    });
  });

  it('refuses anything else', () => {
    expect(readTokenAnswer(null, 0)).toBeNull();
    expect(readTokenAnswer({ token: 1, expiresAt: 'x' }, 0)).toBeNull();
    expect(readTokenAnswer({ access_token: 't' }, 0)).toBeNull();
  });
});
