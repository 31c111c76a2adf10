// How the older CV sections are written out beyond their reading (reading.ts): each one's place in JSON Resume and in
// the page's schema.org data, from an entry in its published shape, in one table. A section read from its definition
// needs no row here: JSON Resume lists it as projects of its kind, the schema.org data as an ItemList under its title.
import {
  isHttpUrl,
  type PublicArtistSections,
  type StyledCvSectionKey,
} from '@oeuvre/contract';

/** The lists of JSON Resume the sections write into (exhibitions, commissions, residencies, collections: projects). */
export type ResumeList = 'education' | 'awards' | 'publications' | 'projects' | 'work' | 'volunteer';

/** The properties of the schema.org Person the sections write into. */
export type PersonProperty = 'performerIn' | 'subjectOf';

type Entry<K extends StyledCvSectionKey> = PublicArtistSections[K][number];
type Item = Record<string, unknown>;

interface SectionOutputs<K extends StyledCvSectionKey> {
  /** The JSON Resume list its entries go to, and each entry there (empty values are left out after). */
  resume: { list: ResumeList; entry: (entry: Entry<K>) => Item };
  /** Where its public entries go in the page's schema.org data, if anywhere, and each entry there. */
  schemaOrg?: { property: PersonProperty; entry: (entry: Entry<K>) => Item };
}

export const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The present parts as sentences: "Oslo. 3 months. Studio and stipend". */
const joined = (...parts: (string | null | undefined)[]) => parts.map(clean).filter(Boolean).join('. ');
/** An address that is an http(s) link, else ''. */
export const url = (value: string | null | undefined) => (value && isHttpUrl(value.trim()) ? value.trim() : '');

/** ISO 8601 years of a year as typed: "2015-2017" -> 2015 and 2017, "c. 1990" -> 1990, "2016-present" -> 2016. */
export function datesOf(text: string | null | undefined): { start: string; end: string } {
  const years = [...clean(text).matchAll(/\b([12]\d{3})\b/g)].map((m) => m[1]!);
  const start = years[0] ?? '';
  const end = years.length > 1 ? years.at(-1)! : '';
  return { start, end };
}

const exhibition = (type: string): SectionOutputs<'soloExhibitions' | 'groupExhibitions'> => ({
  resume: {
    list: 'projects',
    entry: (e) => ({
      name: clean(e.title),
      type,
      entity: clean(e.venue),
      description: [clean(e.venue), clean(e.city)].filter(Boolean).join(', '),
      startDate: datesOf(e.year).start,
      endDate: datesOf(e.year).end,
      highlights: clean(e.notes) ? [clean(e.notes)] : [],
      keywords: [clean(e.city)].filter(Boolean),
    }),
  },
  // An exhibition the artist took part in.
  schemaOrg: {
    property: 'performerIn',
    entry: (e) => {
      const year = datesOf(e.year).start;
      return {
        '@type': 'ExhibitionEvent',
        name: clean(e.title),
        location: {
          '@type': 'Place',
          name: clean(e.venue),
          address: { '@type': 'PostalAddress', addressLocality: clean(e.city) },
        },
        ...(year ? { startDate: year } : {}),
      };
    },
  },
});

/** Each older CV section's outputs, by its key on the published artist. */
export const SECTION_OUTPUTS: { [K in StyledCvSectionKey]: SectionOutputs<K> } = {
  soloExhibitions: exhibition('solo exhibition'),
  groupExhibitions: exhibition('group exhibition'),
  commissions: {
    resume: {
      list: 'projects',
      entry: (c) => ({
        name: clean(c.title),
        type: 'commission',
        entity: clean(c.commissioner),
        description: clean(c.description),
        startDate: datesOf(c.year).start,
        endDate: datesOf(c.year).end,
      }),
    },
  },
  residencies: {
    resume: {
      list: 'projects',
      entry: (r) => ({
        name: clean(r.program),
        type: 'residency',
        entity: clean(r.host),
        description: joined(r.location, r.duration, r.amount, r.notes),
        startDate: datesOf(r.year).start,
        endDate: datesOf(r.year).end,
      }),
    },
  },
  // Awards, grants and fellowships: an award says its notes; a grant or fellowship its kind, place, term and amount.
  grants: {
    resume: {
      list: 'awards',
      entry: (g) => ({
        title: clean(g.name),
        awarder: clean(g.grantor),
        date: datesOf(g.year).start,
        summary:
          g.type === 'grant' || g.type === 'fellowship'
            ? joined(g.type === 'fellowship' ? 'Fellowship' : 'Grant', g.location, g.duration, g.amount, g.notes)
            : clean(g.notes),
      }),
    },
  },
  collections: {
    resume: {
      list: 'projects',
      entry: (c) => ({
        name: clean(c.name),
        type: 'collection',
        entity: clean(c.name),
        description: joined(c.location, c.workTitle ? `Work: ${clean(c.workTitle)}` : '', c.notes),
        startDate: datesOf(c.year).start,
        keywords: [`${c.type} collection`],
      }),
    },
  },
  publications: {
    resume: {
      list: 'publications',
      entry: (p) => ({
        name: clean(p.title),
        publisher: clean(p.publication),
        releaseDate: datesOf(p.year).start,
        url: url(p.link),
        summary: joined(p.author ? `By ${clean(p.author)}` : '', p.pages ? `pp. ${clean(p.pages)}` : '', p.notes),
      }),
    },
    // A text about the artist.
    schemaOrg: {
      property: 'subjectOf',
      entry: (p) => {
        const year = datesOf(p.year).start;
        return {
          '@type': 'CreativeWork',
          name: clean(p.title),
          ...(clean(p.author) ? { author: { '@type': 'Person', name: clean(p.author) } } : {}),
          ...(clean(p.publication) ? { publisher: { '@type': 'Organization', name: clean(p.publication) } } : {}),
          ...(year ? { datePublished: year } : {}),
          ...(url(p.link) ? { url: url(p.link) } : {}),
        };
      },
    },
  },
  education: {
    resume: {
      list: 'education',
      entry: (e) => ({
        institution: clean(e.institution),
        studyType: clean(e.degree),
        area: clean(e.notes),
        startDate: datesOf(e.years).start,
        endDate: datesOf(e.years).end,
      }),
    },
  },
  teaching: {
    resume: {
      list: 'work',
      entry: (t) => ({
        name: clean(t.institution),
        position: clean(t.role),
        startDate: datesOf(t.year).start,
        endDate: datesOf(t.year).end,
      }),
    },
  },
  affiliations: {
    resume: {
      list: 'volunteer',
      entry: (a) => ({
        organization: clean(a.name),
        position: clean(a.type),
        startDate: datesOf(a.duration).start,
        endDate: datesOf(a.duration).end,
        summary: clean(a.duration),
      }),
    },
  },
};

/** An older section's outputs, or undefined for a section read from its definition. */
export const outputsOf = (key: string): SectionOutputs<StyledCvSectionKey> | undefined =>
  (SECTION_OUTPUTS as Record<string, SectionOutputs<StyledCvSectionKey>>)[key];
