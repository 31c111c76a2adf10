import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

// Solo and group exhibitions share every field, so one table with a kind keeps one set of queries for both.
export const EXHIBITION_KINDS = ['solo', 'group'] as const;
export type ExhibitionKind = (typeof EXHIBITION_KINDS)[number];

export const ExhibitionSchema = defineEntity({
  name: 'Exhibition',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    kind: p.enum(EXHIBITION_KINDS),
    title: p.text(),
    venue: p.text(),
    city: p.text(),
    year: p.text(),
    notes: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class Exhibition extends ExhibitionSchema.class {}

ExhibitionSchema.setClass(Exhibition);
