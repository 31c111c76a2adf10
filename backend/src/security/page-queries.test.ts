// Control characters in the address of a server-rendered page (`/artists?q=%00`, the directory whose first view
// searches with its query): refused before any search, as the API refuses them, with no stack or SQL in the log.
// They used to answer 200 and log a 5.8 KB stack with the failing SQL per request.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { suiteEngine } from '../../test/security/fixture.ts';

const INDEX = '<!doctype html><html lang="en"><head><title>Oeuvre</title></head><body><div id="root"></div></body></html>';

describe('control characters in server-rendered page addresses', () => {
  let db: TestOrm;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestOrm(suiteEngine());
    const dist = path.join(mkdtempSync(path.join(tmpdir(), 'oeuvre-page-queries-')), 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    server = await startTestServer(db.orm, { WEB_DIST: dist });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const logsDuring = async (work: () => Promise<void>) => {
    const before = server.logs.length;
    await work();
    await new Promise((r) => setTimeout(r, 50)); // the log line is written when the response ends
    return server.logs.slice(before).join('\n');
  };

  it('refuses NUL in a page query with 400, as the API does, and logs no stack or SQL', async () => {
    const log = await logsDuring(async () => {
      for (const address of ['/artists?q=%00', '/artists?q=a%00b&page=2', '/artists?location=%00', '/?q=%00']) {
        const res = await fetch(`${server.url}${address}`);
        expect(res.status, address).toBe(400);
        expect(await res.json(), address).toMatchObject({ message: 'Text must not contain NUL characters' });
      }
      const api = await fetch(`${server.url}/api/directory?q=%00`);
      expect(api.status).toBe(400);
      expect(await api.json()).toEqual({ message: 'Text must not contain NUL characters', field: 'q' });
    });
    expect(log).not.toMatch(/stack|select |at [\w.]+ \(/i);
    expect(log.length).toBeLessThan(4_000);
  });

  it('refuses every other control character and line separator in a query, for pages and the API alike', async () => {
    for (const char of ['%01', '%09', '%0A', '%1B', '%7F', '%C2%85', '%E2%80%A8', '%E2%80%A9']) {
      for (const address of [`/artists?q=a${char}b`, `/api/directory?q=a${char}b`]) {
        const res = await fetch(`${server.url}${address}`);
        expect(res.status, address).toBe(400);
        expect(((await res.json()) as { message: string }).message, address).toBe('Text must not contain control characters');
      }
    }
  });

  it('answers 404 for a page path with a control character, and still serves ordinary searches', async () => {
    for (const address of ['/artists/a%00b', '/artists/a%0Ab']) {
      const res = await fetch(`${server.url}${address}`);
      expect(res.status, address).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
    for (const address of ['/artists?q=berlin', '/artists?q=%C3%A9mile%20zola', '/artists']) {
      const res = await fetch(`${server.url}${address}`);
      expect(res.status, address).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });
});
