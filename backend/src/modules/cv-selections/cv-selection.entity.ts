import { defineEntity, p } from '@mikro-orm/core';
import type { CvOptions } from '@oeuvre/contract';
import { createdAt, id, updatedAt } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

/** A named choice of sections, entries and options for the artist's own CV documents. */
export const CvSelectionSchema = defineEntity({
  name: 'CvSelection',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade'),
    name: p.text(),
    options: p.json<CvOptions>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  uniques: [{ name: 'cv_selection_artist_id_name_unique', properties: ['artist', 'name'] }],
});

export class CvSelection extends CvSelectionSchema.class {}

CvSelectionSchema.setClass(CvSelection);
