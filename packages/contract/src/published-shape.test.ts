// The older sections' public shapes, declared in their definitions: every value an entry carries comes from a field of
// the rows it is made from (or a constant a share adds), and the page's sections are made from them as published.
import { describe, expect, it } from 'vitest';
import { isPublicShape, type PublicShape, type PublicShare } from './published-shape.ts';
import type { SectionDefinition } from './section-definition.ts';
import { SECTIONS, SECTION_KINDS, type SectionKind } from './sections.ts';
import type { ArtistProfile } from './schemas/artist-views.ts';
import { genericPublicSection, PUBLIC_PAGE_SECTIONS } from './schemas/public-sections.ts';
import { talksSection } from './test-support/talks-section.ts';

const declared = SECTION_KINDS.flatMap((kind) =>
  ((SECTIONS[kind] as SectionDefinition).published ?? []).map((published) => ({ kind, published })),
);
const shapes = declared.filter((d): d is { kind: SectionKind; published: PublicShape } =>
  isPublicShape(d.published),
);
const shares = declared.filter(
  (d): d is { kind: SectionKind; published: PublicShare } => !isPublicShape(d.published),
);
const keysOf = (shape: PublicShape) => Object.keys(shape.item.entries).filter((key) => key !== 'id');
const fieldsOf = (kind: SectionKind) => Object.keys(SECTIONS[kind].fields);
const section = (key: string) => PUBLIC_PAGE_SECTIONS.find((s) => s.key === key)!;

describe('public shapes declared by the definitions', () => {
  it('make every value of an entry from a field of its rows, renamed as declared', () => {
    expect(shapes.length).toBeGreaterThan(0);
    for (const { kind, published: shape } of shapes) {
      for (const key of keysOf(shape)) {
        const field = shape.rename?.[key] ?? key;
        // Values added later than the rows (a work's image size) are optional on the item.
        if (!fieldsOf(kind).includes(field))
          expect(shape.item.entries[key]!.type, `${shape.key}.${key}`).toBe('optional');
      }
      for (const [key, field] of Object.entries(shape.rename ?? {})) {
        expect(keysOf(shape), shape.key).toContain(key);
        expect(fieldsOf(kind), shape.key).toContain(field);
      }
      if (shape.venue) {
        for (const field of [shape.venue.name, shape.venue.city, shape.venue.title]) {
          if (field) expect(keysOf(shape), shape.key).toContain(field);
        }
      }
      for (const field of shape.fields) expect(keysOf(shape), shape.key).toContain(field.name);
      for (const field of shape.cvSearch ?? []) expect(keysOf(shape), shape.key).toContain(field);
      if (shape.yearField) expect(keysOf(shape), shape.key).toContain(shape.yearField);
    }
  });

  it('share rows only into a shape another section declares, each value from a field or a constant', () => {
    expect(shares.length).toBeGreaterThan(0);
    for (const { kind, published: share } of shares) {
      const into = shapes.find((s) => s.published.key === share.into);
      expect(into, share.into).toBeDefined();
      expect(into!.kind).not.toBe(kind);
      for (const key of keysOf(into!.published)) {
        if (share.constants && Object.hasOwn(share.constants, key)) continue;
        expect(fieldsOf(kind), `${kind} -> ${key}`).toContain(share.rename?.[key] ?? key);
      }
    }
  });

  it('give every CV section its place in JSON Resume', () => {
    for (const { published: shape } of shapes) {
      if (shape.cv) expect(shape.resume, shape.key).toBeDefined();
    }
  });

  it('give each public key one shape, every one in the page', () => {
    const keys = shapes.map((s) => s.published.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(PUBLIC_PAGE_SECTIONS.map((s) => s.key)).toContain(key);
  });
});

describe('the page sections made from them', () => {
  const draft = {
    awards: [
      { id: 1, name: 'Prize', presenter: 'Foundation', year: '2019', notes: null, visibility: 'public' },
    ],
    grants: [
      {
        id: 2,
        type: 'residency',
        name: 'Studio Year',
        organization: 'Villa Sol',
        year: '2021',
        amount: null,
        location: 'Rome',
        duration: '3 months',
        description: 'Studio',
        visibility: 'public',
      },
      {
        id: 3,
        type: 'fellowship',
        name: 'Fellowship',
        organization: 'Council',
        year: '2020',
        amount: '$5,000',
        location: null,
        duration: null,
        description: null,
        visibility: 'public',
      },
    ],
    bibliography: [
      {
        id: 4,
        type: 'book',
        title: 'Tides',
        publication: 'Press',
        author: null,
        year: '2018',
        pages: null,
        url: 'https://example.org/tides',
        notes: null,
        visibility: 'public',
      },
    ],
    works: [
      {
        id: 6,
        title: 'B',
        medium: 'Oil',
        dimensions: null,
        year: '2010',
        imageUrl: '/b.jpg',
        exhibition: null,
      },
      {
        id: 5,
        title: 'A',
        medium: 'Oil',
        dimensions: null,
        year: '2020',
        imageUrl: '/a.jpg',
        exhibition: null,
      },
    ],
  } as unknown as ArtistProfile;

  it('list awards with the grants and fellowships, most recent first, each telling its editor section', () => {
    const grants = section('grants');
    const entries = grants.entriesOf(draft);
    expect(entries).toEqual([
      {
        id: 3,
        name: 'Fellowship',
        grantor: 'Council',
        year: '2020',
        notes: null,
        type: 'fellowship',
        location: null,
        duration: null,
        amount: '$5,000',
      },
      {
        id: 1,
        name: 'Prize',
        grantor: 'Foundation',
        year: '2019',
        notes: null,
        type: 'award',
        location: null,
        duration: null,
        amount: null,
      },
    ]);
    expect(grants.kinds).toEqual(['awards', 'grants']);
    expect(entries.map((e) => grants.kindOf(e))).toEqual(['grants', 'awards']);
  });

  it('list a residency apart, as a programme at its host, and name the venue it links to', () => {
    const residencies = section('residencies');
    expect(residencies.entriesOf(draft)).toEqual([
      {
        id: 2,
        program: 'Studio Year',
        host: 'Villa Sol',
        duration: '3 months',
        year: '2021',
        location: 'Rome',
        amount: null,
        notes: 'Studio',
      },
    ]);
    expect(residencies.kindOf({})).toBe('grants');
    expect(residencies.venue).toEqual({ role: 'resident', name: 'host', city: 'location', title: 'program' });
  });

  it('rename a press entry’s link and keep no value the item does not name', () => {
    expect(section('publications').entriesOf(draft)).toEqual([
      {
        id: 4,
        title: 'Tides',
        author: null,
        year: '2018',
        link: 'https://example.org/tides',
        type: 'book',
        publication: 'Press',
        pages: null,
        notes: null,
      },
    ]);
  });

  it('keep the works in the order the artist arranged', () => {
    expect(
      section('works')
        .entriesOf(draft)
        .map((w) => (w as { id: number }).id),
    ).toEqual([6, 5]);
  });
});

describe('a section published as its fields', () => {
  it('names the venue its definition declares, with its own fields', () => {
    expect(genericPublicSection('talks', talksSection).venue).toBeUndefined();
    const venue = { role: 'teacher', name: 'venue', city: null, title: 'title' } as const;
    expect(genericPublicSection('talks', { ...talksSection, venue }).venue).toEqual(venue);
  });
});
