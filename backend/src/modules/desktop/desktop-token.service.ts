import type { EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
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
