import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { addEntry, artistWithCv } from './cv-documents.fixtures.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;

/** The JSON-LD blocks of a page, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

describe.each(engines())("the artist page's JSON-LD and document links on %s", (engine) => {
  const site = testSite(engine, { index: INDEX, requireApproval: false });

  it('a Person with sameAs, exhibitions as ExhibitionEvents and press as CreativeWorks', async () => {
    const { browser, profile } = await artistWithCv(site.server);
    await addEntry(browser, profile.id, 'social-media', { platform: 'instagram', username: '@mara' });
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: '</script><script>alert(1)</script>',
      venue: 'V & A',
      city: 'London',
      year: 'c. 2010',
    });
    const res = await fetch(`${site.server.url}/artists/${profile.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const [person, ...others] = jsonLdOf(html);
    expect(others).toEqual([]);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Mara Ellison',
      url: `${site.server.config.publicUrl}/artists/${profile.slug}`,
      sameAs: ['https://mara.example', 'https://instagram.com/mara'],
      homeLocation: { '@type': 'Place', name: 'Glasgow, United Kingdom' },
    });
    expect(person.performerIn).toEqual([
      {
        '@type': 'ExhibitionEvent',
        name: 'Low Water',
        location: {
          '@type': 'Place',
          name: 'Gallery Nord',
          address: { '@type': 'PostalAddress', addressLocality: 'Oslo' },
        },
        startDate: '2023',
      },
      expect.objectContaining({ name: 'Tides', startDate: '2021' }),
      expect.objectContaining({ name: 'Silt', startDate: '2019' }),
      expect.objectContaining({ name: 'Common Ground', startDate: '2018' }),
      expect.objectContaining({
        name: '</script><script>alert(1)</script>',
        startDate: '2010',
        location: expect.objectContaining({ name: 'V & A' }),
      }),
    ]);
    expect(person.subjectOf).toEqual([
      expect.objectContaining({
        '@type': 'CreativeWork',
        name: 'Sediment and Time',
        author: { '@type': 'Person', name: 'A. Critic' },
        datePublished: '2020',
      }),
    ]);
  });

  it('the document paths are answered as documents, not as the web app', async () => {
    const { profile } = await artistWithCv(site.server, { fullName: 'Path Artist' });
    for (const kind of ['cv', 'portfolio']) {
      const res = await fetch(`${site.server.url}/artists/${profile.slug}/${kind}.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const head = await fetch(`${site.server.url}/artists/${profile.slug}/${kind}.pdf`, { method: 'HEAD' });
      expect(head.status).toBe(200);
    }
    const missing = await fetch(`${site.server.url}/artists/nobody-here/cv.pdf`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });
});
