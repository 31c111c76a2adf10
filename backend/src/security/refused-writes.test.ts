/**
 * Refused writes change nothing: artist B calling every owner route on artist A's profile, items and images is
 * refused (403/404) and every table is byte-for-byte as before; nobody sets isAdmin, review state or owner through
 * a profile body (extra fields are ignored: compared row by row before and after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Route } from '@oeuvre/contract';
import { signedInBrowser } from '../../test/server.ts';
import type { Browser } from '../../test/http.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { image } from '../modules/uploads/fixtures/images.ts';
import { profileBody, unique, SecurityFixture } from '../../test/security/fixture.ts';
import { validJson } from '../../test/security/valid-requests.ts';

/** Every row of every table, as text: what "unchanged" is compared against. */
async function everyRow(fixture: SecurityFixture): Promise<Record<string, string[]>> {
  const connection = fixture.db.orm.em.getConnection();
  const out: Record<string, string[]> = {};
  for (const table of Object.keys(await fixture.rowCounts())) {
    const rows = (await connection.execute(`select t::text as row from "${table}" t order by t::text`)) as {
      row: string;
    }[];
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

const PRIVILEGED = {
  isAdmin: true,
  isApproved: true,
  isPending: false,
  isFrozen: false,
  user: 1,
  userId: 1,
  owner: 1,
  ownerId: 1,
  id: 1,
  slug: 'taken-over',
  published: { fullName: 'Forged' },
  publishedAt: '2020-01-01T00:00:00Z',
  rejectionReason: null,
  source: 'csv',
  createdAt: '2000-01-01T00:00:00Z',
  version: 99,
};

describe('refused writes leave every row as it was', () => {
  let fixture: SecurityFixture;
  let intruder: Browser;
  let intruderId: number;

  beforeAll(async () => {
    fixture = await SecurityFixture.create();
    // B: an artist of their own, signed in, with a profile.
    const email = `${unique('intruder')}@oeuvre.test`;
    intruder = await signedInBrowser(fixture.server, email);
    const created = await intruder.fetch('/api/artists', { method: 'POST', json: { ...profileBody, email } });
    expect(created.status).toBe(201);
    intruderId = (await fixture.em().findOneOrFail(User, { email })).id;
  });
  afterAll(async () => {
    await fixture?.close();
  });

  const ownerRoutes = apiRoutes.filter((r) => r.access === 'owner');

  /** B's call of a route, aimed at A's own rows ('mine' among the test's fixtures is A's). */
  async function intrusion(route: Route): Promise<Response> {
    const path = fixture.path(route, await fixture.params(route, { to: 'mine' }));
    const init: RequestInit & { json?: unknown } = { method: route.method };
    if (route.method !== 'GET' && route.method !== 'DELETE') init.json = validJson(fixture, route);
    return intruder.fetch(path, init);
  }

  it("artist B cannot touch A's profile or any of A's CV items: every owner route refused, every table unchanged", async () => {
    // Rows to aim at first, so the snapshot includes them.
    for (const route of ownerRoutes) await fixture.params(route, { to: 'mine' });
    const before = await everyRow(fixture);
    const allowed: string[] = [];
    for (const route of ownerRoutes) {
      const res = await intrusion(route);
      if (![403, 404].includes(res.status)) allowed.push(`${route.id}: ${res.status} ${await res.text()}`);
    }
    expect(allowed).toEqual([]);
    expect(await everyRow(fixture)).toEqual(before);
    console.log(
      `refused writes: ${ownerRoutes.length} owner routes tried by another artist, 0 allowed, 0 rows changed`,
    );
  });

  it("artist B cannot put an image on A's profile or A's works, nor use A's gallery", async () => {
    const png = await image('png', 16, 16);
    const before = await everyRow(fixture);
    const work = new FormData();
    work.append('artistId', String(fixture.ids.artistProfile));
    work.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    expect(
      (await intruder.fetch('/api/artists/work-image-upload', { method: 'POST', body: work })).status,
    ).toBe(403);
    const portrait = new FormData();
    portrait.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    expect(
      (
        await intruder.fetch(`/api/admin/artists/${fixture.ids.artistProfile}/upload-image`, {
          method: 'POST',
          body: portrait,
        })
      ).status,
    ).toBe(403);
    const gallery = await fixture.galleryItem(fixture.ids.artistProfile);
    const afterSetup = await everyRow(fixture);
    expect(
      (
        await intruder.fetch(`/api/admin/gallery-items/${gallery}`, {
          method: 'PATCH',
          json: { title: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    expect((await intruder.fetch(`/api/admin/gallery-items/${gallery}`, { method: 'DELETE' })).status).toBe(
      403,
    );
    expect(
      (await intruder.fetch(`/api/admin/artists/${fixture.ids.artistProfile}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect(await everyRow(fixture)).toEqual(afterSetup);
    expect(Object.keys(afterSetup)).toEqual(Object.keys(before));
  });

  it('nobody sets isAdmin, review state or owner through a profile body', async () => {
    const em = () => fixture.em();
    const read = async () => {
      const profile = await em().findOneOrFail(ArtistProfile, { id: fixture.ids.artistProfile });
      const user = await em().findOneOrFail(User, { id: fixture.ids.artistUser });
      return {
        owner: profile.user?.id,
        slug: profile.slug,
        isApproved: profile.isApproved,
        isPending: profile.isPending,
        published: JSON.stringify(profile.published),
        isAdmin: user.isAdmin,
        isFrozen: user.isFrozen,
      };
    };
    // The owner's own edit with privileged extras: accepted as an edit, extras ignored; the edit waits for review
    // (pending, not approved, as any owner's edit is) while the published copy stays as the admin approved it.
    const before = await read();
    expect(before).toMatchObject({ isApproved: true, isPending: false, isAdmin: false });
    const own = await fixture.fetch('artist', `/api/artists/${fixture.ids.artistProfile}`, {
      method: 'PATCH',
      json: { ...profileBody, fullName: 'Ada Renamed', ...PRIVILEGED, user: intruderId },
    });
    expect(own.status).toBe(200);
    expect(await read()).toEqual({ ...before, isApproved: false, isPending: true });
    expect(
      (await fixture.fetch('artist', '/api/auth/user').then((r) => r.json())) as { isAdmin: boolean },
    ).toMatchObject({ isAdmin: false });

    // A new profile with privileged extras starts pending, owned by its creator, not published.
    const email = `${unique('newcomer')}@oeuvre.test`;
    const newcomer = await signedInBrowser(fixture.server, email);
    const created = await newcomer.fetch('/api/artists', {
      method: 'POST',
      json: { ...profileBody, email, ...PRIVILEGED, user: fixture.ids.artistUser },
    });
    expect(created.status).toBe(201);
    const row = await em().findOneOrFail(ArtistProfile, { email }, { populate: ['user'] });
    expect({
      owner: row.user?.email,
      isApproved: row.isApproved,
      isPending: row.isPending,
      published: row.published,
      slug: row.slug,
    }).toEqual({
      owner: email,
      isApproved: false,
      isPending: true,
      published: null,
      slug: expect.not.stringMatching(/taken-over/),
    });
    expect((await em().findOneOrFail(User, { email })).isAdmin).toBe(false);

    // An admin's edit cannot move the profile to another owner either.
    const ownerBefore = (await read()).owner;
    const adminEdit = await fixture.fetch('admin', `/api/admin/artists/${fixture.ids.artistProfile}`, {
      method: 'PATCH',
      json: { ...profileBody, ...PRIVILEGED, version: undefined, user: intruderId, userId: intruderId },
    });
    expect(adminEdit.status).toBe(200);
    expect((await read()).owner).toBe(ownerBefore);
    expect((await em().findOneOrFail(User, { id: fixture.ids.artistUser })).isAdmin).toBe(false);

    // A CV item names its profile by the path alone.
    const item = await fixture.fetch('artist', `/api/artists/${fixture.ids.artistProfile}/awards`, {
      method: 'POST',
      json: {
        name: 'Prize',
        presenter: 'Tate',
        year: '2024',
        artist: fixture.ids.victimProfile,
        artistId: fixture.ids.victimProfile,
      },
    });
    expect(item.status).toBe(201);
    const victimPage = (await fixture
      .fetch('admin', `/api/admin/artists/${fixture.ids.victimProfile}`)
      .then((r) => r.json())) as { awards: unknown[] };
    expect(victimPage.awards).toEqual([]);
  });
});
