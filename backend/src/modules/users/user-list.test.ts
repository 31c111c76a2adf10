import { randomUUID } from 'node:crypto';
import { ValidationMessages as M, type AdminUserListPage } from '@oeuvre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { profileForm } from '../artists/artist.fixtures.ts';

/** The admin table of users: GET /api/admin/users/search (server-side search, sort and paging). */
describe.each(engines())('admin user table on %s', (engine) => {
  const site = testSite(engine, { admin: `admin.${randomUUID().slice(0, 6)}@oeuvre.test` });

  /** A word only this run's users carry in their email, so other users never count. */
  const tag = `uq${randomUUID().slice(0, 6)}`;
  const people = [
    { first: 'Agnes', last: 'Martin' },
    { first: 'Bridget', last: 'Riley' },
    { first: 'Carmen', last: 'Herrera' },
    { first: 'Dorothea', last: 'Tanning' },
  ];
  const emails = people.map((p) => `${p.first.toLowerCase()}.${tag}@oeuvre.test`);
  const browsers: Browser[] = [];

  const page = async (query: string) => {
    const res = await site.admin.fetch(`/api/admin/users/search?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as AdminUserListPage;
  };

  beforeAll(async () => {
    for (const [i, person] of people.entries()) {
      browsers.push(await signedInBrowser(site.server, emails[i]!, { firstName: person.first, lastName: person.last }));
    }
    const created = await browsers[1]!.fetch('/api/artists', { method: 'POST', json: profileForm() });
    expect(created.status).toBe(201);
  });

  it('pages the users with the total, newest first by default', async () => {
    const first = await page(`q=${tag}&pageSize=3`);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items.map((u) => u.email)).toEqual([emails[3], emails[2], emails[1]]);
    const second = await page(`q=${tag}&pageSize=3&page=2`);
    expect(second.items.map((u) => u.email)).toEqual([emails[0]]);
    expect((await page(`q=${tag}&pageSize=3&page=3`)).items).toEqual([]);
    expect(first.items[2]).toMatchObject({ firstName: 'Bridget', lastName: 'Riley', isAdmin: false, isFrozen: false, hasProfile: true });
    expect(second.items[0]).toMatchObject({ hasProfile: false });
  });

  it('sorts by name, email and created, both ways', async () => {
    expect((await page(`q=${tag}&sort=name&order=asc`)).items.map((u) => u.firstName)).toEqual([
      'Agnes',
      'Bridget',
      'Carmen',
      'Dorothea',
    ]);
    expect((await page(`q=${tag}&sort=email&order=desc`)).items.map((u) => u.email)).toEqual([...emails].reverse());
    expect((await page(`q=${tag}&sort=created&order=asc`)).items.map((u) => u.email)).toEqual(emails);
  });

  it('finds a user by part of the name or email, every word matching', async () => {
    expect((await page(`q=${encodeURIComponent(`${tag} herr`)}`)).items.map((u) => u.email)).toEqual([emails[2]]);
    expect((await page(`q=${encodeURIComponent(`${tag} BRIDGET.`)}`)).items.map((u) => u.email)).toEqual([emails[1]]);
    expect(await page(`q=${encodeURIComponent(`${tag} martin riley`)}`)).toMatchObject({ total: 0, items: [] });
    expect(await page(`q=${encodeURIComponent(`${tag} %`)}`)).toMatchObject({ total: 0 });
  });

  it('refuses out-of-bounds paging and unknown sorts with a clear 400', async () => {
    const refused: [string, string][] = [
      ['page=0', M.page],
      ['pageSize=1000', M.pageSize],
      ['pageSize=-1', M.pageSize],
      ['sort=location', M.sort(['name', 'email', 'created'])],
      ['order=random', M.order],
      [`q=${'x'.repeat(201)}`, M.tooLong(200)],
    ];
    for (const [query, message] of refused) {
      const res = await site.admin.fetch(`/api/admin/users/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toContain(message);
    }
  });

  it('is for admins only: 401 signed out, 403 for a signed-in user', async () => {
    expect((await site.server.browser().fetch('/api/admin/users/search')).status).toBe(401);
    expect((await browsers[0]!.fetch(`/api/admin/users/search?q=${tag}`)).status).toBe(403);
  });
});
