// Where each CV section is kept. Every section's table is made from its definition (sections.entity.ts): an id, the
// artist, the definition's columns, the visibility, the place in the artist's list and when the entry was added.
// A section the list below does not name gets a table of its own named after its kind ("talks": entity `Talks`, table
// `talks`), and the profile's list of its rows is its kind. The older sections keep the names their tables were
// created with, and solo and group exhibitions share one table, told apart by its `kind` column.
import { SECTIONS, SECTION_KINDS, type SectionDefinition, type SectionKind } from '@oeuvre/contract';

/** A section table: the entity made from a definition, and the sections whose rows it holds. */
export interface SectionTable {
  /** The profile's list of its rows. */
  relation: string;
  /** The entity's name; its table is the name in snake case. */
  entity: string;
  /** The definition its columns are made from. */
  definition: SectionDefinition;
  /** The sections it holds, each with the fixed values that set its rows apart from the others'. */
  kinds: Partial<Record<SectionKind, Record<string, string>>>;
}

const table = <const D extends SectionDefinition>(
  entity: string,
  definition: D,
  kinds: SectionTable['kinds'],
) => ({ entity, definition, kinds });

/** The older sections' tables, by the profile's list of their rows. */
export const NAMED_SECTION_TABLES = {
  socialMedia: table('SocialMedia', SECTIONS.socialMedia, { socialMedia: {} }),
  education: table('Education', SECTIONS.education, { education: {} }),
  exhibitions: table('Exhibition', SECTIONS.soloExhibitions, {
    soloExhibitions: { kind: 'solo' },
    groupExhibitions: { kind: 'group' },
  }),
  awards: table('Award', SECTIONS.awards, { awards: {} }),
  grants: table('Grant', SECTIONS.grants, { grants: {} }),
  collections: table('CollectionEntry', SECTIONS.collections, { collections: {} }),
  bibliography: table('BibliographyEntry', SECTIONS.bibliography, { bibliography: {} }),
  works: table('Work', SECTIONS.works, { works: {} }),
  commissions: table('Commission', SECTIONS.commissions, { commissions: {} }),
  teaching: table('Teaching', SECTIONS.teaching, { teaching: {} }),
  affiliations: table('Affiliation', SECTIONS.affiliations, { affiliations: {} }),
};
export type NamedSectionRelation = keyof typeof NAMED_SECTION_TABLES;

/** "talks" -> "Talks", "pressClippings" -> "PressClippings". */
const entityNameOf = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** The tables of the given sections: the older ones as named above, every other section in a table of its own. */
export function sectionTablesOf(sections: Record<string, SectionDefinition>): SectionTable[] {
  const named = Object.entries(NAMED_SECTION_TABLES).map(([relation, t]) => ({ relation, ...t }));
  const kept = new Set(named.flatMap((t) => Object.keys(t.kinds)));
  const own = Object.entries(sections)
    .filter(([kind]) => !kept.has(kind))
    .map(([kind, definition]) => ({
      relation: kind,
      entity: entityNameOf(kind),
      definition,
      kinds: { [kind]: {} },
    }));
  return [...named, ...own];
}

/** Every CV section's table (SECTIONS), the older ones first. */
export const SECTION_TABLES: readonly SectionTable[] = sectionTablesOf(
  Object.fromEntries(SECTION_KINDS.map((kind) => [kind, SECTIONS[kind] as SectionDefinition])),
);
