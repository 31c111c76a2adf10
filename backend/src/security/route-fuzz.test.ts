/**
 * Every route of the route table (the same table /api/openapi.json is generated from), fuzzed with fast-check:
 * bodies, queries and path ids derived from the contract's valibot schemas (valid, at their limits, invalid), wrong
 * content types, oversized and duplicated parameters, hostile files; as anonymous, artist, admin (cookie) and admin
 * (desktop token). Pass: 0 responses 5xx, every 4xx a JSON `message`, every 2xx matching the route's response schema,
 * and no input the schemas refuse ever answered 2xx. FUZZ_RUNS (default 300, in every `pnpm test`; 1000 for a deep run) requests per route;
 * FUZZ_SEED replays.
 */
import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, DEFAULT_SITE_SETTINGS, FILE_KINDS, type Route } from '@oeuvre/contract';
import { fieldSchema, HOSTILE_TEXT, inputValue, objectKeys } from '../../test/security/arbitraries.ts';
import {
  CSV_FILES,
  fileBytes,
  HOSTILE_CSV_FILES,
  HOSTILE_IMAGE_FILES,
  IMAGE_FILES,
  isValidImageFile,
  makeFiles,
  type FileBytes,
  type FileName,
} from '../../test/security/hostile-files.ts';
import { ROLES, SecurityFixture, type Role, type Target } from '../../test/security/fixture.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const JSON_LIMIT = 1024 * 1024;

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType?: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      files: { field: string; file: FileName; name: string; type: string }[];
    }
  | { kind: 'rawMultipart'; text: string; contentType: string };

type MultipartBody = Extract<Body, { kind: 'multipart' }>;

type Case = { role: Role; target: Target; query: [string, string][]; body: Body };

const RAW_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  ' 1000000007 ',
  '%',
  '../admin',
  'null',
  '[]',
  '0x1F',
  '１２',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  'a'.repeat(300),
  '\u0000',
  '🎨',
  '001000000000',
];
const MALFORMED_SEGMENTS = ['%E0%A4%A', '%', '%zz', '%00', '..%2f..%2fetc'];

/** Routes that destroy or change what their path names always get a fresh row. */
const destructive = (route: Route) =>
  route.method === 'DELETE' ||
  /^admin\.users\.|^admin\.approvals\.(approve|reject)|^connections\.(accept|reject|remove)/.test(route.id);

function targetArb(route: Route): fc.Arbitrary<Target> {
  if (!route.path.includes(':')) return fc.constant({ to: 'mine' });
  const mine = destructive(route) ? ({ to: 'fresh' } as const) : ({ to: 'mine' } as const);
  return fc.oneof(
    { arbitrary: fc.constant<Target>(mine), weight: 6 },
    { arbitrary: fc.constant<Target>({ to: 'victim' }), weight: 2 },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom(...RAW_IDS),
          fc.integer({ min: 1_000_000_000, max: 2_147_483_647 }).map(String),
        )
        .map<Target>((raw) => ({ raw })),
      weight: 3,
    },
    { arbitrary: fc.constantFrom(...MALFORMED_SEGMENTS).map<Target>((literal) => ({ literal })), weight: 1 },
  );
}

const asQueryValues = (value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(asQueryValues);
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
};

function queryArb(route: Route): fc.Arbitrary<[string, string][]> {
  const junk: fc.Arbitrary<[string, string][]> = fc.array(
    fc.tuple(
      fc.constantFrom('limit', 'q', 'page', 'x', '__proto__', 'constructor[prototype]', 'a[]', ''),
      fc.constantFrom('1', '', 'x'.repeat(6000), ...HOSTILE_TEXT),
    ),
    { maxLength: 3 },
  );
  if (!route.query)
    return fc.oneof(
      { arbitrary: fc.constant<[string, string][]>([]), weight: 3 },
      { arbitrary: junk, weight: 1 },
    );
  const query = route.query;
  const keys = objectKeys(query);
  const fields = fc
    .tuple(...keys.map((k) => fc.option(inputValue(fieldSchema(query, k)), { nil: undefined })))
    .map((values) => keys.flatMap((k, i) => asQueryValues(values[i]).map((s) => [k, s] as [string, string])));
  const duplicated = fc
    .tuple(
      fields,
      fc.constantFrom(...keys),
      fc.array(fc.constantFrom('1', '2', '', 'all', 'x'), { minLength: 2, maxLength: 4 }),
    )
    .map(([f, k, vs]) => [...f, ...vs.map((s) => [k, s] as [string, string])]);
  const oversized = fc
    .tuple(fields, fc.constantFrom(...keys))
    .map(([f, k]) => [...f, [k, 'é'.repeat(1200)] as [string, string]]);
  return fc.oneof(
    { arbitrary: fields, weight: 6 },
    { arbitrary: duplicated, weight: 2 },
    { arbitrary: oversized, weight: 1 },
    { arbitrary: fc.tuple(fields, junk).map(([a, b]) => [...a, ...b]), weight: 1 },
  );
}

