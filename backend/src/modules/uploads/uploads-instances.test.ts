// Two instances behind one address: one PostgreSQL database, one bucket, one SESSION_SECRET. An image uploaded
// through one is served by the other; an artist deleted on the other takes their objects with them.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, tempDataFolder, type ServerProcess } from '@oeuvre/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import type { Browser } from '../../../test/http.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import { signedInBrowser, startTestServer, type TestServer } from '../../../test/server.ts';
import { testWebBuild } from '../../pages/web-build.fixtures.ts';
import { artistWithProfile } from '../artists/artist.fixtures.ts';
import { addEntry, uploadWorkImage } from '../cv-documents/cv-documents.fixtures.ts';
import { uploadKeyOf } from './upload-files.ts';

const PREFIX = 'shared';

describe.runIf(engines().includes('postgresql'))('uploads on two instances of one database and one bucket', () => {
  let s3: TestS3;
  let db: TestOrm;
  let a: TestServer;
  let b: ServerProcess;
  let admin: Browser;
  const dataDirB = tempDataFolder('instance-b');
  const web = testWebBuild();
  const sessionSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    s3 = await startTestS3('oeuvre-shared');
    db = await createTestOrm('postgresql');
    const databaseUrl = db.orm.config.get('clientUrl')!;
    const shared = { DATABASE_URL: databaseUrl, SESSION_SECRET: sessionSecret, ...s3.env(PREFIX) };
    // Instance A in this process, instance B in its own (the real entry point), each with its own DATA_DIR.
    a = await startTestServer(db.orm, shared);
    b = await startServer({
      env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDirB.path, ...shared, ...web.env },
      readyTimeoutMs: 30_000,
    });
    admin = await signedInBrowser(a, 'admin-two-buckets@oeuvre.test', { admin: true });
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await db?.close();
    await s3?.close();
    dataDirB.remove();
    web.remove();
  });

  const objectsOf = (url: string) => s3.keys(`${PREFIX}/${uploadKeyOf(url)!.slice(0, 2)}/${uploadKeyOf(url)}`);

  it('an image uploaded through A is served by B, the same bytes with the same validators', async () => {
    const { browser, profile } = await artistWithProfile(a);
    const url = await uploadWorkImage(browser, profile.id, 640, 320);
    const fromA = await fetch(`${a.url}${url}`);
    const fromB = await fetch(`${b.url}${url}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    const etag = fromA.headers.get('etag')!;
    expect(fromB.headers.get('etag')).toBe(etag);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A browser that got it from A revalidates with B.
    expect((await fetch(`${b.url}${url}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('deleting an artist on B (signed in on A: one SESSION_SECRET) removes their objects, for both', async () => {
    const { browser, profile } = await artistWithProfile(a);
    const unsaved = await uploadWorkImage(browser, profile.id, 300, 300);
    const work = await uploadWorkImage(browser, profile.id, 300, 200);
    await addEntry(browser, profile.id, 'works', { title: 'Shared', medium: 'Oil', year: '2020', imageUrl: work });
    expect([...(await objectsOf(unsaved)), ...(await objectsOf(work))]).toHaveLength(6);

    const res = await admin.fetch(`${b.url}/api/admin/artists/${profile.id}`, { method: 'DELETE' });
    expect(res.status, await res.clone().text()).toBe(204);
    expect([...(await objectsOf(unsaved)), ...(await objectsOf(work))]).toEqual([]);
    expect((await fetch(`${a.url}${work}`)).status).toBe(404);
    expect((await fetch(`${b.url}${work}`)).status).toBe(404);
  });

  it('neither instance writes under its DATA_DIR/uploads', () => {
    expect(existsSync(path.join(a.config.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(path.join(dataDirB.path, 'uploads'))).toBe(false);
  });
});
