import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const AwardSchema = defineEntity({
  name: 'Award',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    name: p.text(),
    presenter: p.text(),
    year: p.text(),
    notes: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Award extends AwardSchema.class {}

AwardSchema.setClass(Award);
