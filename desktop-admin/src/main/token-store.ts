/* The desktop bearer token, kept only encrypted by the operating system's keychain (safeStorage). */
import { safeStorage } from 'electron';
import { readFile, rm } from 'node:fs/promises';
import { SecureStorageUnavailableError, type StoredToken, type TokenStore } from './stored-token.ts';
import { writeAtomically } from './store.ts';

export { SecureStorageUnavailableError, type StoredToken, type TokenStore };

export function createTokenStore(file: string, platform: NodeJS.Platform = process.platform): TokenStore {
  const isAvailable = async () => {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
    // On Linux without a keyring, "basic_text" uses a hard-coded key: that is not secret storage.
    return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
  };

  return {
    isAvailable,
    async save(token) {
      if (!(await isAvailable())) throw new SecureStorageUnavailableError();
      const encrypted = await safeStorage.encryptStringAsync(JSON.stringify(token));
      writeAtomically(file, encrypted);
    },
    async load() {
      let encrypted: Buffer;
      try {
        encrypted = await readFile(file);
      } catch {
        return null;
      }
      if (!(await isAvailable())) return null;
      try {
        const { result } = await safeStorage.decryptStringAsync(encrypted);
        return parseStoredToken(result);
      } catch {
        return null; // encrypted by another user or machine key: treat as signed out
      }
    },
    async clear() {
      await rm(file, { force: true });
    },
  };
}

function parseStoredToken(json: string): StoredToken | null {
  const value = JSON.parse(json) as Partial<StoredToken> | null;
  if (
    typeof value?.token !== 'string' ||
    typeof value.expiresAt !== 'string' ||
    typeof value.serverUrl !== 'string'
  ) {
    return null;
  }
  return { token: value.token, expiresAt: value.expiresAt, serverUrl: value.serverUrl };
}
