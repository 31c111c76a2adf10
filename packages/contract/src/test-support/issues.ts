// Test helper: the messages a schema gives for an input, keyed by the field path.
import * as v from 'valibot';

export function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

export function parsed<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  return v.parse(schema, input);
}
