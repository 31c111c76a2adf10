// The corpus's CVs, made from the word lists with a seeded PRNG: the same 34 artists on every run, of 10 to 150
// entries, each with its own sections and conventions, plus a few written by hand (./handwritten.ts).
import type { ImportSection } from '../reader/types.ts';
import { HANDWRITTEN } from './handwritten.ts';
import type { CorpusCv, CorpusPerson, CvStyle, LabelledEntry } from './model.ts';
import { seeded, type Random } from './random.ts';
import * as W from './words.ts';

const GENERATED = 30;
const SIZES = [10, 14, 18, 22, 25, 30, 34, 40, 45, 50, 55, 60, 70, 80, 90, 100, 120, 150];

const fill = (r: Random, template: string, extra: Record<string, string> = {}) =>
  template
    .replace('{w}', r.pick(W.VENUE_WORDS))
    .replace('{n}', extra.n ?? r.pick(W.FAMILY_NAMES))
    .replace('{t}', extra.t ?? r.pick(W.TITLE_WORDS));

function placeOf(r: Random, withRegion: boolean): string {
  const c = r.pick(W.CITIES);
  if (!withRegion) return c.city;
  return `${c.city}, ${c.state ?? c.country}`;
}

function venueOf(r: Random): string {
  const pattern = r.pick(W.VENUE_PATTERNS);
  const owner = `${r.pick(W.GIVEN_NAMES)} ${r.pick(W.FAMILY_NAMES)}`;
  return pattern(r.pick(W.VENUE_WORDS), r.chance(0.5) ? owner : r.pick(W.FAMILY_NAMES));
}

const yearBetween = (r: Random, from: number, to: number) => String(r.int(from, to));

function titleOf(r: Random, long: boolean): string {
  const base = r.pick(W.TITLE_WORDS) + r.pick(W.TITLE_QUALIFIERS);
  // Long titles wrap in the narrow columns.
  return long
    ? `${base}: ${r.pick(W.TITLE_WORDS)} and the ${r.pick(['archive', 'horizon', 'tide', 'museum', 'city'])} of ${r.pick(W.VENUE_WORDS)}`
    : base;
}

function exhibition(r: Random, section: ImportSection, year: string, style: CvStyle): LabelledEntry {
  const notes = r.chance(0.2) ? `curated by ${r.pick(W.CURATORS)}` : r.chance(0.08) ? 'catalogue' : '';
  return {
    section,
    fields: {
      title: titleOf(r, r.chance(0.08)),
      venue: venueOf(r),
      city: placeOf(r, style.placeWithRegion),
      year,
      notes,
    },
  };
}

function education(r: Random, start: number): LabelledEntry {
  const length = r.pick([2, 3, 4]);
  const form = r.int(0, 2);
  const end = start + length;
  const years =
    form === 0 ? `${start}-${end}` : form === 1 ? `${start}-${String(end).slice(2)}` : String(end);
  return {
    section: 'education',
    fields: { institution: r.pick(W.SCHOOLS), degree: r.pick(W.DEGREES), years, notes: '' },
  };
}

function grant(r: Random, year: string): LabelledEntry {
  const type = r.pick(['grant', 'grant', 'fellowship', 'residency', 'residency'] as const);
  const names =
    type === 'grant' ? W.GRANT_NAMES : type === 'fellowship' ? W.FELLOWSHIP_NAMES : W.RESIDENCY_NAMES;
  const c = r.pick(W.CITIES);
  return {
    section: 'grants',
    fields: {
      type,
      name: fill(r, r.pick(names)),
      organization: fill(r, r.pick(W.ORGANIZATIONS)),
      year,
      amount: '',
      location: type === 'residency' ? c.city : '',
      duration: '',
      description: '',
    },
  };
}

function entriesOf(r: Random, person: CorpusPerson, size: number, style: CvStyle): LabelledEntry[] {
  const born = Number(person.birthYear);
  const active = { from: born + 23, to: 2025 };
  const out: LabelledEntry[] = [];
  const educationCount = r.int(1, 3);
  for (let i = 0; i < educationCount; i++) out.push(education(r, born + 18 + i * 3));
  const rest = Math.max(size - educationCount, 6);
  // Shares of the remaining entries: exhibitions dominate an artist's CV.
  const optional: ImportSection[] = r.sample(
    ['awards', 'grants', 'collections', 'bibliography', 'teaching', 'commissions', 'affiliations'],
    r.int(1, 7),
  );
  const solo = Math.max(2, Math.round(rest * 0.25));
  const group = Math.max(2, Math.round(rest * 0.35));
  let left = Math.max(optional.length, rest - solo - group);
  for (let i = 0; i < solo; i++)
    out.push(exhibition(r, 'soloExhibitions', yearBetween(r, active.from, active.to), style));
  for (let i = 0; i < group; i++)
    out.push(exhibition(r, 'groupExhibitions', yearBetween(r, active.from - 2, active.to), style));
  for (const [k, section] of optional.entries()) {
    const n =
      k === optional.length - 1 ? left : Math.max(1, Math.round(left / (optional.length - k) + r.int(-1, 1)));
    left -= n;
    for (let i = 0; i < n; i++) out.push(optionalEntry(r, section, person, active));
  }
  return out;
}

