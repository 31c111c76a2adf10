// Applying an import: the chosen entries (as the artist edited them) go into the draft in one transaction, through
// the same review step as an entry added by hand (markChanged): nothing imported is public before an approval.
import { LockMode } from '@mikro-orm/core';
import * as v from 'valibot';
import {
  artistProfileInput,
  CV_IMPORT_PERSON_FIELDS,
  CV_IMPORT_SECTIONS,
  CvImportMessages as M,
  SECTION_ENTRIES_MAX,
  SECTIONS,
  ValidationMessages,
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
import { draftEntries } from './cv-import.duplicates.ts';
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
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );

/** One entry validated by its section's add schema: a 400 naming it (`name`) and its field (under `at`) otherwise. */
function validated(
  section: CvImportSection,
  fields: Record<string, unknown>,
  name: string,
  at: string,
): Chosen {
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
  const lines = (request.lines ?? []).map((line, i) =>
    validated(line.section, line.fields, `line ${i + 1}`, `lines.${i}`),
  );
  return [...read, ...lines];
}

/**
 * A website as CVs print it, without its scheme ('www.studio.example'), is the https address: the profile takes only
 * http(s) addresses, and the review showed it filled in, so it must not be dropped.
 */
const withScheme = (field: CvImportPersonField, value: string) =>
  field === 'website' && !/^[a-z][a-z\d+.-]*:/i.test(value.trim()) ? `https://${value.trim()}` : value;

/** A value of the CV's person that the profile form would accept for `field` (as the profile stores it), or null. */
function accepted<F extends CvImportPersonField>(
  field: F,
  value: string | null | undefined,
): ArtistProfile[F] | null {
  if (!value?.trim()) return null;
  const result = v.safeParse(artistProfileInput.entries[field], withScheme(field, value));
  const output: unknown = result.success ? result.output : null;
  return (typeof output === 'string' && output) || typeof output === 'number'
    ? (output as ArtistProfile[F])
    : null;
}

/** A profile field holds something: text that is not blank, or a number (the birth year). */
const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

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
      const issue = v.safeParse(artistProfileInput.entries[field], withScheme(field, value));
      throw badRequest(issue.success ? M.nameRequired : issue.issues[0].message, `details.${field}`);
    }
    person[field] = value.trim() ? value : null;
  }
  return person;
}

const PERSON_FIELDS = ['city', 'country', 'website', 'email', 'birthYear', 'birthPlace'] as const;

/**
 * Fills the profile's empty fields from the CV's person; a filled one changes only when the artist asked for it
 * (`replace`). The names of the fields written.
 */
function fillEmpty(
  profile: ArtistProfile,
  person: CvImportPerson,
  replace: readonly CvImportPersonField[] = [],
): string[] {
  const filled: string[] = [];
  for (const field of CV_IMPORT_PERSON_FIELDS) {
    const value = accepted(field, person[field]);
    if (value === null || value === profile[field]) continue;
    if (isFilled(profile[field]) && !replace.includes(field)) continue;
    (profile as Record<CvImportPersonField, unknown>)[field] = value;
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
    birthYear: accepted('birthYear', person.birthYear),
    birthPlace: accepted('birthPlace', person.birthPlace),
  });
  await em.flush();
  return profile;
}

/** Each section's next position, and how many entries it holds. */
async function sectionsNow(em: Em, artistId: number, sections: Iterable<CvImportSection>) {
  const next = new Map<CvImportSection, { position: number; count: number }>();
  for (const section of new Set(sections)) {
    const { entity, scope } = SECTION_STORES[section];
    const where = { artist: artistId, ...scope } as never;
    // One after the other: the transaction has one connection, which runs one statement at a time.
    const last = await em.findOne(entity, where, {
      orderBy: { position: 'desc' } as never,
      fields: ['position'] as never,
    });
    const count = await em.count(entity, where);
    next.set(section, { position: (last?.position ?? -1) + 1, count });
  }
  return next;
}

async function applyIn(
  em: Em,
  user: User,
  id: number,
  request: ApplyRequest,
  files?: FilesDir,
): Promise<CvImportApplyResult> {
  const row = await em.findOne(
    CvImport,
    { id, owner: user.id, expiresAt: { $gt: new Date() } },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!row) throw notFound();
  if (row.status !== 'ready' || !row.result)
    throw conflict(row.status === 'reading' ? M.notReady : (row.message ?? M.failed));
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

  const draft = await draftEntries(
    em,
    user.id,
    chosen.map((c) => c.section),
  );
  const sections = await sectionsNow(
    em,
    profile.id,
    chosen.map((c) => c.section),
  );
  const added = Object.fromEntries(CV_IMPORT_SECTIONS.map((s) => [s, 0])) as Record<CvImportSection, number>;
  let skipped = 0;
  const fresh: typeof chosen = [];
  for (const entry of chosen) {
    if (draft.has(entry.section, entry.input)) {
      skipped += 1;
      continue;
    }
    draft.add(entry.section, entry.input);
    fresh.push(entry);
    added[entry.section] += 1;
  }
  // A section past its cap refuses the whole import (the transaction writes nothing, not even a new profile).
  for (const [section, now] of sections) {
    if (now.count + added[section] > SECTION_ENTRIES_MAX)
      throw badRequest(ValidationMessages.sectionFull, 'entries');
  }
  let publicChange = false;
  for (const { section, input } of fresh) {
    const { entity, scope } = SECTION_STORES[section];
    const now = sections.get(section)!;
    em.create(entity, { ...input, ...scope, artist: profile, position: now.position++ } as never);
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
