import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const GALLERY_FILE_TYPES = ['image', 'video', 'audio'] as const;
export type GalleryFileType = (typeof GALLERY_FILE_TYPES)[number];

export const GalleryItemSchema = defineEntity({
  name: 'GalleryItem',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    title: p.text(),
    description: p.text().nullable(),
    fileType: p.enum(GALLERY_FILE_TYPES).default('image'),
    fileUrl: p.text(),
    // Real columns, not the JSON-in-description older clients read (it is produced on the way out).
    year: p.text().nullable(),
    medium: p.text().nullable(),
    dimensions: p.text().nullable(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class GalleryItem extends GalleryItemSchema.class {}

GalleryItemSchema.setClass(GalleryItem);
