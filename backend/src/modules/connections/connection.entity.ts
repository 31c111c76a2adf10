import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const CONNECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

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
});

export class Connection extends ConnectionSchema.class {}

ConnectionSchema.setClass(Connection);
