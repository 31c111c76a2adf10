// A section entity's columns, derived from the section's one definition in the contract: a required text field is
// a text column, an optional one a nullable text column, a choice an enum column with its default.
import { p } from '@mikro-orm/core';
import type { SectionDefinition, SectionField } from '@oeuvre/contract';
import type * as v from 'valibot';

const textColumn = () => p.text();
const nullableColumn = () => p.text().nullable();
const enumColumn = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  p.enum(values).default(fallback);

/** The column builder of a field whose value (on the item the API answers) has type T. */
type ColumnOf<T> = null extends T
  ? ReturnType<typeof nullableColumn>
  : string extends T
    ? ReturnType<typeof textColumn>
    : [T] extends [string]
      ? ReturnType<typeof enumColumn<readonly T[]>>
      : never;

export type SectionColumns<F extends Record<string, SectionField>> = {
  -readonly [K in keyof F]: ColumnOf<v.InferOutput<F[K]['item']>>;
};

/** The columns of a section's fields, in the definition's order. */
export function sectionColumns<F extends Record<string, SectionField>>(
  section: SectionDefinition<F>,
): SectionColumns<F> {
  return Object.fromEntries(
    Object.entries(section.fields).map(([name, field]) => {
      const { column } = field;
      if (column.type === 'enum') return [name, enumColumn(column.values, column.default!)];
      return [name, column.nullable ? nullableColumn() : textColumn()];
    }),
  ) as SectionColumns<F>;
}