const DEEP_ARRAY = '['.repeat(5000) + ']'.repeat(5000);
const OVERSIZED_JSON = `{"pad":"${'x'.repeat(JSON_LIMIT)}"}`;

function hostileEnvelope(value: unknown): fc.Arbitrary<Body> {
  const text = JSON.stringify(value ?? {}) ?? '{}';
  const common = fc.constantFrom<Body>(
    { kind: 'raw', text, contentType: 'text/plain' },
    { kind: 'raw', text, contentType: 'application/x-www-form-urlencoded' },
    { kind: 'raw', text },
    { kind: 'raw', text, contentType: 'application/xml' },
    { kind: 'raw', text, contentType: 'application/json; charset=utf-16' },
    { kind: 'raw', text, contentType: 'application/vnd.api+json' },
    { kind: 'raw', text: text.slice(0, Math.max(1, text.length - 2)), contentType: 'application/json' },
    { kind: 'raw', text: '\uFEFF' + text, contentType: 'application/json' },
    {
      kind: 'raw',
      text: text.replace(/^\{/, '{"fullName":"x","email":"dup@x.y",'),
      contentType: 'application/json',
    },
    {
      kind: 'raw',
      text: text.replace(
        /^\{/,
        '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},',
      ),
      contentType: 'application/json',
    },
    { kind: 'raw', text: DEEP_ARRAY, contentType: 'application/json' },
    { kind: 'raw', text: '', contentType: 'application/json' },
    { kind: 'raw', text: '   ', contentType: 'application/json' },
    { kind: 'raw', text: 'null', contentType: 'application/json' },
    {
      kind: 'rawMultipart',
      text: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
      contentType: 'multipart/form-data; boundary=b',
    },
  );
  // A body past the 1 MB limit is refused from its Content-Length; a few per route are enough.
  return fc.oneof(
    { arbitrary: common, weight: 30 },
    {
      arbitrary: fc.constant<Body>({ kind: 'raw', text: OVERSIZED_JSON, contentType: 'application/json' }),
      weight: 1,
    },
  );
}

function jsonBodyArb(route: Route): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' });
  const value = route.body ? inputValue(route.body) : fc.oneof(fc.constant({}), fc.anything({ maxDepth: 2 }));
  // A DELETE carries no body; a hostile one must still be refused, not ignored.
  if (route.method === 'DELETE')
    return fc.oneof(
      { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 4 },
      { arbitrary: value.chain(hostileEnvelope), weight: 1 },
    );
  return fc.oneof(
    { arbitrary: value.map<Body>((v) => ({ kind: 'json', value: v })), weight: 7 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
    { arbitrary: value.chain(hostileEnvelope), weight: 3 },
  );
}

function multipartArb(route: Route, fileFields: readonly string[]): fc.Arbitrary<Body> {
  const csv = route.fileKind === 'csv';
  const good = csv ? CSV_FILES : IMAGE_FILES;
  const bad = csv ? [...HOSTILE_CSV_FILES, 'png' as const, 'html' as const] : HOSTILE_IMAGE_FILES;
  const file = fc.oneof(
    { arbitrary: fc.constantFrom<FileName>(...good), weight: 3 },
    { arbitrary: fc.constantFrom<FileName>(...bad), weight: 2 },
  );
  const names = fc.constantFrom(
    'photo.png',
    'artists.csv',
    '../../../etc/passwd',
    '..\\..\\boot.ini',
    `${'a'.repeat(300)}.png`,
    'x.png\u0000.html',
    '<img src=x onerror=alert(1)>.png',
    'résumé 東京.jpg',
  );
  const types = fc.constantFrom(
    'image/png',
    'image/jpeg',
    'text/csv',
    'application/octet-stream',
    'text/html',
    'image/svg+xml',
    'application/json',
  );
  const fields = route.body
    ? inputValue(route.body).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value as Record<string, unknown>).flatMap(([k, x]) =>
              asQueryValues(x).map((s) => [k, s] as [string, string]),
            )
          : [],
      )
    : fc.constant<[string, string][]>([]);
  const files = fc.tuple(
    ...fileFields.map((field) => fc.record({ field: fc.constant(field), file, name: names, type: types })),
  );
  const extraFiles = fc.array(
    fc.record({ field: fc.constantFrom(fileFields[0]!, 'other', 'file[]'), file, name: names, type: types }),
    { maxLength: 2 },
  );
  const manyFields = fc.constant(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'x'] as [string, string]));
  const normal = fc.tuple(fields, files, fc.boolean(), extraFiles).map<Body>(([f, fs, keep, extra]) => ({
    kind: 'multipart',
    fields: f,
    files: keep ? [...fs, ...extra] : extra,
  }));
  return fc.oneof(
    { arbitrary: normal, weight: 8 },
    {
      arbitrary: fc
        .tuple(manyFields, files)
        .map<Body>(([f, fs]) => ({ kind: 'multipart', fields: f, files: fs })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { kind: 'json', value: { file: 'x' } },
        { kind: 'none' },
        {
          kind: 'rawMultipart',
          text: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          contentType: 'multipart/form-data; boundary=b',
        },
        { kind: 'rawMultipart', text: 'no boundary here', contentType: 'multipart/form-data' },
      ),
      weight: 1,
    },
  );
}

