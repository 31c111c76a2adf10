import { randomUUID } from 'node:crypto';
import { ADMIN_LIST_PAGE_SIZE, ValidationMessages as M, type AdminArtistListPage } from '@oeuvre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { artistWithProfile, json, uniqueEmail, type ProfileRecord } from './artist.fixtures.ts';

/** The admin table of published artists: GET /api/admin/artists/search (server-side search, sort and paging). */
describe.each(engines())('admin artist table on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });

  /** A word only this run's artists carry, so the other tests' artists never count. */
  const tag = `Qv${randomUUID().slice(0, 6)}`;
  const people = [
    { fullName: `Ada ${tag} Lovelace`, city: 'London', country: 'United Kingdom' },
    { fullName: `Bruno ${tag} Munari`, city: 'Milan', country: 'Italy' },
    { fullName: `Chiharu ${tag} Shiota`, city: 'Berlin', country: 'Germany' },
    { fullName: `Doris ${tag} Salcedo`, city: 'Bogotá', country: 'Colombia' },
    { fullName: `Etel ${tag} Adnan`, city: 'Paris', country: 'France' },
  ];
  const published: ProfileRecord[] = [];
  let unpublished: ProfileRecord;

  const page = async (query: string) => {
    const res = await site.admin.fetch(`/api/admin/artists/search?${query}`);
    expect(res.status, query).toBe(200);
    return json<AdminArtistListPage>(res);
  };

  beforeAll(async () => {
    for (const [i, person] of people.entries()) {
      const { profile } = await artistWithProfile(site.server, { ...person, email: uniqueEmail(`inbox${i}`) });
      expect((await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status).toBe(200);
      published.push(profile);
    }
    unpublished = (await artistWithProfile(site.server, { fullName: `Frida ${tag} Unpublished` })).profile;
  });

  it('pages the published artists with the total, newest first by default, never unpublished ones', async () => {
    const first = await page(`q=${tag}&pageSize=2`);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((a) => a.fullName)).toEqual([people[4]!.fullName, people[3]!.fullName]);
    const second = await page(`q=${tag}&pageSize=2&page=2`);
    expect(second.items.map((a) => a.fullName)).toEqual([people[2]!.fullName, people[1]!.fullName]);
    const last = await page(`q=${tag}&pageSize=2&page=3`);
    expect(last.items.map((a) => a.fullName)).toEqual([people[0]!.fullName]);
    const beyond = await page(`q=${tag}&pageSize=2&page=4`);
    expect(beyond).toMatchObject({ items: [], total: 5, page: 4 });
    const all = [...first.items, ...second.items, ...last.items].map((a) => a.id);
    expect(all).not.toContain(unpublished.id);
    expect(new Set(all).size).toBe(5);
    // The rows are the admin's full records, as the plain admin list gives them.
    expect(first.items[0]).toMatchObject({ id: published[4]!.id, slug: published[4]!.slug, isApproved: true });
  });

  it('uses the default page size when none is asked', async () => {
    const res = await page('');
    expect(res.pageSize).toBe(ADMIN_LIST_PAGE_SIZE);
    expect(res.items.length).toBeLessThanOrEqual(ADMIN_LIST_PAGE_SIZE);
  });

  it('sorts by name, location and created, both ways', async () => {
    const names = people.map((p) => p.fullName);
    expect((await page(`q=${tag}&sort=name&order=asc`)).items.map((a) => a.fullName)).toEqual(names);
    expect((await page(`q=${tag}&sort=name&order=desc`)).items.map((a) => a.fullName)).toEqual([...names].reverse());
    expect((await page(`q=${tag}&sort=location&order=asc`)).items.map((a) => a.country)).toEqual([
      'Colombia',
      'France',
      'Germany',
      'Italy',
      'United Kingdom',
    ]);
    expect((await page(`q=${tag}&sort=created&order=asc`)).items.map((a) => a.id)).toEqual(published.map((p) => p.id));
    const byPublished = (await page(`q=${tag}&sort=published&order=desc`)).items.map((a) => a.id);
    expect(byPublished).toEqual([...published].reverse().map((p) => p.id));
  });

  it('finds an artist by a few letters of the name, the city (accents folded) or the email', async () => {
    expect((await page(`q=${encodeURIComponent(`${tag} shi`)}`)).items.map((a) => a.fullName)).toEqual([
      people[2]!.fullName,
    ]);
    expect((await page(`q=${encodeURIComponent(`${tag} bogota`)}`)).items.map((a) => a.city)).toEqual(['Bogotá']);
    const byEmail = await page(`q=${encodeURIComponent(`${tag} inbox1-`)}`);
    expect(byEmail.items.map((a) => a.fullName)).toEqual([people[1]!.fullName]);
    // Every word must match; LIKE's own characters are taken literally.
    expect(await page(`q=${encodeURIComponent(`${tag} paris london`)}`)).toMatchObject({ total: 0, items: [] });
    expect(await page(`q=${encodeURIComponent(`${tag} %`)}`)).toMatchObject({ total: 0, items: [] });
    expect(await page(`q=${encodeURIComponent(`${tag} _`)}`)).toMatchObject({ total: 0, items: [] });
  });

  it('refuses out-of-bounds paging, unknown sorts and over-long searches with a clear 400', async () => {
    const refused: [string, string][] = [
      ['page=0', M.page],
      ['page=abc', M.page],
      ['page=1.5', M.page],
      ['pageSize=0', M.pageSize],
      ['pageSize=101', M.pageSize],
      ['sort=password', M.sort(['name', 'email', 'location', 'published', 'created'])],
      ['order=sideways', M.order],
      [`q=${'a'.repeat(201)}`, M.tooLong(200)],
    ];
    for (const [query, message] of refused) {
      const res = await site.admin.fetch(`/api/admin/artists/search?${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<{ message: string }>(res);
      expect(body.message, query).toContain(message);
      expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);
    }
    expect((await page('pageSize=100')).pageSize).toBe(100);
  });

  it('is for admins only: 401 signed out, 403 for an artist', async () => {
    expect((await site.server.browser().fetch('/api/admin/artists/search')).status).toBe(401);
    const { browser } = await artistWithProfile(site.server);
    expect((await browser.fetch(`/api/admin/artists/search?q=${tag}`)).status).toBe(403);
  });
});
