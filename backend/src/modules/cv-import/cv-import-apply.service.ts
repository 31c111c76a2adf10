// Applying an import: the chosen entries (as the artist edited them) go into the draft in one transaction, through
// the same review step as an entry added by hand (markChanged): nothing imported is public before an approval.
import { LockMode } from '@mikro-orm/core';
import * as v from 'valibot';
import {
  artistProfileInput,
  CV_IMPORT_PERSON_FIELDS,
  CV_IMPORT_SECTIONS,
  CvImportMessages as M,
  SECTIONS,
  type CvImportApplyResult,
  type CvImportSection,
  type CvImportPerson,
  type CvImportPersonField,
} from '@oeuvre/contract';
import type { Em, Orm } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { loadEditableProfile } from '../artists/artist.policy.ts';
import { markChanged, type FilesDir } from '../artists/publishing.service.ts';
import { uniqueSlug } from '../artists/slug.ts';
import { SECTION_STORES } from '../sections/section.registry.ts';
import { User } from '../users/user.entity.ts';
import { CvImport } from './cv-import.entity.ts';
import { draftKeys, entryKey } from './cv-import.duplicates.ts';
import type { StoredEntry } from './cv-import.types.ts';

type EditedFields = Record<string, string | number | boolean | null>;
export type ApplyRequest = {
  entries: string[];
  person: boolean;
  details?: Partial<Record<CvImportPersonField, string>>;
  replace?: CvImportPersonField[];
  lines?: { section: CvImportSection; fields: EditedFields }[];
  edits?: Record<string, { section?: CvImportSection; fields: EditedFields }>;
};

type Chosen = { section: CvImportSection; input: Record<string, unknown> };

/** A field left blank is a field not given: its default applies, or its own message when it is required. */
const given = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== null && value !== undefined));

/** One entry validated by its section's add schema: a 400 naming it (`name`) and its field (under `at`) otherwise. */
function validated(section: CvImportSection, fields: Record<string, unknown>, name: string, at: string): Chosen {
  const parsed = v.safeParse(SECTIONS[section].input, given(fields));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.') || section;
    throw badRequest(M.invalidEntry(name, field, issue.message), `${at}.fields.${field}`);
  }
  return { section, input: parsed.output as Record<string, unknown> };
}

/**
 * Each chosen entry, edited, then each entry made from an unread line, validated by its section's add schema: the
 * first invalid one is a 400 naming it, and nothing is written.
 */
function validateChosen(entries: readonly StoredEntry[], request: ApplyRequest): Chosen[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const read = [...new Set(request.entries)].map((id) => {
    const entry = byId.get(id);
    if (!entry) throw badRequest(M.unknownEntry(id), 'entries');
    const edit = request.edits?.[id];
    return validated(edit?.section ?? entry.section, edit ? edit.fields : entry.fields, id, `edits.${id}`);
  });
  const lines = (request.lines ?? []).map((line, i) => validated(line.section, line.fields, `line ${i + 1}`, `lines.${i}`));
  return [...read, ...lines];
}

/** A value of the CV's person that the profile form would accept for `field`, or null. */
function accepted(field: CvImportPersonField, value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const result = v.safeParse(artistProfileInput.entries[field], value);
  return result.success && typeof result.output === 'string' && result.output ? result.output : null;
}

/**
 * The details to use: as read from the CV, with the artist's corrections in their place. A correction the profile
 * form would refuse is a 400 naming it (the artist typed it; it is not dropped silently).
 */
function detailsOf(read: CvImportPerson, corrected: ApplyRequest['details']): CvImportPerson {
  const person = { ...read };
  for (const field of CV_IMPORT_PERSON_FIELDS) {
    const value = corrected?.[field];
    if (value === undefined) continue;
    if (value.trim() && !accepted(field, value)) {
      const issue = v.safeParse(artistProfileInput.entries[field], value);
      throw badRequest(issue.success ? M.nameRequired : issue.issues[0].message, `details.${field}`);
    }
    person[field] = value.trim() ? value : null;
  }
  return person;
}

const PERSON_FIELDS = ['city', 'country', 'website', 'email'] as const;