function caseArb(route: Route): fc.Arbitrary<Case> {
  const role = fc.constantFrom<Role>(...ROLES, 'artist', 'admin');
  const body =
    route.contentType === 'multipart' ? multipartArb(route, route.files ?? []) : jsonBodyArb(route);
  return fc.record({ role, target: targetArb(route), query: queryArb(route), body });
}

/** What the server should make of the body: true when every schema accepts it (then any status may follow). */
function bodyAcceptable(route: Route, body: Body): boolean {
  if (route.method === 'GET') return true;
  const check = (value: unknown) => (route.body ? v.is(route.body, value) : true);
  // A route that also takes JSON reads a JSON body as its text fields (below); a file is then optional.
  const jsonInstead = route.acceptsJson && body.kind !== 'multipart' && body.kind !== 'rawMultipart';
  if (route.contentType === 'multipart' && !jsonInstead) {
    if (body.kind !== 'multipart') return false;
    const fileFields = route.files ?? [];
    if (body.fields.length + body.files.length > 20) return false;
    if (route.acceptsJson) {
      // Its file is any file (what it is, the handler finds out from its bytes), or none beside the text fields.
      if (body.files.length > fileFields.length || !body.files.every((f) => fileFields.includes(f.field))) return false;
      if (new Set(body.files.map((f) => f.field)).size !== body.files.length) return false;
      const fields: Record<string, string | string[]> = {};
      for (const [k, x] of body.fields) fields[k] = k in fields ? ([] as string[]).concat(fields[k]!, x) : x;
      return check(fields);
    }
    const kindOk = (f: MultipartBody['files'][number]) =>
      route.fileKind === 'csv'
        ? (CSV_FILES as readonly string[]).includes(f.file) &&
          (FILE_KINDS.csv.mimeTypes as readonly string[])
            .concat(['text/plain', 'application/octet-stream'])
            .includes(f.type)
        : isValidImageFile(f.file);
    if (
      body.files.length !== fileFields.length ||
      !fileFields.every((field) => body.files.filter((f) => f.field === field).length === 1)
    )
      return false;
    if (!body.files.every(kindOk)) return false;
    const record: Record<string, string | string[]> = {};
    for (const [k, x] of body.fields) record[k] = k in record ? ([] as string[]).concat(record[k]!, x) : x;
    return check(record);
  }
  if (body.kind === 'none') return check({});
  if (body.kind === 'json') {
    // Judge what went over the wire: JSON drops undefined, turns NaN into null, and so on.
    const sent = JSON.stringify(body.value);
    return sent === undefined || sent === '' ? check({}) : check(JSON.parse(sent));
  }
  if (body.kind !== 'raw') return false;
  const jsonType = body.contentType && /^application\/(json|[\w.+-]*\+json)\b/.test(body.contentType);
  if (body.text.length === 0) return check({});
  if (!jsonType) return false;
  if (Buffer.byteLength(body.text) > JSON_LIMIT) return false;
  if (body.text.trim() === '') return check({});
  try {
    return check(JSON.parse(body.text));
  } catch {
    return false;
  }
}

