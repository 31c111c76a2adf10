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

const idOf = (raw: object) => (raw as { id?: unknown }).id;
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
