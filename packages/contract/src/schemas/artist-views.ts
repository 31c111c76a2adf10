// Artist profiles as the API returns them: the owner's draft, the directory card.
import * as v from 'valibot';
import { DISCIPLINES } from '../constants.ts';
import { authorityViews } from './authorities.ts';
import { nullableText, timestamp } from './fields.ts';
import { galleryItem } from './gallery.ts';
import type { SectionDefinition } from '../section-definition.ts';
import { SECTIONS, SECTION_KINDS, type SectionKind } from '../sections.ts';
import { nestProfile } from '../profile-shape.ts';

const disciplines = v.array(v.picklist(DISCIPLINES));

/** The profile's own fields, as the owner and admins see the draft. */
export const artistProfileRecord = v.object({
  id: v.number(),
  slug: v.string(),
  fullName: v.string(),
  displayName: nullableText,
  email: v.string(),
  /** Whether the public profile shows the email (absent on older copies: shown). */
  showEmail: v.optional(v.boolean()),
  city: v.string(),
  country: v.string(),
  /** Year and place of birth, when the artist gave them (absent on older copies: none). */
  birthYear: v.optional(v.nullable(v.number())),
  birthPlace: v.optional(nullableText),
  website: nullableText,
  artistStatement: v.string(),
  profileImageUrl: nullableText,
  disciplines,
  ...authorityViews,
  /** Chosen by an admin (admin.artists.feature): on the landing page and badged wherever the artist appears. */
  featured: v.optional(v.boolean()),
  isApproved: v.boolean(),
  isPending: v.boolean(),
  rejectionReason: nullableText,
  publishedAt: nullableText,
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Optimistic-lock version: bumps on every change. */
  version: v.number(),
});
export type ArtistProfileRecord = v.InferOutput<typeof artistProfileRecord>;

/** PUT /api/admin/artists/:id/featured: whether the artist is featured. */
export const featureBody = v.object({ featured: v.boolean() });
export type FeatureBody = v.InferOutput<typeof featureBody>;

/** Every section of SECTIONS as its items (from its definition), then the gallery. */
const draftSections = {
  ...(Object.fromEntries(
    SECTION_KINDS.map((kind) => [kind, v.array((SECTIONS as Record<string, SectionDefinition>)[kind]!.item)]),
  ) as { [K in SectionKind]: v.ArraySchema<(typeof SECTIONS)[K]['item'], undefined> }),
  galleryItems: v.array(galleryItem),
};

/** The draft with every section, flat (GET /api/admin/artists/:id; how the app and the CV documents read it). */
export const artistProfile = v.object({ ...artistProfileRecord.entries, ...draftSections });
export type ArtistProfile = v.InferOutput<typeof artistProfile>;

/** GET /api/my-profile: `profile` (the draft's own fields and review state) beside the section arrays and galleryItems. */
export const myProfileResponse = v.object({ profile: artistProfileRecord, ...draftSections });
export type MyProfileResponse = v.InferOutput<typeof myProfileResponse>;

export { flattenProfile, fromMyProfileResponse, nestProfile } from '../profile-shape.ts';

const RECORD_KEYS = Object.keys(artistProfileRecord.entries) as (keyof ArtistProfileRecord)[];

/** The answer of GET /api/my-profile for a draft. */
export function toMyProfileResponse(draft: ArtistProfile): MyProfileResponse {
  return nestProfile(draft, RECORD_KEYS);
}

/** A directory card (GET /api/artists, GET /api/directory). */
export const artistSummary = v.object({
  id: v.number(),
  slug: v.string(),
  fullName: v.string(),
  displayName: nullableText,
  city: v.string(),
  country: v.string(),
  profileImageUrl: nullableText,
  disciplines,
  createdAt: timestamp,
  /** The first of the artist's published works with an image (absent when there is none). */
  work: v.optional(
    v.object({
      title: v.string(),
      imageUrl: v.string(),
      imageWidth: v.optional(v.number()),
      imageHeight: v.optional(v.number()),
    }),
  ),
  /** Present (true) when an admin features the artist. */
  featured: v.optional(v.literal(true)),
});
export type ArtistSummary = v.InferOutput<typeof artistSummary>;

/** Review state in the product's words: Published, Pending, Rejected. */
export type ReviewState = 'approved' | 'pending' | 'rejected';
export function reviewState(profile: { isApproved: boolean; isPending: boolean }): ReviewState {
  if (profile.isPending) return 'pending';
  return profile.isApproved ? 'approved' : 'rejected';
}