function requestInit(route: Route, c: Case, files: FileBytes): RequestInit {
  const init: RequestInit = { method: route.method };
  const headers: Record<string, string> = {};
  const body = c.body;
  if (body.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body.value) ?? '';
  } else if (body.kind === 'raw' || body.kind === 'rawMultipart') {
    if (body.contentType) headers['Content-Type'] = body.contentType;
    init.body = body.text;
  } else if (body.kind === 'multipart') {
    const form = new FormData();
    for (const [k, x] of body.fields) form.append(k, x);
    for (const f of body.files)
      form.append(f.field, new Blob([new Uint8Array(fileBytes(files, f.file))], { type: f.type }), f.name);
    init.body = form;
  }
  init.headers = headers;
  return init;
}

/** How the router hands a path parameter over: decoded when it decodes, else as sent. */
const decodeParam = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const LEAK = /\bat .+:\d+:\d+\)|\bselect\b.+\bfrom\b|\binsert into\b|syntax error at|node_modules/i;

type Tally = { sent: number; byClass: Record<string, number>; refusedInvalid: number; failures: string[] };

describe('route fuzz: every route of the route table', () => {
  let fixture: SecurityFixture;
  let files: FileBytes;
  const tallies = new Map<string, Tally>();

  beforeAll(async () => {
    fixture = await SecurityFixture.create();
    files = await makeFiles();
  }, 120_000);

  afterAll(async () => {
    const total = [...tallies.values()].reduce((n, t) => n + t.sent, 0);
    const fives = [...tallies.values()].reduce((n, t) => n + (t.byClass['5xx'] ?? 0), 0);
    console.log(
      `route fuzz: ${tallies.size} routes, ${total} requests (${RUNS} per route, seed ${SEED}), ${fives} responses 5xx`,
    );
    await fixture?.close();
  });

  it('covers every route of the table and of /api/openapi.json', async () => {
    const res = await fixture.fetch('anonymous', '/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const fuzzed = new Set(apiRoutes.map((r) => `${r.method} ${r.path}`));
    // Navigations (sign-in redirects, the unsubscribe page and its form) are documented too; they are pages, not JSON
    // calls, and are covered by the session suite and the email settings suite.
    expect(documented.filter((op) => !fuzzed.has(op)).sort()).toEqual([
      'GET /api/desktop/authorize',
      'GET /api/email/unsubscribe',
      'GET /api/login',
      'GET /api/logout',
      'POST /api/email/unsubscribe',
      'POST /api/logout',
    ]);
    expect(apiRoutes.length).toBeGreaterThan(80);
  });

  it.each(apiRoutes.map((r) => [r.id, r] as const))('%s', async (_id, route) => {
    const cases = fc.sample(caseArb(route), { numRuns: RUNS, seed: SEED });
    const tally: Tally = { sent: 0, byClass: {}, refusedInvalid: 0, failures: [] };
    tallies.set(route.id, tally);

    const run = async (c: Case) => {
      const role = c.role;
      let token: string | undefined;
      // Revoking the desktop token the suite shares would sign it out; that route gets a throwaway token.
      if (route.id === 'desktop.revokeToken' && role === 'desktop')
        token = (await fixture.adminTokenRow()).token;
      // A caller the access check turns away never reaches the row, so it needs no fresh one.
      const turnedAway =
        (role === 'anonymous' && route.access !== 'public') ||
        (role === 'artist' && route.access === 'admin');
      const target: Target =
        turnedAway && 'to' in c.target && c.target.to === 'fresh' ? { to: 'mine' } : c.target;
      const params = await fixture.params(route, target);
      const literal = 'literal' in c.target;
      const search = new URLSearchParams(c.query).toString();
      const url = fixture.path(route, params, literal) + (search ? `?${search}` : '');
      const init = requestInit(route, c, files);
      if (token)
        init.headers = { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` };
      const res = await fixture.fetch(role, url, init);
      const text = await res.text();
      tally.sent++;
      const statusClass = `${String(res.status)[0]}xx`;
      tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;

      const decoded = Object.fromEntries(
        Object.entries(params).map(([k, x]) => [k, literal ? decodeParam(x) : x]),
      );
      // A literal id is judged like any other: the generator sometimes spells an existing id exactly.
      const paramsOk = v.is(route.params, decoded);
      const queryOk = route.query ? v.is(route.query, parseQuery(search)) : true;
      const ownerOk = !(
        'to' in c.target &&
        c.target.to === 'victim' &&
        role === 'artist' &&
        route.access === 'owner'
      );
      const acceptable = paramsOk && queryOk && ownerOk && bodyAcceptable(route, c.body);
      const problem = judge(route, res, text, acceptable);
      if (problem) {
        const requestId = res.headers.get('X-Request-Id') ?? '-';
        const logged = fixture.server.logs
          .filter((l) => l.includes(requestId) && /"level":(40|50|60)/.test(l))
          .map((l) => l.slice(0, 600));
        tally.failures.push(
          `${route.method} ${url.slice(0, 200)} as ${role} [${describeBody(c.body)}] -> ${res.status} ${text.slice(0, 200)}: ${problem} ${logged.join(' ')}`,
        );
      } else if (!acceptable) tally.refusedInvalid++;
    };

    const queue = [...cases];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) await run(c);
      }),
    );
    if (route.id === 'admin.settings.update') {
      await fixture.fetch('admin', '/api/admin/settings', { method: 'PUT', json: DEFAULT_SITE_SETTINGS });
    }
    await fixture.trim();
    expect(tally.failures.slice(0, 5), `${tally.failures.length} of ${tally.sent} requests failed`).toEqual(
      [],
    );
    expect(tally.sent).toBe(RUNS);
    expect(await fixture.intact()).toEqual({
      artist: 200,
      admin: 200,
      desktop: 200,
      profile: 200,
      publicPage: 200,
      token: 200,
    });
  });
});

function judge(route: Route, res: Response, text: string, acceptable: boolean): string | undefined {
  if (res.status >= 500) return 'server error';
  if (res.status >= 300 && res.status < 400) return 'redirect from a JSON call';
  if (res.status >= 400) {
    if (!/^application\/json/.test(res.headers.get('Content-Type') ?? '')) return 'error without a JSON body';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return 'error body is not JSON';
    }
    const message = (body as { message?: unknown }).message;
    if (typeof message !== 'string' || message.trim() === '') return 'error without a message';
    if (LEAK.test(message)) return 'error message leaks internals';
    return undefined;
  }
  if (!acceptable) return 'input the schemas refuse was accepted';
  if (route.response === 'empty')
    return res.status === 204 && text === '' ? undefined : `expected 204 with no body`;
  if (res.status !== (route.status ?? 200) && res.status !== route.alsoStatus) return `expected status ${route.status ?? 200}`;
  if (!route.response) return undefined;
  const parsed = v.safeParse(route.response, JSON.parse(text));
  return parsed.success
    ? undefined
    : `response does not match its schema: ${parsed.issues[0].message} at ${parsed.issues[0].path?.map((p) => String(p.key)).join('.')}`;
}

function describeBody(body: Body): string {
  if (body.kind === 'none') return 'no body';
  if (body.kind === 'json') return `json ${JSON.stringify(body.value)?.slice(0, 120)}`;
  if (body.kind === 'raw')
    return `${body.contentType ?? 'no type'} ${JSON.stringify(body.text.slice(0, 80))}`;
  if (body.kind === 'rawMultipart') return `raw multipart`;
  return `multipart fields=${JSON.stringify(body.fields).slice(0, 100)} files=${body.files.map((f) => `${f.field}:${f.file}`).join(',')}`;
}
