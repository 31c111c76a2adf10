// Every CV section's entity, made from the section's definition in the contract (section-tables.ts says which
// table holds which section): an id, the artist it belongs to, the definition's columns (sectionColumns), its
// visibility, its place in the artist's list and when it was added.
import { defineEntity, p, type EntityClass } from '@mikro-orm/core';
import type { SectionDefinition, SectionField } from '@oeuvre/contract';
import { createdAt, id, position, visibility } from '../../db/properties.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { sectionColumns } from './section-columns.ts';
import { NAMED_SECTION_TABLES as T, SECTION_TABLES, type NamedSectionRelation } from './section-tables.ts';

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

export const SocialMedia = sectionEntity(T.socialMedia.entity, T.socialMedia.definition);
export type SocialMedia = InstanceType<typeof SocialMedia>;
export const Education = sectionEntity(T.education.entity, T.education.definition);
export type Education = InstanceType<typeof Education>;

// Solo and group exhibitions share every field, so one table with a kind keeps one set of queries for both.
export const EXHIBITION_KINDS = ['solo', 'group'] as const;
export type ExhibitionKind = (typeof EXHIBITION_KINDS)[number];
export const Exhibition = sectionEntity(T.exhibitions.entity, T.exhibitions.definition, {
  kind: p.enum(EXHIBITION_KINDS),
});
export type Exhibition = InstanceType<typeof Exhibition>;

export const Award = sectionEntity(T.awards.entity, T.awards.definition);
export type Award = InstanceType<typeof Award>;
// Residencies are grants of type residency; the public page lists them in their own section.
export const Grant = sectionEntity(T.grants.entity, T.grants.definition);
export type Grant = InstanceType<typeof Grant>;
export const CollectionEntry = sectionEntity(T.collections.entity, T.collections.definition);
export type CollectionEntry = InstanceType<typeof CollectionEntry>;
// The editor's bibliography; the public page shows it as Publications & Press.
export const BibliographyEntry = sectionEntity(T.bibliography.entity, T.bibliography.definition);
export type BibliographyEntry = InstanceType<typeof BibliographyEntry>;
export const Work = sectionEntity(T.works.entity, T.works.definition);
export type Work = InstanceType<typeof Work>;
export const Commission = sectionEntity(T.commissions.entity, T.commissions.definition);
export type Commission = InstanceType<typeof Commission>;
export const Teaching = sectionEntity(T.teaching.entity, T.teaching.definition);
export type Teaching = InstanceType<typeof Teaching>;
export const Affiliation = sectionEntity(T.affiliations.entity, T.affiliations.definition);
export type Affiliation = InstanceType<typeof Affiliation>;

const NAMED_ENTITIES = {
  socialMedia: SocialMedia,
  education: Education,
  exhibitions: Exhibition,
  awards: Award,
  grants: Grant,
  collections: CollectionEntry,
  bibliography: BibliographyEntry,
  works: Work,
  commissions: Commission,
  teaching: Teaching,
  affiliations: Affiliation,
} satisfies Record<NamedSectionRelation, unknown>;

/** A row of a section table the older sections do not name (the profile's list of it is the section's kind). */
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
    (NAMED_ENTITIES as Record<string, unknown>)[t.relation] ?? sectionEntity(t.entity, t.definition),
  ]),
) as typeof NAMED_ENTITIES & Record<string, EntityClass<OwnSectionRow>>;
export type SectionEntities = typeof NAMED_ENTITIES;
