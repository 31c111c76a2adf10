// How a CV section is defined once: its fields (type, limit, message, label, editor hints), what one entry is called,
// the editor's messages, how a saved entry reads, and the order the public page lists it in. The request schemas
// (add, change), the item the API answers, the editor's form, the database columns and the review diff's labels are
// all derived from this one definition.
import * as v from 'valibot';
import { TEXT_LIMITS } from './constants.ts';
import {
  formObject,
  httpUrl,
  imageUrl,
  nullableText,
  optionalHttpUrl,
  optionalText,
  optionalYear,
  requiredText,
  yearText,
  itemVisibility,
  visibilityField,
  visibilityInput,
} from './schemas/fields.ts';
import type { PublicVenue, Published } from './published-shape.ts';
import type { EntryReading } from './section-reading.ts';

/** How the editor draws a field. */
export type EditorFieldKind = 'text' | 'textarea' | 'select' | 'url' | 'image';

/** What the editor shows for a field: its label and hints. */
export interface FieldLabels {
  label: string;
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** Marked as required in the form, though the server gives it a default (a select with a first choice). */
  markedRequired?: boolean;
}

/** How a field is stored: a text column (nullable when optional) or one of fixed values. */
export type FieldColumn =
  { type: 'text'; nullable: boolean } | { type: 'enum'; values: readonly string[]; default?: string };

/** One field of a section: its schemas (new entry, change, answer), its column and how the editor shows it. */
export interface SectionField<
  I extends v.GenericSchema = v.GenericSchema,
  P extends v.GenericSchema = v.GenericSchema,
  O extends v.GenericSchema = v.GenericSchema,
> {
  /** In the body of a new entry. */
  input: I;
  /** In the body of a change (a missing field stays as it is). */
  patch: P;
  /** On the item the API answers. */
  item: O;
  column: FieldColumn;
  /** The editor marks the field as required. */
  required: boolean;
  editor: FieldLabels & { kind: EditorFieldKind; options?: { value: string; label: string }[] };
}

const field = <I extends v.GenericSchema, P extends v.GenericSchema, O extends v.GenericSchema>(
  input: I,
  patch: P,
  item: O,
  column: FieldColumn,
  required: boolean,
  kind: EditorFieldKind,
  labels: FieldLabels,
): SectionField<I, P, O> => {
  const { markedRequired, ...hints } = labels;
  return { input, patch, item, column, required: required || !!markedRequired, editor: { ...hints, kind } };
};

const TEXT: FieldColumn = { type: 'text', nullable: false };
const NULLABLE: FieldColumn = { type: 'text', nullable: true };

