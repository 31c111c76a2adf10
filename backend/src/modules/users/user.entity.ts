import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/properties.ts';

export const UserSchema = defineEntity({
  name: 'User',
  properties: {
    id: id(),
    email: p.text().trim().lowercase().unique(),
    firstName: p.text().default(''),
    lastName: p.text().default(''),
    profileImageUrl: p.text().nullable(),
    isAdmin: p.boolean().default(false),
    isFrozen: p.boolean().default(false),
    emailVerified: p.boolean().default(false),
    oidcIssuer: p.text().nullable(),
    oidcSubject: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: p.datetime().nullable(),
  },
  // One account per identity at a given provider; unlinked users (both null) do not collide.
  uniques: [{ name: 'user_oidc_identity_unique', properties: ['oidcIssuer', 'oidcSubject'] }],
});

export class User extends UserSchema.class {}

declare module '../../http/session.ts' {
  // The signed-in user that routes and policies receive is this entity.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SessionUser extends User {}
}

UserSchema.setClass(User);
