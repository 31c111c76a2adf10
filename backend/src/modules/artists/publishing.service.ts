// Review and publishing: artists edit a draft; approval copies it into the public snapshot, the one source of every
// public view (the page and its first view, schema.org data, the sitemap, the directory's CV search, the public PDFs and
// JSON Resume). Each entry of the snapshot keeps the id of the draft row it was made from.
import { LockMode, raw } from '@mikro-orm/core';
import {
  artistDisplayName,
  PUBLIC_PAGE_SECTIONS,
  SECTION_KINDS,
  toPublicArtist,
  type ArtistProfile as ArtistDraft,
  type PublicArtist,
  type SectionKind,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { emailProfileApproved, emailProfileNotApproved } from '../email/notify.ts';
import { releaseFiles, uploadUrlsIn } from '../uploads/upload-cleanup.service.ts';
import { withImageSizes } from '../uploads/image-sizes.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import type { User } from '../users/user.entity.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { DRAFT_RELATIONS, presentDraft } from './artist.presenter.ts';

/** Where stored files live; given, images the change stopped showing are deleted (uploads decide what is unused). */
export type FilesDir = { dataDir: string };

/** Whether changes wait for an admin (site setting requireApproval). */
export async function approvalRequired(em: Em): Promise<boolean> {
  return (await getSiteSettings(em)).requireApproval;
}

/** The profile with every list of its draft freshly read from the database (call after flushing). */
export async function loadDraft(em: Em, id: number): Promise<ArtistProfile> {
  return em.findOneOrFail(ArtistProfile, id, { populate: DRAFT_RELATIONS, refresh: true });
}

/**
 * Work that must see and write the profile in one transaction: the caller's own when there is one (a section change
 * runs in one), else a new one.
 */
function inTransaction<T>(em: Em, work: (tx: Em) => Promise<T>): Promise<T> {
  return em.isInTransaction() ? work(em) : em.transactional(work);
}

/**
 * The profile row locked until the transaction ends, read afresh: a publication and the hiding of an entry each read
 * the state they change while no other change of the same profile can commit in between (a section change commits its
 * row together with the profile's review state, so a change either is seen here whole, or waits and comes after).
 */
function lockProfile(em: Em, id: number): Promise<ArtistProfile> {
  return em.findOneOrFail(ArtistProfile, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * The public shape built from the draft and its sections, which must be loaded: the draft's public entries only (the
 * contract's visibility rule), each with its draft row's id.
 */
export function snapshot(
  profile: ArtistProfile,
  publishedAt: Date = profile.publishedAt ?? new Date(),
): PublicArtist {
  return toPublicArtist({ ...presentDraft(profile), publishedAt: publishedAt.toISOString() });
}

/**
 * Copies the current draft into the published snapshot: the public now sees it. In the transaction of the change or
 * approval that makes it, with the profile locked, so the draft it reads is the one that change leaves.
 */
async function publish(em: Em, profile: ArtistProfile, files?: FilesDir): Promise<void> {
  await em.flush();
  await lockProfile(em, profile.id);
  const shownBefore = uploadUrlsIn(profile.published);
  const draft = await loadDraft(em, profile.id);
  const now = new Date();
  draft.published = await withImageSizes(em, snapshot(draft, now));
  draft.publishedAt = now;
  draft.isApproved = true;
  draft.isPending = false;
  draft.rejectionReason = null;
  await em.flush();
  if (files) await releaseFiles(em, files, shownBefore);
}

const nameOf = (profile: ArtistProfile) => artistDisplayName(profile);

/** An admin approves: the draft becomes the published version. */
export async function approve(
  em: Em,
  profile: ArtistProfile,
  actor: User,
  files?: FilesDir,
): Promise<ArtistProfile> {
  // One transaction: the approval and its email are stored together or not at all.
  await em.transactional(async (tx) => {
    await publish(tx, profile, files);
    await emailProfileApproved(tx, profile);
    await recordActivity(tx, {
      type: 'approval',
      message: `${nameOf(profile)}'s profile was approved`,
      actor,
      subjectType: 'artist',
      subjectId: profile.id,
    });
  });
  return profile;
}

/**
 * An admin rejects: the owner sees Not Approved with the reason. An artist approved before keeps the last
 * approved version public; the rejection concerns the change under review (removing an artist is a delete).
 */
export async function reject(
  em: Em,
  profile: ArtistProfile,
  actor: User,
  reason?: string | null,
): Promise<ArtistProfile> {
  profile.isApproved = false;
  profile.isPending = false;
  profile.rejectionReason = reason?.trim() || null;
  await emailProfileNotApproved(em, profile); // written by the same flush as the rejection
  await em.flush();
  await recordActivity(em, {
    type: 'rejection',
    message: `${nameOf(profile)}'s profile was rejected${profile.rejectionReason ? `: ${profile.rejectionReason}` : ''}`,
    actor,
    subjectType: 'artist',
    subjectId: profile.id,
  });
  return profile;
}

/**
 * After any change by the artist (profile or section): the profile goes to review, or is re-published at once
 * when the site does not require approval. A 'submission' is logged when it enters review (or is created).
 */
export async function markChanged(
  em: Em,
  profile: ArtistProfile,
  options: { actor?: User | null; created?: boolean; files?: FilesDir } = {},
): Promise<ArtistProfile> {
  const entersReview = options.created || !profile.isPending;
  const review = await approvalRequired(em);
  if (review) {
    await em.flush(); // the caller's own changes, checked against the version they were read at
    const now = new Date();
    // Into review in one statement, so two changes at once (two CV entries added together) both succeed,
    // while the version still moves and an admin saving from an older copy gets 409.
    await em.nativeUpdate(ArtistProfile, { id: profile.id }, {
      isPending: true,
      isApproved: false,
      rejectionReason: null,
      updatedAt: now,
      ...(entersReview ? { submittedAt: now } : {}),
      version: raw('version + 1'),
    });
    await em.refresh(profile);
  } else {
    profile.updatedAt = new Date();
    // The change and the version it publishes are stored together.
    await inTransaction(em, (tx) => publish(tx, profile, options.files));
  }
  if (entersReview && (review || options.created)) {
    await recordActivity(em, {
      type: 'submission',
      message: options.created
        ? `${nameOf(profile)} created a profile${review ? ' for review' : ' (published without review)'}`
        : `${nameOf(profile)} submitted changes for review`,
      actor: options.actor ?? null,
      subjectType: 'artist',
      subjectId: profile.id,
    });
  }
  return profile;
}

/** The fields of the basic info that an admin edit changes on the draft and the published version alike. */
export type BasicInfo = Partial<
  Pick<
    PublicArtist,
    | 'fullName'
    | 'displayName'
    | 'email'
    | 'website'
    | 'city'
    | 'country'
    | 'artistStatement'
    | 'profileImageUrl'
    | 'disciplines'
  >
>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Admin edits apply to the draft and, when there is one, the published version at once (no review). Only the fields
 * given change; a field given with the value the public already sees is no change (a form that sends every field of
 * the published version must not undo the artist's change waiting for review). Never publishes anything else. Both
 * are written by one statement, checked against the profile's version: a publication in between makes it a conflict,
 * never an edit of an older published version.
 */
export async function applyAdminEdit(
  em: Em,
  profile: ArtistProfile,
  change: BasicInfo,
  files?: FilesDir,
): Promise<ArtistProfile> {
  const published = profile.published as Record<string, unknown> | null;
  const defined = Object.fromEntries(
    Object.entries(change).filter(
      ([field, value]) => value !== undefined && !(published && sameValue(published[field], value)),
    ),
  ) as BasicInfo;
  const imagesBefore = [
    profile.profileImageUrl,
    profile.published?.profileImageUrl,
  ];
  Object.assign(profile, defined);
  if (profile.published) profile.published = { ...profile.published, ...defined };
  await em.flush();
  if (files) await releaseFiles(em, files, imagesBefore);
  return profile;
}

/** The published version's lists: one per section of the public page. */
type PublicList = {
  [K in keyof PublicArtist]-?: PublicArtist[K] extends readonly object[] ? K : never;
}[keyof PublicArtist];

/** The id a published entry keeps of its draft row (none in versions published before entries kept it). */
const idOf = (entry: object): number | undefined => {
  const id = (entry as { id?: unknown }).id;
  return typeof id === 'number' ? id : undefined;
};

/** A draft with nothing in it but one entry of one section, to see that entry the way the public page shows it. */
function publicFormOf(kind: SectionKind, entry: object): { list: PublicList; entry: object } | null {
  const lists = Object.fromEntries(
    [...SECTION_KINDS, 'galleryItems'].map((k) => [
      k,
      k === kind ? [{ ...entry, visibility: 'public' }] : [],
    ]),
  );
  const page = toPublicArtist({ ...lists } as unknown as ArtistDraft);
  const list = PUBLIC_PAGE_SECTIONS.map((s) => s.key as PublicList).find((l) => page[l].length > 0);
  return list ? { list, entry: page[list][0]! } : null;
}

/** What the server adds to a published entry beside the artist's own words (a work's image size), and its id. */
const NOT_WORDING = new Set(['id', 'imageWidth', 'imageHeight']);

/** Two public entries read the same when every field does (stored JSON may order keys differently). */
function sameWording(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])]
    .filter((k) => !NOT_WORDING.has(k))
    .every((k) => (x[k] ?? null) === (y[k] ?? null));
}

/**
 * An entry made private leaves the public page at once, without review and without touching the review state: its
 * published copy, named by its draft row's id, is removed from the published version, and nothing else is (a change
 * waiting for review keeps waiting; the other published entries stay exactly as they were approved). The directory's
 * CV search follows the published version (entity hook). In the transaction of the change, with the profile locked.
 *
 * A version published before entries kept their ids names none: with no change waiting it is taken again from the
 * draft, which is then what was published (and the entries get their ids); with a change waiting, the one entry that
 * reads exactly as the hidden one did is removed, and only it.
 */
export async function hideFromPublished(
  em: Em,
  profile: ArtistProfile,
  kind: SectionKind,
  entry: { id: number } & object,
): Promise<void> {
  await inTransaction(em, async (tx) => {
    await tx.flush();
    const locked = await lockProfile(tx, profile.id);
    const published = locked.published;
    if (!published) return;
    const lists = published as unknown as Record<string, object[] | undefined>;
    const sections = PUBLIC_PAGE_SECTIONS.filter((s) => s.kinds.includes(kind));
    const withoutIds = sections.some((s) => (lists[s.key] ?? []).some((e) => idOf(e) === undefined));
    let next: Record<string, object[] | undefined>;
    if (!withoutIds) {
      next = { ...lists };
      for (const section of sections) {
        const list = lists[section.key];
        if (list)
          next[section.key] = list.filter((e) => !(idOf(e) === entry.id && section.kindOf(e) === kind));
      }
    } else if (locked.isApproved && !locked.isPending) {
      const draft = await loadDraft(tx, locked.id);
      next = (await withImageSizes(
        tx,
        snapshot(draft, locked.publishedAt ?? new Date()),
      )) as unknown as Record<string, object[] | undefined>;
    } else {
      next = { ...lists };
      const form = publicFormOf(kind, entry);
      const list = form ? lists[form.list] : undefined;
      const at = form && list ? list.findIndex((e) => sameWording(e, form.entry)) : -1;
      if (form && list && at >= 0) next[form.list] = list.filter((_, i) => i !== at);
    }
    locked.published = next as unknown as PublicArtist;
    await tx.flush();
  });
}
