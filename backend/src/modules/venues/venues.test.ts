import { randomBytes } from 'node:crypto';
import { VenueMessages } from '@oeuvre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { Activity } from '../activity/activity.entity.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { json } from '../artists/artist.fixtures.ts';
import { approve, hideFromPublished } from '../artists/publishing.service.ts';
import { SECTION_ENTITIES } from '../sections/sections.entity.ts';
import { User } from '../users/user.entity.ts';
import { venueDisplayName, venueNameKey } from './venue-keys.ts';

const { collections: CollectionEntry, education: Education, exhibitions: Exhibition, grants: Grant, teaching: Teaching } = SECTION_ENTITIES;

type Show = { title: string; venue: string; city: string; year: string; kind?: 'solo' | 'group'; visibility?: 'public' | 'private' };
type Cv = {
  shows?: Show[];
  residency?: { host: string; location: string };
  collection?: { name: string; location: string };
  school?: string;
  teaching?: string;
};
type VenueDetail = {
  slug: string;
  name: string;
  city: string;
  aliases: string[];
  artistCount: number;
  exhibitions: { year: string; title: string; kind: string; artists: { slug: string; name: string }[] }[];
  residents: { artists: { slug: string }[] }[];
  collection: { artists: { slug: string }[] }[];
  alumni: { artists: { slug: string }[] }[];
  teachers: { artists: { slug: string }[] }[];
  totals: Record<'exhibitions' | 'residents' | 'collection' | 'alumni' | 'teachers', number>;
};
type EventsPage = {
  list: string;
  events: { year: string; title: string; kind?: string; artists: { slug: string; name: string }[]; artistCount: number }[];
  total: number;
  page: number;
  pages: number;
};
type ArtistPage = {
  soloExhibitions: { linkedVenue?: { slug: string; name: string } }[];
  groupExhibitions: { title: string; venue: string; linkedVenue?: { slug: string; name: string } }[];
  residencies: { linkedVenue?: { slug: string } }[];
  education: { linkedVenue?: { slug: string } }[];
  exhibitedWith: { slug: string; name: string; shows: number }[];
};

/** Words no other test uses: each test names its own venues in the shared database. */
const token = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

describe('venue keys', () => {
  it('ignore case, accents, punctuation, a leading The and the city repeated', () => {
    const key = venueNameKey('Whitechapel Gallery', 'London');
    for (const spelling of ['whitechapel gallery', 'The Whitechapel Gallery, London', 'WHITECHAPEL GALLERY.', 'Whitechapel  Gallery London'])
      expect(venueNameKey(spelling, 'London'), spelling).toBe(key);
    expect(venueNameKey('Musée d’Orsay', 'Paris')).toBe(venueNameKey('Musee d Orsay', 'Paris'));
    expect(venueNameKey('Whitechapel Art Gallery', 'London')).not.toBe(key);
    expect(venueNameKey('Tate Modern', 'London')).not.toBe(venueNameKey('Tate Britain', 'London'));
    expect(venueNameKey('MoMA', 'New York')).not.toBe(venueNameKey('MoMA PS1', 'New York'));
    expect(venueDisplayName('Whitechapel Gallery, London', 'London')).toBe('Whitechapel Gallery');
  });
});

