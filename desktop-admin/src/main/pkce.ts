import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 PKCE pair: a high-entropy verifier and its S256 challenge. */
export interface PkcePair {
  verifier: string;
  challenge: string;
}

export function createPkcePair(): PkcePair {
  // 32 random bytes give the 43-character verifier RFC 7636 recommends.
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function createState(): string {
  return randomBytes(24).toString('base64url');
}
