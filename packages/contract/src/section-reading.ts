// How an entry of a CV section reads (its summary's parts, its public fields, its sentences): no schema here, so a
// public page that reads entries loads no valibot (section-definition.ts builds a section's schemas).
import type { SectionDefinition } from './section-definition.ts';

/** A value as a summary shows it (null is blank). */
export const entryText = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
/** The present values joined with ", ". */
export const entryJoin = (...parts: unknown[]) =>
  parts
    .map(entryText)
    .filter((p) => p.trim())
    .join(', ');

/** How a CV entry reads: its name (in bold on the page), the other values after it, then its details as sentences. */
export interface EntryReading {
  name: string;
  rest: string[];
  details: string;
}

/** A field as the public page and the review of a change show it: its name on the entry, its label. */
export interface PublicField {
  name: string;
  label: string;
  /** The value is an image address. */
  image?: boolean;
}

/** The fields the public entry of a section carries, in reading order (the editor's), with the editor's labels. */
export function publicFieldsOf(definition: SectionDefinition): PublicField[] {
  const names = definition.editorOrder ?? Object.keys(definition.fields);
  return names.map((name) => {
    const { editor } = definition.fields[name]!;
    return { name, label: editor.label, ...(editor.kind === 'image' ? { image: true } : {}) };
  });
}

const oneLine = (value: unknown) => entryText(value).replace(/\s+/g, ' ').trim();

/** The present parts as sentences: "3 months. $5,000. Studio and stipend." */
export const entrySentences = (...parts: unknown[]) =>
  parts
    .map(oneLine)
    .filter(Boolean)
    .map((p, i, all) => (i < all.length - 1 && !/[.!?…:;]$/.test(p) ? `${p}.` : p))
    .join(' ');

/**
 * An entry of a section without a CV style of its own: its first field is its name, the other one-line fields
 * (a choice by its label; not the year, which has its own column, nor images) follow, and its notes are the details.
 */
export function readEntry(definition: SectionDefinition, entry: Record<string, unknown>): EntryReading {
  if (definition.reading) return definition.reading(entry);
  const yearField = definition.order.by === 'year' ? definition.order.yearField : null;
  const [first, ...others] = publicFieldsOf(definition);
  const valueOf = (name: string) => {
    const options = definition.fields[name]!.editor.options;
    const value = oneLine(entry[name]);
    return options?.find((o) => o.value === value)?.label ?? value;
  };
  const kindOf = (name: string) => definition.fields[name]!.editor.kind;
  const line = others.filter((f) => f.name !== yearField && !f.image && kindOf(f.name) !== 'textarea');
  const notes = others.filter((f) => kindOf(f.name) === 'textarea');
  return {
    name: first ? valueOf(first.name) : '',
    rest: line.map((f) => valueOf(f.name)).filter(Boolean),
    details: entrySentences(...notes.map((f) => valueOf(f.name))),
  };
}
