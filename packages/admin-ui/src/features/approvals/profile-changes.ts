// What changed in a draft since its published version, by meaning: field by field, and per section the entries
// added, removed or changed (with each changed field's old and new value). Values are read in one fixed order per
// section, so the stored snapshot's key order (the database reorders JSON keys) never makes a change.
import {
  DISCIPLINE_LABELS,
  PUBLIC_PAGE_SECTIONS,
  type PendingApproval,
  type PublicArtist,
  type PublicSection,
  toPublicArtist,
} from '@oeuvre/contract';

export interface FieldChange {
  field: string;
  label: string;
  published: string;
  draft: string;
  /** The values are image addresses: show thumbnails. */
  image?: boolean;
}

/** One value of an entry, labelled, in its section's order. */
export interface EntryValue {
  field: string;
  label: string;
  value: string;
  image?: boolean;
}

export interface Entry {
  /** The entry's name: its first value (title, name, institution...). */
  title: string;
  values: EntryValue[];
}

export interface ChangedEntry {
  title: string;
  changes: FieldChange[];
}

export interface SectionChange {
  section: string;
  label: string;
  /** Entries only the published version has. */
  removed: Entry[];
  /** Entries only the draft has. */
  added: Entry[];
  /** The same entry (by id, else by its name) with other values. */
  changed: ChangedEntry[];
}

export interface ProfileChanges {
  fields: FieldChange[];
  sections: SectionChange[];
}

type FieldSpec = readonly [field: string, label: string, image?: 'image'];

export const PROFILE_FIELDS = [
  ['fullName', 'Full name'],
  ['displayName', 'Display name'],
  ['email', 'Email'],
  ['city', 'City'],
  ['country', 'Country'],
  ['birthYear', 'Year of birth'],
  ['birthPlace', 'Place of birth'],
  ['website', 'Website'],
  ['artistStatement', 'Artist statement'],
  ['profileImageUrl', 'Profile image', 'image'],
  ['disciplines', 'Disciplines'],
] as const satisfies readonly (readonly [keyof PublicArtist, string, 'image'?])[];

type ReviewSection = readonly [section: keyof PublicArtist, label: string, fields: readonly FieldSpec[]];

/** The review's sections of the published page's ones: each name, with its values in reading order. */
export const reviewSectionsOf = (sections: readonly PublicSection[]): readonly ReviewSection[] =>
  sections.map((s) => [
    s.key as keyof PublicArtist,
    s.label,
    s.fields.map((f): FieldSpec => (f.image ? [f.name, f.label, 'image'] : [f.name, f.label])),
  ]);

/** Section names as the public page shows them, each with its values in reading order. */
export const PUBLIC_SECTIONS = reviewSectionsOf(PUBLIC_PAGE_SECTIONS);

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim();

export function profileFieldText(field: (typeof PROFILE_FIELDS)[number][0], artist: PublicArtist): string {
  if (field === 'disciplines') {
    return (artist.disciplines ?? []).map((d) => DISCIPLINE_LABELS[d] ?? d).join(', ');
  }
  // The statement keeps its paragraphs (a blank line between them), each read as one line.
  if (field === 'artistStatement') {
    return (artist.artistStatement ?? '')
      .split(/\n\s*\n/)
      .map(text)
      .filter(Boolean)
      .join('\n\n');
  }
  return text(artist[field]);
}

/** An entry's values in its section's order (empty ones left out). */
export function entryOf(raw: object, fields: readonly FieldSpec[]): Entry {
  const record = raw as Record<string, unknown>;
  const values = fields
    .map(([field, label, image]) => ({
      field,
      label,
      value: text(record[field]),
      ...(image ? { image: true } : {}),
    }))
    .filter((v) => v.value !== '');
  return { title: text(record[fields[0]![0]]) || '(untitled)', values };
}

/** The entry as one comparable line, field names included, in a fixed order. */
const signature = (raw: object, fields: readonly FieldSpec[]) =>
  JSON.stringify(fields.map(([field]) => text((raw as Record<string, unknown>)[field])));

/** A published entry's draft row id; awards and grants share one list but come from two tables, so the kind is part of it. */
const idOf = (raw: object) => {
  const { id, type } = raw as { id?: unknown; type?: unknown };
  return id === undefined ? undefined : `${type === 'award' ? 'award' : 'row'}:${String(id)}`;
};
const keyOf = (raw: object, fields: readonly FieldSpec[]) =>
  text((raw as Record<string, unknown>)[fields[0]![0]]).toLowerCase();

