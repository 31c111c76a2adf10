import type { EntityClass } from '@mikro-orm/core';
import { SECTIONS, type SectionItem, type SectionKind } from '@oeuvre/contract';
import { SECTION_TABLES } from './section-tables.ts';
import { SECTION_ENTITIES } from './sections.entity.ts';

/** A row of any CV section: every one hangs on an artist and keeps its place in the list. */
export interface SectionRow {
  id: number;
  artist: { id: number };
  position: number;
  [field: string]: unknown;
}

/** Where a section's items live: their table, the profile's list of them, and the fixed values that set kinds sharing a table apart. */
export interface SectionStore {
  entity: EntityClass<SectionRow>;
  relation: string;
  scope: Record<string, string>;
}

/** The server half of the contract's section registry (packages/contract/src/sections.ts), from SECTION_TABLES. */
export const SECTION_STORES = Object.fromEntries(
  SECTION_TABLES.flatMap((table) =>
    Object.entries(table.kinds).map(([kind, scope]) => [
      kind,
      {
        entity: SECTION_ENTITIES[table.relation] as EntityClass<unknown> as EntityClass<SectionRow>,
        relation: table.relation,
        scope,
      },
    ]),
  ),
) as Record<SectionKind, SectionStore>;

/** An item as the API returns it: exactly the fields of the contract's item schema, absent ones as null. */
export function presentSectionItem<K extends SectionKind>(kind: K, row: SectionRow): SectionItem<K> {
  const fields = Object.keys(SECTIONS[kind].item.entries);
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) as SectionItem<K>;
}
