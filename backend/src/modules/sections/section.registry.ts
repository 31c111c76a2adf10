import type { EntityClass } from '@mikro-orm/core';
import { SECTIONS, type SectionItem, type SectionKind } from '@oeuvre/contract';
import { Affiliation } from './affiliation.entity.ts';
import { Award } from './award.entity.ts';
import { BibliographyEntry } from './bibliography-entry.entity.ts';
import { CollectionEntry } from './collection-entry.entity.ts';
import { Commission } from './commission.entity.ts';
import { Education } from './education.entity.ts';
import { Exhibition } from './exhibition.entity.ts';
import { Grant } from './grant.entity.ts';
import { SocialMedia } from './social-media.entity.ts';
import { Teaching } from './teaching.entity.ts';
import { Work } from './work.entity.ts';

/** A row of any CV section: every one hangs on an artist and keeps its place in the list. */
export interface SectionRow {
  id: number;
  artist: { id: number };
  position: number;
  [field: string]: unknown;
}

/** Where a section's items live: their table, and the fixed values that set kinds sharing a table apart. */
export interface SectionStore {
  entity: EntityClass<SectionRow>;
  scope: Record<string, string>;
}

const store = (entity: EntityClass<unknown>, scope: Record<string, string> = {}): SectionStore => ({
  entity: entity as EntityClass<SectionRow>,
  scope,
});

/** The server half of the contract's section registry (packages/contract/src/sections.ts). */
export const SECTION_STORES: Record<SectionKind, SectionStore> = {
  socialMedia: store(SocialMedia),
  education: store(Education),
  soloExhibitions: store(Exhibition, { kind: 'solo' }),
  groupExhibitions: store(Exhibition, { kind: 'group' }),
  works: store(Work),
  awards: store(Award),
  grants: store(Grant),
  collections: store(CollectionEntry),
  bibliography: store(BibliographyEntry),
  commissions: store(Commission),
  teaching: store(Teaching),
  affiliations: store(Affiliation),
};

/** An item as the API returns it: exactly the fields of the contract's item schema, absent ones as null. */
export function presentSectionItem<K extends SectionKind>(kind: K, row: SectionRow): SectionItem<K> {
  const fields = Object.keys(SECTIONS[kind].item.entries);
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) as SectionItem<K>;
}