function sectionChange(
  section: string,
  label: string,
  fields: readonly FieldSpec[],
  before: readonly object[],
  after: readonly object[],
): SectionChange | null {
  // Equal entries cancel out, counting repeats (a reordered list is not a change).
  const left = [...before];
  const right: object[] = [];
  for (const entry of after) {
    const same = left.findIndex((old) => signature(old, fields) === signature(entry, fields));
    if (same >= 0) left.splice(same, 1);
    else right.push(entry);
  }
  // What remains on both sides and is the same entry (same id where both keep one, else the same name) changed.
  const changed: ChangedEntry[] = [];
  const added: Entry[] = [];
  for (const entry of right) {
    const id = idOf(entry);
    let match = id !== undefined ? left.findIndex((old) => idOf(old) === id) : -1;
    if (match < 0) match = left.findIndex((old) => keyOf(old, fields) === keyOf(entry, fields));
    if (match < 0) {
      added.push(entryOf(entry, fields));
      continue;
    }
    const [old] = left.splice(match, 1) as [object];
    const changes = fields.flatMap(([field, fieldLabel, image]) => {
      const was = text((old as Record<string, unknown>)[field]);
      const now = text((entry as Record<string, unknown>)[field]);
      return was === now
        ? []
        : [{ field, label: fieldLabel, published: was, draft: now, ...(image ? { image: true } : {}) }];
    });
    changed.push({ title: entryOf(entry, fields).title, changes });
  }
  const removed = left.map((entry) => entryOf(entry, fields));
  return removed.length || added.length || changed.length
    ? { section, label, removed, added, changed }
    : null;
}

export function profileChanges(
  published: PublicArtist,
  draft: PublicArtist,
  sections: readonly ReviewSection[] = PUBLIC_SECTIONS,
): ProfileChanges {
  const fields = PROFILE_FIELDS.flatMap(
    ([field, label, image]: readonly [keyof PublicArtist & string, string, 'image'?]) => {
      const before = profileFieldText(field as (typeof PROFILE_FIELDS)[number][0], published);
      const after = profileFieldText(field as (typeof PROFILE_FIELDS)[number][0], draft);
      return before === after
        ? []
        : [{ field, label, published: before, draft: after, ...(image ? { image: true } : {}) }];
    },
  );
  const changes = sections.flatMap(([section, label, entryFields]) => {
    // An older snapshot may lack a section: read it as empty.
    const change = sectionChange(
      section,
      label,
      entryFields,
      (published[section] ?? []) as object[],
      (draft[section] ?? []) as object[],
    );
    return change ? [change] : [];
  });
  return { fields, sections: changes };
}

/** The changes of a profile waiting for review, or null when it was never published (all of it is new). */
export function pendingChanges(approval: PendingApproval): ProfileChanges | null {
  if (!approval.published) return null;
  const { published, ...draft } = approval;
  return profileChanges(published, toPublicArtist(draft));
}

export function hasChanges(changes: ProfileChanges): boolean {
  return changes.fields.length > 0 || changes.sections.length > 0;
}

/**
 * The changes in one line, section by section in the page's order: "+2 Group Exhibitions, 1 changed in Education,
 * −1 Collections", after the profile's own fields ("Artist statement changed").
 */
export function changeSummary(changes: ProfileChanges): string {
  const fields = changes.fields.map((f) => `${f.label} changed`);
  const sections = changes.sections.flatMap((s) => [
    ...(s.added.length ? [`+${s.added.length} ${s.label}`] : []),
    ...(s.changed.length ? [`${s.changed.length} changed in ${s.label}`] : []),
    ...(s.removed.length ? [`\u2212${s.removed.length} ${s.label}`] : []),
  ]);
  return [...fields, ...sections].join(', ');
}

/** A new profile in one line: how many entries each section has ("3 Solo Exhibitions, 1 Education"). */
export function contentSummary(draft: PublicArtist, sections: readonly ReviewSection[] = PUBLIC_SECTIONS): string {
  return sections
    .flatMap(([section, label]) => {
      const count = ((draft[section] ?? []) as object[]).length;
      return count ? [`${count} ${label}`] : [];
    })
    .join(', ');
}

export interface StatementPart {
  text: string;
  /** Only in this version: removed on the published side, added on the draft's. */
  changed: boolean;
}

/** A statement as paragraphs of sentences (a blank line parts paragraphs, as on the page). */
export function sentencesOf(statement: string): string[][] {
  return statement
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => p.match(/[^.!?]+(?:[.!?]+["'”’)]*|$)\s*/g)?.map((s) => s.trim()).filter(Boolean) ?? [p]);
}

/**
 * Both versions of a statement, paragraph by paragraph, each sentence marked when the other version does not have it
 * (a sentence moved to another paragraph is not a change).
 */
export function statementDiff(published: string, draft: string): { published: StatementPart[][]; draft: StatementPart[][] } {
  const before = sentencesOf(published);
  const after = sentencesOf(draft);
  const counts = (paragraphs: string[][]) => {
    const map = new Map<string, number>();
    for (const s of paragraphs.flat()) map.set(s, (map.get(s) ?? 0) + 1);
    return map;
  };
  const mark = (paragraphs: string[][], other: Map<string, number>) => {
    const left = new Map(other);
    return paragraphs.map((p) =>
      p.map((text) => {
        const n = left.get(text) ?? 0;
        if (n > 0) left.set(text, n - 1);
        return { text, changed: n === 0 };
      }),
    );
  };
  return { published: mark(before, counts(after)), draft: mark(after, counts(before)) };
}