/** The field builders a section definition is written with. */
export const fields = {
  /** Required one-line text: trimmed, non-empty, at most `max` characters. */
  text(message: string, labels: FieldLabels, max: number = TEXT_LIMITS.short) {
    const schema = requiredText(message, max);
    return field(schema, schema, v.string(), TEXT, true, 'text', labels);
  },
  /** Required text with its own schema (a handle or URL): the schema decides what it accepts. */
  checked<S extends v.GenericSchema<string, string>>(schema: S, labels: FieldLabels) {
    return field(schema, schema, v.string(), TEXT, true, 'text', labels);
  },
  /** Optional text: blank or null clears it; `textarea` for notes and descriptions (their own limit). */
  optionalText(labels: FieldLabels, max: number = TEXT_LIMITS.short) {
    const schema = optionalText(max);
    return field(schema, schema, nullableText, NULLABLE, false, 'text', labels);
  },
  /** Optional long text (notes, a description), drawn as a text area across the form. */
  notes(labels: FieldLabels = { label: 'Notes' }) {
    const schema = optionalText(TEXT_LIMITS.notes);
    return field(schema, schema, nullableText, NULLABLE, false, 'textarea', { wide: true, ...labels });
  },
  /** A required year as typed ("2019", "2019-2021"). */
  year(message: string, labels: FieldLabels = { label: 'Year', placeholder: '2024' }) {
    const schema = yearText(message);
    return field(schema, schema, v.string(), TEXT, true, 'text', labels);
  },
  optionalYear(labels: FieldLabels = { label: 'Year' }) {
    const schema = optionalYear();
    return field(schema, schema, nullableText, NULLABLE, false, 'text', labels);
  },
  /** An optional http(s) link. */
  optionalUrl(message: string, labels: FieldLabels) {
    const schema = optionalHttpUrl(message);
    return field(schema, schema, nullableText, NULLABLE, false, 'url', labels);
  },
  /** A required http(s) link. */
  url(message: string, labels: FieldLabels) {
    const schema = httpUrl(message);
    return field(schema, schema, v.string(), TEXT, true, 'url', labels);
  },
  /** A required image this server stored. */
  image(message: string, invalidMessage: string, labels: FieldLabels) {
    const schema = imageUrl(message, invalidMessage);
    return field(schema, schema, v.string(), TEXT, true, 'image', labels);
  },
  /**
   * One of fixed values; a new entry without it gets `fallback`. `editorValues` are the choices the editor offers
   * (all of them unless given).
   */
  choice<const T extends readonly [string, ...string[]], D extends T[number]>(
    values: T,
    optionLabels: Record<T[number], string>,
    message: string,
    fallback: D,
    labels: FieldLabels,
    editorValues: readonly T[number][] = values,
  ) {
    const schema = v.picklist(values, message);
    const made = field(
      v.optional(schema, fallback),
      schema,
      schema,
      { type: 'enum', values, default: fallback },
      false,
      'select',
      labels,
    );
    made.editor.options = editorValues.map((value) => ({ value, label: optionLabels[value as T[number]] }));
    return made;
  },
};

type AnyField = SectionField;
type Fields = Record<string, AnyField>;

type InputEntries<F extends Fields> = { [K in keyof F]: F[K]['input'] };
type PatchEntries<F extends Fields> = { [K in keyof F]: F[K]['patch'] };
type ItemEntries<F extends Fields> = { [K in keyof F]: F[K]['item'] };

/** The public page's order of a section: most recent first (by `yearField`), or as the artist arranged it. */
export type SectionOrderRule = { by: 'year'; yearField: string } | { by: 'artist' };

/** How a saved entry reads in the editor's list. */
export type SectionSummary = (item: Record<string, unknown>) => {
  primary: string;
  secondary: string;
  image?: string;
};

export interface SectionDefinitionInput<F extends Fields> {
  /** The path segment: /api/artists/:id/<segment>. */
  segment: string;
  /** 'flat' items are changed at /api/<segment>/:id (the older sections); 'nested' at /api/artists/:id/<segment>/:itemId. */
  itemPaths: 'flat' | 'nested';
  /** The section's name in the editor. */
  label: string;
  /** What one entry is called: 'Add award', 'Edit award'. */
  noun: string;
  fields: F;
  /** The editor's order of the fields, when it differs from the fields' own. */
  editorOrder?: readonly (keyof F & string)[];
  order: SectionOrderRule;
  summary: SectionSummary;
  messages: { empty: string; saveFailed: string; deleteFailed: string };
  /** Where the item puts its visibility: after the id (most sections) or after the fields. */
  visibilityLast?: boolean;
  /**
   * The section's heading on the public page, in the CV documents and in the review of a change (the editor's label
   * when not given).
   */
  publicTitle?: string;
  /** How an entry reads in the CV (the public page and the documents); `readEntry` of its fields when not given. */
  reading?: (entry: Record<string, unknown>) => EntryReading;
  /**
   * Where its entries are kept, when not in a table of its own named after its kind (entity "Talks", table "talks",
   * the profile's list "talks"): the older sections keep the names their tables were created with.
   */
  table?: SectionTableName;
  /**
   * Its tabs in the CV editor; when not given, one tab under its label (id: its segment). Sections naming the same
   * tab share it (solo and group exhibitions); a section may show its entries in several tabs, each a view of some.
   */
  editorTabs?: readonly EditorTabDefinition[];
  /**
   * An older section's public sections, when it keeps the public shape it was published with before sections were read
   * from their definitions (`publishes`, published-shape.ts); a section without them is published as its fields.
   */
  published?: readonly Published[];
  /**
   * For a section published as its fields: the venue its entries name (the artist's role there, its fields naming the
   * place, its city and what was there), which a venue's page gathers and the editor suggests known venues for. An
   * older section declares it with its public shape.
   */
  venue?: PublicVenue;
  /** `false`: a CV import proposes no entries for it (a work needs its image). */
  imported?: false;
}

