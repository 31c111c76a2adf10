import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';

/** A one-time code handed to the desktop app's loopback redirect (RFC 8252), exchanged with PKCE for a token. */
export const DesktopAuthCodeSchema = defineEntity({
  name: 'DesktopAuthCode',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    // Hex SHA-256 of the code.
    codeHash: p.text().unique(),
    // S256 challenge the app sent with the authorize request.
    codeChallenge: p.text(),
    redirectUri: p.text(),
    deviceName: p.text(),
    createdAt: createdAt(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export class DesktopAuthCode extends DesktopAuthCodeSchema.class {}

DesktopAuthCodeSchema.setClass(DesktopAuthCode);
