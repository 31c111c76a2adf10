// A small valibot -> JSON Schema converter for the schema kinds this contract uses (request side).
import type * as v from 'valibot';

export type JsonSchema = Record<string, unknown>;

interface Node {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  options?: readonly unknown[];
  wrapped?: Node;
  default?: unknown;
  literal?: unknown;
  key?: Node;
  value?: Node;
  requirement?: unknown;
}

/** Wrappers that make an object entry optional. */
const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

export function isOptionalSchema(schema: v.GenericSchema): boolean {
  return OPTIONAL_TYPES.has((schema as unknown as Node).type);
}

function applyValidation(target: JsonSchema, action: Node): void {
  const r = action.requirement;
  switch (action.type) {
    case 'min_length':
      target.minLength = r;
      break;
    case 'max_length':
      target.maxLength = r;
      break;
    case 'non_empty':
      target.minLength = Math.max(1, Number(target.minLength ?? 0));
      break;
    case 'min_value':
      target.minimum = r;
      break;
    case 'max_value':
      target.maximum = r;
      break;
    case 'integer':
      if (target.type === 'number') target.type = 'integer';
      break;
    case 'email':
      target.format = 'email';
      break;
    case 'url':
      target.format = 'uri';
      break;
    case 'regex':
      if (r instanceof RegExp) target.pattern = r.source;
      break;
  }
}

function convertNode(node: Node): JsonSchema {
  if (node.pipe) {
    // The first element is the schema itself; later validations narrow it, later schemas follow transforms.
    const [, ...actions] = node.pipe;
    const base = convertNode({ ...node, pipe: undefined } as Node);
    for (const action of actions) if (action.kind === 'validation') applyValidation(base, action);
    return base;
  }
  switch (node.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'literal':
      return { const: node.literal };
    case 'picklist':
    case 'enum':
      return { enum: [...(node.options ?? [])] };
    case 'array':
      return { type: 'array', items: convertNode(node.item as Node) };
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return objectSchema(node);
    case 'record':
      return { type: 'object', additionalProperties: convertNode(node.value as Node) };
    case 'union':
      return { anyOf: (node.options as Node[]).map(convertNode) };
    case 'optional':
    case 'exact_optional':
      return withDefault(convertNode(node.wrapped as Node), node.default);
    case 'nullable':
    case 'nullish':
      return withDefault({ anyOf: [convertNode(node.wrapped as Node), { type: 'null' }] }, node.default);
    default:
      return {};
  }
}

function withDefault(schema: JsonSchema, value: unknown): JsonSchema {
  return value === undefined || typeof value === 'function' ? schema : { ...schema, default: value };
}

function objectSchema(node: Node): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, entry] of Object.entries(node.entries ?? {})) {
    properties[key] = convertNode(entry);
    if (!OPTIONAL_TYPES.has(entry.type)) required.push(key);
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  if (node.type === 'strict_object') schema.additionalProperties = false;
  return schema;
}

export function toJsonSchema(schema: v.GenericSchema): JsonSchema {
  return convertNode(schema as unknown as Node);
}

/** The entries of an object schema (for query and path parameters). */
export function objectEntries(schema: v.GenericSchema): Record<string, v.GenericSchema> {
  return ((schema as unknown as Node).entries ?? {}) as unknown as Record<string, v.GenericSchema>;
}