/** The table a section's entries are kept in, when it is not one of its own named after its kind. */
export interface SectionTableName {
  /** The entity's name; its table is the name in snake case. */
  entity: string;
  /** The profile's list of its rows. */
  relation: string;
  /**
   * In a table several sections share (they name the same entity): the value of its `kind` column that marks this
   * section's rows.
   */
  kind?: string;
}

/** A tab of the CV editor a section's entries are shown in. */
export interface EditorTabDefinition {
  /** The tab's id, kept in the address (`?tab=`). */
  id: string;
  title: string;
  /** What the steps hint calls it before the first save (the title in lower case when not given). */
  step?: string;
  /** The part of the section's entries the tab shows (all of them when not given). */
  view?: SectionView;
}

/**
 * A tab that shows part of a section's entries: residencies are grants of type 'residency' in the API, and have a tab
 * of their own in the editor (every application asks for them), while the Grants tab keeps the other types.
 */
export interface SectionView {
  /** Which of the section's entries the tab lists. */
  shows: (item: Record<string, unknown>) => boolean;
  /** Values every entry added or saved here takes; the form does not show their fields. */
  fixed?: Record<string, string>;
  /** Choices the form leaves out, by field. */
  withoutOptions?: Record<string, string[]>;
  /** Field labels of this tab, by field. */
  labels?: Record<string, string>;
  /** What one entry is called here, and the empty list's text. */
  noun?: string;
  empty?: string;
  /** How a saved entry reads here (the section's own when not given). */
  summary?: SectionSummary;
}

const buildInput = <E extends v.ObjectEntries>(entries: E) =>
  formObject({ ...entries, visibility: visibilityInput });
const buildPatch = <E extends v.ObjectEntries>(entries: E) =>
  v.partial(v.object({ ...entries, visibility: visibilityField }));
const buildItem = <E extends v.ObjectEntries>(entries: E, visibilityLast: boolean) =>
  v.object(
    visibilityLast
      ? { id: v.number(), ...entries, visibility: itemVisibility }
      : { id: v.number(), visibility: itemVisibility, ...entries },
  );

/** A section's definition with the schemas derived from its fields. */
export type SectionDefinition<F extends Fields = Fields> = SectionDefinitionInput<F> & {
  /** The body of POST /api/artists/:id/<segment>. */
  input: ReturnType<typeof buildInput<InputEntries<F>>>;
  /** The body of PATCH (every field optional, null clears an optional one). */
  patch: ReturnType<typeof buildPatch<PatchEntries<F>>>;
  /** An entry as the API answers it. */
  item: ReturnType<typeof buildItem<ItemEntries<F>>>;
};

const mapFields = <F extends Fields, K extends 'input' | 'patch' | 'item'>(f: F, key: K) =>
  Object.fromEntries(Object.entries(f).map(([name, spec]) => [name, spec[key]])) as {
    [N in keyof F]: F[N][K];
  };

/** Derives a section's add, change and item schemas from its fields. */
export function defineSection<
  const F extends Fields,
  const T extends SectionTableName | undefined = undefined,
>(definition: SectionDefinitionInput<F> & { table?: T }): SectionDefinition<F> & { table: T } {
  const f = definition.fields;
  return {
    ...definition,
    input: buildInput(mapFields(f, 'input')),
    patch: buildPatch(mapFields(f, 'patch')),
    item: buildItem(mapFields(f, 'item'), !!definition.visibilityLast),
  } as SectionDefinition<F> & { table: T };
}

export {
  entryJoin,
  entrySentences,
  entryText,
  publicFieldsOf,
  readEntry,
  type EntryReading,
  type PublicField,
} from './section-reading.ts';
