// fast-check arbitraries derived from the contract's valibot schemas: valid, boundary and invalid values.
import fc from 'fast-check';
import * as v from 'valibot';
import { CV_DOC_SECTIONS } from '@oeuvre/contract';

/** The parts of a valibot schema or action this walker reads. */
type Node = {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  options?: readonly unknown[];
  wrapped?: Node;
  literal?: unknown;
  requirement?: unknown;
  value?: Node;
  /** A record's key schema (its values are `value`). */
  key?: Node;
};

type Hints = {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  email?: boolean;
  regex?: RegExp;
};

/** Script payloads: each one would run if a page ever put the text into HTML or a URL attribute. */
export const XSS_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><script>alert(1)</script>",
  'javascript:alert(1)',
  '</textarea><iframe srcdoc="<script>alert(1)</script>">',
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/** Text that has broken servers before: markup, SQL, control and bidi characters, traversal, format strings. */
export const HOSTILE_TEXT = [
  ...XSS_PAYLOADS,
  "' OR '1'='1' --",
  "'); drop table users; --",
  'Robert\u0000Tables',
  'line one\r\nBcc: victim@example.org',
  '\u202egnp.exe',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '%s%s%s%n',
  '${process.exit(1)}',
  '__proto__',
  'Ça ira — Zoë Ørsted 東京 🎨',
  '\uFEFFbom',
  '\uD800',
  ' ',
] as const;

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/uploads/../../etc/passwd',
  'http://',
  'https://',
  'http://[::1',
  'ftp://example.org/a.png',
] as const;

const UNSAFE_KEYS = [
  'isAdmin',
  'isApproved',
  'isPending',
  'isFrozen',
  'user',
  'userId',
  'owner',
  'ownerId',
  'id',
  'slug',
  'version',
  'createdAt',
];

function unwrap(schema: v.GenericSchema): { base: Node; optional: boolean; nullable: boolean; hints: Hints } {
  let node = schema as unknown as Node;
  let optional = false;
  let nullable = false;
  const hints: Hints = {};
  for (;;) {
    for (const action of node.pipe?.slice(1) ?? []) collectHint(hints, action);
    if (node.type === 'optional' || node.type === 'exact_optional') optional = true;
    else if (node.type === 'nullish') optional = nullable = true;
    else if (node.type === 'nullable') nullable = true;
    else break;
    node = node.wrapped!;
  }
  if (node.type === 'union')
    for (const option of node.options as Node[])
      for (const a of option.pipe?.slice(1) ?? []) collectHint(hints, a);
  return { base: node, optional, nullable, hints };
}

function collectHint(hints: Hints, action: Node): void {
  const r = action.requirement;
  if (action.type === 'min_length' && typeof r === 'number')
    hints.minLength = Math.max(hints.minLength ?? 0, r);
  if (action.type === 'max_length' && typeof r === 'number')
    hints.maxLength = Math.min(hints.maxLength ?? Infinity, r);
  if (action.type === 'non_empty') hints.minLength = Math.max(hints.minLength ?? 0, 1);
  if (action.type === 'min_value' && typeof r === 'number') hints.min = r;
  if (action.type === 'max_value' && typeof r === 'number') hints.max = r;
  if (action.type === 'integer') hints.integer = true;
  if (action.type === 'email') hints.email = true;
  if (action.type === 'regex' && r instanceof RegExp) hints.regex = r;
}

const years = fc.oneof(
  fc.integer({ min: 1900, max: 2030 }).map(String),
  fc.constantFrom('c. 1990', '2019-2021', '2024'),
);
const uploadPaths = fc
  .stringMatching(/^[0-9a-f]{32}$/)
  .map((key) => `/uploads/${key.slice(0, 2)}/${key}-1600.webp`);
const loopbackUris = fc
  .tuple(fc.constantFrom('127.0.0.1', 'localhost', '[::1]'), fc.integer({ min: 1024, max: 65535 }))
  .map(([h, p]) => `http://${h}:${p}/callback`);
const text = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    fc.lorem({ maxCount: 12 }).filter((s) => s.length >= min && s.length <= max),
  );

