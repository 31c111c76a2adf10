import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerStatus } from '../shared/bridge.ts';
import { Channels } from '../shared/channels.ts';
import { createDesktopAuth } from './auth.ts';
import { createIpcHandlers } from './handlers.ts';
import { createServerMonitor } from './server-status.ts';
import type { StoredToken, TokenStore } from './stored-token.ts';
import { createSettingsStore } from './store.ts';
import { startOeuvreServer, systemBrowser, type StandInServer } from './testing/oeuvre-server.ts';

/** A token store in memory: these tests are about the handlers, not the keychain. */
function memoryStore(): TokenStore & { saved: StoredToken | null } {
  const store = {
    saved: null as StoredToken | null,
    isAvailable: async () => true,
    save: async (token: StoredToken) => void (store.saved = token),
    load: async () => store.saved,
    clear: async () => void (store.saved = null),
  };
  return store;
}

let server: StandInServer;
let dir: string;

beforeEach(async () => {
  server = await startOeuvreServer();
  dir = mkdtempSync(join(tmpdir(), 'oeuvre-handlers-'));
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const settings = createSettingsStore(join(dir, 'settings.json'));
  const getServerUrl = () => settings.read().serverUrl;
  const statuses: ServerStatus[] = [];
  const tokens = memoryStore();
  const browser = systemBrowser();
  const auth = createDesktopAuth({
    tokenStore: tokens,
    getServerUrl,
    openBrowser: browser.open,
    deviceName: 'Oeuvre Admin on studio',
    onChange: () => {},
  });
  const monitor = createServerMonitor({ getServerUrl, onStatus: (status) => statuses.push(status) });
  let broughtToFront = 0;
  const handlers = createIpcHandlers({
    auth,
    monitor,
    settings,
    openCsvFile: async () => ({ name: 'artists.csv', bytes: new Uint8Array([65]) }),
    afterSignIn: () => void broughtToFront++,
  });
  return { handlers, settings, tokens, statuses, broughtToFront: () => broughtToFront };
}

describe('IPC handlers', () => {
  it('connect checks the address and the server before remembering it', async () => {
    const { handlers, settings } = setUp();
    expect(await handlers[Channels.setServerUrl]!(42)).toEqual({
      ok: false,
      message: 'Enter the address of your Oeuvre server.',
    });
    expect(await handlers[Channels.setServerUrl]!('x'.repeat(3000))).toMatchObject({ ok: false });
    expect(await handlers[Channels.setServerUrl]!('http://oeuvre.example.org')).toMatchObject({
      ok: false,
      message: 'Use an https:// address. Plain http:// is accepted only for localhost.',
    });
    expect(settings.read().serverUrl).toBeNull();

    expect(await handlers[Channels.setServerUrl]!(`${server.url}/`)).toEqual({
      ok: true,
      serverUrl: server.url,
    });
    expect(settings.read().serverUrl).toBe(server.url);
    expect(await handlers[Channels.getServerUrl]!()).toBe(server.url);
  });

  it('signs in, brings the window back, and forgets the token when the server changes', async () => {
    const { handlers, tokens, broughtToFront } = setUp();
    await handlers[Channels.setServerUrl]!(server.url);
    expect(await handlers[Channels.signIn]!()).toEqual({ ok: true });
    expect(broughtToFront()).toBe(1);
    const token = await handlers[Channels.getToken]!();
    expect(typeof token).toBe('string');
    expect(tokens.saved?.token).toBe(token);

    // Same server again: the sign-in stays.
    expect(await handlers[Channels.setServerUrl]!(server.url)).toMatchObject({ ok: true });
    expect(await handlers[Channels.getToken]!()).toBe(token);

    const other = await startOeuvreServer();
    try {
      expect(await handlers[Channels.setServerUrl]!(other.url)).toMatchObject({ ok: true });
      expect(await handlers[Channels.getToken]!()).toBeNull();
      expect(tokens.saved).toBeNull();
      expect(server.revoked).toEqual([]); // forgotten locally; the old server is never sent the token
    } finally {
      await other.close();
    }
  });

  it('answers the health check and the native dialog', async () => {
    const { handlers, statuses } = setUp();
    await handlers[Channels.setServerUrl]!(server.url);
    expect(await handlers[Channels.checkServer]!()).toMatchObject({ serverUrl: server.url, reachable: true });
    expect(statuses.at(-1)).toMatchObject({ reachable: true });
    expect(await handlers[Channels.openCsvFile]!()).toMatchObject({ name: 'artists.csv' });
  });
});
