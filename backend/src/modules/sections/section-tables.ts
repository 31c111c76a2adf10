// Where each CV section is kept, as its definition says (`table`). Every section's table is made from its definition
// (sections.entity.ts): an id, the artist, the definition's columns, the visibility, the place in the artist's list
// and when the entry was added. A section naming no table has one of its own named after its kind ("talks": entity
// `Talks`, table `talks`, the profile's list `talks`); the older sections name the tables they were created with, and
// sections naming the same entity share its table (solo and group exhibitions), their rows told apart by its `kind`.
import { SECTIONS, SECTION_KINDS, type SectionDefinition, type SectionKind } from '@oeuvre/contract';

/** A section table: the entity made from a definition, and the sections whose rows it holds. */
export interface SectionTable {
  /** The profile's list of its rows. */
  relation: string;
  /** The entity's name; its table is the name in snake case. */
  entity: string;
  /** The definition its columns are made from (the first section it holds). */
  definition: SectionDefinition;
  /** The sections it holds, each with the fixed values that set its rows apart from the others'. */
  kinds: Partial<Record<SectionKind, Record<string, string>>>;
  /** A shared table's `kind` values, one per section, in the sections' order (absent for a table of one section). */
  kindValues?: string[];
}

/** "talks" -> "Talks", "pressClippings" -> "PressClippings". */
const entityNameOf = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** Two definitions whose fields make the same columns (a shared table's are made from its first section's). */
const sameColumns = (a: SectionDefinition, b: SectionDefinition) =>
  JSON.stringify(Object.entries(a.fields).map(([name, f]) => [name, f.column])) ===
  JSON.stringify(Object.entries(b.fields).map(([name, f]) => [name, f.column]));

/**
 * The tables of the given sections, in their order: sections naming the same entity share its table, and its `kind`
 * column takes their values in that order (which the table's migration fixes: the order of SECTIONS is the schema's).
 */
export function sectionTablesOf(sections: Record<string, SectionDefinition>): SectionTable[] {
  const tables: SectionTable[] = [];
  for (const [kind, definition] of Object.entries(sections)) {
    const named = definition.table ?? { entity: entityNameOf(kind), relation: kind };
    const shared = tables.find((t) => t.entity === named.entity);
    const scope: Record<string, string> = named.kind === undefined ? {} : { kind: named.kind };
    if (!shared) {
      tables.push({
        relation: named.relation,
        entity: named.entity,
        definition,
        kinds: { [kind]: scope },
        ...(named.kind === undefined ? {} : { kindValues: [named.kind] }),
      });
    } else if (shared.relation !== named.relation || named.kind === undefined || !shared.kindValues) {
      throw new Error(
        `Sections sharing the table ${named.entity} must name one list and a kind each: ${kind}`,
      );
    } else if (shared.kindValues.includes(named.kind) || !sameColumns(shared.definition, definition)) {
      throw new Error(
        `Sections sharing the table ${named.entity} must have one set of fields and kinds of their own: ${kind}`,
      );
    } else {
      shared.kinds[kind as SectionKind] = scope;
      shared.kindValues.push(named.kind);
    }
  }
  return tables;
}

/** Every CV section's table (SECTIONS), in its order. */
export const SECTION_TABLES: readonly SectionTable[] = sectionTablesOf(
  Object.fromEntries(SECTION_KINDS.map((kind) => [kind, SECTIONS[kind] as SectionDefinition])),
);
