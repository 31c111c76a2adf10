import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { engines } from '../../test/db.ts';
import { testSite } from '../../test/site.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { approve } from '../modules/artists/publishing.service.ts';
import { SECTION_ENTITIES } from '../modules/sections/sections.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { rootOf, testWebBuild } from './web-build.fixtures.ts';

const { exhibitions: Exhibition } = SECTION_ENTITIES;

type Show = { title: string; venue: string; city: string; year: string; visibility?: 'public' | 'private' };

/** Words no other test uses: each test names its own venues in the shared database. */
const token = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

describe.each(engines())('venue pages drawn on the server on %s', (engine) => {
  const web = testWebBuild();
  const site = testSite(engine, { admin: 'venue-pages-admin@oeuvre.test', env: web.env });
  afterAll(() => web.remove());

  let counter = 0;
  /** An artist with group shows, published through the publishing service unless `publish` is false. */
  async function artist(name: string, shows: Show[], publish = true): Promise<ArtistProfile> {
    const em = site.orm.em.fork();
    const profile = em.create(ArtistProfile, {
      slug: `venue-pages-${++counter}-${randomBytes(3).toString('hex')}`,
      fullName: name,
      email: 'someone@oeuvre.test',
      city: 'Oslo',
      country: 'Norway',
    });
    for (const [position, show] of shows.entries())
      em.create(Exhibition, { artist: profile, kind: 'group', position, visibility: show.visibility ?? 'public', ...show });
    await em.flush();
    if (publish) {
      const admin = await em.findOneOrFail(User, { email: 'venue-pages-admin@oeuvre.test' });
      await approve(em, profile, admin);
    }
    return profile;
  }

  /** A page as a visitor without JavaScript gets it: no session, the HTML only. */
  const visit = async (path: string) => {
    const res = await fetch(`${site.server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };
  const venueId = async (t: string, name: string) => {
    const res = await site.admin.fetch(`/api/admin/venues?q=${encodeURIComponent(name)}`);
    const { venues } = (await res.json()) as { venues: { id: number; slug: string; name: string }[] };
    const venue = venues.find((v) => v.name.includes(t) && v.name === name);
    expect(venue, name).toBeDefined();
    return venue!;
  };

  it("draws a venue's page with its name and each published artist linked; no private entry, no unpublished artist", async () => {
    const t = token();
    const place = `Kunsthalle ${t}`;
    const ada = await artist('Ada Vell', [
      { title: `Tides ${t}`, venue: place, city: 'Bergen', year: '2021' },
      { title: `Secret ${t}`, venue: place, city: 'Bergen', year: '2020', visibility: 'private' },
    ]);
    const bo = await artist('Bo Strand', [{ title: `Tides ${t}`, venue: `The ${place}, Bergen`, city: 'Bergen', year: '2021' }]);
    const hidden = await artist('Cy Unpublished', [{ title: `Draft ${t}`, venue: place, city: 'Bergen', year: '2022' }], false);
    const { slug } = await venueId(t, place);

    const { status, html } = await visit(`/venues/${slug}`);
    expect(status).toBe(200);
    const root = rootOf(html) ?? '';
    expect(root).toContain(`<h1>${place}</h1>`);
    expect(root).toContain(`Tides ${t}: <a href="/artists/${ada.slug}">Ada Vell</a>, <a href="/artists/${bo.slug}">Bo Strand</a>`);
    for (const absent of [`Secret ${t}`, `Draft ${t}`, hidden.slug, 'Cy Unpublished']) expect(html).not.toContain(absent);
    // The app's first render is given the very answer the API gives, so it neither asks again nor draws anew.
    const block = /<script type="application\/json" id="first-view-data">([^<]*)<\/script>/.exec(html)?.[1];
    const api = await (await fetch(`${site.server.url}/api/venues/${slug}`)).json();
    expect(JSON.parse(block ?? 'null')).toEqual({ venue: { slug, detail: api } });

    const list = await visit(`/venues?q=${t}`);
    expect(list.status).toBe(200);
    expect(rootOf(list.html)).toContain(`1 venues: <a href="/venues/${slug}">${place}</a>`);
  });

  it('answers 404 with the not-found head and no drawn venue for an unknown slug', async () => {
    const { status, html } = await visit(`/venues/no-such-venue-${token()}`);
    expect(status).toBe(404);
    expect(html).toContain('<title>Venue not found · Oeuvre</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(rootOf(html)).toContain('loading');
    expect(html).not.toContain('first-view-data');
  });

  it("forgets a kept venue page when an admin edits, merges or unmerges a venue", async () => {
    const t = token();
    const one = `Atelier ${t} Ost`;
    const two = `Atelier ${t} West`;
    const ida = await artist('Ida Holm', [{ title: `Frost ${t}`, venue: one, city: 'Tromso', year: '2019' }]);
    const jon = await artist('Jon Berg', [{ title: `Thaw ${t}`, venue: two, city: 'Tromso', year: '2020' }]);
    const a = await venueId(t, one);
    const b = await venueId(t, two);
    // Drawn once, then answered from memory.
    expect(rootOf((await visit(`/venues/${a.slug}`)).html)).toContain(`<h1>${one}</h1>`);
    expect(rootOf((await visit(`/venues/${a.slug}`)).html)).toContain(`<h1>${one}</h1>`);

    const renamed = `Atelier ${t} Nord`;
    const edit = await site.admin.fetch(`/api/admin/venues/${a.id}`, { method: 'PATCH', json: { name: renamed } });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const edited = rootOf((await visit(`/venues/${a.slug}`)).html) ?? '';
    expect(edited).toContain(`<h1>${renamed}</h1>`);
    expect(edited).not.toContain(jon.slug);

    const merge = await site.admin.fetch(`/api/admin/venues/${b.id}/merge`, { method: 'POST', json: { into: a.id } });
    expect(merge.status, await merge.clone().text()).toBe(200);
    const merged = rootOf((await visit(`/venues/${a.slug}`)).html) ?? '';
    expect(merged).toContain(`<a href="/artists/${ida.slug}">Ida Holm</a>`);
    expect(merged).toContain(`<a href="/artists/${jon.slug}">Jon Berg</a>`);
    // The merged venue's old address sends the visitor to the venue it became (found, not moved for good: it can be
    // undone), its query kept.
    const moved = await fetch(`${site.server.url}/venues/${b.slug}?from=cv`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe(`/venues/${a.slug}?from=cv`);

    const unmerge = await site.admin.fetch(`/api/admin/venues/${b.id}/unmerge`, { method: 'POST', json: {} });
    expect(unmerge.status, await unmerge.clone().text()).toBe(200);
    const apart = rootOf((await visit(`/venues/${a.slug}`)).html) ?? '';
    expect(apart).toContain(ida.slug);
    expect(apart).not.toContain(jon.slug);
    expect((await visit(`/venues/${b.slug}`)).status).toBe(200);
  });
});
