import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const EducationSchema = defineEntity({
  name: 'Education',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    degree: p.text(),
    institution: p.text(),
    years: p.text(),
    notes: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Education extends EducationSchema.class {}

EducationSchema.setClass(Education);
