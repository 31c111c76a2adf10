import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { artistWithProfile, setRequireApproval, uniqueEmail } from '../artists/artist.fixtures.ts';
import { addEntry, artistWithCv } from './cv-documents.fixtures.ts';

const schema = JSON.parse(
  readFileSync(new URL('./fixtures/json-resume-1.0.0.schema.json', import.meta.url), 'utf8'),
);
// strict: false, as the schema (kept unchanged) has keywords ajv's strict mode only warns about (additionalItems).
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

type Resume = Record<string, unknown> & {
  basics: Record<string, unknown>;
  projects: Record<string, unknown>[];
  awards: Record<string, unknown>[];
  education: Record<string, unknown>[];
  publications: Record<string, unknown>[];
  work: Record<string, unknown>[];
  volunteer: Record<string, unknown>[];
};

describe.each(engines())('the CV as JSON Resume on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('public: valid JSON Resume 1.0.0, exhibitions and commissions as typed projects', async () => {
    // The artist shows their email on the public profile, so the public JSON Resume carries it too.
    const { browser, profile } = await artistWithCv(site.server, { showEmail: true });
    await addEntry(browser, profile.id, 'social-media', { platform: 'instagram', username: '@mara' });
    const res = await fetch(`${site.server.url}/api/artists/${profile.slug}/cv.json`);
    expect(res.status).toBe(200);
    const resume = (await res.json()) as Resume;
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
    expect(resume.basics).toMatchObject({
      name: 'Mara Ellison',
      email: 'mara@oeuvre.test',
      url: 'https://mara.example',
      location: { city: 'Glasgow', region: 'United Kingdom' },
      profiles: [{ network: 'Instagram', username: '@mara', url: 'https://instagram.com/mara' }],
    });
    // In the CV's order of the sections: exhibitions, commissions, residencies, collections.
    expect(resume.projects.map((p) => [p.type, p.name, p.startDate])).toEqual([
      ['solo exhibition', 'Low Water', '2023'],
      ['solo exhibition', 'Silt', '2019'],
      ['group exhibition', 'Tides', '2021'],
      ['group exhibition', 'Common Ground', '2018'],
      ['commission', 'Riverwalk', '2022'],
      ['residency', 'Artist in Residence', '2017'],
      ['collection', 'Arts Council Collection', '2021'],
    ]);
    expect(resume.projects[0]).toMatchObject({ entity: 'Gallery Nord', description: 'Gallery Nord, Oslo' });
    expect(resume.education).toEqual([
      { institution: 'Glasgow School of Art', studyType: 'MFA Fine Art', startDate: '2012', endDate: '2014' },
    ]);
    expect(resume.awards.map((a) => a.title)).toEqual(['Open Fund', 'Turner Bursary']);
    expect(resume.publications[0]).toMatchObject({
      name: 'Sediment and Time',
      publisher: 'Frieze',
      releaseDate: '2020',
    });
    expect(resume.work).toEqual([
      { name: 'Royal College of Art', position: 'Visiting Lecturer', startDate: '2021' },
    ]);
    expect(resume.volunteer[0]).toMatchObject({
      organization: 'Society of Scottish Artists',
      position: 'Member',
      startDate: '2016',
    });
    expect(resume.meta).toMatchObject({
      canonical: `${site.server.config.publicUrl}/artists/${profile.slug}`,
      version: 'v1.0.0',
    });
  });

  it('hostile and odd text still validates: markup stays text, years as typed become ISO years or are left out', async () => {
    const { browser, profile } = await artistWithProfile(site.server, {
      fullName: '<b>Zoë</b> & "Ζωή"',
      website: '',
    });
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: '<img src=x onerror=alert(1)>',
      venue: 'V',
      city: 'C',
      year: 'c. 1990',
    });
    await addEntry(browser, profile.id, 'teaching', { role: 'Tutor', institution: 'School' });
    const resume = (await (
      await fetch(`${site.server.url}/api/artists/${profile.slug}/cv.json`)
    ).json()) as Resume;
    expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
    expect(resume.basics.name).toBe('<b>Zoë</b> & "Ζωή"');
    expect(resume.basics.url).toBeUndefined();
    expect(resume.projects[0]).toMatchObject({ name: '<img src=x onerror=alert(1)>', startDate: '1990' });
    expect(resume.work).toEqual([{ name: 'School', position: 'Tutor' }]);
  });

  it('unknown or unpublished: 404; own: the draft, 401 signed out, 404 without a profile', async () => {
    expect((await fetch(`${site.server.url}/api/artists/nobody-at-all/cv.json`)).status).toBe(404);
    await setRequireApproval(site.orm, true);
    try {
      const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Pending Person' });
      expect((await fetch(`${site.server.url}/api/artists/${profile.slug}/cv.json`)).status).toBe(404);
      const own = await browser.fetch('/api/my-profile/cv.json');
      expect(own.status).toBe(200);
      const resume = (await own.json()) as Resume;
      expect(validate(resume), JSON.stringify(validate.errors)).toBe(true);
      expect(resume.basics.name).toBe('Pending Person');
      expect((await browser.fetch('/api/my-profile/cv.json?selection=424242')).status).toBe(404);
    } finally {
      await setRequireApproval(site.orm, false);
    }
    expect((await fetch(`${site.server.url}/api/my-profile/cv.json`)).status).toBe(401);
    const visitor = await signedInBrowser(site.server, uniqueEmail('visitor'));
    expect((await visitor.fetch('/api/my-profile/cv.json')).status).toBe(404);
  });
});
