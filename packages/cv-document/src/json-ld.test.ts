import { expect, test } from 'vitest';
import { personJsonLd, sameAsOf } from './json-ld.ts';
import { makePrivate, sampleCvSource } from './sample.ts';
import { draftCvSource } from './source.ts';

const context = { url: 'https://oeuvre.example/artists/mara-ellison', description: 'Sculptor.' };

test('sameAs: website, social links, then the authority records the profile names', () => {
  const source = {
    ...sampleCvSource(),
    wikidata: 'Q42',
    ulan: '500115493',
    isni: '0000 0001 2103 2683',
    orcid: '0000-0002-1825-0097',
  };
  expect(sameAsOf(draftCvSource(source))).toEqual([
    'https://mara.example.org',
    'https://instagram.com/mara',
    'https://www.wikidata.org/wiki/Q42',
    'http://vocab.getty.edu/page/ulan/500115493',
    'https://isni.org/isni/0000000121032683',
    'https://orcid.org/0000-0002-1825-0097',
  ]);
  expect(sameAsOf(draftCvSource(sampleCvSource({ website: null, socialMedia: [] })))).toEqual([]);
});

test('a Person with its exhibitions and press; private entries and unsafe links left out', () => {
  const source = sampleCvSource();
  const ld = personJsonLd(
    draftCvSource(sampleCvSource({
      soloExhibitions: source.soloExhibitions.map((e) => (e.id === 12 ? makePrivate(e) : e)),
      socialMedia: [makePrivate(source.socialMedia[0]!)],
      website: 'javascript:alert(1)',
    })),
    context,
  );
  expect(ld).toMatchObject({
    '@type': 'Person',
    name: 'Mara Ellison',
    url: context.url,
    description: 'Sculptor.',
  });
  expect(ld.sameAs).toBeUndefined();
  const events = ld.performerIn as { name: string; startDate?: string }[];
  expect(events.map((e) => e.name)).toEqual(['Night Shift', 'Tides', 'Silt', 'Common Ground', 'Draft Rooms']);
  expect(events.every((e) => /^\d{4}$/.test(e.startDate ?? ''))).toBe(true);
  expect(ld.subjectOf).toEqual([
    {
      '@type': 'CreativeWork',
      name: 'Low Water',
      publisher: { '@type': 'Organization', name: 'Gallery Nord' },
      datePublished: '2023',
    },
    {
      '@type': 'CreativeWork',
      name: 'Sediment and Time',
      author: { '@type': 'Person', name: 'A. Critic' },
      publisher: { '@type': 'Organization', name: 'Frieze' },
      datePublished: '2020',
      url: 'https://frieze.example/sediment',
    },
  ]);
});
