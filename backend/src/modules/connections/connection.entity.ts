import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import {
  ArtistProfile,
  PUBLIC_CHANGES_CHANNEL,
  SUPPORTERS_CHANGED,
} from '../artists/artist-profile.entity.ts';

export const CONNECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

const SUPPORTERS_CHANGE_NOTIFY = `perform pg_notify('${PUBLIC_CHANGES_CHANNEL}', '${SUPPORTERS_CHANGED}'); return null;`;

/** One artist supporting another; it is a connection once isMutual is true. */
export const ConnectionSchema = defineEntity({
  name: 'Connection',
  properties: {
    id: id(),
    sender: () => p.manyToOne(ArtistProfile).deleteRule('cascade'),
    // The (sender, receiver) unique key serves lookups by sender; this index serves those by receiver.
    receiver: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    status: p.enum(CONNECTION_STATUSES).default('pending'),
    isMutual: p.boolean().default(false),
    createdAt: createdAt(),
    respondedAt: p.datetime().nullable(),
  },
  uniques: [{ name: 'connection_sender_receiver_unique', properties: ['sender', 'receiver'] }],
  checks: [{ name: 'connection_not_self_check', expression: 'sender_id <> receiver_id' }],
  // An artist page shows its supporters (drawn by the server): a support given, withdrawn or made mutual notifies
  // every server on the database when it commits, whoever made it (a delete cascading from a profile too). A truncate's
  // trigger is its migration's alone, as the profile table's (artist-profile.entity.ts).
  triggers: [
    {
      name: 'supporters_insert',
      timing: 'after',
      events: ['insert'],
      forEach: 'row',
      when: `(new.status = 'accepted'::text)`,
      body: SUPPORTERS_CHANGE_NOTIFY,
    },
    {
      name: 'supporters_update',
      timing: 'after',
      events: ['update'],
      forEach: 'row',
      when: `(${['status', 'is_mutual', 'sender_id', 'receiver_id'].map((c) => `(old.${c} IS DISTINCT FROM new.${c})`).join(' OR ')})`,
      body: SUPPORTERS_CHANGE_NOTIFY,
    },
    {
      name: 'supporters_delete',
      timing: 'after',
      events: ['delete'],
      forEach: 'row',
      when: `(old.status = 'accepted'::text)`,
      body: SUPPORTERS_CHANGE_NOTIFY,
    },
  ],
});

export class Connection extends ConnectionSchema.class {}

ConnectionSchema.setClass(Connection);
