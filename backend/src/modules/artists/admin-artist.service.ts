// What admins do with artists: review queue, published list, edit (draft and published at once), delete.
import {
  artistDisplayName,
  ServerMessages,
  type AdminArtistPatch,
  type ArtistProfileRecord,
  type PendingApproval,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import type { User } from '../users/user.entity.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { DRAFT_RELATIONS, presentDraft, presentRecord } from './artist.presenter.ts';
import { deleteFilesOf } from '../uploads/upload-cleanup.service.ts';
import { applyAdminEdit, type FilesDir } from './publishing.service.ts';

export async function findProfileOrFail(em: Em, id: number): Promise<ArtistProfile> {
  const profile = await em.findOne(ArtistProfile, { id });
  if (!profile) throw notFound('Artist profile not found');
  return profile;
}

export async function findDraftOrFail(em: Em, id: number): Promise<ArtistProfile> {
  const profile = await em.findOne(ArtistProfile, { id }, { populate: DRAFT_RELATIONS });
  if (!profile) throw notFound('Artist profile not found');
  return profile;
}

/**
 * Every artist the public can see (a published version exists), newest first. Read as plain rows: at 100,000
 * artists, building entities would cost seconds.
 */
export async function listPublishedRecords(em: Em): Promise<ArtistProfileRecord[]> {
  return recordsWhere(em, `"published_at" is not null order by "created_at" desc, "id" desc`);
}

/**
 * Every rejected profile (neither approved nor waiting), latest first: those never published,
 * which no other admin list shows, and published ones whose last change was turned down.
 */
export async function listRejectedRecords(em: Em): Promise<ArtistProfileRecord[]> {
  return recordsWhere(em, `not "is_approved" and not "is_pending" order by "updated_at" desc, "id" desc`);
}

/** The admin records of the profiles a where clause (with its order and limit) selects, read as plain rows. */
export async function recordsWhere(em: Em, whereAndOrder: string, params: unknown[] = []): Promise<ArtistProfileRecord[]> {
  const rows = await em.execute<RecordRow[]>(
    `select "id", "slug", "full_name", "display_name", "email", "show_email", "city", "country", "birth_year",
       "birth_place", "website", "artist_statement", "profile_image_url", "disciplines", "wikidata", "ulan", "isni",
       "orcid", "featured", "is_approved", "is_pending", "rejection_reason", "published_at", "created_at", "updated_at",
       "version"
     from "artist_profile" where ${whereAndOrder}`,
    params,
  );
  return rows.map((row) =>
    presentRecord({
      id: row.id,
      slug: row.slug,
      fullName: row.full_name,
      displayName: row.display_name,
      email: row.email,
      showEmail: row.show_email,
      city: row.city,
      country: row.country,
      birthYear: row.birth_year,
      birthPlace: row.birth_place,
      website: row.website,
      artistStatement: row.artist_statement,
      profileImageUrl: row.profile_image_url,
      disciplines: row.disciplines,
      wikidata: row.wikidata,
      ulan: row.ulan,
      isni: row.isni,
      orcid: row.orcid,
      featured: row.featured,
      isApproved: row.is_approved,
      isPending: row.is_pending,
      rejectionReason: row.rejection_reason,
      publishedAt: row.published_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      version: row.version,
    }),
  );
}

type RecordRow = {
  id: number;
  slug: string;
  full_name: string;
  display_name: string | null;
  email: string;
  show_email: boolean;
  city: string;
  country: string;
  birth_year: number | null;
  birth_place: string | null;
  website: string | null;
  artist_statement: string;
  profile_image_url: string | null;
  disciplines: string[];
  wikidata: string | null;
  ulan: string | null;
  isni: string | null;
  orcid: string | null;
  featured: boolean;
  is_approved: boolean;
  is_pending: boolean;
  rejection_reason: string | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
};

/** A draft (its sections loaded) beside the version the public sees now, when there is one. */
export function presentForReview(profile: ArtistProfile): PendingApproval {
  return { ...presentDraft(profile), published: profile.published ?? null };
}

/** The review queue, longest waiting first: each draft, and what the public sees now when already published. */
export async function pendingApprovals(em: Em): Promise<PendingApproval[]> {
  const profiles = await em.find(
    ArtistProfile,
    { isPending: true },
    { populate: DRAFT_RELATIONS, orderBy: { submittedAt: 'asc', id: 'asc' } },
  );
  return profiles.map(presentForReview);
}

/**
 * An admin edit: no review; the fields given change on the draft and the published version together, the rest of
 * the draft (a change waiting for review, or a rejected one) stays as it is. A stale version is refused.
 */
export async function updateArtistAsAdmin(
  em: Em,
  admin: User,
  id: number,
  input: AdminArtistPatch,
  files?: FilesDir,
): Promise<ArtistProfile> {
  const profile = await findProfileOrFail(em, id);
  const { version, ...change } = input;
  if (version !== undefined && version !== profile.version) throw conflict(ServerMessages.conflict);
  await applyAdminEdit(em, profile, change, files);
  await recordActivity(em, {
    type: 'artist',
    message: `${admin.email} edited ${artistDisplayName(profile)}'s profile`,
    actor: admin,
    subjectType: 'artist',
    subjectId: profile.id,
  });
  return profile;
}

/**
 * Features an artist or stops featuring them, at once and without review: the flag on the profile and on the published
 * version (which the artist page, the directory's card and the landing page read). Recorded in the activity log.
 */
export async function setFeatured(em: Em, admin: User, id: number, featured: boolean): Promise<ArtistProfile> {
  const profile = await findProfileOrFail(em, id);
  if (profile.featured === featured) return profile;
  profile.featured = featured;
  if (profile.published) {
    const published = { ...profile.published };
    if (featured) published.featured = true;
    else delete published.featured;
    profile.published = published;
  }
  await em.flush();
  await recordActivity(em, {
    type: 'artist',
    message: `${admin.email} ${featured ? 'featured' : 'stopped featuring'} ${artistDisplayName(profile)}`,
    actor: admin,
    subjectType: 'artist',
    subjectId: profile.id,
  });
  return profile;
}

/**
 * Deletes a profile with its stored images, then every row that hangs on it (the database cascades sections,
 * gallery, connections).
 */
export async function deleteArtist(em: Em, admin: User, id: number, files: FilesDir): Promise<void> {
  const profile = await findProfileOrFail(em, id);
  const name = artistDisplayName(profile);
  await deleteFilesOf(em, files, { artistId: id });
  await em.nativeDelete(ArtistProfile, { id });
  em.getUnitOfWork().unsetIdentity(profile);
  await recordActivity(em, {
    type: 'artist',
    message: `${admin.email} deleted ${name}'s profile`,
    actor: admin,
    subjectType: 'artist',
    subjectId: id,
  });
}
