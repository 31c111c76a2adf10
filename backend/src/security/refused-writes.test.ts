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
import { profileBody, unique, World } from '../../test/security/world.ts';
import { validJson } from '../../test/security/valid-requests.ts';

/** Every row of every table, as text: what "unchanged" is compared against. */
async function everyRow(world: World): Promise<Record<string, string[]>> {
  const connection = world.db.orm.em.getConnection();
  const out: Record<string, string[]> = {};
  for (const table of Object.keys(await world.rowCounts())) {
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
  let world: World;
  let intruder: Browser;
  let intruderId: number;

  beforeAll(async () => {
    world = await World.create();
    // B: an artist of their own, signed in, with a profile.
    const email = `${unique('intruder')}@oeuvre.test`;
    intruder = await signedInBrowser(world.server, email);
    const created = await intruder.fetch('/api/artists', { method: 'POST', json: { ...profileBody, email } });
    expect(created.status).toBe(201);
    intruderId = (await world.em().findOneOrFail(User, { email })).id;
  });
  afterAll(async () => {
    await world?.close();
  });

  const ownerRoutes = apiRoutes.filter((r) => r.access === 'owner');

  /** B's call of a route, aimed at A's own rows ('mine' among the test's fixtures is A's). */
  async function intrusion(route: Route): Promise<Response> {
    const path = world.path(route, await world.params(route, { to: 'mine' }));
    const init: RequestInit & { json?: unknown } = { method: route.method };
    if (route.method !== 'GET' && route.method !== 'DELETE') init.json = validJson(world, route);
    return intruder.fetch(path, init);
  }

  it("artist B cannot touch A's profile or any of A's CV items: every owner route refused, every table unchanged", async () => {
    // Rows to aim at first, so the snapshot includes them.
    for (const route of ownerRoutes) await world.params(route, { to: 'mine' });
    const before = await everyRow(world);
    const allowed: string[] = [];
    for (const route of ownerRoutes) {
      const res = await intrusion(route);
      if (![403, 404].includes(res.status)) allowed.push(`${route.id}: ${res.status} ${await res.text()}`);
    }
    expect(allowed).toEqual([]);
    expect(await everyRow(world)).toEqual(before);
    console.log(
      `refused writes: ${ownerRoutes.length} owner routes tried by another artist, 0 allowed, 0 rows changed`,
    );
  });

  it("artist B cannot put an image on A's profile or A's works, nor use A's gallery", async () => {
    const png = await image('png', 16, 16);
    const before = await everyRow(world);
    const work = new FormData();
    work.append('artistId', String(world.ids.artistProfile));
    work.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    expect(
      (await intruder.fetch('/api/artists/work-image-upload', { method: 'POST', body: work })).status,
    ).toBe(403);
    const portrait = new FormData();
    portrait.append('profileImage', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    expect(
      (
        await intruder.fetch(`/api/admin/artists/${world.ids.artistProfile}/upload-image`, {
          method: 'POST',
          body: portrait,
        })
      ).status,
    ).toBe(403);
    const gallery = await world.galleryItem(world.ids.artistProfile);
    const afterSetup = await everyRow(world);
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
      (await intruder.fetch(`/api/admin/artists/${world.ids.artistProfile}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect(await everyRow(world)).toEqual(afterSetup);
    expect(Object.keys(afterSetup)).toEqual(Object.keys(before));
  });

  it('nobody sets isAdmin, review state or owner through a profile body', async () => {
    const em = () => world.em();
    const read = async () => {
      const profile = await em().findOneOrFail(ArtistProfile, { id: world.ids.artistProfile });
      const user = await em().findOneOrFail(User, { id: world.ids.artistUser });
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
    const own = await world.fetch('artist', `/api/artists/${world.ids.artistProfile}`, {
      method: 'PATCH',
      json: { ...profileBody, fullName: 'Ada Renamed', ...PRIVILEGED, user: intruderId },
    });
    expect(own.status).toBe(200);
    expect(await read()).toEqual({ ...before, isApproved: false, isPending: true });
    expect(
      (await world.fetch('artist', '/api/auth/user').then((r) => r.json())) as { isAdmin: boolean },
    ).toMatchObject({ isAdmin: false });

    // A new profile with privileged extras starts pending, owned by its creator, not published.
    const email = `${unique('newcomer')}@oeuvre.test`;
    const newcomer = await signedInBrowser(world.server, email);
    const created = await newcomer.fetch('/api/artists', {
      method: 'POST',
      json: { ...profileBody, email, ...PRIVILEGED, user: world.ids.artistUser },
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
    const adminEdit = await world.fetch('admin', `/api/admin/artists/${world.ids.artistProfile}`, {
      method: 'PATCH',
      json: { ...profileBody, ...PRIVILEGED, version: undefined, user: intruderId, userId: intruderId },
    });
    expect(adminEdit.status).toBe(200);
    expect((await read()).owner).toBe(ownerBefore);
    expect((await em().findOneOrFail(User, { id: world.ids.artistUser })).isAdmin).toBe(false);

    // A CV item names its profile by the path alone.
    const item = await world.fetch('artist', `/api/artists/${world.ids.artistProfile}/awards`, {
      method: 'POST',
      json: {
        name: 'Prize',
        presenter: 'Tate',
        year: '2024',
        artist: world.ids.victimProfile,
        artistId: world.ids.victimProfile,
      },
    });
    expect(item.status).toBe(201);
    const victimPage = (await world
      .fetch('admin', `/api/admin/artists/${world.ids.victimProfile}`)
      .then((r) => r.json())) as { awards: unknown[] };
    expect(victimPage.awards).toEqual([]);
  });
});
