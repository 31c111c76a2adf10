import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../shared/bridge.ts';
import { createDesktopAuth, NOT_AN_ADMIN, SIGNED_OUT_BY_SERVER } from './auth.ts';
import { keychain, resetKeychain } from './testing/keychain.ts';
import {
  startOeuvreServer,
  systemBrowser,
  type StandInOptions,
  type StandInServer,
} from './testing/oeuvre-server.ts';
import { createTokenStore } from './token-store.ts';

vi.mock('electron', async () => ({ safeStorage: (await import('./testing/keychain.ts')).safeStorage }));

let server: StandInServer;
let dir: string;
let serverUrl: string | null;
let changes: AuthState[];

beforeEach(() => {
  resetKeychain();
  dir = mkdtempSync(join(tmpdir(), 'oeuvre-auth-'));
  changes = [];
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function setUp(options: StandInOptions = {}) {
  server = await startOeuvreServer(options);
  serverUrl = server.url;
  return makeAuth();
}

function makeAuth() {
  const browser = systemBrowser();
  const auth = createDesktopAuth({
    tokenStore: createTokenStore(join(dir, 'desktop-token.bin'), 'linux'),
    getServerUrl: () => serverUrl,
    openBrowser: browser.open,
    deviceName: 'Oeuvre Admin on studio',
    onChange: (state) => changes.push(state),
  });
  return { auth, browser };
}

describe('desktop sign-in, end to end against a stand-in server', () => {
  it('signs in through the browser, keeps the token and sends it only as a bearer', async () => {
    const { auth, browser } = await setUp();
    expect(await auth.getState()).toMatchObject({ signedIn: false, serverUrl: server.url });

    expect(await auth.signIn()).toEqual({ ok: true });

    expect(browser.openedUrl().searchParams.get('device_name')).toBe('Oeuvre Admin on studio');
    const state = await auth.getState();
    expect(state).toMatchObject({
      signedIn: true,
      account: 'moderator@example.org',
      remembered: true,
      notice: null,
    });
    expect(changes.at(-1)).toEqual(state);
    const token = await auth.getToken();
    expect(token && server.tokens.has(token)).toBe(true);
    // A new run of the app reads it back from the encrypted file.
    expect(await makeAuth().auth.getToken()).toBe(token);
  });

  it('accepts the plain token answer too', async () => {
    const { auth } = await setUp({ tokenShape: 'plain' });
    expect(await auth.signIn()).toEqual({ ok: true });
    expect(await auth.getToken()).not.toBeNull();
  });

  it('signs out by revoking the token on the server and forgetting it here', async () => {
    const { auth } = await setUp();
    await auth.signIn();
    const token = await auth.getToken();

    expect(await auth.signOut()).toEqual({ revokedOnServer: true });

    expect(server.revoked).toEqual([token]);
    expect(await auth.getState()).toMatchObject({ signedIn: false });
    expect(existsSync(join(dir, 'desktop-token.bin'))).toBe(false);
  });

  it('still signs out here when the server cannot be told, and says so', async () => {
    const { auth } = await setUp();
    await auth.signIn();
    await server.close();

    expect(await auth.signOut()).toEqual({ revokedOnServer: false });
    expect(await auth.getToken()).toBeNull();
  });

  it('refuses an account that is not an administrator, and revokes its token', async () => {
    const { auth } = await setUp({ user: { email: 'artist@example.org', isAdmin: false } });
    expect(await auth.signIn()).toEqual({ ok: false, message: NOT_AN_ADMIN });
    expect(await auth.getToken()).toBeNull();
    expect(server.revoked).toHaveLength(1);
    expect(server.tokens.size).toBe(0);
  });

  it('signs out by itself when the server no longer accepts the token', async () => {
    const { auth } = await setUp();
    await auth.signIn();
    server.tokens.clear(); // revoked in Settings > Security

    await auth.confirmSignedIn();

    expect(await auth.getState()).toMatchObject({ signedIn: false, notice: SIGNED_OUT_BY_SERVER });
    expect(changes.at(-1)?.signedIn).toBe(false);
  });

  it('stays signed in when the server is only unreachable', async () => {
    const { auth } = await setUp();
    await auth.signIn();
    await server.close();
    await auth.confirmSignedIn();
    expect(await auth.getState()).toMatchObject({ signedIn: true });
  });

  it('never sends a token to another server', async () => {
    const { auth } = await setUp();
    await auth.signIn();
    serverUrl = 'https://elsewhere.example.org';
    expect(await auth.getToken()).toBeNull();
    expect(await auth.getState()).toMatchObject({ signedIn: false });
  });

  it('keeps the sign-in for this run only when there is no secure storage', async () => {
    const { auth } = await setUp();
    keychain.available = false;
    expect(await auth.signIn()).toEqual({ ok: true });
    expect(await auth.getState()).toMatchObject({ signedIn: true, remembered: false });
    expect(existsSync(join(dir, 'desktop-token.bin'))).toBe(false);
    expect(await makeAuth().auth.getToken()).toBeNull();
  });

  it('needs a server before signing in', async () => {
    const { auth } = await setUp();
    serverUrl = null;
    expect(await auth.signIn()).toEqual({ ok: false, message: 'Connect to a server first.' });
  });
});
