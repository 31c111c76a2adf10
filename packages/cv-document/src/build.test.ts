import { CV_DOC_SECTIONS, DEFAULT_CV_OPTIONS, type CvOptions } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { buildCvDocument, cvName } from './build.ts';
import { makePrivate, sampleCvSource } from './sample.ts';
import { draftCvSource } from './source.ts';

const options = (over: Partial<CvOptions> = {}): CvOptions => ({ ...DEFAULT_CV_OPTIONS, ...over });
const headings = (doc: ReturnType<typeof buildCvDocument>) => doc.sections.map((s) => s.heading);
const section = (doc: ReturnType<typeof buildCvDocument>, key: string) => {
  const found = doc.sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
};

describe('buildCvDocument', () => {
  test('every section in the default order, with its heading', () => {
    const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
    expect(doc.sections.map((s) => s.key)).toEqual([...CV_DOC_SECTIONS]);
    // A gallery's order: the exhibitions first, education after the press.
    expect(headings(doc)).toEqual([
      'Solo Exhibitions',
      'Group Exhibitions',
      'Commissions & Public Works',
      'Residencies',
      'Grants, Awards & Fellowships',
      'Collections',
      'Publications & Press',
      'Education',
      'Teaching & Lectures',
      'Affiliations & Memberships',
    ]);
  });

  test('the header: display name or full name, location, the born line, contact only when asked, statement only when asked', () => {
    const source = sampleCvSource();
    const doc = buildCvDocument(draftCvSource(source), DEFAULT_CV_OPTIONS);
    expect(doc).toMatchObject({
      name: 'Mara Ellison',
      location: 'Glasgow, United Kingdom',
      born: 'Lives and works in Glasgow, United Kingdom',
      contact: { email: 'mara@example.org', website: 'https://mara.example.org' },
      statement: null,
      pageSize: 'A4',
    });
    const tailored = buildCvDocument(
      draftCvSource(sampleCvSource({ displayName: 'M. Ellison', website: null })),
      options({ includeContact: false, includeStatement: true, pageSize: 'Letter' }),
    );
    expect(tailored.name).toBe('M. Ellison');
    expect(tailored.contact).toBeNull();
    expect(tailored.statement).toBe(source.artistStatement);
    expect(tailored.pageSize).toBe('Letter');
    expect(buildCvDocument(draftCvSource(sampleCvSource({ website: null })), DEFAULT_CV_OPTIONS).contact).toEqual({
      email: 'mara@example.org',
      website: null,
    });
    expect(cvName({ fullName: 'Mara Ellison', displayName: '   ' })).toBe('Mara Ellison');
    const born = sampleCvSource({ city: 'Lisbon', country: 'Portugal' });
    expect(buildCvDocument(draftCvSource({ ...born, birthYear: 1984, birthPlace: 'Porto' }), DEFAULT_CV_OPTIONS).born).toBe(
      'Born 1984, Porto; lives and works in Lisbon, Portugal',
    );
    expect(buildCvDocument(draftCvSource({ ...born, city: '', birthYear: 1984 }), DEFAULT_CV_OPTIONS).born).toBe(
      'Born 1984; lives and works in Portugal',
    );
    expect(buildCvDocument(draftCvSource({ ...born, city: '', country: '' }), DEFAULT_CV_OPTIONS).born).toBeNull();
  });

  test('entries most recent first, the year in its own column', () => {
    const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
    expect(section(doc, 'soloExhibitions').entries.map((e) => e.year)).toEqual(['2023', '2019', '2015']);
    expect(section(doc, 'groupExhibitions').entries.map((e) => e.ref)).toEqual([
      'groupExhibitions:23',
      'groupExhibitions:21',
      'groupExhibitions:22',
    ]);
    expect(section(doc, 'education').entries.map((e) => e.year)).toEqual(['2012–2014', '2008–2011']);
    // Awards and non-residency grants share one list; entries without a year go last; "present" first.
    expect(section(doc, 'grants').entries.map((e) => e.ref)).toEqual(['grants:51', 'awards:41', 'grants:53']);
    expect(section(doc, 'collections').entries.map((e) => e.ref)).toEqual([
      'collections:61',
      'collections:62',
    ]);
    expect(section(doc, 'teaching').entries.map((e) => [e.ref, e.year])).toEqual([
      ['teaching:101', '2021'],
      ['teaching:102', ''],
    ]);
  });

  test('a residency named by its host says the host once', () => {
    const source = sampleCvSource();
    const grants = source.grants.map((g) =>
      g.type === 'residency'
        ? {
            ...g,
            name: 'Villa Albertine',
            organization: 'villa  albertine',
            location: 'New York',
            duration: null,
          }
        : g,
    );
    const doc = buildCvDocument(draftCvSource({ ...source, grants }), DEFAULT_CV_OPTIONS);
    expect(section(doc, 'residencies').entries.map((e) => e.lines)).toEqual([['Villa Albertine, New York']]);
  });

  test('each section in the conventional CV style, every field the artist entered', () => {
    const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
    const lines = (key: string) => section(doc, key).entries.map((e) => e.lines);
    expect(lines('soloExhibitions')[0]).toEqual([
      'Low Water, Gallery Nord, Oslo',
      'Catalogue with an essay by M. Hale',
    ]);
    // Titles of exhibitions and works in italics, not quotes.
    expect(section(doc, 'soloExhibitions').entries[0]?.spans[0]).toEqual([
      { text: 'Low Water', italic: true },
      { text: ', Gallery Nord, Oslo' },
    ]);
    expect(lines('education')).toEqual([
      ['MFA Fine Art, Glasgow School of Art'],
      ['BA (Hons) Sculpture, Leeds Arts University', 'First-class honours'],
    ]);
    expect(lines('residencies')).toEqual([
      ['Artist in Residence, Cité internationale des arts, Paris, 3 months'],
    ]);
    expect(lines('grants')).toEqual([
      ['Open Fund, Creative Scotland', '£5,000. Research for Low Water'],
      ['Turner Bursary, Tate'],
      ['Rome Fellowship, British School at Rome, Rome', 'Fellowship. 6 months'],
    ]);
    expect(lines('collections')).toEqual([
      ['Arts Council Collection, London', 'Work: Silt I'],
      ['Collection of J. Smith', 'Private collection'],
    ]);
    expect(lines('commissions')).toEqual([['Riverwalk, Glasgow City Council', 'Permanent public work']]);
    // Press as 'Author, “Title”, Publication, year, pages': no type label, no raw address (the title links to it).
    expect(lines('publications')).toEqual([
      ['Low Water, Gallery Nord, 2023'],
      ['A. Critic, “Sediment and Time”, Frieze, 2020, pp. 12–14'],
    ]);
    expect(section(doc, 'publications').entries[1]?.spans[0]).toEqual([
      { text: 'A. Critic, ' },
      { text: '“Sediment and Time”', href: 'https://frieze.example/sediment' },
      { text: ', ' },
      { text: 'Frieze', italic: true },
      { text: ', 2020, pp. 12–14' },
    ]);
    // A catalogue's title in italics.
    expect(section(doc, 'publications').entries[0]?.spans[0]?.[0]).toEqual({
      text: 'Low Water',
      italic: true,
    });
    expect(lines('teaching')[0]).toEqual(['Visiting Lecturer, Royal College of Art']);
    expect(lines('affiliations')).toEqual([['Society of Scottish Artists, Member']]);
    expect(section(doc, 'affiliations').entries[0]?.year).toBe('2016–present');
  });

  test('empty sections are left out; a section named twice counts once', () => {
    const doc = buildCvDocument(
      draftCvSource(sampleCvSource({ teaching: [], affiliations: [] })),
      options({
        sections: [
          { section: 'teaching', entries: null },
          { section: 'education', entries: null },
          { section: 'education', entries: ['education:31'] },
        ],
      }),
    );
    expect(doc.sections.map((s) => s.key)).toEqual(['education']);
    expect(doc.sections[0]?.entries).toHaveLength(2);
  });

  test("the artist's section order, and 'Selected ...' when only some entries are chosen", () => {
    const doc = buildCvDocument(
      draftCvSource(sampleCvSource()),
      options({
        sections: [
          { section: 'groupExhibitions', entries: ['groupExhibitions:22', 'groupExhibitions:21'] },
          { section: 'soloExhibitions', entries: null },
          { section: 'education', entries: ['education:31', 'education:32'] },
        ],
      }),
    );
    expect(headings(doc)).toEqual(['Selected Group Exhibitions', 'Solo Exhibitions', 'Education']);
    // Chosen entries keep the section's order (most recent first), not the order they were ticked in.
    expect(section(doc, 'groupExhibitions').entries.map((e) => e.ref)).toEqual([
      'groupExhibitions:21',
      'groupExhibitions:22',
    ]);
    const plain = buildCvDocument(
      draftCvSource(sampleCvSource()),
      options({
        headingStyle: 'plain',
        sections: [{ section: 'groupExhibitions', entries: ['groupExhibitions:22'] }],
      }),
    );
    expect(headings(plain)).toEqual(['Group Exhibitions']);
  });

  test('entries of another section or unknown ids are not shown', () => {
    const doc = buildCvDocument(
      draftCvSource(sampleCvSource()),
      options({
        sections: [
          {
            section: 'soloExhibitions',
            entries: ['groupExhibitions:21', 'soloExhibitions:999', 'soloExhibitions:11'],
          },
        ],
      }),
    );
    expect(section(doc, 'soloExhibitions').entries.map((e) => e.ref)).toEqual(['soloExhibitions:11']);
  });

  test('private entries: left out of "all", shown and marked only when named', () => {
    const source = sampleCvSource();
    const hidden = sampleCvSource({
      soloExhibitions: source.soloExhibitions.map((e) => (e.id === 12 ? makePrivate(e) : e)),
      awards: source.awards.map(makePrivate),
      works: source.works.map((w) => (w.id === 82 ? makePrivate(w) : w)),
    });
    const all = buildCvDocument(draftCvSource(hidden), DEFAULT_CV_OPTIONS);
    const refs = all.sections.flatMap((s) => s.entries.map((e) => e.ref));
    expect(refs).not.toContain('soloExhibitions:12');
    expect(refs).not.toContain('awards:41');
    expect(all.sections.flatMap((s) => s.entries).every((e) => !e.private)).toBe(true);
    expect(all.works.map((w) => w.id)).toEqual([81]);
    // "All" of a section with a private entry left out is not a "Selected" section.
    expect(section(all, 'soloExhibitions').heading).toBe('Solo Exhibitions');
    expect(JSON.stringify(all)).not.toContain('Gallery Nord, Oslo');

    const named = buildCvDocument(
      draftCvSource(hidden),
      options({
        sections: [
          {
            section: 'soloExhibitions',
            entries: ['soloExhibitions:11', 'soloExhibitions:12', 'soloExhibitions:13'],
          },
          { section: 'grants', entries: ['awards:41'] },
        ],
        works: [82, 81],
      }),
    );
    expect(section(named, 'soloExhibitions').entries.map((e) => [e.ref, e.private])).toEqual([
      ['soloExhibitions:12', true],
      ['soloExhibitions:11', false],
      ['soloExhibitions:13', false],
    ]);
    expect(section(named, 'soloExhibitions').heading).toBe('Solo Exhibitions');
    expect(section(named, 'grants').heading).toBe('Selected Grants, Awards & Fellowships');
    expect(named.works.map((w) => [w.id, w.private])).toEqual([
      [82, true],
      [81, false],
    ]);
  });

  test('a missing visibility reads as public', () => {
    const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
    expect(section(doc, 'soloExhibitions').entries).toHaveLength(3);
  });

  test("works: all public works most recent first, captioned 'Title, year', medium, dimensions", () => {
    const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
    expect(doc.works.map((w) => w.ref)).toEqual(['works:82', 'works:81']);
    expect(doc.works[1]).toMatchObject({
      title: 'Silt I',
      imageUrl: '/uploads/silt.webp',
      caption: ['Silt I, 2019', 'River sediment on linen', '120 × 90 cm'],
      exhibition: 'Silt, Kunsthalle Basel',
    });
    expect(doc.works[1]?.captionLines[0]).toEqual([{ text: 'Silt I', italic: true }, { text: ', 2019' }]);
    expect(
      buildCvDocument(draftCvSource(sampleCvSource()), options({ works: [81, 999, 81] })).works.map((w) => w.id),
    ).toEqual([81]);
  });

  test('hostile text stays text: markup, ampersands, quotes, long words, line breaks', () => {
    const hostile = '<script>alert("x")</script> & “quotes” \'single\' ' + 'W'.repeat(300);
    const doc = buildCvDocument(
      draftCvSource(sampleCvSource({
        fullName: '<b>Zoë & Ζωή</b>',
        soloExhibitions: [
          {
            id: 1,
            title: hostile,
            venue: 'A&B <Gallery>',
            city: 'Köln\nNord',
            year: '2020',
            notes: '  spaced\t\tout  ',
          },
        ],
      })),
      DEFAULT_CV_OPTIONS,
    );
    expect(doc.name).toBe('<b>Zoë & Ζωή</b>');
    expect(section(doc, 'soloExhibitions').entries[0]?.lines).toEqual([
      `${hostile}, A&B <Gallery>, Köln Nord`,
      'spaced out',
    ]);
  });

  test('the document is plain data (serialisable as is)', () => {
    const doc = buildCvDocument(draftCvSource(sampleCvSource()), DEFAULT_CV_OPTIONS);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