function optionalEntry(
  r: Random,
  section: ImportSection,
  person: CorpusPerson,
  active: { from: number; to: number },
): LabelledEntry {
  const year = yearBetween(r, active.from, active.to);
  switch (section) {
    case 'awards':
      return {
        section,
        fields: {
          name: fill(r, r.pick(W.AWARD_NAMES)),
          presenter: fill(r, r.pick(W.ORGANIZATIONS)),
          year,
          notes: '',
        },
      };
    case 'grants':
      return grant(r, year);
    case 'collections': {
      const c = r.pick(W.CITIES);
      return {
        section,
        fields: {
          type: 'public',
          name: fill(r, r.pick(W.COLLECTION_NAMES)),
          location: c.city,
          year: '',
          workTitle: '',
          notes: '',
        },
      };
    }
    case 'bibliography': {
      const family = person.fullName.split(' ').at(-1)!;
      const author = r.chance(0.7) ? `${r.pick(W.GIVEN_NAMES)} ${r.pick(W.FAMILY_NAMES)}` : '';
      return {
        section,
        fields: {
          type: r.pick(['article', 'review', 'interview'] as const),
          title: fill(r, r.pick(W.ARTICLE_TITLES), { n: family }),
          publication: fill(r, r.pick(W.PUBLICATIONS)),
          author,
          year,
          pages: r.chance(0.3) ? `${r.int(10, 40)}-${r.int(41, 60)}` : '',
          url: '',
          notes: '',
        },
      };
    }
    case 'teaching': {
      const start = r.int(active.from + 3, active.to);
      const years = r.chance(0.3)
        ? `${start} - present`
        : r.chance(0.5)
          ? `${start}-${String(start + r.int(1, 3)).slice(2)}`
          : String(start);
      return {
        section,
        fields: { role: r.pick(W.TEACHING_ROLES), institution: r.pick(W.SCHOOLS), year: years },
      };
    }
    case 'commissions':
      return {
        section,
        fields: {
          title: fill(r, r.pick(W.COMMISSION_TITLES)),
          commissioner: fill(r, r.pick(W.COMMISSIONERS)),
          description: '',
          year,
        },
      };
    default:
      return {
        section,
        fields: {
          name: fill(r, r.pick(W.AFFILIATIONS)),
          type: r.pick(['', 'Member', 'Board member']),
          duration: `${year}-present`,
        },
      };
  }
}

function styleOf(r: Random, i: number): CvStyle {
  const style: CvStyle = {
    years: r.pick(['column', 'column', 'heading', 'trailing'] as const),
    exhibition: r.pick(['title-venue-city', 'title-venue-city', 'venue-city-title', 'sentences'] as const),
    titles: r.pick(['italic', 'quoted', 'plain'] as const),
    mixedExhibitions: i % 7 === 3,
    twoPerson: i % 9 === 4,
    awardsWithResidencies: i % 5 === 2,
    semicolons: i === 11 || i === 23,
    placeWithRegion: r.chance(0.3),
    headingVariant: r.int(0, 9),
    capsHeadings: r.chance(0.3),
    subheadedExhibitions: i % 8 === 6,
  };
  // Conventions added later, chosen by the CV's number so the PRNG's draws (and the rest of the corpus) stay as they were.
  if (i % 6 === 1) style.titles = 'guillemets';
  if (i % 5 === 4) style.exhibition = 'title-dash';
  return style;
}

function personOf(r: Random): CorpusPerson {
  const given = r.pick(W.GIVEN_NAMES);
  const family = r.pick(W.FAMILY_NAMES);
  const fullName = `${given} ${family}`;
  const home = r.pick(W.CITIES);
  const birth = r.pick(W.CITIES);
  const slug = fullName
    .normalize('NFD')
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
  return {
    fullName,
    birthYear: String(r.int(1955, 1998)),
    birthPlace: birth.city,
    city: home.city,
    country: home.country,
    email: r.chance(0.8) ? `studio@${slug}.art` : '',
    website: r.chance(0.7) ? `https://www.${slug}.com` : '',
  };
}

/** Every CV of the corpus, in order: 'cv-01' ... */
export function corpusCvs(): CorpusCv[] {
  const cvs: CorpusCv[] = [];
  for (let i = 0; i < GENERATED; i++) {
    const r = seeded(1000 + i * 7919);
    const person = personOf(r);
    const style = styleOf(r, i);
    const size = SIZES[i % SIZES.length]!;
    cvs.push({ id: '', person, style, entries: entriesOf(r, person, size, style), latinScripts: true });
  }
  for (const [k, handwritten] of HANDWRITTEN.entries())
    cvs.push({ ...handwritten, id: '', style: styleOf(seeded(7 + k), 100 + k) });
  return cvs.map((cv, i) => ({ ...cv, id: `cv-${String(i + 1).padStart(2, '0')}` }));
}
