import type { DesktopTokenInfo } from '@oeuvre/contract';
import type { DesktopToken } from './desktop-token.entity.ts';

/** A signed-in desktop app as Settings > Security lists it; the token itself is never shown again. */
export function presentDesktopToken(token: DesktopToken): DesktopTokenInfo {
  return {
    id: token.id,
    deviceName: token.deviceName,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt.toISOString(),
  };
}
