// The published artist page (GET /api/artists/:slug) and how a draft maps onto it.
import * as v from 'valibot';
import { DISCIPLINES } from '../constants.ts';
import { artistProfile, flattenProfile, nestProfile, type ArtistProfile } from './artist-views.ts';
import { AUTHORITY_FIELDS, authorityViews } from './authorities.ts';
import { nullableText, optionalNullableText, timestamp } from './fields.ts';
import { galleryItem } from './gallery.ts';

const text = v.string();
/**
 * Fields beyond the spec's public view (the publication, pages, a collection's location and the work it holds...):
 * the page shows every field the artist entered. Optional, as versions published before them lack them.
 */
const extra = optionalNullableText;
const item = {
  socialMedia: v.object({ platform: text, username: text }),
  education: v.object({ institution: text, degree: text, years: text, notes: nullableText }),
  exhibition: v.object({ title: text, venue: text, city: text, year: text, notes: nullableText }),
  commission: v.object({
    title: text,
    commissioner: nullableText,
    description: nullableText,
    year: nullableText,
  }),
  grant: v.object({
    name: text,
    grantor: text,
    year: text,
    notes: nullableText,
    /** 'award', 'grant' or 'fellowship'. */
    type: extra,
    location: extra,
    duration: extra,
    amount: extra,
  }),
  residency: v.object({
    program: text,
    host: text,
    duration: nullableText,
    year: text,
    location: extra,
    amount: extra,
    notes: extra,
  }),
  publication: v.object({
    title: text,
    author: nullableText,
    year: text,
    link: nullableText,
    /** Article, review, interview, catalog, book or web. */
    type: extra,
    publication: extra,
    pages: extra,
    notes: extra,
  }),
  collection: v.object({
    name: text,
    type: text,
    year: nullableText,
    location: extra,
    workTitle: extra,
    notes: extra,
  }),
  teaching: v.object({ role: text, institution: text, year: nullableText }),
  affiliation: v.object({ name: text, type: nullableText, duration: nullableText }),
  work: v.object({
    title: text,
    medium: text,
    dimensions: nullableText,
    year: text,
    imageUrl: text,
    exhibition: nullableText,
    // The stored image's size in pixels (any variant has its ratio), when the image is an upload: the page
    // reserves the work's shape before the image arrives. Versions published before it was kept lack it.
    imageWidth: v.optional(v.number()),
    imageHeight: v.optional(v.number()),
  }),
};

/** The profile's own fields on the public page. */
export const publicArtistProfile = v.object({
  id: v.number(),
  slug: text,
  fullName: text,
  displayName: nullableText,
  email: text,
  city: text,
  country: text,
  website: nullableText,
  artistStatement: text,
  profileImageUrl: nullableText,
  disciplines: v.array(v.picklist(DISCIPLINES)),
  ...authorityViews,
  createdAt: timestamp,
  publishedAt: nullableText,
});
export type PublicArtistProfile = v.InferOutput<typeof publicArtistProfile>;

const publicSections = {
  socialMedia: v.array(item.socialMedia),
  education: v.array(item.education),
  soloExhibitions: v.array(item.exhibition),
  groupExhibitions: v.array(item.exhibition),
  commissions: v.array(item.commission),
  grants: v.array(item.grant),
  residencies: v.array(item.residency),
  publications: v.array(item.publication),
  collections: v.array(item.collection),
  teaching: v.array(item.teaching),
  affiliations: v.array(item.affiliation),
  works: v.array(item.work),
  galleryItems: v.array(galleryItem),
};

/**
 * A published version as the server keeps it (and as the app, the CV documents and the review screens read it):
 * the profile's fields and its section lists side by side.
 */
export const publicArtist = v.object({ ...publicArtistProfile.entries, ...publicSections });
export type PublicArtist = v.InferOutput<typeof publicArtist>;

/** GET /api/artists/:slug: `profile` (the profile's fields) beside the section arrays and galleryItems. */
export const publicArtistResponse = v.object({ profile: publicArtistProfile, ...publicSections });
export type PublicArtistResponse = v.InferOutput<typeof publicArtistResponse>;

const PUBLIC_PROFILE_KEYS = Object.keys(publicArtistProfile.entries) as (keyof PublicArtistProfile)[];

const PUBLIC_SECTION_KEYS = Object.keys(publicSections) as (keyof typeof publicSections)[];

/** The answer of GET /api/artists/:slug for a published version: its fields in the spec's order, nothing else. */
export function toPublicArtistResponse(artist: PublicArtist): PublicArtistResponse {
  const { profile } = nestProfile(artist, PUBLIC_PROFILE_KEYS);
  const sections = Object.fromEntries(PUBLIC_SECTION_KEYS.map((key) => [key, artist[key]]));
  return { profile, ...sections } as PublicArtistResponse;
}

/** A published version from the answer of GET /api/artists/:slug. */
export function fromPublicArtistResponse(response: PublicArtistResponse): PublicArtist {
  return flattenProfile(response);
}

/** Sort key of a year as typed ("2019", "2019-2021", "c. 1990", "2015-present"): its latest year; ongoing first. */
export function latestYear(text: string | null | undefined): number {
  if (!text) return Number.NEGATIVE_INFINITY;
  if (/\b(present|current|ongoing|now|today)\b/i.test(text)) return Number.POSITIVE_INFINITY;
  const years = [...text.matchAll(/\b(\d{4})\b/g)].map((m) => Number(m[1]));
  return years.length ? Math.max(...years) : Number.NEGATIVE_INFINITY;
}