describe.each(engines())('venues on %s', (engine) => {
  const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
  const site = testSite(engine, { admin: 'venues-admin@oeuvre.test', index: INDEX });
  let admin: User;
  beforeAll(async () => {
    const em = site.orm.em.fork();
    admin = await em.findOneOrFail(User, { email: 'venues-admin@oeuvre.test' });
  });

  let counter = 0;
  /** A profile with CV entries; published through the publishing service unless `publish` is false. */
  async function artist(name: string, cv: Cv, publish = true): Promise<ArtistProfile> {
    const em = site.orm.em.fork();
    const profile = em.create(ArtistProfile, {
      slug: `venues-${++counter}-${randomBytes(3).toString('hex')}`,
      fullName: name,
      email: 'someone@oeuvre.test',
      city: 'London',
      country: 'United Kingdom',
    });
    for (const [position, show] of (cv.shows ?? []).entries())
      em.create(Exhibition, {
        artist: profile,
        kind: show.kind ?? 'group',
        title: show.title,
        venue: show.venue,
        city: show.city,
        year: show.year,
        position,
        visibility: show.visibility ?? 'public',
      });
    if (cv.residency)
      em.create(Grant, {
        artist: profile,
        type: 'residency',
        name: 'Studio year',
        organization: cv.residency.host,
        location: cv.residency.location,
        year: '2019',
      });
    if (cv.collection)
      em.create(CollectionEntry, { artist: profile, name: cv.collection.name, location: cv.collection.location });
    if (cv.school) em.create(Education, { artist: profile, institution: cv.school, degree: 'MFA', years: '2010-2012' });
    if (cv.teaching) em.create(Teaching, { artist: profile, role: 'Visiting lecturer', institution: cv.teaching, year: '2021' });
    await em.flush();
    if (publish) await approve(em, profile, em.getReference(User, admin.id));
    return profile;
  }

  const get = async <T>(path: string, status = 200) => {
    const res = await site.server.browser().fetch(path);
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
    return json<T>(res);
  };
  const venueOf = async (profile: ArtistProfile, list: 'soloExhibitions' | 'groupExhibitions' = 'groupExhibitions', at = 0) =>
    (await get<ArtistPage>(`/api/artists/${profile.slug}`))[list][at]!.linkedVenue!;

  it('links spellings that differ by case, punctuation, The and the city to one venue; others stay apart', async () => {
    const t = token();
    const a = await artist('Ada One', {
      shows: [
        { title: 'A', venue: `Whitechapel Gallery ${t}`, city: 'London', year: '2020' },
        { title: 'B', venue: `Tate Modern ${t}`, city: 'London', year: '2019' },
        { title: 'C', venue: `MoMA ${t}`, city: 'New York', year: '2018' },
      ],
    });
    const b = await artist('Bea Two', {
      shows: [
        { title: 'D', venue: `The WHITECHAPEL GALLERY ${t.toUpperCase()}, London`, city: 'London', year: '2021' },
        { title: 'E', venue: `Tate Britain ${t}`, city: 'London', year: '2019' },
        { title: 'F', venue: `MoMA PS1 ${t}`, city: 'New York', year: '2018' },
        { title: 'G', venue: `Whitechapel Gallery ${t}`, city: 'Berlin', year: '2017' },
        { title: 'H', venue: `Whitechapel Art Gallery ${t}`, city: 'London', year: '2016' },
      ],
    });
    const pageA = await get<ArtistPage>(`/api/artists/${a.slug}`);
    const pageB = await get<ArtistPage>(`/api/artists/${b.slug}`);
    const [whitechapel, tate, moma] = pageA.groupExhibitions.map((e) => e.linkedVenue!.slug);
    const [whitechapel2, tateBritain, ps1, berlin, artGallery] = pageB.groupExhibitions.map((e) => e.linkedVenue!.slug);
    expect(whitechapel2).toBe(whitechapel);
    expect(pageB.groupExhibitions.map((e) => e.linkedVenue?.name), JSON.stringify(pageB.groupExhibitions)).toHaveLength(5);
    expect(new Set([whitechapel, tate, moma, tateBritain, ps1, berlin, artGallery]).size).toBe(7);
    expect(tateBritain).not.toBe(tate);
    expect(ps1).not.toBe(moma);
    expect(berlin).not.toBe(whitechapel);
    expect(artGallery).not.toBe(whitechapel);
    // The entry keeps what the artist typed.
    expect(pageB.groupExhibitions[0]).toMatchObject({ title: 'D', venue: `The WHITECHAPEL GALLERY ${t.toUpperCase()}, London` });
    const venue = await get<VenueDetail>(`/api/venues/${whitechapel}`);
    expect(venue).toMatchObject({ name: `Whitechapel Gallery ${t}`, city: 'London', artistCount: 2 });
    expect(venue.aliases).toEqual([`Whitechapel Gallery ${t}`]);
    // 'Whitechapel Art Gallery' is only a suggestion for an admin.
    const suggestions = await json<{ id: number; venue: { slug: string }; other: { slug: string; aliases: { spelling: string }[] } }[]>(
      await site.admin.fetch('/api/admin/venues/suggestions'),
    );
    const pair = suggestions.find((s) => s.venue.slug === artGallery);
    expect(pair?.other.slug).toBe(whitechapel);
    expect(suggestions.some((s) => [s.venue.slug, s.other.slug].includes(berlin!))).toBe(false);
  });

  it("builds a venue's page only from published, public entries: one group show appears once with all its artists", async () => {
    const t = token();
    const venue = `Kunsthalle ${t}`;
    const show = { title: `Common Ground ${t}`, venue, city: 'Basel', year: '2022' };
    const one = await artist('Cleo Three', {
      shows: [show, { title: `Alone ${t}`, venue, city: 'Basel', year: '2020', kind: 'solo' }],
      residency: { host: venue, location: 'Basel' },
      school: `Kunstschule ${t}`,
    });
    const two = await artist('Dan Four', { shows: [show], teaching: `Kunstschule ${t}` });
    const secret = await artist('Eve Private', { shows: [{ ...show, visibility: 'private' }] });
    const unpublished = await artist('Fay Unpublished', { shows: [show] }, false);
    const slug = (await venueOf(one)).slug;
    const page = await get<VenueDetail>(`/api/venues/${slug}`);
    expect(page.exhibitions).toEqual([
      {
        year: '2022',
        title: show.title,
        kind: 'group',
        artists: [{ slug: one.slug, name: 'Cleo Three' }, { slug: two.slug, name: 'Dan Four' }],
        artistCount: 2,
      },
      { year: '2020', title: `Alone ${t}`, kind: 'solo', artists: [{ slug: one.slug, name: 'Cleo Three' }], artistCount: 1 },
    ]);
    expect(page.totals).toEqual({ exhibitions: 2, residents: 1, collection: 0, alumni: 0, teachers: 0 });
    expect(page.residents.map((r) => r.artists.map((a) => a.slug))).toEqual([[one.slug]]);
    expect(page.artistCount).toBe(2);
    expect(JSON.stringify(page)).not.toContain(secret.slug);
    expect(JSON.stringify(page)).not.toContain(unpublished.slug);
    // A pending edit is not public: a new show waits for review and is absent.
    const em = site.orm.em.fork();
    const pending = await em.findOneOrFail(ArtistProfile, two.id);
    em.create(Exhibition, { artist: pending, kind: 'group', title: `Pending ${t}`, venue, city: 'Basel', year: '2023' });
    await em.flush();
    expect(JSON.stringify(await get<VenueDetail>(`/api/venues/${slug}`))).not.toContain(`Pending ${t}`);
    // School and teaching link without a city to the same school.
    const school = (await get<ArtistPage>(`/api/artists/${one.slug}`)).education[0]!.linkedVenue!.slug;
    const schoolPage = await get<VenueDetail>(`/api/venues/${school}`);
    expect(schoolPage.alumni[0]!.artists.map((a) => a.slug)).toEqual([one.slug]);
    expect(schoolPage.teachers[0]!.artists.map((a) => a.slug)).toEqual([two.slug]);
    // Hiding an entry takes it off the venue at once.
    const hiddenEm = site.orm.em.fork();
    const profile = await hiddenEm.findOneOrFail(ArtistProfile, one.id);
    const solo = await hiddenEm.findOneOrFail(Exhibition, { artist: one.id, kind: 'solo' });
    const before = { id: solo.id, title: solo.title, venue: solo.venue, city: solo.city, year: solo.year, notes: solo.notes ?? null };
    solo.visibility = 'private';
    await hideFromPublished(hiddenEm, profile, 'soloExhibitions', before);
    // (Changed outside a request here: read as the admin, whose answers are never kept.)
    const afterHide = await json<VenueDetail>(await site.admin.fetch(`/api/venues/${slug}`));
    expect(afterHide.exhibitions.map((e) => e.title)).toEqual([show.title]);
    // The directory's venue filter.
    const filtered = await get<{ id: number }[]>(`/api/artists?venue=${slug}`);
    expect(filtered.map((a) => a.id).sort()).toEqual([one.id, two.id].sort());
    const directory = await get<{ items: { id: number }[]; total: number }>(`/api/directory?venue=${slug}`);
    expect(directory.total).toBe(2);
    expect((await get<{ total: number }>(`/api/directory?venue=no-such-venue-${t}`)).total).toBe(0);
  });

  it("pages a busy venue's lists: 30 events a page, 24 artists an event with how many in all", async () => {
    const t = token();
    const venue = `Busy Hall ${t}`;
    const big = { title: `Everyone ${t}`, venue, city: 'Lyon', year: '2024' };
    // One artist with 34 shows there (34 events) and 26 artists in one group show.
    const shows = Array.from({ length: 33 }, (_, i) => ({ title: `Show ${t} ${i}`, venue, city: 'Lyon', year: String(1980 + i) }));
    const first = await artist('Aaron Many', { shows: [big, ...shows] });
    const others: ArtistProfile[] = [];
    for (let i = 0; i < 25; i++) others.push(await artist(`Crowd ${String.fromCharCode(65 + i)} ${t}`, { shows: [big] }));
    const slug = (await venueOf(first)).slug;
    const page = await get<VenueDetail & { exhibitions: EventsPage['events'] }>(`/api/venues/${slug}`);
    expect(page.artistCount).toBe(26);
    expect(page.totals.exhibitions).toBe(34);
    expect(page.exhibitions).toHaveLength(30);
    // Most recent first: the show everyone was in (2024), then 2012, 2011...
    const [everyone] = page.exhibitions;
    expect(everyone).toMatchObject({ year: '2024', title: big.title, kind: 'group', artistCount: 26 });
    expect(everyone!.artists).toHaveLength(24);
    expect(everyone!.artists[0]).toEqual({ slug: first.slug, name: 'Aaron Many' });
    expect(page.exhibitions.slice(1).map((e) => e.year)).toEqual(Array.from({ length: 29 }, (_, i) => String(2012 - i)));
    // The next page has the rest; past the last one is empty but says how many there are.
    const second = await get<EventsPage>(`/api/venues/${slug}/events?list=exhibitions&page=2`);
    expect(second).toMatchObject({ list: 'exhibitions', total: 34, page: 2, pages: 2 });
    expect(second.events.map((e) => e.year)).toEqual(['1983', '1982', '1981', '1980']);
    expect(second.events[0]).toMatchObject({ title: `Show ${t} 3`, kind: 'group', artistCount: 1 });
    const past = await get<EventsPage>(`/api/venues/${slug}/events?list=exhibitions&page=9`);
    expect(past).toMatchObject({ events: [], total: 34, page: 9, pages: 2 });
    expect(await get<EventsPage>(`/api/venues/${slug}/events?list=teachers`)).toMatchObject({ events: [], total: 0, pages: 1 });
    // Bad lists and pages are 400 with a message; an unknown venue 404.
    const bad = await get<unknown>(`/api/venues/${slug}/events?list=visitors`, 400);
    expect(JSON.stringify(bad)).toContain('List is one of: exhibitions, residents, collection, alumni, teachers');
    await get(`/api/venues/${slug}/events?list=exhibitions&page=0`, 400);
    await get(`/api/venues/no-such-${t}/events?list=exhibitions`, 404);
    // The page is grouped again when the venue's links change, even with as many links as before: a show renamed.
    const em = site.orm.em.fork();
    const renamed = await em.findOneOrFail(Exhibition, { artist: first.id, title: `Show ${t} 32` });
    renamed.title = `Renamed ${t}`;
    await em.flush();
    await approve(em, await em.findOneOrFail(ArtistProfile, first.id), em.getReference(User, admin.id));
    const again = await json<VenueDetail>(await site.admin.fetch(`/api/venues/${slug}`));
    expect(again.totals.exhibitions).toBe(34);
    expect(again.exhibitions[1]).toMatchObject({ year: '2012', title: `Renamed ${t}` });
    // A show taken off the CV (the artist keeps others there), then an artist deleted: gone at once.
    em.remove(await em.findOneOrFail(Exhibition, { artist: first.id, title: `Show ${t} 31` }));
    await em.flush();
    await approve(em, await em.findOneOrFail(ArtistProfile, first.id), em.getReference(User, admin.id));
    const fewer = await json<VenueDetail>(await site.admin.fetch(`/api/venues/${slug}`));
    expect(fewer.totals.exhibitions).toBe(33);
    expect(fewer.exhibitions.map((e) => e.year)).not.toContain('2011');
    em.remove(await em.findOneOrFail(ArtistProfile, others[0]!.id));
    await em.flush();
    const without = await json<VenueDetail>(await site.admin.fetch(`/api/venues/${slug}`));
    expect(without.artistCount).toBe(25);
    expect(without.exhibitions[0]).toMatchObject({ title: big.title, artistCount: 25 });
    expect(JSON.stringify(without)).not.toContain(others[0]!.slug);
    // The venue filter lists its artists newest first, each once, as many as asked for.
    const newest = await get<{ id: number }[]>(`/api/artists?venue=${slug}&limit=5`);
    expect(newest.map((a) => a.id)).toEqual(others.slice(-5).reverse().map((o) => o.id));
    const all = await get<{ id: number }[]>(`/api/artists?venue=${slug}&limit=1000`);
    expect(all).toHaveLength(25);
    expect(all.at(-1)!.id).toBe(first.id);
  });

  it("lists 'Exhibited with': artists of the same group shows, most shared shows first", async () => {
    const t = token();
    const s1 = { title: `First ${t}`, venue: `Space ${t}`, city: 'Oslo', year: '2020' };
    const s2 = { title: `Second ${t}`, venue: `Space ${t}`, city: 'Oslo', year: '2021' };
    const me = await artist('Gus Five', { shows: [s1, s2] });
    const both = await artist('Hal Six', { shows: [s1, { ...s2, title: `second ${t}.` }] });
    const once = await artist('Ivy Seven', { shows: [s2] });
    await artist('Jo Eight', { shows: [{ ...s1, year: '2019' }] });
    const page = await get<ArtistPage>(`/api/artists/${me.slug}`);
    expect(page.exhibitedWith).toEqual([
      { slug: both.slug, name: 'Hal Six', shows: 2 },
      { slug: once.slug, name: 'Ivy Seven', shows: 1 },
    ]);
  });

  it('lists venues most artists first and suggests known venues for the editor', async () => {
    const t = token();
    await artist('Kim Nine', { shows: [{ title: 'X', venue: `Galerie ${t} Nord`, city: 'Paris', year: '2020' }] });
    await artist('Lea Ten', { shows: [{ title: 'Y', venue: `Galerie ${t} Nord`, city: 'Paris', year: '2020' }, { title: 'Z', venue: `Galerie ${t} Sud`, city: 'Lyon', year: '2020' }] });
    const list = await get<{ venues: { name: string; artistCount: number; kind: string }[]; total: number; pages: number }>(`/api/venues?q=${t}`);
    expect(list.venues.map((v) => [v.name, v.artistCount])).toEqual([[`Galerie ${t} Nord`, 2], [`Galerie ${t} Sud`, 1]]);
    expect(list.venues[0]!.kind).toBe('gallery');
    expect(list).toMatchObject({ total: 2, pages: 1 });
    expect((await get<{ total: number }>(`/api/venues?q=${t}&city=lyon`)).total).toBe(1);
    expect((await get<{ total: number }>(`/api/venues?q=${t}&kind=museum`)).total).toBe(0);
    const suggested = await get<{ name: string; city: string }[]>(`/api/venues/suggest?q=${encodeURIComponent(`galerie ${t}`)}&city=Lyon`);
    expect(suggested[0]).toMatchObject({ name: `Galerie ${t} Sud`, city: 'Lyon' });
    expect(suggested).toHaveLength(2);
    expect(await get(`/api/venues/suggest?q=`)).toEqual([]);
  });

  it('merges two venues and undoes the merge; refuses bad merges and edits', async () => {
    const t = token();
    const a = await artist('Max Eleven', { shows: [{ title: 'P', venue: `Whitechapel Gallery ${t}`, city: 'London', year: '2020' }] });
    const b = await artist('Ned Twelve', { shows: [{ title: 'Q', venue: `Whitechapel Art Gallery ${t}`, city: 'London', year: '2020' }] });
    const slugA = (await venueOf(a)).slug;
    const slugB = (await venueOf(b)).slug;
    const list = await json<{ venues: { id: number; slug: string }[] }>(await site.admin.fetch(`/api/admin/venues?q=${t}`));
    const idA = list.venues.find((v) => v.slug === slugA)!.id;
    const idB = list.venues.find((v) => v.slug === slugB)!.id;

    const merged = await site.admin.fetch(`/api/admin/venues/${idB}/merge`, { method: 'POST', json: { into: idA } });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect((await json<{ mergedInto: { id: number } }>(merged)).mergedInto.id).toBe(idA);
    expect((await venueOf(b)).slug).toBe(slugA);
    const page = await get<VenueDetail>(`/api/venues/${slugA}`);
    expect(page.artistCount).toBe(2);
    expect(page.aliases.sort()).toEqual([`Whitechapel Art Gallery ${t}`, `Whitechapel Gallery ${t}`]);
    // The merged venue's address leads to the one it became.
    expect((await get<VenueDetail>(`/api/venues/${slugB}`)).slug).toBe(slugA);
    expect((await get<unknown[]>(`/api/artists?venue=${slugB}`)).length).toBe(2);

    const bad = async (path: string, body: unknown, message: string, status = 400) => {
      const res = await site.admin.fetch(path, { method: 'POST', json: body });
      expect(res.status).toBe(status);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    };
    await bad(`/api/admin/venues/${idA}/merge`, { into: idA }, VenueMessages.intoItself);
    await bad(`/api/admin/venues/${idA}/merge`, { into: idB }, VenueMessages.intoMerged);
    await bad(`/api/admin/venues/${idB}/merge`, { into: idA }, VenueMessages.alreadyMerged);
    await bad(`/api/admin/venues/${idA}/merge`, { into: 99999999 }, VenueMessages.into);
    await bad(`/api/admin/venues/99999999/merge`, { into: idA }, VenueMessages.notFound, 404);
    await bad(`/api/admin/venues/${idA}/unmerge`, {}, VenueMessages.notMerged);

    const undone = await site.admin.fetch(`/api/admin/venues/${idB}/unmerge`, { method: 'POST', json: {} });
    expect(undone.status).toBe(200);
    expect((await venueOf(b)).slug).toBe(slugB);
    expect((await get<VenueDetail>(`/api/venues/${slugA}`)).artistCount).toBe(1);
    expect((await get<VenueDetail>(`/api/venues/${slugB}`)).aliases).toEqual([`Whitechapel Art Gallery ${t}`]);

    // Edits: validated, and the artist page names the venue by its new name.
    const patch = (body: unknown) => site.admin.fetch(`/api/admin/venues/${idA}`, { method: 'PATCH', json: body });
    for (const [body, message] of [
      [{ name: 'x'.repeat(201) }, VenueMessages.name],
      [{ name: 'Bad\u0007name' }, VenueMessages.name],
      [{ city: 'Lon\ndon' }, VenueMessages.city],
      [{ wikidata: 'P31' }, VenueMessages.wikidata],
      [{ kind: 'castle' }, VenueMessages.kind],
      [{ website: 'javascript:alert(1)' }, VenueMessages.website],
    ] as const) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    }
    const edited = await patch({ name: `Whitechapel Gallery ${t} (edited)`, kind: 'art-centre', wikidata: 'q1', country: 'United Kingdom' });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ kind: 'art-centre', wikidata: 'Q1', country: 'United Kingdom' });
    expect((await venueOf(a)).name).toBe(`Whitechapel Gallery ${t} (edited)`);
    const activity = await site.orm.em.fork().find(Activity, { type: 'venue', subjectId: [idA, idB] });
    expect(activity.map((x) => x.message).join('\n')).toMatch(/merged into[\s\S]*undone[\s\S]*edited/);
  });

  it('answers 404 for an unknown venue, 403 to a non-admin and 400 for a bad query', async () => {
    await get(`/api/venues/no-such-venue-${token()}`, 404);
    await get(`/api/venues?kind=castle`, 400);
    await get(`/api/venues?limit=1000`, 400);
    await get(`/api/venues?q=${'x'.repeat(201)}`, 400);
    const anonymous = await site.server.browser().fetch('/api/admin/venues');
    expect(anonymous.status).toBe(401);
  });

  it('serves a venue page with its head and schema.org Place, 404 for an unknown one, and lists venues in the sitemap', async () => {
    const t = token();
    const one = await artist('Pia Thirteen', { shows: [{ title: `Open ${t}`, venue: `Hall ${t}`, city: 'Vienna', year: '2024' }] });
    const slug = (await venueOf(one)).slug;
    const res = await site.server.browser().fetch(`/venues/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>Hall ${t}, Vienna · Oeuvre</title>`);
    const [, block] = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)!;
    expect(JSON.parse(block!)).toMatchObject({
      '@type': 'Place',
      name: `Hall ${t}`,
      event: [{ '@type': 'ExhibitionEvent', name: `Open ${t}`, startDate: '2024', performer: [{ name: 'Pia Thirteen' }] }],
    });
    expect((await site.server.browser().fetch(`/venues/no-such-venue-${t}`)).status).toBe(404);
    const sitemap = await (await site.server.browser().fetch('/sitemap.xml')).text();
    expect(sitemap).toContain(`/venues/${slug}</loc>`);
    // The artist page's first view carries the links too.
    const artistHtml = await (await site.server.browser().fetch(`/artists/${one.slug}`)).text();
    expect(artistHtml).toContain(`"linkedVenue":{"slug":"${slug}"`);
  });

  it('shows no control character an entry held in a venue name, city or title: its page title and data are clean', async () => {
    const t = token();
    const one = await artist('Cy Control', {
      shows: [{ title: `Loud\u0007 ${t}`, venue: `Hall\u001b[31m ${t}`, city: 'Lisbon\u0001\u0085', year: '2024' }],
    });
    const linked = await venueOf(one);
    expect(linked.name).toBe(`Hall [31m ${t}`);
    const detail = await get<VenueDetail>(`/api/venues/${linked.slug}`);
    expect(detail.city).toBe('Lisbon');
    expect(detail.exhibitions.map((e) => e.title)).toEqual([`Loud ${t}`]);
    const html = await (await site.server.browser().fetch(`/venues/${linked.slug}`)).text();
    expect(html).toContain(`<title>Hall [31m ${t}, Lisbon · Oeuvre</title>`);
    expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(html)).toBe(false);
  });

  it('forgets the links of a deleted profile: a venue no published CV names is no page and no suggestion', async () => {
    const t = token();
    const gone = await artist('Oz Gone', { shows: [{ title: 'R', venue: `Gone Space ${t}`, city: 'Rome', year: '2020' }] });
    const slug = (await venueOf(gone)).slug;
    // Suggestions hold names like the text too (other venues of this file): only this one is looked for.
    const suggested = async () =>
      (await get<{ slug: string }[]>(`/api/venues/suggest?q=${encodeURIComponent(`gone space ${t}`)}`)).map((s) => s.slug);
    expect(await suggested()).toContain(slug);
    const em = site.orm.em.fork();
    // Deleted by the database itself (as a user's deletion cascades): the kept answers hear of it after the commit
    // (on PostgreSQL through LISTEN/NOTIFY), so the checks wait for it.
    await em.nativeDelete(ArtistProfile, { id: gone.id });
    const status = async (path: string) => (await site.server.browser().fetch(path)).status;
    await expect.poll(() => status(`/api/venues/${slug}`), { timeout: 5000 }).toBe(404);
    await expect.poll(() => status(`/venues/${slug}`), { timeout: 5000 }).toBe(404);
    await expect.poll(suggested, { timeout: 5000 }).not.toContain(slug);
    // The admin still has it, to merge or edit.
    const admin = await json<{ venues: { slug: string; artistCount: number }[] }>(
      await site.admin.fetch(`/api/admin/venues?q=${encodeURIComponent(`gone space ${t}`)}`),
    );
    expect(admin.venues).toEqual([expect.objectContaining({ slug, artistCount: 0 })]);
  });
});
