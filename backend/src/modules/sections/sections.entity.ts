// Every CV section's entity, made from the section's definition in the contract (section-tables.ts says which
// table holds which section; a shared table has a `kind` column naming each row's section): an id, the artist it belongs to, the definition's columns (sectionColumns), its
// visibility, its place in the artist's list and when it was added.
import { defineEntity, p, type EntityClass } from '@mikro-orm/core';
import type { SECTIONS, SectionDefinition, SectionField, SectionKind } from '@oeuvre/contract';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { sectionColumns } from './section-columns.ts';
import { SECTION_TABLES } from './section-tables.ts';

/**
 * The entity of a section table, its columns made from the definition; `extra` columns (a shared table's kind) come
 * before the definition's.
 */
export function sectionEntity<
  const N extends string,
  F extends Record<string, SectionField>,
  const E extends Record<string, unknown> = Record<never, never>,
>(name: N, definition: SectionDefinition<F>, extra?: E) {
  const schema = defineEntity({
    name,
    properties: {
      id: id(),
      artist: () => p.manyToOne(ArtistProfile).deleteRule('cascade').index(),
      ...((extra ?? {}) as E),
      // The section's fields, as its definition declares them.
      ...sectionColumns(definition),
      visibility: visibility(),
      position: position(),
      createdAt: createdAt(),
    },
  });
  schema.setClass(schema.class);
  return schema.class;
}

type Definition<K extends SectionKind> = (typeof SECTIONS)[K];
/** The profile's list of a section's rows: the one its definition's table names, or its kind. */
type RelationOf<K extends SectionKind> = Definition<K>['table'] extends { relation: infer R extends string }
  ? R
  : K;
/** A shared table's column telling its sections' rows apart ("solo", "group"). */
const kindColumn = (values: readonly string[]) => p.enum(values as [string, ...string[]]);
type KindColumnOf<K extends SectionKind> = Definition<K>['table'] extends { kind: string }
  ? { kind: ReturnType<typeof kindColumn> }
  : Record<never, never>;
type SectionEntityOf<K extends SectionKind> = ReturnType<
  typeof sectionEntity<string, Definition<K>['fields'], KindColumnOf<K>>
>;
/** Every section table's entity class, by the profile's list of its rows (`exhibitions`, `awards`, `talks`...). */
export type SectionEntities = { [K in SectionKind as RelationOf<K>]: SectionEntityOf<K> };

/** A row of a section table made from a definition alone (a section the code names nowhere else). */
export interface OwnSectionRow {
  id: number;
  artist: ArtistProfile;
  visibility: 'public' | 'private';
  position: number;
  createdAt: Date;
  [field: string]: unknown;
}

/** Every section table's entity, by the profile's list of its rows, in the order of SECTION_TABLES. */
export const SECTION_ENTITIES = Object.fromEntries(
  SECTION_TABLES.map((t) => [
    t.relation,
    sectionEntity(t.entity, t.definition, t.kindValues ? { kind: kindColumn(t.kindValues) } : undefined),
  ]),
) as unknown as SectionEntities & Record<string, EntityClass<OwnSectionRow>>;
