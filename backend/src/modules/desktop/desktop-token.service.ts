import type { EntityManager } from '@mikro-orm/core';
import { createHash, randomBytes } from 'node:crypto';
import { DesktopToken } from './desktop-token.entity.ts';
import type { User } from '../users/user.entity.ts';

export const DESKTOP_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The user behind a desktop bearer token, or undefined when it is unknown, revoked or expired,
 * or its user is frozen or no longer an admin. Each use extends it (90 days unless used).
 */
export async function userForDesktopToken(em: EntityManager, token: string): Promise<User | undefined> {
  const row = await em.findOne(DesktopToken, { tokenHash: sha256(token) }, { populate: ['user'] });
  const now = Date.now();
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now) return undefined;
  const user = row.user as unknown as User;
  if (!user || user.isFrozen || !user.isAdmin) return undefined;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > 60_000) {
    row.lastUsedAt = new Date(now);
    row.expiresAt = new Date(now + DESKTOP_TOKEN_TTL_MS);
    await em.flush();
  }
  return user;
}

/** A new bearer token for the desktop app: 32 random bytes, shown once, kept only as its SHA-256. */
export async function issueDesktopToken(
  em: EntityManager,
  user: User,
  deviceName: string,
  now = Date.now(),
): Promise<{ token: string; row: DesktopToken }> {
  const token = randomBytes(32).toString('base64url');
  const row = em.create(DesktopToken, {
    user,
    tokenHash: sha256(token),
    deviceName,
    createdAt: new Date(now),
    expiresAt: new Date(now + DESKTOP_TOKEN_TTL_MS),
  });
  await em.flush();
  return { token, row };
}

/** Signs a desktop app out: the token it presents stops working at once. */
export async function revokeDesktopToken(em: EntityManager, token: string): Promise<boolean> {
  const revoked = await em.nativeUpdate(DesktopToken, { tokenHash: sha256(token), revokedAt: null }, { revokedAt: new Date() });
  return revoked > 0;
}

/** The desktop apps signed in as this user that still work, most recently used first. */
export async function activeDesktopTokensOf(em: EntityManager, user: User): Promise<DesktopToken[]> {
  const tokens = await em.find(
    DesktopToken,
    { user, revokedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return tokens.sort((a, b) => (b.lastUsedAt ?? b.createdAt).getTime() - (a.lastUsedAt ?? a.createdAt).getTime());
}

/** Revokes one of the user's own tokens; someone else's id is as unknown as a missing one. */
export async function revokeDesktopTokenOf(em: EntityManager, user: User, id: number): Promise<boolean> {
  const revoked = await em.nativeUpdate(DesktopToken, { id, user, revokedAt: null }, { revokedAt: new Date() });
  return revoked > 0;
}
