import { defineEntity, p } from '@mikro-orm/core';
import { createdAt } from '../../db/properties.ts';
import { User } from '../users/user.entity.ts';

/** A server-side sign-in session, so freezing or deleting a user ends it at once. */
export const SessionSchema = defineEntity({
  name: 'Session',
  properties: {
    // The random key the cookie carries.
    id: p.text().primary(),
    // Empty until sign-in completes (the OAuth flow keeps its state here too).
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
    data: p
      .json<Record<string, unknown>>()
      .onCreate(() => ({}))
      .defaultRaw(`'{}'`),
    expiresAt: p.datetime().index('session_expires_at_index'),
    createdAt: createdAt(),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Session extends SessionSchema.class {}

SessionSchema.setClass(Session);
