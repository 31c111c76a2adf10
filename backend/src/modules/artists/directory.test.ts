import { randomBytes } from 'node:crypto';
import { DIRECTORY_COUNT_LIMIT, ValidationMessages as M } from '@oeuvre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { SECTION_ENTITIES } from '../sections/sections.entity.ts';
import { User } from '../users/user.entity.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { json, publishedVersion } from './artist.fixtures.ts';
import { approve, markChanged } from './publishing.service.ts';

const { collections: CollectionEntry, exhibitions: Exhibition, grants: Grant } = SECTION_ENTITIES;

type Summary = {
  id: number;
  slug: string;
  fullName: string;
  city: string;
  country: string;
  disciplines: string[];
  createdAt: string;
};
type DirectoryPage = {
  items: Summary[];
  total: number;
  page: number;
  pageSize: number;
  facets: { disciplines: { value: string; count: number }[]; locations: { value: string; count: number }[] };
};

/** A word no other test uses, so each test searches only its own artists in the shared database. */
const token = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

describe.each(engines())('the directory on %s', (engine) => {
  const site = testSite(engine);
  let admin: User;
  beforeAll(async () => {
    const em = site.orm.em.fork();
    admin = em.create(User, { email: 'directory-admin@oeuvre.test', isAdmin: true });
    await em.flush();
  });

  let counter = 0;
  /** A published artist (through the publishing service), with optional CV entries. */
  async function published(
    fields: Partial<Pick<ArtistProfile, 'fullName' | 'displayName' | 'city' | 'country' | 'disciplines'>>,
    cv: { venue?: string; residencyHost?: string; collection?: string } = {},
  ): Promise<ArtistProfile> {
    const em = site.orm.em.fork();
    const profile = em.create(ArtistProfile, {
      slug: `directory-${++counter}-${randomBytes(3).toString('hex')}`,
      fullName: 'Someone',
      email: 'someone@oeuvre.test',
      city: 'Nowhere',
      country: 'Noland',
      ...fields,
    });
    if (cv.venue)
      em.create(Exhibition, {
        artist: profile,
        kind: 'group',
        title: 'Group show',
        venue: cv.venue,
        city: 'London',
        year: '2020',
      });
    if (cv.residencyHost)
      em.create(Grant, {
        artist: profile,
        type: 'residency',
        name: 'Studio year',
        organization: cv.residencyHost,
        year: '2019',
      });
    if (cv.collection) em.create(CollectionEntry, { artist: profile, name: cv.collection });
    await em.flush();
    await approve(em, profile, em.getReference(User, admin.id));
    return profile;
  }
  // The tests write to the database directly: the server hears of it through the database's notification, shortly
  // after the commit (at once for a write through the server), so each read waits until it has.
  const get = async (path: string) => {
    await site.server.app.changesHeard();
    return site.server.browser().fetch(path);
  };
  const search = async (query: string) => {
    const res = await get(`/api/directory?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return json<DirectoryPage>(res);
  };

  it('finds published artists by name, display name, city or country, ignoring case and accents', async () => {
    const t = token();
    const jose = await published({
      fullName: `José Álvarez ${t}`,
      displayName: 'Pepe',
      city: 'São Paulo',
      country: 'Brasil',
    });
    await published({ fullName: `Other Person ${t}`, city: 'Zürich', country: 'Switzerland' });
    for (const q of [
      `JOSE ${t}`,
      `alvárez ${t}`,
      `pepe ${t}`,
      `sao paulo ${t}`,
      `BRASIL ${t}`,
      `${t} josé`,
    ]) {
      const page = await search(`q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((i) => i.id),
        q,
      ).toEqual([jose.id]);
      expect(page.total).toBe(1);
    }
    expect((await search(`q=${encodeURIComponent(`zurich ${t}`)}`)).total).toBe(1);
    expect((await search(`q=${t}`)).total).toBe(2);
    expect((await search(`q=${encodeURIComponent(`jose zurich ${t}`)}`)).total).toBe(0);
  });

  it('takes % and _ in a search literally', async () => {
    const t = token();
    await published({ fullName: `Percent ${t}` });
    expect((await search(`q=${encodeURIComponent(`${t} %`)}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent(`${t.slice(0, 3)}_${t.slice(4)}`)}`)).total).toBe(0);
  });

  it('answers a directory card per artist: summary fields of the published version only', async () => {
    const t = token();
    const artist = await published({
      fullName: `Card ${t}`,
      city: 'Lyon',
      country: 'France',
      disciplines: ['sculpture'],
    });
    const [item] = (await search(`q=${t}`)).items;
    expect(item).toEqual({
      id: artist.id,
      slug: artist.slug,
      fullName: `Card ${t}`,
      displayName: null,
      city: 'Lyon',
      country: 'France',
      profileImageUrl: null,
      disciplines: ['sculpture'],
      createdAt: artist.createdAt.toISOString(),
    });
  });

  it('with in=cv also searches published exhibitions (title, venue), residencies and collections', async () => {
    const t = token();
    const shown = await published({ fullName: 'Curated Artist' }, { venue: `Whitechapel ${t}` });
    const resident = await published(
      { fullName: 'Resident Artist' },
      { residencyHost: `Villa Médicis ${t}` },
    );
    const collected = await published({ fullName: 'Collected Artist' }, { collection: `Tate ${t}` });
    expect((await search(`q=${encodeURIComponent(`whitechapel ${t}`)}`)).total).toBe(0);
    expect(
      (await search(`q=${encodeURIComponent(`whitechapel ${t}`)}&in=cv`)).items.map((i) => i.id),
    ).toEqual([shown.id]);
    expect(
      (await search(`q=${encodeURIComponent(`villa medicis ${t}`)}&in=cv`)).items.map((i) => i.id),
    ).toEqual([resident.id]);
    expect((await search(`q=${encodeURIComponent(`TATE ${t}`)}&in=cv`)).items.map((i) => i.id)).toEqual([
      collected.id,
    ]);
    expect((await search(`q=${t}&in=cv`)).total).toBe(3);
    expect((await search('q=curated+artist&in=cv')).total).toBeGreaterThanOrEqual(1);

    // A CV entry added after approval waits in the draft: not searchable until approved.
    const em = site.orm.em.fork();
    const profile = await em.findOneOrFail(ArtistProfile, shown.id);
    em.create(Exhibition, {
      artist: profile,
      kind: 'solo',
      title: `Pending show ${t}`,
      venue: 'Somewhere',
      city: 'Paris',
      year: '2024',
    });
    await em.flush();
    await markChanged(em, profile);
    expect((await search(`q=${encodeURIComponent(`pending show ${t}`)}&in=cv`)).total).toBe(0);
    await approve(em, profile, em.getReference(User, admin.id));
    expect((await search(`q=${encodeURIComponent(`pending show ${t}`)}&in=cv`)).total).toBe(1);
  });

  it('refuses an unknown search scope, page or page size with the contract’s messages', async () => {
    const cases: [string, string, string][] = [
      ['in=everything', M.searchIn, 'in'],
      ['page=0', M.page, 'page'],
      ['pageSize=101', M.pageSize, 'pageSize'],
      ['pageSize=abc', M.pageSize, 'pageSize'],
      ['discipline=juggling', M.disciplines, 'discipline'],
    ];
    for (const [query, message, field] of cases) {
      const res = await get(`/api/directory?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ message, field });
    }
  });

  it('filters by discipline and by location (city or country, any case; the location options’ keys too)', async () => {
    const t = token();
    const painterNy = await published({
      fullName: `Painter ${t}`,
      city: 'New York',
      country: 'USA',
      disciplines: ['painting'],
    });
    const sculptorNy = await published({
      fullName: `Sculptor ${t}`,
      city: 'new york',
      country: 'USA',
      disciplines: ['sculpture', 'painting'],
    });
    const sculptorParis = await published({
      fullName: `Parisian ${t}`,
      city: 'Paris',
      country: 'France',
      disciplines: ['sculpture'],
    });
    const ids = async (query: string) => (await search(`q=${t}&${query}`)).items.map((i) => i.id);
    expect(await ids('discipline=painting')).toEqual([sculptorNy.id, painterNy.id]);
    expect(await ids('discipline=sculpture')).toEqual([sculptorParis.id, sculptorNy.id]);
    expect(await ids('location=New%20York')).toEqual([sculptorNy.id, painterNy.id]);
    expect(await ids('location=new_york')).toEqual([sculptorNy.id, painterNy.id]);
    expect(await ids('location=france')).toEqual([sculptorParis.id]);
    expect(await ids('location=usa&discipline=sculpture')).toEqual([sculptorNy.id]);
    expect(await ids('location=all&discipline=all')).toHaveLength(3);
    expect(await ids('location=Tokyo')).toEqual([]);
  });

  it('computes facets over the current search, so choosing one narrows the others', async () => {
    const t = token();
    await published({
      fullName: `Facet A ${t}`,
      city: 'Berlin',
      country: 'Germany',
      disciplines: ['painting'],
    });
    await published({
      fullName: `Facet B ${t}`,
      city: 'Berlin',
      country: 'Germany',
      disciplines: ['painting', 'digital'],
    });
    await published({ fullName: `Facet C ${t}`, city: 'Tokyo', country: 'Japan', disciplines: ['digital'] });
    await published({ fullName: `Facet D ${t}`, city: 'Tokyo', country: 'Japan', disciplines: [] });

    const all = await search(`q=${t}`);
    expect(all.total).toBe(4);
    expect(all.facets.disciplines).toEqual([
      { value: 'digital', count: 2 },
      { value: 'painting', count: 2 },
    ]);
    expect(all.facets.locations).toEqual([
      { value: 'Berlin', count: 2 },
      { value: 'Tokyo', count: 2 },
    ]);

    const digital = await search(`q=${t}&discipline=digital`);
    expect(digital.total).toBe(2);
    expect(digital.facets.locations).toEqual([
      { value: 'Berlin', count: 1 },
      { value: 'Tokyo', count: 1 },
    ]);
    expect(digital.facets.disciplines).toEqual([
      { value: 'digital', count: 2 },
      { value: 'painting', count: 1 },
    ]);

    const tokyo = await search(`q=${t}&location=Tokyo`);
    expect(tokyo.total).toBe(2);
    expect(tokyo.facets.disciplines).toEqual([{ value: 'digital', count: 1 }]);
    expect(tokyo.facets.locations).toEqual([{ value: 'Tokyo', count: 2 }]);
  });

  it('pages newest first with a stable order: 9 per page by default, at most 100', async () => {
    const t = token();
    const made: ArtistProfile[] = [];
    for (let i = 0; i < 12; i++) made.push(await published({ fullName: `Paged ${i} ${t}` }));
    const newestFirst = made.map((a) => a.id).reverse();

    const first = await search(`q=${t}`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 9 });
    expect(first.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 9));
    const second = await search(`q=${t}&page=2`);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 9 });
    expect(second.items.map((i) => i.id)).toEqual(newestFirst.slice(9));
    expect((await search(`q=${t}&page=3`)).items).toEqual([]);
    const five = await search(`q=${t}&pageSize=5&page=3`);
    expect(five.items.map((i) => i.id)).toEqual(newestFirst.slice(10, 12));
    expect((await search(`q=${t}&pageSize=100`)).items).toHaveLength(12);
  });

  it('without search words counts every published artist, and follows publishing and removal at once', async () => {
    const facet = (page: DirectoryPage) =>
      page.facets.disciplines.find((f) => f.value === 'ceramics')?.count ?? 0;
    const before = await search('');
    const artist = await published({ fullName: 'Counted Potter', disciplines: ['ceramics'] });
    const after = await search('');
    expect(after.total).toBe(before.total + 1);
    expect(facet(after)).toBe(facet(before) + 1);
    expect(after.items[0]!.id).toBe(artist.id);
    expect((await search('discipline=ceramics')).total).toBe(facet(after));

    const em = site.orm.em.fork();
    await em.remove(await em.findOneOrFail(ArtistProfile, artist.id)).flush();
    expect((await search('')).total).toBe(before.total);
    expect((await search('discipline=ceramics')).total).toBe(facet(before));
  });

  it('counts a search exactly up to the count limit; above it answers limit + 1 ("more"), still newest first', async () => {
    const t = token();
    const start = Date.now() - 3_600_000;
    /** `count` published artists matching t, created a second apart (the last one newest). */
    const add = async (from: number, count: number) => {
      const em = site.orm.em.fork();
      for (let i = from; i < from + count; i++) {
        const fields = {
          fullName: `Many ${i} ${t}`,
          city: i % 2 ? 'Oslo' : 'Lima',
          country: i % 2 ? 'Norway' : 'Peru',
          disciplines: i % 4 ? ['painting' as const] : ['painting' as const, 'sculpture' as const],
        };
        em.create(ArtistProfile, {
          slug: `many-${i}-${t}`,
          email: 'many@oeuvre.test',
          ...fields,
          published: publishedVersion(fields),
          publishedAt: new Date(),
          createdAt: new Date(start + i * 1000),
        });
      }
      await em.flush();
    };
    const names = (page: DirectoryPage) => page.items.map((i) => i.fullName);
    const newest = (from: number, count: number) =>
      Array.from({ length: count }, (_, k) => `Many ${from - k} ${t}`);

    await add(0, DIRECTORY_COUNT_LIMIT);
    const exact = await search(`q=${t}`);
    expect(exact.total).toBe(DIRECTORY_COUNT_LIMIT);
    expect(exact.facets.disciplines).toEqual([
      { value: 'painting', count: 1000 },
      { value: 'sculpture', count: 250 },
    ]);
    expect(exact.facets.locations).toEqual([
      { value: 'Lima', count: 500 },
      { value: 'Oslo', count: 500 },
    ]);
    expect(names(exact)).toEqual(newest(999, 9));
    expect(names(await search(`q=${t}&page=2`))).toEqual(newest(990, 9));

    await add(DIRECTORY_COUNT_LIMIT, 2);
    const more = await search(`q=${t}`);
    expect(more.total).toBe(DIRECTORY_COUNT_LIMIT + 1);
    expect(names(more)).toEqual(newest(1001, 9));
    // Facets then count the matches read, which are any DIRECTORY_COUNT_LIMIT + 1 of them.
    const counted = (facets: { count: number }[]) => facets.reduce((sum, f) => sum + f.count, 0);
    expect(counted(more.facets.locations)).toBe(DIRECTORY_COUNT_LIMIT + 1);
    expect(more.facets.locations.map((f) => f.value).sort()).toEqual(['Lima', 'Oslo']);
    expect(more.facets.disciplines[0]).toEqual({ value: 'painting', count: DIRECTORY_COUNT_LIMIT + 1 });
    // Kept for the next pages (deep ones too), which still list the newest first.
    const second = await search(`q=${t}&page=2`);
    expect(second).toMatchObject({ total: DIRECTORY_COUNT_LIMIT + 1, facets: more.facets });
    expect(names(second)).toEqual(newest(992, 9));
    expect(names(await search(`q=${t}&page=100&pageSize=10`))).toEqual(newest(11, 10));
    expect((await search(`q=${t}&page=200`)).items).toEqual([]);
    // A filter that brings the matches under the limit counts exactly again.
    expect((await search(`q=${t}&location=oslo`)).total).toBe(501);

    // Any change to a profile counts afresh at once.
    const em = site.orm.em.fork();
    await em.remove(await em.findOneOrFail(ArtistProfile, { slug: `many-1001-${t}` })).flush();
    await em.remove(await em.findOneOrFail(ArtistProfile, { slug: `many-1000-${t}` })).flush();
    const again = await search(`q=${t}&page=2`);
    expect(again.total).toBe(DIRECTORY_COUNT_LIMIT);
    expect(names(again)).toEqual(newest(990, 9));
  });

  it('never lists an unpublished profile', async () => {
    const t = token();
    const em = site.orm.em.fork();
    em.create(ArtistProfile, {
      slug: `draft-${t}`,
      fullName: `Draft ${t}`,
      email: 'd@oeuvre.test',
      city: 'X',
      country: 'Y',
    });
    await em.flush();
    expect((await search(`q=${t}`)).total).toBe(0);
  });

  describe('GET /api/artists?limit=N', () => {
    it('answers an array of published artists, newest first, at most N', async () => {
      const t = token();
      const a = await published({ fullName: `List A ${t}` });
      const b = await published({ fullName: `List B ${t}` });
      const res = await get('/api/artists?limit=2');
      expect(res.status).toBe(200);
      const list = await json<Summary[]>(res);
      expect(list.map((s) => s.id)).toEqual([b.id, a.id]);
      expect(Object.keys(list[0]!).sort()).toEqual([
        'city',
        'country',
        'createdAt',
        'disciplines',
        'displayName',
        'fullName',
        'id',
        'profileImageUrl',
        'slug',
      ]);
    });

    it('caps the limit at 1000 and defaults to it; refuses a limit below 1', async () => {
      const em = site.orm.em.fork();
      const now = new Date();
      for (let i = 0; i < 1005; i++) {
        em.create(ArtistProfile, {
          slug: `bulk-${i}-${token()}`,
          fullName: `Bulk ${i}`,
          email: 'bulk@oeuvre.test',
          city: 'Bulk',
          country: 'Bulkland',
          published: publishedVersion({ fullName: `Bulk ${i}`, city: 'Bulk', country: 'Bulkland' }),
          publishedAt: now,
        });
      }
      await em.flush();
      for (const query of ['?limit=5000', '', '?limit=']) {
        const list = await json<Summary[]>(await get(`/api/artists${query}`));
        expect(list, query).toHaveLength(1000);
      }
      const zero = await get('/api/artists?limit=0');
      expect(zero.status).toBe(400);
      expect(await zero.json()).toEqual({ message: M.limit, field: 'limit' });
    });
  });
});
