import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';

/** A revocable bearer token of the desktop admin app; only its SHA-256 is stored. */
export const DesktopTokenSchema = defineEntity({
  name: 'DesktopToken',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    // Hex SHA-256 of the token.
    tokenHash: p.text().unique(),
    deviceName: p.text(),
    createdAt: createdAt(),
    lastUsedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});

export class DesktopToken extends DesktopTokenSchema.class {}

DesktopTokenSchema.setClass(DesktopToken);
