import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const WorkSchema = defineEntity({
  name: 'Work',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    title: p.text(),
    medium: p.text(),
    dimensions: p.text().nullable(),
    year: p.text(),
    imageUrl: p.text(),
    exhibition: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Work extends WorkSchema.class {}

WorkSchema.setClass(Work);
