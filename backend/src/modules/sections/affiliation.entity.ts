import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const AffiliationSchema = defineEntity({
  name: 'Affiliation',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    name: p.text(),
    type: p.text().nullable(),
    duration: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Affiliation extends AffiliationSchema.class {}

AffiliationSchema.setClass(Affiliation);
