// The artist's own documents read back: Oeuvre's CV PDF and JSON Resume of one artist, imported by another new person,
// put every entry into its section with its fields.
import { randomUUID } from 'node:crypto';
import type { CvImport as CvImportJson, CvImportApplyResult } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { testSite } from '../../../test/site.ts';
import { applyImport, importOf, loose, uploadCv } from './testing/cv-import-api.ts';

const SEGMENTS: Record<string, string> = {
  socialMedia: 'social-media',
  education: 'education',
  soloExhibitions: 'solo-exhibitions',
  groupExhibitions: 'group-exhibitions',
  awards: 'awards',
  grants: 'grants',
  collections: 'collections',
  bibliography: 'bibliography',
  commissions: 'commissions',
  teaching: 'teaching',
  affiliations: 'affiliations',
};

/** One artist's CV: entries in every section an import reads. */
const ENTRIES: [section: string, fields: Record<string, string>][] = [
  ['socialMedia', { platform: 'instagram', username: '@mira.lindqvist' }],
  ['education', { institution: 'Royal Institute of Art', degree: 'MFA', years: '2008-2010' }],
  ['soloExhibitions', { title: 'Salt Lines', venue: 'Kunsthalle Basel', city: 'Basel', year: '2023' }],
  ['soloExhibitions', { title: 'Low Water', venue: 'Galerie Nord', city: 'Berlin', year: '2021' }],
  ['groupExhibitions', { title: 'New Ground', venue: 'Whitechapel Gallery', city: 'London', year: '2022' }],
  ['awards', { name: 'Young Painter Prize', presenter: 'Ars Foundation', year: '2020' }],
  ['grants', { type: 'residency', name: 'Studio Year', organization: 'Villa Aurora', year: '2018' }],
  ['collections', { type: 'public', name: 'Moderna Museet', location: 'Stockholm' }],
  ['bibliography', { type: 'article', title: 'On Salt', publication: 'Frieze', author: 'Anna Berg', year: '2021' }],
  ['commissions', { title: 'Harbour Mural', commissioner: 'City of Malmö', year: '2019' }],
  ['teaching', { role: 'Visiting Lecturer', institution: 'UdK Berlin', year: '2022' }],
  ['affiliations', { name: 'Painters Guild', type: 'Member' }],
];

/** The entries the document shows that no entry of `found` (same section, every field alike) matches. */
function missing(found: { section: string; fields: Record<string, unknown> }[], shown: (section: string) => boolean) {
  return ENTRIES.filter(
    ([section, fields]) =>
      shown(section) &&
      !found.some((entry) => entry.section === section && Object.entries(fields).every(([name, value]) => loose(entry.fields[name]) === loose(value))),
  );
}

describe.each(engines())('CV import round trips on %s', (engine) => {
  const site = testSite(engine, { requireApproval: true });
  const person = (name: string) => signedInBrowser(site.server, `${name}-${randomUUID().slice(0, 8)}@oeuvre.test`);
  let artist: Browser;

  const documentOf = async (path: string) => {
    if (!artist) {
      artist = await person('author');
      const created = await artist.fetch('/api/artists', {
        method: 'POST',
        json: {
          fullName: 'Mira Lindqvist',
          email: 'mira@lindqvist.example',
          city: 'Berlin',
          country: 'Germany',
          website: 'https://lindqvist.example',
          artistStatement: 'Paintings of salt, water and the light over the Baltic.',
        },
      });
      const { id } = (await created.json()) as { id: number };
      for (const [section, fields] of ENTRIES) {
        const res = await artist.fetch(`/api/artists/${id}/${SEGMENTS[section]}`, { method: 'POST', json: fields });
        expect(res.status, `${section} ${JSON.stringify(fields)}`).toBe(201);
      }
    }
    const res = await artist.fetch(path);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  // The CV PDF is the conventional CV: social media profiles are not among its sections (JSON Resume has them).
  it.each([
    ['the CV PDF', '/api/my-profile/cv.pdf', 'cv.pdf', 'pdf', (section: string) => section !== 'socialMedia'],
    ['JSON Resume', '/api/my-profile/cv.json', 'cv.json', 'json', () => true],
  ])('%s, imported by another new person: every entry it shows in its section with its fields', async (_name, path, file, format, shown) => {
    const bytes = await documentOf(path);
    const reader = await person('reader');
    const imported: CvImportJson = await importOf(reader, await uploadCv(reader, bytes, file));
    expect(imported).toMatchObject({ status: 'ready', format });
    expect(imported.person.fullName).toBe('Mira Lindqvist');
    expect(missing(imported.entries, shown)).toEqual([]);

    const res = await applyImport(reader, imported.id, { entries: imported.entries.map((e) => e.id), person: true });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CvImportApplyResult;
    expect(result.skipped).toBe(0);
    const draft = (await (await reader.fetch('/api/my-profile')).json()) as Record<string, Record<string, unknown>[]> & {
      profile: { fullName: string; isPending: boolean };
    };
    expect(draft.profile).toMatchObject({ fullName: 'Mira Lindqvist', isPending: true });
    const stored = Object.keys(SEGMENTS).flatMap((section) => (draft[section] ?? []).map((fields) => ({ section, fields })));
    expect(missing(stored, shown)).toEqual([]);
  });
});
