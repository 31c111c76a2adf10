// Whether the draft already holds an entry: the same section and the same key fields (its required text fields and
// its year), compared without case, accents, punctuation or extra spaces; a key field the CV left empty matches any
// value.
import { SECTIONS, type CvImportSection } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SECTION_STORES } from '../sections/section.registry.ts';

const keyFieldsCache = new Map<CvImportSection, string[]>();

/**
 * A section's key fields: the required text fields of its definition (not choices with a default), then its year
 * when that is optional (a commission, a teaching post or a membership of the same name in another year is another
 * entry: a CV lists a recurring one once a year).
 */
export function keyFieldsOf(section: CvImportSection): string[] {
  let names = keyFieldsCache.get(section);
  if (!names) {
    const { fields, order } = SECTIONS[section] as unknown as {
      fields: Record<string, { required: boolean; column: { type: string } }>;
      order: { by: string; yearField?: string };
    };
    names = Object.entries(fields)
      .filter(([, field]) => field.required && field.column.type === 'text')
      .map(([name]) => name);
    if (order.yearField && !names.includes(order.yearField)) names.push(order.yearField);
    keyFieldsCache.set(section, names);
  }
  return names;
}

export const normalized = (value: unknown): string =>
  String(value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The key an entry is compared by. */
export function entryKey(section: CvImportSection, fields: Record<string, unknown>): string {
  return [section, ...keyFieldsOf(section).map((name) => normalized(fields[name]))].join('|');
}

/**
 * The draft's entries as an import compares with them. An entry is already there when an entry of its section has
 * the same key fields; a key field the CV left empty matches any value (the artist filled in an award's presenter
 * after the first import: the same CV imported again still finds the award), provided the first one (the title or
 * name) is given.
 */
export class DraftEntries {
  private readonly keys = new Set<string>();
  private readonly values = new Map<CvImportSection, string[][]>();

  has(section: CvImportSection, fields: Record<string, unknown>): boolean {
    if (this.keys.has(entryKey(section, fields))) return true;
    const wanted = keyFieldsOf(section).map((name) => normalized(fields[name]));
    if (!wanted[0] || wanted.every(Boolean)) return false;
    return (this.values.get(section) ?? []).some((row) =>
      wanted.every((value, i) => !value || value === row[i]),
    );
  }

  add(section: CvImportSection, fields: Record<string, unknown>): void {
    this.keys.add(entryKey(section, fields));
    const list = this.values.get(section) ?? [];
    list.push(keyFieldsOf(section).map((name) => normalized(fields[name])));
    this.values.set(section, list);
  }
}

/** The draft's entries in these sections (none without a profile). */
export async function draftEntries(
  em: Em,
  userId: number,
  sections: Iterable<CvImportSection>,
): Promise<DraftEntries> {
  const draft = new DraftEntries();
  const profile = await em.findOne(ArtistProfile, { user: userId }, { fields: ['id'] });
  if (!profile) return draft;
  for (const section of new Set(sections)) {
    const { entity, scope } = SECTION_STORES[section];
    const rows = await em.find(entity, { artist: profile.id, ...scope } as never);
    for (const row of rows) draft.add(section, row as Record<string, unknown>);
  }
  return draft;
}
