// A form's values checked with a contract schema: the parsed value, or the first message for each field.
import * as v from 'valibot';

/** Messages by field name; a message about the form as a whole is under '_form'. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export type Validation<T, F extends string = string> =
  | { ok: true; value: T; errors: FieldErrors<F> }
  | { ok: false; errors: FieldErrors<F> };

/** Runs a contract schema over form values: the first message per field, exactly as the contract words it. */
export function validateForm<S extends v.GenericSchema, F extends string = string>(
  schema: S,
  values: unknown,
): Validation<v.InferOutput<S>, F> {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output, errors: {} };
  const errors: FieldErrors<F> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = (typeof key === 'string' ? key : '_form') as F;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
