// One implementation of add, change and remove for every CV section, driven by the section registry.
import {
  SECTION_ENTRIES_MAX,
  ValidationMessages,
  isPrivateEntry,
  type SectionInput,
  type SectionItem,
  type SectionKind,
  type SectionPatch,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { authorize, isActive } from '../../http/policy.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { canEditProfile, loadEditableProfile } from '../artists/artist.policy.ts';
import { hideFromPublished, markChanged, type FilesDir } from '../artists/publishing.service.ts';
import { releaseFiles, uploadUrlsIn } from '../uploads/upload-cleanup.service.ts';
import type { User } from '../users/user.entity.ts';
import { presentSectionItem, SECTION_STORES, type SectionRow } from './section.registry.ts';

/** An item named by a path: its own id, and the artist id too on nested paths (/api/artists/:id/awards/:itemId). */
export interface ItemRef {
  id: number;
  artistId?: number;
}

const definedOnly = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

const NOT_YOURS = 'You can only change your own profile';

/** An active admin may change every item, so an id they cannot find may be told unknown to them (404). */
const changesEveryProfile = (user: User) => isActive(user) && user.isAdmin;

function findItem(em: Em, kind: SectionKind, id: number): Promise<SectionRow | null> {
  const { entity, scope } = SECTION_STORES[kind];
  return em.findOne(entity, { id, ...scope } as never, { populate: ['artist'] as never });
}

/**
 * An item named by its id alone (the older sections' flat paths, /api/education/:id): one the caller may not
 * change and one that does not exist both answer 403, so that the answer never tells whether someone else's id
 * exists. An admin is told an unknown id (404). The router asks this before the body is read.
 */
export async function checkItemOwner(em: Em, user: User, kind: SectionKind, id: number): Promise<SectionRow | null> {
  const row = await findItem(em, kind, id);
  authorize(row ? canEditProfile(user, row.artist as ArtistProfile) : changesEveryProfile(user), NOT_YOURS);
  return row;
}

/**
 * The item a change names, if the caller may change it. Flat paths: see checkItemOwner (403 for an unknown id
 * unless admin). Nested paths: the router refused someone else's profile already; an unknown item, or one of
 * another artist than the path names, is 404.
 */
async function loadEditableItem(em: Em, user: User, kind: SectionKind, ref: ItemRef): Promise<SectionRow> {
  if (ref.artistId === undefined) {
    const row = await checkItemOwner(em, user, kind, ref.id);
    if (!row) throw notFound('Item not found');
    return row;
  }
  const row = await findItem(em, kind, ref.id);
  if (!row || row.artist.id !== ref.artistId) throw notFound('Item not found');
  authorize(canEditProfile(user, row.artist as ArtistProfile), NOT_YOURS);
  return row;
}

async function nextPosition(em: Em, kind: SectionKind, artistId: number): Promise<number> {
  const { entity, scope } = SECTION_STORES[kind];
  const last = await em.findOne(entity, { artist: artistId, ...scope } as never, {
    orderBy: { position: 'desc' } as never,
    fields: ['position'] as never,
  });
  return (last?.position ?? -1) + 1;
}

/** Adds an item at the end of the artist's list; the profile goes to review. */
async function addItemIn<K extends SectionKind>(
  em: Em,
  user: User,
  kind: K,
  artistId: number,
  input: SectionInput<K>,
  files?: FilesDir,
): Promise<SectionItem<K>> {
  const profile = await loadEditableProfile(em, user, artistId);
  const { entity, scope } = SECTION_STORES[kind];
  if ((await em.count(entity, { artist: profile.id, ...scope } as never)) >= SECTION_ENTRIES_MAX)
    throw badRequest(ValidationMessages.sectionFull);
  const row = em.create(entity, {
    ...definedOnly(input),
    ...scope,
    artist: profile,
    position: await nextPosition(em, kind, profile.id),
  } as never);
  await em.flush();
  // A private entry changes nothing the public sees: no review.
  if (!isPrivateEntry(row)) await markChanged(em, profile, { actor: user, files });
  return presentSectionItem(kind, row);
}

/** Changes the fields sent (a missing field stays, null clears an optional one); the profile goes to review. */
async function updateItemIn<K extends SectionKind>(
  em: Em,
  user: User,
  kind: K,
  ref: ItemRef,
  patch: SectionPatch<K>,
  files?: FilesDir,
): Promise<SectionItem<K>> {
  const row = await loadEditableItem(em, user, kind, ref);
  const before = presentSectionItem(kind, row);
  const imagesBefore = uploadUrlsIn(before);
  em.assign(row, definedOnly(patch) as never);
  await em.flush();
  const after = presentSectionItem(kind, row);
  const profile = row.artist as ArtistProfile;
  // Hiding an entry takes it off the public page at once; a change to an entry that stays private is not public.
  if (isPrivateEntry(after)) {
    if (!isPrivateEntry(before)) await hideFromPublished(em, profile, kind, before);
  } else await markChanged(em, profile, { actor: user, files });
  if (files) await releaseFiles(em, files, imagesBefore);
  return after;
}

/** Removes an item; its image is deleted once nothing shows it any more (the published CV may still). */
async function removeItemIn(
  em: Em,
  user: User,
  kind: SectionKind,
  ref: ItemRef,
  files?: FilesDir,
): Promise<void> {
  const row = await loadEditableItem(em, user, kind, ref);
  const profile = row.artist as ArtistProfile;
  const images = uploadUrlsIn(presentSectionItem(kind, row));
  em.remove(row);
  await em.flush();
  if (!isPrivateEntry(row)) await markChanged(em, profile, { actor: user, files });
  if (files) await releaseFiles(em, files, images);
}

/**
 * Puts the artist's entries of one section in the order given: the ids must be exactly that section's entries, each
 * once (400 otherwise, nothing changed). The profile goes to review only when the order of its public entries changed.
 */
async function reorderItemsIn<K extends SectionKind>(
  em: Em,
  user: User,
  kind: K,
  artistId: number,
  ids: readonly number[],
  files?: FilesDir,
): Promise<SectionItem<K>[]> {
  const profile = await loadEditableProfile(em, user, artistId);
  const { entity, scope } = SECTION_STORES[kind];
  const rows = await em.find(entity, { artist: profile.id, ...scope } as never, {
    orderBy: { position: 'asc', id: 'asc' } as never,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (ids.length !== rows.length || !ids.every((id) => byId.has(id)))
    throw badRequest(ValidationMessages.sectionOrder, 'ids');
  const publicOrder = (list: readonly SectionRow[]) =>
    list
      .filter((row) => !isPrivateEntry(row))
      .map((row) => row.id)
      .join(',');
  const before = publicOrder(rows);
  const ordered = ids.map((id) => byId.get(id)!);
  ordered.forEach((row, position) => {
    row.position = position;
  });
  await em.flush();
  if (publicOrder(ordered) !== before) await markChanged(em, profile, { actor: user, files });
  return ordered.map((row) => presentSectionItem(kind, row));
}

// Each change runs in one transaction: an entry is stored exactly when its request succeeds.
type Rest<F> = F extends (em: Em, ...rest: infer R) => unknown ? R : never;
export const addItem = <K extends SectionKind>(em: Em, ...rest: Rest<typeof addItemIn<K>>) =>
  em.transactional((tx) => addItemIn<K>(tx, ...rest));
export const updateItem = <K extends SectionKind>(em: Em, ...rest: Rest<typeof updateItemIn<K>>) =>
  em.transactional((tx) => updateItemIn<K>(tx, ...rest));
export const removeItem = (em: Em, ...rest: Rest<typeof removeItemIn>) =>
  em.transactional((tx) => removeItemIn(tx, ...rest));
export const reorderItems = <K extends SectionKind>(em: Em, ...rest: Rest<typeof reorderItemsIn<K>>) =>
  em.transactional((tx) => reorderItemsIn<K>(tx, ...rest));