/** Candidate values for a leaf: its type, bounds and (for checks valibot cannot describe) the field's name. */
function leafCandidates(base: Node, hints: Hints, key: string): fc.Arbitrary<unknown> {
  const lo = hints.minLength ?? 0;
  const hi = Math.min(hints.maxLength ?? 200, 400);
  switch (base.type) {
    case 'string': {
      const options: fc.Arbitrary<unknown>[] = [text(lo, hi), fc.constantFrom(...HOSTILE_TEXT)];
      if (hints.regex) options.push(fc.stringMatching(hints.regex));
      if (hints.email || /email/i.test(key)) options.push(fc.emailAddress().filter((e) => e.length <= 254));
      if (/emails$/i.test(key))
        options.push(fc.array(fc.emailAddress(), { maxLength: 3 }).map((l) => l.join(', ')));
      if (/url|website|link|uri/i.test(key))
        options.push(fc.webUrl(), uploadPaths, loopbackUris, fc.constantFrom(...HOSTILE_URLS));
      if (/year/i.test(key)) options.push(years);
      if (hints.min !== undefined || hints.integer)
        options.push(
          fc.integer({ min: hints.min ?? -10, max: Math.min(hints.max ?? 1000, 2_000_000) }).map(String),
        );
      if (/id$/i.test(key)) options.push(fc.integer({ min: 1, max: 2_147_483_647 }).map(String));
      return fc.oneof(...options);
    }
    case 'number':
      return hints.integer || hints.min !== undefined
        ? fc.integer({ min: hints.min ?? -1000, max: Math.min(hints.max ?? 1_000_000, 2_147_483_647) })
        : fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(base.options as unknown[]));
    case 'literal':
      return fc.constant(base.literal);
    case 'union':
      return fc.oneof(
        ...(base.options as Node[]).map((o) => leafCandidates(unwrap(o as never).base, hints, key)),
      );
    case 'array': {
      const items = fc.array(validValue(base.item as never, key), { maxLength: Math.min(hints.maxLength ?? 4, 6) });
      // A CV selection's sections: each document section once, in any order (random names are all unknown).
      if (key === 'sections')
        return fc.oneof(
          items,
          fc
            .shuffledSubarray([...CV_DOC_SECTIONS], { minLength: 1 })
            .map((list) => list.map((section) => ({ section, entries: null }))),
        );
      return items;
    }
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return validObject(base as never);
    case 'record': {
      // A map such as email preferences: keys drawn from the key schema (a picklist's options), values from the value schema.
      const keys = leafCandidates(unwrap(base.key as never).base, {}, key);
      return fc
        .array(fc.tuple(keys, validValue(base.value as never, key)), { maxLength: 6 })
        .map((pairs) => Object.fromEntries(pairs.map(([k, x]) => [String(k), x])));
    }
    default:
      return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

const SAMPLES = 250;
const cache = new WeakMap<
  object,
  Map<string, { valid: fc.Arbitrary<unknown>; invalid: fc.Arbitrary<unknown> }>
>();

/** Splits a leaf's candidates into the ones the schema accepts and the ones it refuses. */
function leaf(schema: v.GenericSchema, key: string) {
  let byKey = cache.get(schema);
  if (!byKey) cache.set(schema, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const { base, hints } = unwrap(schema);
  const candidates = leafCandidates(base, hints, key);
  const drawn = fc.sample(candidates, { numRuns: SAMPLES, seed: 20_241_122 });
  const passing = drawn.filter((x) => v.is(schema, x));
  const failing = drawn.filter((x) => !v.is(schema, x));
  if (passing.length === 0)
    throw new Error(`No valid candidate for the field "${key}" (${base.type}): give it a hint`);
  const valid =
    passing.length / drawn.length >= 0.3
      ? fc.oneof(
          fc.constantFrom(...passing),
          candidates.filter((x) => v.is(schema, x)),
        )
      : fc.constantFrom(...passing);
  const invalid = failing.length > 0 ? fc.constantFrom(...failing) : wrongType;
  const entry = { valid, invalid };
  byKey.set(key, entry);
  return entry;
}

/** A value the schema accepts. */
export function validValue(schema: v.GenericSchema, key = ''): fc.Arbitrary<unknown> {
  const { base, optional, nullable } = unwrap(schema);
  const present =
    base.type === 'object' || base.type === 'loose_object' || base.type === 'strict_object'
      ? validObject(base as never)
      : leaf(schema, key).valid;
  const absent: fc.Arbitrary<unknown>[] = [];
  if (optional) absent.push(fc.constant(undefined));
  if (nullable) absent.push(fc.constant(null));
  return absent.length
    ? fc.oneof({ arbitrary: present, weight: 3 }, ...absent.map((a) => ({ arbitrary: a, weight: 1 })))
    : present;
}

const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, '', [], {}, ['a'], {
  nested: { deeper: [1] },
});

/** Values just at and just past the schema's limits: lengths, numbers, blank and padded text. */
export function boundaryValue(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const { base, hints } = unwrap(schema);
  const values: unknown[] = [];
  const lo = hints.minLength;
  const hi = hints.maxLength;
  if (base.type === 'string' || base.type === 'union') {
    if (lo !== undefined) values.push('a'.repeat(Math.max(0, lo - 1)), 'a'.repeat(lo), ' '.repeat(lo + 2));
    if (hi !== undefined && Number.isFinite(hi))
      values.push(
        'a'.repeat(hi),
        'a'.repeat(hi + 1),
        'é'.repeat(hi),
        '🎨'.repeat(Math.ceil(hi / 2) + 1),
        ` ${'b'.repeat(hi)} `,
      );
    values.push(
      '   padded   ',
      '\t',
      '\u00a0',
      '0',
      '-0',
      '1e3',
      '0x10',
      ' 5 ',
      '5abc',
      '00000000001000000000',
    );
  }
  if (hints.min !== undefined) values.push(hints.min - 1, hints.min, String(hints.min - 1));
  if (hints.max !== undefined) values.push(hints.max, hints.max + 1, String(hints.max + 1));
  if (base.type === 'number' || base.type === 'union')
    values.push(2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1, 0, 0.5, -0);
  if (base.type === 'array')
    values.push(new Array((hints.maxLength ?? 5) + 1).fill('painting'), [], ['unknown']);
  if (values.length === 0) values.push('', null);
  return fc.constantFrom(...values);
}

/** A value the schema refuses (or, now and then, one of the wrong type it may coerce). */
export function invalidValue(schema: v.GenericSchema, key = ''): fc.Arbitrary<unknown> {
  const { base } = unwrap(schema);
  if (base.type === 'object') return fc.oneof(wrongType, fc.string());
  return fc.oneof(leaf(schema, key).invalid, wrongType);
}

type ObjectNode = Node & { entries: Record<string, v.GenericSchema> };

/** An object every entry of which is valid; optional entries are sometimes left out or null. */
export function validObject(schema: ObjectNode): fc.Arbitrary<Record<string, unknown>> {
  const entries = schema.entries;
  const required = Object.keys(entries).filter((k) => !unwrap(entries[k]!).optional);
  return fc
    .record(Object.fromEntries(Object.entries(entries).map(([k, s]) => [k, validValue(s, k)])), {
      requiredKeys: required,
    })
    .map((o) => {
      for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
      return o;
    });
}

/** One valid object with one thing wrong: a field at a limit or of the wrong kind, a missing field, privileged extras. */
export function mutatedObject(schema: ObjectNode): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.entries);
  const valid = validObject(schema);
  const extras = fc.dictionary(
    fc.constantFrom(...UNSAFE_KEYS),
    fc.oneof(fc.boolean(), fc.integer({ min: 1, max: 5 }), fc.constant('attacker')),
    { minKeys: 1 },
  );
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.tuple(valid, extras).map(([o, x]) => ({ ...o, ...x })),
  ];
  for (const k of keys) {
    const s = schema.entries[k]!;
    mutations.push(
      fc.tuple(valid, boundaryValue(s)).map(([o, x]) => ({ ...o, [k]: x })),
      fc.tuple(valid, invalidValue(s, k)).map(([o, x]) => ({ ...o, [k]: x })),
      valid.map((o) => {
        const copy = { ...o };
        delete copy[k];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}

/** Whole bodies of the wrong shape. */
export const wrongShapeBody = fc.oneof(
  fc.constantFrom<unknown>(null, [], [{}], 'text', 42, true, { '': '' }),
  fc.anything({ maxDepth: 3, maxKeys: 5 }),
  fc.json().map((s) => JSON.parse(s) as unknown),
);

/** The kinds of value a fuzzed input carries, with how likely each is. */
export function inputValue(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const node = unwrap(schema).base;
  if (node.type !== 'object')
    return fc.oneof(validValue(schema), boundaryValue(schema), invalidValue(schema));
  const object = node as ObjectNode;
  return fc.oneof(
    { arbitrary: validObject(object), weight: 4 },
    { arbitrary: mutatedObject(object), weight: 4 },
    { arbitrary: wrongShapeBody, weight: 1 },
  );
}

export function objectKeys(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return [];
  return Object.keys(unwrap(schema).base.entries ?? {});
}

export function fieldSchema(schema: v.GenericSchema, key: string): v.GenericSchema {
  return unwrap(schema).base.entries![key] as unknown as v.GenericSchema;
}