/** CV entries most recent first; entries without a year go last; ties keep the artist's order. */
export function mostRecentFirst<T>(
  entries: readonly T[],
  yearOf: (entry: T) => string | null | undefined,
): T[] {
  return entries
    .map((entry, index) => ({ entry, index, key: latestYear(yearOf(entry)) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key > b.key ? -1 : 1))
    .map(({ entry }) => entry);
}

const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

const isPublic = (entry: object) => (entry as { visibility?: unknown }).visibility !== 'private';

/** The draft without its private entries (an entry without visibility is public). */
export function publicEntriesOf(draft: ArtistProfile): ArtistProfile {
  return {
    ...draft,
    socialMedia: draft.socialMedia.filter(isPublic),
    education: draft.education.filter(isPublic),
    soloExhibitions: draft.soloExhibitions.filter(isPublic),
    groupExhibitions: draft.groupExhibitions.filter(isPublic),
    awards: draft.awards.filter(isPublic),
    grants: draft.grants.filter(isPublic),
    collections: draft.collections.filter(isPublic),
    bibliography: draft.bibliography.filter(isPublic),
    works: draft.works.filter(isPublic),
    commissions: draft.commissions.filter(isPublic),
    teaching: draft.teaching.filter(isPublic),
    affiliations: draft.affiliations.filter(isPublic),
    galleryItems: draft.galleryItems.filter(isPublic),
  };
}

/**
 * The public page of a draft (its public entries only): awards and non-residency grants read as "Grants Awards Fellowships",
 * residency grants as "Residencies", bibliography as "Publications & Press"; dated CV entries most recent first (ties
 * in the artist's order); works, social links and gallery in the artist's order.
 */
export function toPublicArtist(profile: ArtistProfile): PublicArtist {
  const draft = publicEntriesOf(profile);
  const byYear = <T extends { year: string | null }>(entries: readonly T[]) =>
    mostRecentFirst(entries, (e) => e.year);
  return {
    ...pick(draft, [
      'id',
      'slug',
      'fullName',
      'displayName',
      'email',
      'city',
      'country',
      'website',
      'artistStatement',
      'profileImageUrl',
      'disciplines',
      'createdAt',
      'publishedAt',
    ]),
    // Authority identifiers only when the artist gave them (the page's shape is unchanged without).
    ...Object.fromEntries(AUTHORITY_FIELDS.flatMap((f) => (draft[f] ? [[f, draft[f]]] : []))),
    socialMedia: draft.socialMedia.map((s) => pick(s, ['platform', 'username'])),
    education: mostRecentFirst(draft.education, (e) => e.years).map((e) =>
      pick(e, ['institution', 'degree', 'years', 'notes']),
    ),
    soloExhibitions: byYear(draft.soloExhibitions).map((e) =>
      pick(e, ['title', 'venue', 'city', 'year', 'notes']),
    ),
    groupExhibitions: byYear(draft.groupExhibitions).map((e) =>
      pick(e, ['title', 'venue', 'city', 'year', 'notes']),
    ),
    commissions: byYear(draft.commissions).map((c) =>
      pick(c, ['title', 'commissioner', 'description', 'year']),
    ),
    grants: byYear([
      ...draft.awards.map((a) => ({
        name: a.name,
        grantor: a.presenter,
        year: a.year,
        notes: a.notes,
        type: 'award',
        location: null,
        duration: null,
        amount: null,
      })),
      ...draft.grants
        .filter((g) => g.type !== 'residency')
        .map((g) => ({
          name: g.name,
          grantor: g.organization,
          year: g.year,
          notes: g.description,
          type: g.type,
          location: g.location,
          duration: g.duration,
          amount: g.amount,
        })),
    ]),
    residencies: byYear(
      draft.grants
        .filter((g) => g.type === 'residency')
        .map((g) => ({
          program: g.name,
          host: g.organization,
          duration: g.duration,
          year: g.year,
          location: g.location,
          amount: g.amount,
          notes: g.description,
        })),
    ),
    publications: byYear(
      draft.bibliography.map((b) => ({
        title: b.title,
        author: b.author,
        year: b.year,
        link: b.url,
        type: b.type,
        publication: b.publication,
        pages: b.pages,
        notes: b.notes,
      })),
    ),
    collections: byYear(
      draft.collections.map((c) => ({
        name: c.name,
        type: c.type,
        year: c.year,
        location: c.location,
        workTitle: c.workTitle,
        notes: c.notes,
      })),
    ),
    teaching: byYear(draft.teaching).map((t) => pick(t, ['role', 'institution', 'year'])),
    affiliations: mostRecentFirst(draft.affiliations, (a) => a.duration).map((a) =>
      pick(a, ['name', 'type', 'duration']),
    ),
    // Works are a selection the artist arranges: their order, as set in the editor.
    works: draft.works.map((w) =>
      pick(w, ['title', 'medium', 'dimensions', 'year', 'imageUrl', 'exhibition']),
    ),
    galleryItems: draft.galleryItems,
  };
}

/** A profile's draft and, when already public, the version the public sees: the review queue's diff, the admin edit. */
export const pendingApproval = v.object({ ...artistProfile.entries, published: v.nullable(publicArtist) });
export type PendingApproval = v.InferOutput<typeof pendingApproval>;
