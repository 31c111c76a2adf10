// Saved CV selections: owner-only CRUD, with every chosen entry checked against the artist's own draft.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  CvSelectionMessages as M,
  DEFAULT_CV_OPTIONS,
  ServerMessages,
  parseEntryRef,
  SECTION_KINDS,
  type ArtistProfile as ArtistSource,
  type CvOptions,
  type CvSelectionInput,
  type CvSelectionPatch,
  type SectionKind,
} from '@oeuvre/contract';
import { sourceEntries } from '@oeuvre/cv-document';
import type { Em } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { DRAFT_RELATIONS, presentDraft } from '../artists/artist.presenter.ts';
import { SECTION_STORES } from '../sections/section.registry.ts';
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

/** Whether a ref that is not among the artist's entries names an entry of someone else (else it is unknown). */
async function ownedByOther(em: Em, artistId: number, ref: string): Promise<boolean> {
  const parsed = parseEntryRef(ref);
  if (!parsed || !(SECTION_KINDS as readonly string[]).includes(parsed.kind)) return false;
  const { entity, scope } = SECTION_STORES[parsed.kind as SectionKind];
  const row = await em.findOne(entity, { id: parsed.id, ...scope }, { fields: ['artist'] });
  return row !== null && row.artist.id !== artistId;
}

/**
 * 400 naming the chosen entries and works that are not the artist's: unknown ones first, then another
 * artist's. Private entries are the artist's own and may be chosen.
 */
async function checkChoices(em: Em, profile: ArtistProfile, options: CvOptions): Promise<void> {
  await em.populate(profile, DRAFT_RELATIONS);
  const source: ArtistSource = presentDraft(profile);
  const entries = sourceEntries(source);
  const missing: string[] = [];
  for (const { section, entries: chosen } of options.sections) {
    const refs = new Set(entries[section].map((e) => e.ref));
    for (const ref of chosen ?? []) if (!refs.has(ref) && !missing.includes(ref)) missing.push(ref);
  }
  const works = new Set(source.works.map((w) => w.id));
  for (const id of options.works ?? []) if (!works.has(id)) missing.push(`works:${id}`);
  if (missing.length === 0) return;
  const others: string[] = [];
  for (const ref of missing) if (await ownedByOther(em, profile.id, ref)) others.push(ref);
  const unknown = missing.filter((ref) => !others.includes(ref));
  if (unknown.length > 0) throw badRequest(M.unknownEntries(unknown), 'sections');
  throw badRequest(M.otherArtistEntries(others), 'sections');
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
  return saving(async () => {
    const selection = em.create(CvSelection, { artist: profile, name, options });
    await em.flush();
    return selection;
  });
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
  await checkChoices(em, profile, options);
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
