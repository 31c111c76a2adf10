import type { EntityManager } from '@mikro-orm/core';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ServerMessages } from '@oeuvre/contract';
import { badRequest } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';
import { DesktopAuthCode } from './desktop-auth-code.entity.ts';
import { sha256 } from './desktop-token.service.ts';

export const AUTH_CODE_TTL_MS = 60_000;

/**
 * Only loopback http redirects on an IP literal (RFC 8252 sections 7.3 and 8.3): "localhost" could be
 * resolved elsewhere, and credentials or a fragment have no place in a redirect URI.
 */
export function isLoopbackRedirectUri(value: string): boolean {
  if (value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === '[::1]') &&
    url.username === '' &&
    url.password === '' &&
    !value.includes('#')
  );
}

/** The S256 transform of RFC 7636: base64url(SHA-256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A one-time code for the loopback redirect; only its hash is kept, with the challenge it answers to. */
export async function issueAuthCode(
  em: EntityManager,
  request: { user: User; codeChallenge: string; redirectUri: string; deviceName: string },
  now = Date.now(),
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  em.create(DesktopAuthCode, {
    user: request.user,
    codeHash: sha256(code),
    codeChallenge: request.codeChallenge,
    redirectUri: request.redirectUri,
    deviceName: request.deviceName,
    createdAt: new Date(now),
    expiresAt: new Date(now + AUTH_CODE_TTL_MS),
  });
  await em.flush();
  return code;
}

/**
 * Redeems a code for the user it was issued to. Any attempt uses the code up, right or wrong, so a code
 * is never tried twice; every refusal has the same message, telling nothing about which check failed.
 */
export async function redeemAuthCode(
  em: EntityManager,
  exchange: { code: string; codeVerifier: string; redirectUri: string },
  now = Date.now(),
): Promise<{ user: User; deviceName: string }> {
  const refused = () => badRequest(ServerMessages.invalidDesktopCode);
  const row = await em.findOne(DesktopAuthCode, { codeHash: sha256(exchange.code) }, { populate: ['user'] });
  if (!row) throw refused();
  // One conditional update: of two simultaneous exchanges only one finds the code unused.
  const claimed = await em.nativeUpdate(DesktopAuthCode, { id: row.id, usedAt: null }, { usedAt: new Date(now) });
  if (claimed !== 1) throw refused();
  if (row.expiresAt.getTime() <= now) throw refused();
  if (!sameText(row.redirectUri, exchange.redirectUri)) throw refused();
  if (!sameText(row.codeChallenge, s256(exchange.codeVerifier))) throw refused();
  const user = row.user as unknown as User;
  if (!user || user.isFrozen || !user.isAdmin) throw refused();
  return { user, deviceName: row.deviceName };
}
