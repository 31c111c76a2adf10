// The published artist page (GET /api/artists/:slug) and how a draft maps onto it.
import * as v from 'valibot';
import { DISCIPLINES } from '../constants.ts';
import type { ArtistProfile } from './artist-views.ts';
import { nullableText, timestamp } from './fields.ts';
import { galleryItem } from './gallery.ts';

const text = v.string();
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
  grant: v.object({ name: text, grantor: text, year: text, notes: nullableText }),
  residency: v.object({ program: text, host: text, duration: nullableText, year: text }),
  publication: v.object({ title: text, author: nullableText, year: text, link: nullableText }),
  collection: v.object({ name: text, type: text, year: nullableText }),
  teaching: v.object({ role: text, institution: text, year: nullableText }),
  affiliation: v.object({ name: text, type: nullableText, duration: nullableText }),
  work: v.object({
    title: text,
    medium: text,
    dimensions: nullableText,
    year: text,
    imageUrl: text,
    exhibition: nullableText,
  }),
};

export const publicArtist = v.object({
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
  createdAt: timestamp,
  publishedAt: nullableText,
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
});
export type PublicArtist = v.InferOutput<typeof publicArtist>;

const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

/**
 * The public page of a draft: awards and non-residency grants read as "Grants Awards Fellowships",
 * residency grants as "Residencies", bibliography as "Publications & Press".
 */
export function toPublicArtist(draft: ArtistProfile): PublicArtist {
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
    socialMedia: draft.socialMedia.map((s) => pick(s, ['platform', 'username'])),
    education: draft.education.map((e) => pick(e, ['institution', 'degree', 'years', 'notes'])),
    soloExhibitions: draft.soloExhibitions.map((e) => pick(e, ['title', 'venue', 'city', 'year', 'notes'])),
    groupExhibitions: draft.groupExhibitions.map((e) => pick(e, ['title', 'venue', 'city', 'year', 'notes'])),
    commissions: draft.commissions.map((c) => pick(c, ['title', 'commissioner', 'description', 'year'])),
    grants: [
      ...draft.awards.map((a) => ({ name: a.name, grantor: a.presenter, year: a.year, notes: a.notes })),
      ...draft.grants
        .filter((g) => g.type !== 'residency')
        .map((g) => ({ name: g.name, grantor: g.organization, year: g.year, notes: g.description })),
    ],
    residencies: draft.grants
      .filter((g) => g.type === 'residency')
      .map((g) => ({ program: g.name, host: g.organization, duration: g.duration, year: g.year })),
    publications: draft.bibliography.map((b) => ({
      title: b.title,
      author: b.author,
      year: b.year,
      link: b.url,
    })),
    collections: draft.collections.map((c) => ({ name: c.name, type: c.type, year: c.year })),
    teaching: draft.teaching.map((t) => pick(t, ['role', 'institution', 'year'])),
    affiliations: draft.affiliations.map((a) => pick(a, ['name', 'type', 'duration'])),
    works: draft.works.map((w) =>
      pick(w, ['title', 'medium', 'dimensions', 'year', 'imageUrl', 'exhibition']),
    ),
    galleryItems: draft.galleryItems,
  };
}
