// The published artist page (GET /api/artists/:slug) and how a draft maps onto it.
import * as v from 'valibot';
import { DISCIPLINES } from '../constants.ts';
import { artistProfile, nestProfile, type ArtistProfile } from './artist-views.ts';
import { AUTHORITY_FIELDS, authorityViews } from './authorities.ts';
import { nullableText, timestamp } from './fields.ts';
import {
  PUBLIC_PAGE_SECTIONS,
  PUBLIC_SECTION_LISTS,
  type PublicDraft,
  type PublicSection,
} from './public-sections.ts';
import { publicOnly, type PublicLists } from './visibility.ts';
import { SECTION_KINDS } from '../sections.ts';

export { latestYear, mostRecentFirst } from './year-order.ts';
export { fromPublicArtistResponse } from '../profile-shape.ts';

const text = v.string();

/** The profile's own fields on the public page. */
export const publicArtistProfile = v.object({
  id: v.number(),
  slug: text,
  fullName: text,
  displayName: nullableText,
  /** Only when the artist shows it on the public profile (`showEmail`). */
  email: v.optional(text),
  city: text,
  country: text,
  /** Year and place of birth, only when the artist gave them. */
  birthYear: v.optional(v.number()),
  birthPlace: v.optional(text),
  website: nullableText,
  artistStatement: text,
  profileImageUrl: nullableText,
  disciplines: v.array(v.picklist(DISCIPLINES)),
  ...authorityViews,
  createdAt: timestamp,
  publishedAt: nullableText,
  /** Present (true) when an admin features the artist: a change of it needs no review. */
  featured: v.optional(v.literal(true)),
});
export type PublicArtistProfile = v.InferOutput<typeof publicArtistProfile>;

/** The section lists, each its section's item schema, in the page's order (`PUBLIC_PAGE_SECTIONS`). */
const publicSections = PUBLIC_SECTION_LISTS;

/**
 * A published version as the server keeps it (and as the app, the CV documents and the review screens read it):
 * the profile's fields and its section lists side by side.
 */
export const publicArtist = v.object({ ...publicArtistProfile.entries, ...publicSections });
/** Its lists hold public entries only: no entry of a published version can say it is private. */
export type PublicArtist = PublicLists<v.InferOutput<typeof publicArtist>>;

/** GET /api/artists/:slug: `profile` (the profile's fields) beside the section arrays and galleryItems. */
export const publicArtistResponse = v.object({ profile: publicArtistProfile, ...publicSections });
export type PublicArtistResponse = v.InferOutput<typeof publicArtistResponse>;

const PUBLIC_PROFILE_KEYS = Object.keys(publicArtistProfile.entries) as (keyof PublicArtistProfile)[];

const PUBLIC_SECTION_KEYS = Object.keys(publicSections) as (keyof typeof publicSections)[];

/** A published version's own fields (the answer's `profile`), without its sections. */
export const publishedProfileOf = (artist: PublicArtist): PublicArtistProfile =>
  nestProfile(artist, PUBLIC_PROFILE_KEYS).profile;

/** The answer of GET /api/artists/:slug for a published version: its fields in the documented order, nothing else. */
export function toPublicArtistResponse(artist: PublicArtist): PublicArtistResponse {
  const profile = publishedProfileOf(artist);
  const sections = Object.fromEntries(PUBLIC_SECTION_KEYS.map((key) => [key, artist[key]]));
  return { profile, ...sections } as PublicArtistResponse;
}

const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

/**
 * The draft without its private entries (the one rule: `isPublicEntry`): every list of entries it has, a section's
 * the registry does not name yet too. A draft read before a section existed lacks its list: none is an empty one.
 */
export function publicEntriesOf(draft: ArtistProfile): PublicDraft {
  const lists = new Set<string>([...SECTION_KINDS, 'galleryItems']);
  for (const [key, value] of Object.entries(draft)) {
    if (Array.isArray(value) && value.some((entry) => typeof entry === 'object' && entry !== null))
      lists.add(key);
  }
  const record = draft as unknown as Record<string, object[] | undefined>;
  return {
    ...draft,
    ...Object.fromEntries([...lists].map((key) => [key, publicOnly(record[key] ?? [])])),
  } as PublicDraft;
}

/**
 * A draft's own fields as the public page shows them: the email only when the artist shows it, year and place of
 * birth and authority identifiers only when given, `featured` only when set.
 */
export function publicProfileOf(draft: ArtistProfile): PublicArtistProfile {
  return {
    ...pick(draft, [
      'id',
      'slug',
      'fullName',
      'displayName',
      'city',
      'country',
      'website',
      'artistStatement',
      'profileImageUrl',
      'disciplines',
      'createdAt',
      'publishedAt',
    ]),
    // The email only when the artist shows it (a profile from before the choice shows it).
    ...(draft.showEmail !== false && draft.email ? { email: draft.email } : {}),
    ...(draft.birthYear ? { birthYear: draft.birthYear } : {}),
    ...(draft.birthPlace ? { birthPlace: draft.birthPlace } : {}),
    // Authority identifiers only when the artist gave them (the page's shape is unchanged without).
    ...Object.fromEntries(AUTHORITY_FIELDS.flatMap((f) => (draft[f] ? [[f, draft[f]]] : []))),
    // Featured by an admin (the draft carries the flag as it is now).
    ...(draft.featured ? { featured: true as const } : {}),
  };
}

/** The section lists of a published version, by their key ("grants", "publications", "talks"...). */
export type PublicArtistSections = Omit<PublicArtist, keyof PublicArtistProfile>;
/** The key of a section of the published artist. */
export type PublicSectionKey = keyof PublicArtistSections & string;

/**
 * The public page of a draft (its public entries only), section by section (`PUBLIC_PAGE_SECTIONS`): awards and
 * non-residency grants read as "Grants Awards Fellowships", residency grants as "Residencies", bibliography as
 * "Publications & Press"; dated CV entries most recent first (ties in the artist's order); works, social links and
 * gallery in the artist's order; a section read from its definition as its fields.
 */
export function toPublicArtist(
  profile: ArtistProfile,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): PublicArtist {
  const draft = publicEntriesOf(profile);
  const byKey = new Map(sections.map((s) => [s.key, s]));
  // The published keys in the page's order, then any section the order does not name.
  const keys = [...new Set([...PUBLIC_SECTION_KEYS, ...byKey.keys()])].filter((key) => byKey.has(key));
  return {
    ...publicProfileOf(profile),
    ...Object.fromEntries(keys.map((key) => [key, byKey.get(key)!.entriesOf(draft)])),
  } as PublicArtist;
}

/** A profile's draft and, when already public, the version the public sees: the review queue's diff, the admin edit. */
export const pendingApproval = v.object({ ...artistProfile.entries, published: v.nullable(publicArtist) });
export type PendingApproval = v.InferOutput<typeof pendingApproval>;
