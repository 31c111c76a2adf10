/* Electron cannot run in tests: safeStorage is played by AES-GCM under a key only this "keychain" knows. */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const keychain = { available: true, backend: 'gnome_libsecret', key: randomBytes(32) };

export function resetKeychain(): void {
  Object.assign(keychain, { available: true, backend: 'gnome_libsecret', key: randomBytes(32) });
}

export const safeStorage = {
  isAsyncEncryptionAvailable: async () => keychain.available,
  getSelectedStorageBackend: () => keychain.backend,
  encryptStringAsync: async (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keychain.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  },
  decryptStringAsync: async (encrypted: Buffer) => {
    const decipher = createDecipheriv('aes-256-gcm', keychain.key, encrypted.subarray(0, 12), {
      authTagLength: 16,
    });
    decipher.setAuthTag(encrypted.subarray(12, 28));
    const result = Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString(
      'utf8',
    );
    return { shouldReEncrypt: false, result };
  },
};
