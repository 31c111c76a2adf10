import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

// Residencies are grants of type residency; the public page lists them in their own section.
export const GRANT_TYPES = ['grant', 'fellowship', 'residency'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

export const GrantSchema = defineEntity({
  name: 'Grant',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    type: p.enum(GRANT_TYPES).default('grant'),
    name: p.text(),
    organization: p.text(),
    year: p.text(),
    amount: p.text().nullable(),
    location: p.text().nullable(),
    duration: p.text().nullable(),
    description: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Grant extends GrantSchema.class {}

GrantSchema.setClass(Grant);
