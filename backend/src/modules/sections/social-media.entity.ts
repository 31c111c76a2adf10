import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';

export const SOCIAL_PLATFORMS = ['instagram', 'twitter', 'facebook', 'linkedin', 'youtube', 'other'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SocialMediaSchema = defineEntity({
  name: 'SocialMedia',
  properties: {
    id: id(),
    artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
    platform: p.enum(SOCIAL_PLATFORMS).default('other'),
    // A handle or a full URL, as the artist typed it.
    username: p.text(),
    visibility: visibility(),
    position: position(),
    createdAt: createdAt(),
  },
});

export class SocialMedia extends SocialMediaSchema.class {}

SocialMediaSchema.setClass(SocialMedia);
