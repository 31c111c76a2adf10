import { randomBytes, randomUUID } from 'node:crypto';
import type { CvImport as CvImportJson } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { testSite } from '../../../test/site.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { approve } from '../artists/publishing.service.ts';
import { SECTION_ENTITIES } from '../sections/sections.entity.ts';
import { User } from '../users/user.entity.ts';
import { CvImport } from './cv-import.entity.ts';
import type { StoredEntry } from './cv-import.types.ts';
import { IMPORT_PATH } from './testing/cv-import-api.ts';

const { education: Education, exhibitions: Exhibition, grants: Grant } = SECTION_ENTITIES;

/** Words no other test uses: each test names its own venues in the shared database. */
const token = () =>
  `zq${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

describe.each(engines())('the CV import review names the venue each entry will link to, on %s', (engine) => {
  const site = testSite(engine, { admin: `import-venues-admin-${engine}@oeuvre.test` });

  /** A published artist whose CV names these places (so their venues exist). */
  async function publishedArtist(t: string): Promise<void> {
    const em = site.orm.em.fork();
    const profile = em.create(ArtistProfile, {
      slug: `import-venues-${t}`,
      fullName: 'Vera Lund',
      email: 'vera@oeuvre.test',
      city: 'Bergen',
      country: 'Norway',
    });
    em.create(Exhibition, { artist: profile, kind: 'group', title: 'Fjords', venue: `Kunsthalle ${t}`, city: 'Bergen', year: '2020', position: 0 });
    em.create(Grant, { artist: profile, type: 'residency', name: 'Studio year', organization: `Atelier ${t}`, location: 'Oslo', year: '2019' });
    em.create(Education, { artist: profile, institution: `Akademie ${t}`, degree: 'MFA', years: '2010-2012' });
    em.create(Education, { artist: profile, institution: `Kunstakademie ${t}`, degree: 'BA', years: '2006-2009' });
    await em.flush();
    const admin = await em.findOneOrFail(User, { email: `import-venues-admin-${engine}@oeuvre.test` });
    await approve(em, profile, admin);
  }

  /** An import, as read, of these entries, waiting for its owner's review. */
  async function importFor(email: string, entries: Omit<StoredEntry, 'source'>[]): Promise<number> {
    const em = site.orm.em.fork();
    const owner = await em.findOneOrFail(User, { email });
    const row = em.create(CvImport, {
      owner,
      status: 'ready',
      result: {
        format: 'text',
        person: { fullName: null, birthYear: null, birthPlace: null, city: null, country: null, email: null, website: null },
        entries: entries.map((e) => ({ ...e, source: Object.values(e.fields).join(', ') })),
        unparsed: [],
        ignored: [],
      } as never,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await em.flush();
    return row.id;
  }

  it('an existing venue (precise spellings only), null for a new one, nothing for an entry without a place; merges followed', async () => {
    const t = token();
    await publishedArtist(t);
    const email = `importer-${randomUUID().slice(0, 8)}@oeuvre.test`;
    const browser = await signedInBrowser(site.server, email);
    const id = await importFor(email, [
      { id: 'e1', section: 'groupExhibitions', fields: { title: 'Tide', venue: `The Kunsthalle ${t}, Bergen`, city: 'Bergen', year: '2021' } },
      { id: 'e2', section: 'soloExhibitions', fields: { title: 'Ebb', venue: `Kunsthalle ${t}`, city: 'Oslo', year: '2022' } },
      { id: 'e3', section: 'soloExhibitions', fields: { title: 'Flow', venue: `Kunsthalle ${t} Annex`, city: 'Bergen', year: '2023' } },
      { id: 'e4', section: 'grants', fields: { type: 'residency', name: 'Summer', organization: `ATELIER ${t}.`, location: 'Oslo', year: '2020' } },
      { id: 'e5', section: 'grants', fields: { type: 'grant', name: 'Travel grant', organization: `Atelier ${t}`, location: 'Oslo', year: '2020' } },
      { id: 'e6', section: 'education', fields: { institution: `Akademie ${t}`, degree: 'PhD', years: '2014' } },
      { id: 'e7', section: 'awards', fields: { name: 'Prize', organization: `Kunsthalle ${t}`, year: '2018' } },
      { id: 'e8', section: 'teaching', fields: { role: 'Lecturer', institution: '  ', year: '2019' } },
      { id: 'e9', section: 'collections', fields: { name: `Museum ${t}`, location: 'Trondheim', year: '2017' } },
    ]);
    const read = async () => {
      const res = await browser.fetch(`${IMPORT_PATH}/${id}`);
      expect(res.status, await res.clone().text()).toBe(200);
      const imported = (await res.json()) as CvImportJson;
      return Object.fromEntries(imported.entries.flatMap((e) => ('venue' in e ? [[e.id, e.venue]] : [])));
    };
    const venues = await read();
    expect(venues.e1).toMatchObject({ name: `Kunsthalle ${t}`, city: 'Bergen' });
    expect(venues.e1?.slug).toMatch(/^kunsthalle-/);
    // The same name in another city, and a name that is only alike, are new venues: never linked by a guess.
    expect(venues.e2).toBeNull();
    expect(venues.e3).toBeNull();
    expect(venues.e4).toMatchObject({ name: `Atelier ${t}`, city: 'Oslo' });
    expect(venues.e6).toMatchObject({ name: `Akademie ${t}`, city: '' });
    expect(venues.e9).toBeNull();
    // A grant that is no residency, an award, an entry without a place: no venue at all.
    for (const none of ['e5', 'e7', 'e8']) expect(Object.hasOwn(venues, none), none).toBe(false);

    // Once an admin merges the school's two spellings, the review names the venue they became.
    const list = async (q: string) =>
      ((await (await site.admin.fetch(`/api/admin/venues?q=${encodeURIComponent(q)}`)).json()) as { venues: { id: number; name: string }[] }).venues;
    const from = (await list(`Akademie ${t}`)).find((v) => v.name === `Akademie ${t}`)!;
    const into = (await list(`Kunstakademie ${t}`)).find((v) => v.name === `Kunstakademie ${t}`)!;
    const merged = await site.admin.fetch(`/api/admin/venues/${from.id}/merge`, { method: 'POST', json: { into: into.id } });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect((await read()).e6).toMatchObject({ name: `Kunstakademie ${t}` });
  });
});
