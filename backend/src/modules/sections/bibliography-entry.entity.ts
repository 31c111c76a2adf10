import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

// The editor's bibliography; the public page shows it as Publications & Press.
export const BIBLIOGRAPHY_TYPES = ['article', 'review', 'interview', 'catalog', 'book', 'web'] as const;
export type BibliographyType = (typeof BIBLIOGRAPHY_TYPES)[number];

export const BibliographyEntrySchema = defineEntity({
  name: 'BibliographyEntry',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    type: p.enum(BIBLIOGRAPHY_TYPES).default('article'),
    title: p.text(),
    publication: p.text(),
    author: p.text().nullable(),
    year: p.text(),
    pages: p.text().nullable(),
    url: p.text().nullable(),
    notes: p.text().nullable(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class BibliographyEntry extends BibliographyEntrySchema.class {}

BibliographyEntrySchema.setClass(BibliographyEntry);