/**
 * Fills the profile's empty fields from the CV's person; a filled one changes only when the artist asked for it
 * (`replace`). The names of the fields written.
 */
function fillEmpty(profile: ArtistProfile, person: CvImportPerson, replace: readonly CvImportPersonField[] = []): string[] {
  const filled: string[] = [];
  for (const field of CV_IMPORT_PERSON_FIELDS) {
    const value = accepted(field, person[field]);
    if (!value || value === profile[field]) continue;
    if (profile[field]?.trim() && !replace.includes(field)) continue;
    profile[field] = value;
    filled.push(field);
  }
  return filled;
}

async function createFromPerson(em: Em, user: User, person: CvImportPerson): Promise<ArtistProfile> {
  const fullName = accepted('fullName', person.fullName);
  if (!fullName) throw badRequest(M.nameRequired, 'person.fullName');
  const account = await em.findOneOrFail(User, user.id);
  const profile = em.create(ArtistProfile, {
    user: account,
    slug: await uniqueSlug(em, fullName),
    fullName,
    email: accepted('email', person.email) ?? account.email,
    city: accepted('city', person.city) ?? '',
    country: accepted('country', person.country) ?? '',
    website: accepted('website', person.website),
  });
  await em.flush();
  return profile;
}

async function nextPositions(em: Em, artistId: number, sections: Iterable<CvImportSection>) {
  const next = new Map<CvImportSection, number>();
  for (const section of new Set(sections)) {
    const { entity, scope } = SECTION_STORES[section];
    const last = await em.findOne(entity, { artist: artistId, ...scope } as never, {
      orderBy: { position: 'desc' } as never,
      fields: ['position'] as never,
    });
    next.set(section, (last?.position ?? -1) + 1);
  }
  return next;
}

async function applyIn(em: Em, user: User, id: number, request: ApplyRequest, files?: FilesDir): Promise<CvImportApplyResult> {
  const row = await em.findOne(
    CvImport,
    { id, owner: user.id, expiresAt: { $gt: new Date() } },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!row) throw notFound();
  if (row.status !== 'ready' || !row.result) throw conflict(row.status === 'reading' ? M.notReady : (row.message ?? M.failed));
  const chosen = validateChosen(row.result.entries, request);
  const person = detailsOf(row.result.person, request.details);

  const own = await em.findOne(ArtistProfile, { user: user.id }, { fields: ['id'] });
  let profile: ArtistProfile;
  let personFields: string[] = [];
  if (!own) {
    if (!request.person) throw badRequest(M.nameRequired, 'person');
    profile = await createFromPerson(em, user, person);
    personFields = ['fullName', ...PERSON_FIELDS.filter((f) => profile[f])];
  } else {
    profile = await loadEditableProfile(em, user, own.id);
    if (request.person) personFields = fillEmpty(profile, person, request.replace);
  }

  const keys = await draftKeys(em, user.id, chosen.map((c) => c.section));
  const positions = await nextPositions(em, profile.id, chosen.map((c) => c.section));
  const added = Object.fromEntries(CV_IMPORT_SECTIONS.map((s) => [s, 0])) as Record<CvImportSection, number>;
  let skipped = 0;
  let publicChange = false;
  for (const { section, input } of chosen) {
    const key = entryKey(section, input);
    if (keys.has(key)) {
      skipped += 1;
      continue;
    }
    keys.add(key);
    const { entity, scope } = SECTION_STORES[section];
    const position = positions.get(section)!;
    positions.set(section, position + 1);
    em.create(entity, { ...input, ...scope, artist: profile, position } as never);
    added[section] += 1;
    if (input.visibility !== 'private') publicChange = true;
  }
  em.remove(row);
  await em.flush();
  if (!own || publicChange || personFields.length > 0) {
    await markChanged(em, profile, { actor: em.getReference(User, user.id), created: !own, files });
  }
  return { artistId: profile.id, added, skipped, personFields };
}

/** Applies the owner's import (404 for anyone else's; 409 while it is read or when it failed). */
export function applyCvImport(orm: Orm, user: User, id: number, request: ApplyRequest, files?: FilesDir) {
  return orm.em.fork().transactional((tx) => applyIn(tx, user, id, request, files));
}
