import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { User } from '../users/user.entity.ts';

/** A stored file and its resized variants; the row is the record of what to delete from disk. */
export const UploadSchema = defineEntity({
  name: 'Upload',
  properties: {
    id: id(),
    // Kept when the uploader's account goes, as long as the artist it illustrates stays.
    owner: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    artist: () => p.manyToOne(ArtistProfile).nullable().deleteRule('cascade').index(),
    // Random file stem shared by every variant.
    key: p.text().unique(),
    variants: p
      .json<string[]>()
      .onCreate(() => [])
      .defaultRaw(`'[]'`),
    contentType: p.text(),
    bytes: p.integer(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    createdAt: createdAt(),
  },
});

export class Upload extends UploadSchema.class {}

UploadSchema.setClass(Upload);
