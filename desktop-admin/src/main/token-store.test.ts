import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { keychain, resetKeychain } from './testing/keychain.ts';
import { createTokenStore, SecureStorageUnavailableError } from './token-store.ts';

vi.mock('electron', async () => ({ safeStorage: (await import('./testing/keychain.ts')).safeStorage }));

const token = {
  token: 'tok_4bW9sQx2Lr7vZc1Pn8Ke3Hd',
  expiresAt: '2030-01-01T00:00:00.000Z',
  serverUrl: 'https://oeuvre.example.org',
};
let dir: string;
let file: string;

beforeEach(() => {
  resetKeychain();
  dir = mkdtempSync(join(tmpdir(), 'oeuvre-token-'));
  file = join(dir, 'desktop-token.bin');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('token store', () => {
  it('keeps the token encrypted on disk and reads it back', async () => {
    await createTokenStore(file, 'linux').save(token);

    const onDisk = readFileSync(file);
    expect(onDisk.includes(Buffer.from(token.token))).toBe(false);
    expect(onDisk.includes(Buffer.from('oeuvre.example.org'))).toBe(false);
    expect(await createTokenStore(file, 'linux').load()).toEqual(token);
  });

  it('refuses to write when the system offers no encryption', async () => {
    keychain.available = false;
    const store = createTokenStore(file, 'win32');
    await expect(store.save(token)).rejects.toBeInstanceOf(SecureStorageUnavailableError);
    expect(existsSync(file)).toBe(false);
  });

  it('treats Linux without a keyring (basic_text) as no secure storage', async () => {
    keychain.backend = 'basic_text';
    await expect(createTokenStore(file, 'linux').save(token)).rejects.toBeInstanceOf(
      SecureStorageUnavailableError,
    );
    expect(await createTokenStore(file, 'darwin').isAvailable()).toBe(true);
  });

  it('reads nothing when there is no file, a damaged one, or one from another key', async () => {
    const store = createTokenStore(file, 'linux');
    expect(await store.load()).toBeNull();

    writeFileSync(file, 'not encrypted at all');
    expect(await store.load()).toBeNull();

    await store.save(token);
    keychain.key = randomBytes(32);
    expect(await store.load()).toBeNull();
  });

  it('forgets the token', async () => {
    const store = createTokenStore(file, 'linux');
    await store.save(token);
    await store.clear();
    expect(existsSync(file)).toBe(false);
    expect(await store.load()).toBeNull();
    await store.clear();
  });
});
