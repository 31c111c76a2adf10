// Artist profiles as the API returns them: the owner's draft, the directory card.
import * as v from 'valibot';
import { DISCIPLINES } from '../constants.ts';
import { affiliation } from './affiliations.ts';
import { award } from './awards.ts';
import { bibliographyEntry } from './bibliography.ts';
import { collection } from './collections.ts';
import { commission } from './commissions.ts';
import { education } from './education.ts';
import { exhibition } from './exhibitions.ts';
import { nullableText, timestamp } from './fields.ts';
import { galleryItem } from './gallery.ts';
import { grant } from './grants.ts';
import { socialMedia } from './social-media.ts';
import { teaching } from './teaching.ts';
import { work } from './works.ts';

const disciplines = v.array(v.picklist(DISCIPLINES));

/** The profile's own fields, as the owner and admins see the draft. */
export const artistProfileRecord = v.object({
  id: v.number(),
  slug: v.string(),
  fullName: v.string(),
  displayName: nullableText,
  email: v.string(),
  city: v.string(),
  country: v.string(),
  website: nullableText,
  artistStatement: v.string(),
  profileImageUrl: nullableText,
  disciplines,
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

/** The draft with every section (GET /api/my-profile, GET /api/admin/artists/:id). */
export const artistProfile = v.object({
  ...artistProfileRecord.entries,
  socialMedia: v.array(socialMedia),
  education: v.array(education),
  soloExhibitions: v.array(exhibition),
  groupExhibitions: v.array(exhibition),
  awards: v.array(award),
  grants: v.array(grant),
  collections: v.array(collection),
  bibliography: v.array(bibliographyEntry),
  works: v.array(work),
  commissions: v.array(commission),
  teaching: v.array(teaching),
  affiliations: v.array(affiliation),
  galleryItems: v.array(galleryItem),
});
export type ArtistProfile = v.InferOutput<typeof artistProfile>;

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
});
export type ArtistSummary = v.InferOutput<typeof artistSummary>;

/** Review state in the spec's words: Published, Pending, Rejected. */
export type ReviewState = 'approved' | 'pending' | 'rejected';
export function reviewState(profile: { isApproved: boolean; isPending: boolean }): ReviewState {
  if (profile.isPending) return 'pending';
  return profile.isApproved ? 'approved' : 'rejected';
}
