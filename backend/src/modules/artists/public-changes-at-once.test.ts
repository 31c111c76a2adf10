// Every change that adds, removes or publishes profiles reaches every count, list, page and answer kept in memory at
// once (the next request, no waiting), on either engine: a CSV import, an admin's delete of a profile, the delete of
// a user (the database cascades to the profile), a row deleted or hidden in SQL behind every service, the table
// emptied, and a new profile under a deleted one's slug. No service tells the caches: the database announces each
// change when it commits (public-changes.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { engines, sqlBehindTheServer } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { artistsCsv, uploadCsv } from '../csv-import/testing/csv-upload.ts';
import { rootOf, testWebBuild } from '../../pages/web-build.fixtures.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { artistWithProfile, json } from './artist.fixtures.ts';

type DirectoryAnswer = { total: number; items: { fullName: string; slug: string }[] };

describe.each(engines())('public changes at once on %s', (engine) => {
  const web = testWebBuild();
  afterAll(() => web.remove());
  const site = testSite(engine, { env: web.env, admin: 'admin-at-once@oeuvre.test', requireApproval: false });
  const visit = (address: string) =>
    fetch(`${site.server.url}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
  const directory = async (query = '') => json<DirectoryAnswer>(await visit(`/api/directory${query}`));

  /** A published artist whose page, API answer, PDFs, directory card and list entry are all kept in memory now. */
  async function keptArtist(name: string) {
    const { profile } = await artistWithProfile(site.server, {
      fullName: name,
      artistStatement: `The statement of ${name}, soon gone.`,
    });
    const addresses = [
      `/artists/${profile.slug}`,
      `/api/artists/${profile.slug}`,
      `/artists/${profile.slug}/cv.pdf`,
      `/artists/${profile.slug}/portfolio.pdf`,
    ];
    const search = `?q=${encodeURIComponent(name)}`;
    // Each asked twice, so whatever is kept in memory is kept.
    for (const address of [...addresses, ...addresses])
      expect((await visit(address)).status, address).toBe(200);
    for (let twice = 0; twice < 2; twice++) {
      expect((await directory(search)).items.map((a) => a.slug)).toEqual([profile.slug]);
      expect(rootOf(await (await visit(`/artists${search}`)).text())).toContain(name);
      expect(await (await visit('/api/artists')).text()).toContain(profile.slug);
    }
    expect(site.server.app.pages.stats().entries).toBeGreaterThan(0);
    return { profile, addresses, search };
  }

  /** The very next requests: nothing of the artist is answered, from memory or otherwise. */
  async function goneAtOnce(
    { profile, addresses, search }: Awaited<ReturnType<typeof keptArtist>>,
    name: string,
  ) {
    for (const address of addresses) expect((await visit(address)).status, address).toBe(404);
    expect((await directory(search)).items).toEqual([]);
    expect((await directory()).total).toBe(
      await site.orm.em.fork().count(ArtistProfile, { publishedAt: { $ne: null } }),
    );
    expect(rootOf(await (await visit(`/artists${search}`)).text())).not.toContain(name);
    expect(await (await visit('/api/artists')).text()).not.toContain(profile.slug);
  }

  /** SQL run on a connection of its own, as another program (or a person at a console) would. */
  const sqlBehind = (statement: string, params: unknown[] = []) =>
    sqlBehindTheServer(engine, site.orm, statement, params);

  it('a CSV import counts in the directory at once: its total and every page of it', async () => {
    // Asked twice before: the counts, the answer and the page are kept.
    await directory();
    await visit('/artists');
    const before = await directory();

    const imported = await uploadCsv(site.admin, artistsCsv('twelve', 12));
    expect(imported.status).toBe(200);
    expect(await json(imported)).toMatchObject({ successful: 12, failed: 0 });

    const published = await site.orm.em.fork().count(ArtistProfile, { publishedAt: { $ne: null } });
    const after = await directory();
    expect(after.total).not.toBe(before.total);
    expect(after.total).toBe(published);
    const second = await directory('?page=2');
    expect(second.total).toBe(published);
    expect(
      [...after.items, ...second.items].filter((a) => a.fullName.startsWith('Artist twelve')),
    ).toHaveLength(12);
    expect(rootOf(await (await visit('/artists')).text())).toContain(`${published} artists`);
  });

  it("a profile deleted by an admin and made again under the same name and slug shows the new one's CV", async () => {
    const name = `Carol ${engine} Stone`;
    const first = await artistWithProfile(site.server, {
      fullName: name,
      artistStatement: 'The deleted statement, about rivers.',
    });
    const slug = first.profile.slug;
    expect(rootOf(await (await visit(`/artists/${slug}`)).text())).toContain(
      'The deleted statement, about rivers.',
    );
    expect(
      (await site.admin.fetch(`/api/admin/artists/${first.profile.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await visit(`/artists/${slug}`)).status).toBe(404);

    const again = await artistWithProfile(site.server, {
      fullName: name,
      artistStatement: 'The new statement, about mountains.',
    });
    expect(again.profile.slug).toBe(slug);
    expect(again.profile.version).toBe(first.profile.version);
    const page = await visit(`/artists/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(rootOf(html)).toContain('The new statement, about mountains.');
    expect(html).not.toContain('The deleted statement, about rivers.');
  });

  it('deleting a user takes their page, API answer, PDFs and directory card away at once', async () => {
    const name = `Gone ${engine} User`;
    const { profile } = await artistWithProfile(site.server, {
      fullName: name,
      artistStatement: 'Soon gone, with every record of it.',
    });
    const [owner] = await site.orm.em
      .fork()
      .getConnection()
      .execute<{ user_id: number }[]>('select user_id from artist_profile where id = ?', [profile.id]);
    const userId = owner!.user_id;
    const addresses = [
      `/artists/${profile.slug}`,
      `/api/artists/${profile.slug}`,
      `/artists/${profile.slug}/cv.pdf`,
      `/artists/${profile.slug}/portfolio.pdf`,
    ];
    // Each asked twice, so whatever is kept in memory is kept.
    for (const address of [...addresses, ...addresses])
      expect((await visit(address)).status, address).toBe(200);
    const search = `?q=${encodeURIComponent(name)}`;
    expect((await directory(search)).items.map((a) => a.slug)).toEqual([profile.slug]);
    expect(rootOf(await (await visit(`/artists${search}`)).text())).toContain(name);

    const removed = await site.admin.fetch(`/api/admin/users/${userId}/delete`, { method: 'DELETE' });
    expect(removed.status).toBe(204);

    for (const address of addresses) expect((await visit(address)).status, address).toBe(404);
    expect((await directory(search)).items).toEqual([]);
    expect((await directory()).total).toBe(
      await site.orm.em.fork().count(ArtistProfile, { publishedAt: { $ne: null } }),
    );
    expect(rootOf(await (await visit(`/artists${search}`)).text())).not.toContain(name);
    expect(await (await visit('/api/artists')).text()).not.toContain(profile.slug);
  });

  it("an admin's delete takes the page, API answer, PDFs, directory, list and first views away at once", async () => {
    const name = `Admin Gone ${engine}`;
    const kept = await keptArtist(name);
    expect(
      (await site.admin.fetch(`/api/admin/artists/${kept.profile.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    await goneAtOnce(kept, name);
  });

  /**
   * A change no service of the server made: heard when its notification arrives, which the embedded engine delivers
   * with the commit (so at once) and PostgreSQL to the server's listening connection a moment after (asked again
   * until then, within a bound).
   */
  async function whenHeard(check: () => Promise<void>): Promise<void> {
    if (engine === 'pglite') return check();
    for (let attempt = 1; ; attempt++) {
      try {
        return await check();
      } catch (error) {
        if (attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  it('a profile row deleted in SQL, behind every service, is gone from every cache', async () => {
    const name = `Sql Gone ${engine}`;
    const kept = await keptArtist(name);
    await sqlBehind('delete from artist_profile where id = ?', [kept.profile.id]);
    await whenHeard(() => goneAtOnce(kept, name));
  });

  it('a profile hidden in SQL (its publication cleared) is gone from every cache', async () => {
    const name = `Sql Hidden ${engine}`;
    const kept = await keptArtist(name);
    await sqlBehind('update artist_profile set published_at = null, published = null where id = ?', [
      kept.profile.id,
    ]);
    await whenHeard(() => goneAtOnce(kept, name));
  });

  it('the profile table emptied in SQL empties the directory at once', async () => {
    const name = `Truncated ${engine}`;
    const kept = await keptArtist(name);
    await sqlBehind('truncate artist_profile cascade');
    await whenHeard(async () => {
      await goneAtOnce(kept, name);
      expect((await directory()).total).toBe(0);
    });
  });
});
