// The CV's list sections, each defined once (packages/contract/src/schemas/<section>.ts with defineSection): its path
// segment, fields, editor labels and messages, order rule, and the add, change and item schemas derived from them.
import type * as v from 'valibot';
import type { SectionDefinition } from './section-definition.ts';
import { affiliationsSection } from './schemas/affiliations.ts';
import { awardsSection } from './schemas/awards.ts';
import { bibliographySection } from './schemas/bibliography.ts';
import { collectionsSection } from './schemas/collections.ts';
import { commissionsSection } from './schemas/commissions.ts';
import { educationSection } from './schemas/education.ts';
import { groupExhibitionsSection, soloExhibitionsSection } from './schemas/exhibitions.ts';
import { grantsSection } from './schemas/grants.ts';
import { socialMediaSection } from './schemas/social-media.ts';
import { teachingSection } from './schemas/teaching.ts';
import { worksSection } from './schemas/works.ts';

/**
 * Every CV section, in the editor's order (its tabs follow it: docs/ARCHITECTURE.md, "Adding a CV section"). 'flat' items are changed at /api/<segment>/:id (the older sections);
 * 'nested' ones at /api/artists/:id/<segment>/:itemId.
 */
export const SECTIONS = {
  socialMedia: socialMediaSection,
  education: educationSection,
  soloExhibitions: soloExhibitionsSection,
  groupExhibitions: groupExhibitionsSection,
  awards: awardsSection,
  grants: grantsSection,
  collections: collectionsSection,
  bibliography: bibliographySection,
  works: worksSection,
  commissions: commissionsSection,
  teaching: teachingSection,
  affiliations: affiliationsSection,
} as const satisfies Record<string, SectionDefinition>;

export type SectionKind = keyof typeof SECTIONS;
export const SECTION_KINDS = Object.keys(SECTIONS) as SectionKind[];

type Section<K extends SectionKind> = (typeof SECTIONS)[K];
/** What the editor form holds (before validation). */
export type SectionForm<K extends SectionKind> = v.InferInput<Section<K>['input']>;
export type SectionInput<K extends SectionKind> = v.InferOutput<Section<K>['input']>;
export type SectionPatchForm<K extends SectionKind> = v.InferInput<Section<K>['patch']>;
export type SectionPatch<K extends SectionKind> = v.InferOutput<Section<K>['patch']>;
export type SectionItem<K extends SectionKind> = v.InferOutput<Section<K>['item']>;

/** A section's fields in the editor's order, each with its name. */
export function editorFieldsOf(kind: SectionKind) {
  const { fields, editorOrder } = SECTIONS[kind] as SectionDefinition;
  const names = editorOrder ?? Object.keys(fields);
  return names.map((name) => ({ name, ...fields[name]! }));
}
