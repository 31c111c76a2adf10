import {
  editorFieldsOf,
  SECTION_KINDS,
  SECTIONS,
  type EditorFieldKind,
  type SectionKind,
} from '@oeuvre/contract';

export interface FieldSpec {
  name: string;
  label: string;
  kind?: EditorFieldKind;
  required?: boolean;
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

export interface SectionSpec {
  /** What one entry is called: 'Add award', 'Edit award'. */
  noun: string;
  fields: FieldSpec[];
  /** First line and second line of a saved entry. */
  summary: (item: Record<string, unknown>) => { primary: string; secondary: string; image?: string };
  empty: string;
  /** The public page lists the section most recent first (the artist's order decides ties only). */
  datedOrder?: boolean;
  saveFailed: string;
  deleteFailed: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

/** The editor form of a CV section, from its one definition: fields in reading order, how a saved entry reads, its messages. */
function specOf(kind: SectionKind): SectionSpec {
  const section = SECTIONS[kind];
  return {
    noun: section.noun,
    fields: editorFieldsOf(kind).map(({ name, required, editor }) => ({
      name,
      label: editor.label,
      ...(editor.kind !== 'text' ? { kind: editor.kind } : {}),
      ...(required ? { required } : {}),
      ...(editor.options ? { options: editor.options } : {}),
      ...(editor.placeholder ? { placeholder: editor.placeholder } : {}),
      ...(editor.wide ? { wide: editor.wide } : {}),
    })),
    summary: section.summary,
    empty: section.messages.empty,
    ...(section.order.by === 'year' ? { datedOrder: true } : {}),
    saveFailed: section.messages.saveFailed,
    deleteFailed: section.messages.deleteFailed,
  };
}

/** The editor form of every CV section. */
export const SECTION_SPECS = Object.fromEntries(SECTION_KINDS.map((kind) => [kind, specOf(kind)])) as Record<
  SectionKind,
  SectionSpec
>;

/** A section's form as a tab that shows part of it has it: fixed fields hidden, choices left out, its own labels. */
export function viewSpec(
  spec: SectionSpec,
  view: {
    fixed?: Record<string, string>;
    withoutOptions?: Record<string, string[]>;
    labels?: Record<string, string>;
    noun?: string;
    empty?: string;
    summary?: SectionSpec['summary'];
  },
): SectionSpec {
  return {
    ...spec,
    ...(view.noun ? { noun: view.noun } : {}),
    ...(view.empty ? { empty: view.empty } : {}),
    ...(view.summary ? { summary: view.summary } : {}),
    fields: spec.fields
      .filter((f) => !(view.fixed && f.name in view.fixed))
      .map((f) => ({
        ...f,
        ...(view.labels?.[f.name] ? { label: view.labels[f.name]! } : {}),
        ...(f.options && view.withoutOptions?.[f.name]
          ? { options: f.options.filter((o) => !view.withoutOptions![f.name]!.includes(o.value)) }
          : {}),
      })),
  };
}

/** The values a new entry's form starts with: blank text, and the first option of each list. */
export function blankValues(spec: SectionSpec): Record<string, string> {
  return Object.fromEntries(
    spec.fields.map((f) => [f.name, f.kind === 'select' ? (f.options?.[0]?.value ?? '') : '']),
  );
}

/** A saved entry as form values (null becomes blank). */
export function valuesOf(spec: SectionSpec, item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(spec.fields.map((f) => [f.name, text(item[f.name])]));
}
