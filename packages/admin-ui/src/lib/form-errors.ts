// A form's values checked with a contract schema: the parsed output, or the first message for each field.
import * as v from 'valibot';

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<S extends v.GenericSchema> =
  { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors };

export function checkForm<S extends v.GenericSchema>(schema: S, values: unknown): Checked<S> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
