// Whether the draft already holds an entry: the same section and the same key fields (its required text fields),
// compared without case, accents, punctuation or extra spaces.
import { SECTIONS, type CvImportSection } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SECTION_STORES } from '../sections/section.registry.ts';

const keyFieldsCache = new Map<CvImportSection, string[]>();

/** A section's key fields: the required text fields of its definition (not choices with a default). */
export function keyFieldsOf(section: CvImportSection): string[] {
  let names = keyFieldsCache.get(section);
  if (!names) {
    const fields = SECTIONS[section].fields as Record<string, { required: boolean; column: { type: string } }>;
    names = Object.entries(fields)
      .filter(([, field]) => field.required && field.column.type === 'text')
      .map(([name]) => name);
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

/** The keys of the draft's entries in these sections (none without a profile). */
export async function draftKeys(em: Em, userId: number, sections: Iterable<CvImportSection>): Promise<Set<string>> {
  const keys = new Set<string>();
  const profile = await em.findOne(ArtistProfile, { user: userId }, { fields: ['id'] });
  if (!profile) return keys;
  for (const section of new Set(sections)) {
    const { entity, scope } = SECTION_STORES[section];
    const rows = await em.find(entity, { artist: profile.id, ...scope } as never);
    for (const row of rows) keys.add(entryKey(section, row));
  }
  return keys;
}
