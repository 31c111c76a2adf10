// Deleting stored images with what they illustrate, so that no file outlives every reference to it.
import type { FilterQuery } from '@mikro-orm/core';
import type { Em } from '../../db/orm.ts';
import { logJobFailure } from '../../http/errors.ts';
import { uploadStorageOf, type StorageConfig } from './upload-storage.ts';
import { uploadKeyOf } from './upload-files.ts';
import { Upload } from './upload.entity.ts';

type DataDir = StorageConfig;

export type FileScope = {
  /** Every upload of this artist profile (its portrait, works, gallery). */
  artistId?: number;
  /** Every upload of this user's artist profile, and their own uploads not tied to any profile. */
  userId?: number;
  /** The uploads behind these URLs (any variant); other URLs are ignored. */
  fileUrls?: readonly (string | null | undefined)[];
};

/** Removes the rows first, then the files (or objects): a file that fails to go is an orphan, never a broken image. */
async function deleteUploads(em: Em, config: DataDir, uploads: Upload[]): Promise<void> {
  if (uploads.length === 0) return;
  await em.nativeDelete(Upload, { id: { $in: uploads.map((u) => u.id) } });
  for (const upload of uploads) em.getUnitOfWork().unsetIdentity(upload);
  await (await uploadStorageOf(config)).remove(uploads.flatMap((u) => u.variants));
}

const keysOf = (urls: readonly (string | null | undefined)[]) => [
  ...new Set(urls.map(uploadKeyOf).filter((k): k is string => !!k)),
];

/**
 * Deletes the files of what is being deleted: an item, a profile or a user. Call it before deleting the
 * profile or user rows, since their upload records go with them.
 */
export async function deleteFilesOf(em: Em, config: DataDir, scope: FileScope): Promise<void> {
  const anyOf: FilterQuery<Upload>[] = [];
  if (scope.artistId) anyOf.push({ artist: scope.artistId });
  if (scope.userId) anyOf.push({ artist: { user: scope.userId } }, { owner: scope.userId, artist: null });
  const keys = keysOf(scope.fileUrls ?? []);
  if (keys.length) anyOf.push({ key: { $in: keys } });
  if (anyOf.length === 0) return;
  await deleteUploads(em, config, await em.find(Upload, { $or: anyOf }));
}

/**
 * Whether anything of the upload's artist or owner still shows it: the user's image, the draft or the published
 * snapshot of their profile, a work or a gallery item. Other people's copies of the URL do not count.
 */
async function isStillShown(em: Em, upload: Upload): Promise<boolean> {
  const like = `%${upload.key}%`;
  const artistId = upload.artist?.id ?? null;
  const ownerId = upload.owner?.id ?? null;
  const rows = await em.execute(
    `with profiles as (select id, user_id from artist_profile where id = ? or user_id = ?)
     select 1 from "user" where (id = ? or id in (select user_id from profiles)) and profile_image_url like ?
     union all select 1 from artist_profile where id in (select id from profiles) and (profile_image_url like ? or published::text like ?)
     union all select 1 from work where artist_id in (select id from profiles) and image_url like ?
     union all select 1 from gallery_item where artist_id in (select id from profiles) and file_url like ?
     limit 1`,
    [artistId, ownerId, ownerId, like, like, like, like, like],
  );
  return rows.length > 0;
}

/**
 * Deletes the uploads behind these URLs unless something still shows them; call it after a change has
 * replaced or dropped an image (a new portrait, a deleted work, a published snapshot that moved on).
 */
export async function releaseFiles(
  em: Em,
  config: DataDir,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  const keys = keysOf(urls);
  if (keys.length === 0) return;
  const uploads = await em.find(Upload, { key: { $in: keys } });
  const unused: Upload[] = [];
  for (const upload of uploads) if (!(await isStillShown(em, upload))) unused.push(upload);
  await deleteUploads(em, config, unused);
}

/** Every stored-image URL inside a value (a published snapshot, say), to release what it showed. */
export function uploadUrlsIn(value: unknown): string[] {
  if (typeof value === 'string') return uploadKeyOf(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(uploadUrlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(uploadUrlsIn);
  return [];
}

/** An image nothing shows is deleted once it is this old: time enough to save the work it was uploaded for. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads older than `olderThanMs` that nothing shows anywhere (an account image, a draft or published
 * profile, a work, a gallery item): an image uploaded and never saved, or one left behind by a failed request.
 * At most `limit` per call; answers how many went.
 */
export async function sweepUnusedUploads(
  em: Em,
  config: DataDir,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<number> {
  const cutoff = new Date(Date.now() - (options.olderThanMs ?? UNUSED_UPLOAD_GRACE_MS));
  // Every upload key any row shows: the 32 hex characters of /uploads/xx/<key>... in each image column and in
  // the published snapshots (which hold every image of a published page).
  const key = `substring(%s from '/uploads/[0-9a-f]{2}/([0-9a-f]{32})')`;
  const rows = await em.execute<{ id: number | string }[]>(
    `with shown as (
       select ${key.replace('%s', 'profile_image_url')} as k from "user" where profile_image_url like '/uploads/%'
       union select ${key.replace('%s', 'profile_image_url')} from artist_profile where profile_image_url like '/uploads/%'
       union select (regexp_matches(published::text, '/uploads/[0-9a-f]{2}/([0-9a-f]{32})', 'g'))[1] from artist_profile where published is not null
       union select ${key.replace('%s', 'image_url')} from work where image_url like '/uploads/%'
       union select ${key.replace('%s', 'file_url')} from gallery_item where file_url like '/uploads/%'
     )
     select u.id from upload u
      where u.created_at < ? and not exists (select 1 from shown where shown.k = u.key)
      order by u.id limit ?`,
    [cutoff, options.limit ?? 500],
  );
  if (rows.length === 0) return 0;
  const uploads = await em.find(Upload, { id: { $in: rows.map((r) => Number(r.id)) } });
  await deleteUploads(em, config, uploads);
  return uploads.length;
}

/**
 * Sweeps unused uploads every hour (the first a minute after start), in the background; stop() ends it. A sweep
 * that fails is logged and tried again at the next hour.
 */
export function startUnusedUploadSweeper(
  fork: () => Em,
  config: DataDir,
  log: {
    info: (o: object, m: string) => void;
    warn: (o: object, m: string) => void;
    error: (o: object, m: string) => void;
  },
  everyMs = 60 * 60 * 1000,
): { stop: () => void } {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      let total = 0;
      for (;;) {
        const deleted = await sweepUnusedUploads(fork(), config);
        total += deleted;
        if (deleted === 0 || total >= 10_000) break;
      }
      if (total > 0) log.info({ deleted: total }, 'unused uploads deleted');
    } catch (err) {
      logJobFailure(log, err, 'unused upload sweep failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void sweep(), 60_000);
  const timer = setInterval(() => void sweep(), everyMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
