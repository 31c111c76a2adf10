// Oeuvre's own CV comes back whole: a full CV rendered by Oeuvre's PDF code (and its cv.json) and read back gives
// every entry in its section with every field as the artist entered it.
import { DEFAULT_CV_OPTIONS, type ArtistProfile } from '@oeuvre/contract';
import { buildCvDocument, draftCvSource, toJsonResume } from '@oeuvre/cv-document';
import { sampleCvSource } from '@oeuvre/cv-document/sample';
import { describe, expect, it } from 'vitest';
import { renderCvPdf } from '../../cv-documents/cv-pdf.ts';
import { readCv } from './index.ts';
import type { ImportSection, ReadResult } from './types.ts';

const VENUES = [
  'Kunsthalle Wien',
  'Galerie Anker',
  'The Drill Hall',
  'Museo Tamayo',
  'Sala Rekalde',
  'Bergen Kunsthall',
];
const CITIES = ['Vienna', 'Zurich', 'Leeds', 'Mexico City', 'Bilbao', 'Bergen'];

/** An invented artist with every section, long entries that wrap, and enough of them for several pages. */
function profile(): ArtistProfile {
  const base = sampleCvSource({
    fullName: 'Tove Arnesen Quill',
    email: 'tove@quill.example',
    website: 'https://quill.example',
  });
  const groups = Array.from({ length: 45 }, (_, i) => ({
    id: 200 + i,
    title:
      i % 7 === 0
        ? `A Very Long Exhibition Title About Tides, Sediment and the Slow Work of Rivers ${i}`
        : `Group Show ${i}`,
    venue: VENUES[i % VENUES.length]!,
    city: CITIES[i % CITIES.length]!,
    year: String(2024 - Math.floor(i / 2)),
    notes: i % 5 === 0 ? `Curated by Ines Varga, with a catalogue ${i}` : null,
  }));
  return {
    ...base,
    awards: [
      {
        id: 41,
        name: 'Prix Lumière',
        presenter: 'Fondation Ostra',
        year: '2020',
        notes: 'Shortlisted first in 2019',
      },
      { id: 42, name: 'Jury Prize', presenter: 'Sculpture Quadrennial Riga', year: '2012', notes: null },
    ],
    groupExhibitions: [...base.groupExhibitions, ...groups],
  };
}

/**
 * The import's form of a profile's entries: every section's fields as strings ('' for none). The PDF prints neither a
 * link's address (it is a link on the title) nor a type label: a book or catalogue reads back as a book (its title in
 * italics), anything else as an article, without its link.
 */
function expected(
  p: ArtistProfile,
  from: 'pdf' | 'json' = 'pdf',
): { section: ImportSection; fields: Record<string, string> }[] {
  const typeOf = (type: string) =>
    from === 'json' ? type : type === 'book' || type === 'catalog' ? 'book' : 'article';
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const pick = (section: ImportSection, items: readonly object[], names: string[]) =>
    items.map((item) => ({
      section,
      fields: Object.fromEntries(names.map((n) => [n, s((item as Record<string, unknown>)[n])])),
    }));
  return [
    ...pick('soloExhibitions', p.soloExhibitions, ['title', 'venue', 'city', 'year', 'notes']),
    ...pick('groupExhibitions', p.groupExhibitions, ['title', 'venue', 'city', 'year', 'notes']),
    ...pick('education', p.education, ['institution', 'degree', 'years', 'notes']),
    ...pick('awards', p.awards, ['name', 'presenter', 'year', 'notes']),
    ...pick('grants', p.grants, [
      'type',
      'name',
      'organization',
      'year',
      'amount',
      'location',
      'duration',
      'description',
    ]),
    ...pick('collections', p.collections, ['type', 'name', 'location', 'year', 'workTitle', 'notes']),
    ...pick(
      'bibliography',
      p.bibliography.map((b) => ({ ...b, type: typeOf(b.type), url: from === 'json' ? b.url : null })),
      ['type', 'title', 'publication', 'author', 'year', 'pages', 'url', 'notes'],
    ),
    ...pick('commissions', p.commissions, ['title', 'commissioner', 'description', 'year']),
    ...pick('teaching', p.teaching, ['role', 'institution', 'year']),
    ...pick('affiliations', p.affiliations, ['name', 'type', 'duration']),
  ];
}

const key = (e: { section: string; fields: Record<string, string> }) => JSON.stringify([e.section, e.fields]);
const sorted = (list: { section: string; fields: Record<string, string> }[]) => list.map(key).sort();

function expectWhole(
  result: ReadResult,
  p: ArtistProfile,
  skip: ImportSection[] = [],
  from: 'pdf' | 'json' = 'pdf',
) {
  const got = result.entries.filter((e) => !skip.includes(e.section));
  expect(sorted(got)).toEqual(sorted(expected(p, from)));
  expect(result.person).toMatchObject({
    fullName: 'Tove Arnesen Quill',
    city: p.city,
    country: p.country,
    email: 'tove@quill.example',
    website: 'https://quill.example',
  });
}

describe("Oeuvre's own CV read back", () => {
  it('the CV PDF: every entry in its section with every field, over several pages, in under 2 s', async () => {
    const p = profile();
    const bytes = await renderCvPdf(buildCvDocument(draftCvSource(p), DEFAULT_CV_OPTIONS));
    const started = performance.now();
    const result = await readCv({ bytes: new Uint8Array(bytes), filename: 'cv.pdf' });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.format).toBe('pdf');
    expectWhole(result, p);
    expect(result.unparsed).toEqual([]);
    // The footer 'Name — CV — page N of M' on every page, and the headings, set aside with their reasons.
    const footers = result.ignored.filter((i) => /— CV — page \d+ of \d+$/.test(i.text));
    expect(footers.length).toBeGreaterThanOrEqual(3);
    expect(footers.every((f) => f.reason === 'page footer' || f.reason === 'page number')).toBe(true);
    expect(result.ignored.filter((i) => i.reason === 'section heading').map((i) => i.text)).toEqual(
      expect.arrayContaining([
        'Solo Exhibitions',
        'Group Exhibitions',
        'Grants, Awards & Fellowships',
        'Residencies',
      ]),
    );
    // Every entry says where it came from, with its page.
    const long = result.entries.find((e) => e.fields.title?.startsWith('A Very Long Exhibition Title'));
    expect(long?.source).toContain('A Very Long Exhibition Title');
    expect(result.entries.every((e) => e.source && e.page && e.page >= 1)).toBe(true);
  });

  it('the cv.json: every entry back in its section, the profiles as social media', async () => {
    const p = profile();
    const json = toJsonResume(draftCvSource(p), DEFAULT_CV_OPTIONS, { origin: 'https://oeuvre.example', pageUrl: null });
    const result = await readCv({
      bytes: new TextEncoder().encode(JSON.stringify(json)),
      filename: 'cv.json',
    });
    expect(result.format).toBe('json');
    // The cv.json has no place for a publication's type (JSON Resume publications have none): it reads as an article.
    const typeless = { ...p, bibliography: p.bibliography.map((b) => ({ ...b, type: 'article' as const })) };
    expectWhole(result, typeless, ['socialMedia'], 'json');
    expect(result.entries.filter((e) => e.section === 'socialMedia').map((e) => e.fields)).toEqual([
      { platform: 'instagram', username: '@mara' },
    ]);
  });
});
