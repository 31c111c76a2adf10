import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const COLLECTION_TYPES = ['public', 'private', 'corporate'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export const CollectionEntrySchema = defineEntity({
  name: 'CollectionEntry',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    type: p.enum(COLLECTION_TYPES).default('public'),
    name: p.text(),
    location: p.text().nullable(),
    // The year the work was acquired.
    year: p.text().nullable(),
    workTitle: p.text().nullable(),
    notes: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class CollectionEntry extends CollectionEntrySchema.class {}

CollectionEntrySchema.setClass(CollectionEntry);
