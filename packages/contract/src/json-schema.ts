// valibot -> JSON Schema for the OpenAPI document, with @valibot/to-json-schema.
import { toJsonSchema as convert } from '@valibot/to-json-schema';
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

/** Wrappers that make an object entry optional. */
const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

export function isOptionalSchema(schema: v.GenericSchema): boolean {
  return OPTIONAL_TYPES.has(schema.type);
}

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of a body, query, path parameter or response.
 * A query number is read from text and transformed (`'2'` -> 2); `typeMode: 'ignore'` describes it by the
 * checks of its pipe (an integer from 1 to 100) rather than stopping at the transform. What JSON Schema cannot
 * express (a custom check, a transform) is left out instead of failing the document.
 */
export function toJsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = convert(schema, { target: 'draft-2020-12', typeMode: 'ignore', errorMode: 'ignore' });
  return rest as JsonSchema;
}

/** The entries of an object schema (for query and path parameters). */
export function objectEntries(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  return ((schema as unknown as { entries?: Record<string, v.GenericSchema> }).entries ?? {});
}
