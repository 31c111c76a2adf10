/**
 * CSRF: every state-changing route, called with a valid session cookie but from another site (a foreign or null
 * Origin, Sec-Fetch-Site: cross-site) or with a text/plain body (what a cross-site form can send without a
 * preflight), is refused: 100% 403 or 415, and no row changes. The same calls without the hostile part are not
 * refused (the control). No GET changes state: every GET route as every role leaves every table as it was.
 */
import { describe, expect, it } from 'vitest';
import { apiRoutes, type Route } from '@oeuvre/contract';
import { fixtureForSuite, ROLES, type SecurityFixture } from '../../test/security/fixture.ts';
import { send, validJson, validRequest, type ValidRequest } from '../../test/security/valid-requests.ts';

const writes = apiRoutes.filter((r) => r.method !== 'GET');
const reads = apiRoutes.filter((r) => r.method === 'GET');

type Attack = { name: string; expected: number[]; headers: Record<string, string>; textBody?: boolean };
const ATTACKS: Attack[] = [
  { name: 'foreign Origin', expected: [403], headers: { Origin: 'https://evil.example' } },
  { name: 'Origin null (sandboxed frame)', expected: [403], headers: { Origin: 'null' } },
  { name: 'look-alike Origin', expected: [403], headers: {} },
  { name: 'Sec-Fetch-Site: cross-site', expected: [403], headers: { 'Sec-Fetch-Site': 'cross-site' } },
  {
    name: 'text/plain body',
    expected: [403, 415],
    headers: { 'Content-Type': 'text/plain' },
    textBody: true,
  },
];

describe('CSRF and safe methods', () => {
  const fixture = fixtureForSuite();

  /** A cross-site form or fetch carries what it can: its text instead of JSON or multipart, and no Content-Type of ours. */
  function hostile(request: ValidRequest, attack: Attack): [ValidRequest, Record<string, string>] {
    const headers =
      attack.name === 'look-alike Origin'
        ? { Origin: `${fixture().server.url}.evil.example` }
        : attack.headers;
    if (!attack.textBody) return [request, headers];
    const text = JSON.stringify(request.json ?? { artistId: fixture().ids.artistProfile });
    return [{ ...request, json: undefined, body: text }, headers];
  }

  it('refuses every state-changing route from another site or with a text/plain body (100%), changing nothing', async () => {
    const prepared: {
      route: Route;
      attack: Attack;
      request: ValidRequest;
      headers: Record<string, string>;
    }[] = [];
    for (const route of writes) {
      for (const attack of ATTACKS) {
        const [request, headers] = hostile(await validRequest(fixture(), route), attack);
        prepared.push({ route, attack, request, headers });
      }
    }
    const before = await fixture().rowCounts();
    const wrong: string[] = [];
    for (const { route, attack, request, headers } of prepared) {
      const res = await send(fixture(), request, headers);
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (!attack.expected.includes(res.status) || typeof body.message !== 'string')
        wrong.push(`${route.id} with ${attack.name}: ${res.status} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fixture().rowCounts()).toEqual(before);
    console.log(
      `CSRF: ${prepared.length} hostile requests over ${writes.length} state-changing routes, ${prepared.length - wrong.length} refused`,
    );
  });

  it('refuses them from another site with the path spelled in other case ("/API/..."), which the router still matches', async () => {
    const crossSite = ATTACKS.filter((a) => !a.textBody && a.name !== 'look-alike Origin');
    const prepared: { route: Route; attack: Attack; request: ValidRequest }[] = [];
    for (const route of writes) {
      for (const attack of crossSite) {
        const request = await validRequest(fixture(), route);
        for (const prefix of ['/API/', '/Api/'])
          prepared.push({
            route,
            attack,
            request: { ...request, path: request.path.replace(/^\/api\//, prefix) },
          });
      }
    }
    const before = await fixture().rowCounts();
    const wrong: string[] = [];
    for (const { route, attack, request } of prepared) {
      const res = await send(fixture(), request, attack.headers);
      // Refused as from another site, or no route at all: never carried out.
      if (res.status !== 403 && res.status !== 404)
        wrong.push(`${route.id} at ${request.path} with ${attack.name}: ${res.status} ${await res.text()}`);
    }
    expect(wrong).toEqual([]);
    expect(await fixture().rowCounts()).toEqual(before);
  });

  it('control: the same calls from our own pages are not refused', async () => {
    const refused: string[] = [];
    for (const route of writes) {
      for (const headers of [{}, { Origin: fixture().server.url, 'Sec-Fetch-Site': 'same-origin' }] as Record<
        string,
        string
      >[]) {
        const res = await send(fixture(), await validRequest(fixture(), route), headers);
        if ([403, 415].includes(res.status) || res.status >= 500)
          refused.push(`${route.id}: ${res.status} ${await res.text()}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('a bearer-token call (the desktop app, no ambient credential) is not subject to the Origin rule', async () => {
    const res = await fixture().fetch('desktop', '/api/admin/settings', {
      method: 'PUT',
      json: validJson(
        fixture(),
        apiRoutes.find((r) => r.id === 'admin.settings.update')!,
      ),
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });

  it('no GET changes state: every GET route, as every role, leaves every table as it was', async () => {
    const targets: { route: Route; path: string }[] = [];
    for (const route of reads)
      targets.push({ route, path: fixture().path(route, await fixture().params(route, { to: 'mine' })) });
    // The desktop token's last use is recorded at most once a minute: that one use is made before the snapshot.
    await fixture().fetch('desktop', '/api/auth/user');
    const before = await snapshot(fixture());
    let calls = 0;
    for (const { path } of targets) {
      for (const role of ROLES) {
        const res = await fixture().fetch(role, path);
        expect(res.status, `${role} GET ${path}`).toBeLessThan(500);
        calls++;
      }
    }
    expect(await snapshot(fixture())).toEqual(before);
    expect(calls).toBe(reads.length * ROLES.length);
  });
});

/** Row counts of every table and a digest of every row's content. */
async function snapshot(fixture: SecurityFixture): Promise<Record<string, string>> {
  const connection = fixture.db.orm.em.getConnection();
  const counts = await fixture.rowCounts();
  const out: Record<string, string> = {};
  for (const table of Object.keys(counts)) {
    const [row] = (await connection.execute(
      `select count(*)::int as n, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as digest from "${table}" t`,
    )) as { n: number; digest: string }[];
    out[table] = `${row!.n} ${row!.digest}`;
  }
  return out;
}
