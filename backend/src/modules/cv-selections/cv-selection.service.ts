// Saved CV selections: owner-only CRUD, with every chosen entry checked against the artist's own draft.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  CV_SELECTIONS_MAX,
  CvSelectionMessages as M,
  DEFAULT_CV_OPTIONS,
  ServerMessages,
  type ArtistProfile as ArtistSource,
  type CvOptions,
  type CvSelectionInput,
  type CvSelectionPatch,
} from '@oeuvre/contract';
import { draftCvSource, sourceEntries } from '@oeuvre/cv-document';
import type { Em } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { DRAFT_RELATIONS, presentDraft } from '../artists/artist.presenter.ts';
import type { User } from '../users/user.entity.ts';
import { CvSelection } from './cv-selection.entity.ts';

async function ownProfile(em: Em, user: User): Promise<ArtistProfile> {
  const profile = await em.findOne(ArtistProfile, { user: user.id });
  if (!profile) throw notFound(ServerMessages.profileRequired);
  return profile;
}

/** One of the artist's selections; another artist's id is as unknown as a missing one (404). */
async function ownSelection(em: Em, artistId: number, id: number): Promise<CvSelection> {
  const selection = await em.findOne(CvSelection, { id, artist: artistId });
  if (!selection) throw notFound(M.notFound);
  return selection;
}

/**
 * 400 naming the chosen entries and works that are not among the artist's own: missing ones and another artist's
 * alike, so the answer never confirms that someone else's (perhaps private) entry exists. Private entries are the
 * artist's own and may be chosen. The draft is read once (a fixed number of queries, however many refs are sent);
 * each ref is then looked up in a Set.
 */
async function checkChoices(em: Em, profile: ArtistProfile, options: CvOptions): Promise<void> {
  await em.populate(profile, DRAFT_RELATIONS);
  const source: ArtistSource = presentDraft(profile);
  const entries = sourceEntries(draftCvSource(source));
  const unknown = new Set<string>();
  for (const { section, entries: chosen } of options.sections) {
    const refs = new Set(entries[section].map((e) => e.ref));
    for (const ref of chosen ?? []) if (!refs.has(ref)) unknown.add(ref);
  }
  const works = new Set(source.works.map((w) => w.id));
  for (const id of options.works ?? []) if (!works.has(id)) unknown.add(`works:${id}`);
  if (unknown.size > 0) throw badRequest(M.unknownEntries([...unknown]), 'sections');
}

/** Names are unique per artist, whatever their case ("Residency" and "residency" are one name). */
async function checkNameFree(em: Em, artistId: number, name: string, except?: number): Promise<void> {
  const selections = await em.find(CvSelection, { artist: artistId }, { fields: ['id', 'name'] });
  const taken = selections.some(
    (s) => s.id !== except && s.name.toLocaleLowerCase() === name.toLocaleLowerCase(),
  );
  if (taken) throw conflict(M.nameTaken);
}

/** A save that lost a race on the name is the same 409. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(M.nameTaken);
    throw error;
  }
}

export async function listSelections(em: Em, user: User): Promise<CvSelection[]> {
  const profile = await ownProfile(em, user);
  return em.find(CvSelection, { artist: profile.id }, { orderBy: { name: 'asc', id: 'asc' } });
}

export async function createSelection(em: Em, user: User, input: CvSelectionInput): Promise<CvSelection> {
  const profile = await ownProfile(em, user);
  const { name, ...options } = input;
  await checkNameFree(em, profile.id, name);
  await checkChoices(em, profile, options);
  // The count and the insert are one transaction holding the profile's row, so saves sent at once cannot pass the
  // bound together.
  return saving(() =>
    em.transactional(async (tx) => {
      await tx.execute(`select "id" from "artist_profile" where "id" = ? for update`, [profile.id]);
      if ((await tx.count(CvSelection, { artist: profile.id })) >= CV_SELECTIONS_MAX) throw conflict(M.tooManySelections);
      const selection = tx.create(CvSelection, { artist: profile.id, name, options });
      await tx.flush();
      return selection;
    }),
  );
}

export async function updateSelection(
  em: Em,
  user: User,
  id: number,
  patch: CvSelectionPatch,
): Promise<CvSelection> {
  const profile = await ownProfile(em, user);
  const selection = await ownSelection(em, profile.id, id);
  const { name, ...changes } = patch;
  const options: CvOptions = {
    ...selection.options,
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  };
  if (name !== undefined) await checkNameFree(em, profile.id, name, selection.id);
  // Only the choices this change sends are checked: refs saved before, whose entries were deleted or moved since, stay
  // as they are (the documents skip them), so a rename or a changed flag is never refused for them.
  if (changes.sections !== undefined || changes.works !== undefined)
    await checkChoices(em, profile, {
      ...DEFAULT_CV_OPTIONS,
      sections: changes.sections ?? [],
      works: changes.works ?? null,
    });
  return saving(async () => {
    if (name !== undefined) selection.name = name;
    selection.options = options;
    await em.flush();
    return selection;
  });
}

export async function removeSelection(em: Em, user: User, id: number): Promise<void> {
  const profile = await ownProfile(em, user);
  em.remove(await ownSelection(em, profile.id, id));
  await em.flush();
}

/**
 * The options of one of the artist's saved selections (404 for any other id); none = the whole draft with the
 * default options. Entries deleted since it was saved are simply not in the draft any more, so documents skip them.
 */
export async function selectionOptions(em: Em, artistId: number, id: number | undefined): Promise<CvOptions> {
  if (id === undefined) return DEFAULT_CV_OPTIONS;
  return (await ownSelection(em, artistId, id)).options;
}
