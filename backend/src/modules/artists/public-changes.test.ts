// Several instances on one PostgreSQL database: an approval made on one is served by another, which kept the previous
// version in memory, as soon as the database's notification reaches it (polled here: no timing is asserted).
import { startServer, tempDataFolder, type ServerProcess } from '@oeuvre/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { signedInBrowser, startTestServer, type TestServer } from '../../../test/server.ts';
import type { Browser } from '../../../test/http.ts';
import { rootOf, testWebBuild } from '../../pages/web-build.fixtures.ts';
import { signedInArtist } from '../connections/connection.fixtures.ts';
import { artistWithProfile, json, profileForm, type ProfileRecord } from './artist.fixtures.ts';

/** What the public reads of an artist: the page, the API's answer and the two PDFs. */
const publicAddresses = (slug: string) => [
  `/artists/${slug}`,
  `/api/artists/${slug}`,
  `/artists/${slug}/cv.pdf`,
  `/artists/${slug}/portfolio.pdf`,
];
const cityOf = async (res: Response) => ((await res.json()) as { profile: { city: string } }).profile.city;

describe.runIf(engines().includes('postgresql'))(
  'public reads on two instances of one PostgreSQL database',
  () => {
    let db: TestOrm;
    let a: TestServer;
    let b: ServerProcess;
    let admin: Browser;
    const dataDir = tempDataFolder('instance-b');
    const web = testWebBuild();

    beforeAll(async () => {
      db = await createTestOrm('postgresql');
      const databaseUrl = db.orm.config.get('clientUrl')!;
      // Instance A in this process, instance B in its own (the real entry point), both listening for changes.
      a = await startTestServer(db.orm, { DATABASE_URL: databaseUrl, ...web.env });
      b = await startServer({
        env: {
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir.path,
          ...web.env,
        },
        readyTimeoutMs: 30_000,
      });
      admin = await signedInBrowser(a, 'admin-two-instances@oeuvre.test', { admin: true });
    }, 60_000);
    afterAll(async () => {
      await b?.stop();
      await a?.close();
      await db?.close();
      dataDir.remove();
      web.remove();
    });

    const approve = async (id: number) =>
      expect((await admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} })).status).toBe(200);

    /** Asks until the answer is the expected one, up to a generous bound for a busy machine. */
    async function poll(ask: () => Promise<boolean>): Promise<number> {
      for (let attempt = 1; attempt <= 300; attempt++) {
        if (await ask()) return attempt;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('instance B never served the change');
    }

    it('an approval on A is served by B, which had the previous version in memory', async () => {
      const { browser, profile } = await artistWithProfile(a, { fullName: 'Twin Stance', city: 'Oslo' });
      await approve(profile.id);
      const address = `${b.url}/api/artists/${profile.slug}`;
      await poll(async () => (await fetch(address)).status === 200);
      const before = await fetch(address);
      const etag = before.headers.get('ETag')!;
      expect(await cityOf(before)).toBe('Oslo');
      expect((await fetch(address, { headers: { 'If-None-Match': etag } })).status).toBe(304); // B keeps it

      const mine = await json<ProfileRecord>(await browser.fetch('/api/artists/user'));
      const edit = await browser.fetch(`/api/artists/${profile.id}`, {
        method: 'PATCH',
        json: { ...profileForm({ fullName: 'Twin Stance', city: 'Bergen' }), version: mine.version },
      });
      expect(edit.status).toBe(200);
      expect(await cityOf(await fetch(address))).toBe('Oslo'); // waiting for review: still the published version
      await approve(profile.id);
      await poll(async () => (await fetch(address, { headers: { 'If-None-Match': etag } })).status === 200);
      const after = await fetch(address);
      expect(await cityOf(after)).toBe('Bergen');
      expect(after.headers.get('ETag')).not.toBe(etag);
      // And the directory on B counts the change too.
      const directory = (await (await fetch(`${b.url}/api/directory?q=twin+stance`)).json()) as {
        items: { city: string }[];
      };
      expect(directory.items.map((i) => i.city)).toEqual(['Bergen']);
    });

    it('a deletion on A is a 404 on B', async () => {
      const { profile } = await artistWithProfile(a, { fullName: 'Gone Twin' });
      await approve(profile.id);
      const address = `${b.url}/api/artists/${profile.slug}`;
      await poll(async () => (await fetch(address)).status === 200);
      expect((await fetch(address)).status).toBe(200);
      expect((await admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' })).status).toBe(204);
      await poll(async () => (await fetch(address)).status === 404);
    });

    it('a user deleted on A (the database cascades to the profile) is gone on B: page, API answer, PDFs, directory', async () => {
      const { profile } = await artistWithProfile(a, {
        fullName: 'Cascade Twin',
        artistStatement: 'Gone with the account, on every instance.',
      });
      await approve(profile.id);
      const addresses = publicAddresses(profile.slug);
      await poll(async () => (await fetch(`${b.url}${addresses[1]}`)).status === 200);
      // Each asked twice on B, so whatever B keeps in memory is kept.
      for (const address of [...addresses, ...addresses])
        expect((await fetch(`${b.url}${address}`)).status, address).toBe(200);
      const search = `${b.url}/api/directory?q=cascade+twin`;
      const found = async () =>
        ((await (await fetch(search)).json()) as { items: { slug: string }[] }).items.map((i) => i.slug);
      expect(await found()).toEqual([profile.slug]);

      const [owner] = await db.orm.em
        .fork()
        .getConnection()
        .execute<{ user_id: number }[]>('select user_id from artist_profile where id = ?', [profile.id]);
      const userId = owner!.user_id;
      expect((await admin.fetch(`/api/admin/users/${userId}/delete`, { method: 'DELETE' })).status).toBe(204);
      await poll(async () => (await fetch(`${b.url}${addresses[1]}`)).status === 404);
      for (const address of addresses) expect((await fetch(`${b.url}${address}`)).status, address).toBe(404);
      expect(await found()).toEqual([]);
    });

    it('a profile row deleted in SQL, by neither instance, is gone on both: page, API answer, PDFs, directory', async () => {
      const { profile } = await artistWithProfile(a, {
        fullName: 'Console Twin',
        artistStatement: 'Deleted at a console, heard by both.',
      });
      await approve(profile.id);
      const addresses = publicAddresses(profile.slug);
      const search = '/api/directory?q=console+twin';
      await poll(async () => (await fetch(`${b.url}${addresses[1]}`)).status === 200);
      for (const server of [a.url, b.url]) {
        for (const address of [...addresses, ...addresses])
          expect((await fetch(`${server}${address}`)).status, address).toBe(200);
        expect(await (await fetch(`${server}${search}`)).text()).toContain(profile.slug);
      }

      await db.orm.em.fork().getConnection().execute('delete from artist_profile where id = ?', [profile.id]);
      for (const server of [a.url, b.url]) {
        await poll(async () => (await fetch(`${server}${addresses[1]}`)).status === 404);
        for (const address of addresses)
          expect((await fetch(`${server}${address}`)).status, address).toBe(404);
        expect(await (await fetch(`${server}${search}`)).text()).not.toContain(profile.slug);
      }
    });

    it("a request accepted on A shows on B's kept artist page: its supporters are drawn with it", async () => {
      const asker = await signedInArtist(a, 'twin-asker');
      const artist = await signedInArtist(a, 'twin-artist');
      const page = `${b.url}/artists/${artist.slug}`;
      const root = async () => rootOf(await (await fetch(page)).text()) ?? '';
      expect(await root()).not.toContain('Supported by');
      expect(await root()).not.toContain('Supported by'); // kept by B
      const request = await json<{ id: number }>(
        await asker.browser.fetch('/api/connections', {
          method: 'POST',
          json: { receiverId: artist.profileId },
        }),
      );
      const accepted = await artist.browser.fetch(`/api/connections/${request.id}/accept`, {
        method: 'POST',
        json: {},
      });
      expect(accepted.status).toBe(200);
      await poll(async () => (await root()).includes(`Supported by ${asker.slug} (published)`));
    });
  },
);
