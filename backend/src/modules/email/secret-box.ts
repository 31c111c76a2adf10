// Keys derived from the session secret, one per purpose (HKDF-SHA256 with a different label each), so the key that
// encrypts the SMTP password never signs an unsubscribe link and the session cookie key is used for neither.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const SALT = 'oeuvre-email';

export function deriveKey(secret: string, purpose: 'smtp-password' | 'unsubscribe'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, `oeuvre ${purpose} v1`, 32));
}

/** AES-256-GCM with a random 12-byte IV per call: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((x) => (typeof x === 'string' ? x : x.toString('base64url'))).join('.');
}

/** The plain text, or undefined when the value was not made with this key (the session secret changed). */
export function decryptSecret(key: Buffer, sealed: string): string | undefined {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** HMAC-SHA256 of the parts, base64url. */
export function sign(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url');
}

/** Compares in constant time (for equal lengths; a different length is simply not equal). */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
