import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const TeachingSchema = defineEntity({
  name: 'Teaching',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    role: p.text(),
    institution: p.text(),
    year: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Teaching extends TeachingSchema.class {}

TeachingSchema.setClass(Teaching);
