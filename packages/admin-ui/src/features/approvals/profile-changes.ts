// What changed in a draft since its published version: field by field, and entries added or removed per section.
import { DISCIPLINE_LABELS, type PendingApproval, type PublicArtist, toPublicArtist } from '@oeuvre/contract';

export interface FieldChange {
  field: string;
  label: string;
  published: string;
  draft: string;
}

export interface SectionChange {
  section: string;
  label: string;
  /** Entries only the published version has. */
  removed: string[];
  /** Entries only the draft has. */
  added: string[];
}

export interface ProfileChanges {
  fields: FieldChange[];
  sections: SectionChange[];
}

const FIELDS = [
  ['fullName', 'Full name'],
  ['displayName', 'Display name'],
  ['email', 'Email'],
  ['city', 'City'],
  ['country', 'Country'],
  ['website', 'Website'],
  ['artistStatement', 'Artist statement'],
  ['profileImageUrl', 'Profile image'],
  ['disciplines', 'Disciplines'],
] as const satisfies readonly (readonly [keyof PublicArtist, string])[];

// Section names as the public page shows them (spec section 2).
const SECTIONS = [
  ['socialMedia', 'Social media'],
  ['education', 'Education'],
  ['grants', 'Grants Awards Fellowships'],
  ['collections', 'Collections'],
  ['soloExhibitions', 'Solo Exhibitions'],
  ['groupExhibitions', 'Group Exhibitions'],
  ['residencies', 'Residencies'],
  ['commissions', 'Commissions & Public Works'],
  ['publications', 'Publications & Press'],
  ['teaching', 'Teaching & Lectures'],
  ['affiliations', 'Affiliations & Memberships'],
  ['works', 'Selected Works'],
  ['galleryItems', 'Gallery'],
] as const satisfies readonly (readonly [keyof PublicArtist, string])[];

function fieldText(field: (typeof FIELDS)[number][0], artist: PublicArtist): string {
  if (field === 'disciplines') {
    return (artist.disciplines ?? []).map((d) => DISCIPLINE_LABELS[d] ?? d).join(', ');
  }
  const value = artist[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** One entry as a line of text: its values in order, without ids. */
export function entryText(entry: object): string {
  return Object.entries(entry)
    .filter(
      ([key, value]) => key !== 'id' && value !== null && value !== undefined && String(value).trim() !== '',
    )
    .map(([, value]) => String(value).trim())
    .join(' · ');
}

/** Lines in `a` that `b` lacks, counting repeats (a reordered list is not a change). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  const out: string[] = [];
  for (const line of a) {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    else out.push(line);
  }
  return out;
}

export function profileChanges(published: PublicArtist, draft: PublicArtist): ProfileChanges {
  const fields = FIELDS.flatMap(([field, label]) => {
    const before = fieldText(field, published);
    const after = fieldText(field, draft);
    return before === after ? [] : [{ field, label, published: before, draft: after }];
  });
  const sections = SECTIONS.flatMap(([section, label]) => {
    // An older snapshot may lack a section: read it as empty.
    const before = ((published[section] ?? []) as object[]).map(entryText);
    const after = ((draft[section] ?? []) as object[]).map(entryText);
    const removed = minus(before, after);
    const added = minus(after, before);
    return removed.length || added.length ? [{ section, label, removed, added }] : [];
  });
  return { fields, sections };
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
