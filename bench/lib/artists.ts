// Builds distinct artists with full CVs from the Tate sample: names, places, works and movements mixed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISCIPLINES } from '../../packages/contract/src/index.ts';
import { slugify } from '../../backend/src/modules/artists/slug.ts';
import { parse } from './csv.ts';
import { random, type Random } from './random.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
const read = (name: string) => parse(readFileSync(path.join(fixtures, name), 'utf8'));

export type Sample = {
  people: { firstName: string; lastName: string; city: string; country: string; birthYear: string }[];
  works: { title: string; medium: string; dimensions: string; year: string }[];
  movements: string[];
};

export function loadSample(): Sample {
  return {
    people: read('tate-people.csv') as Sample['people'],
    works: read('tate-works.csv') as Sample['works'],
    movements: read('tate-movements.csv').map((r) => r.movement!),
  };
}

// Real institutions, so `in=cv` searches ("whitechapel", "kunsthalle") find what a curator would type.
export const VENUES: readonly [string, string][] = [
  ['Whitechapel Gallery', 'London'], ['Tate Modern', 'London'], ['Serpentine Galleries', 'London'], ['Camden Art Centre', 'London'],
  ['Kunsthalle Basel', 'Basel'], ['Kunsthalle Wien', 'Vienna'], ['Secession', 'Vienna'], ['Palais de Tokyo', 'Paris'],
  ['Centre Pompidou', 'Paris'], ['MoMA PS1', 'New York'], ['New Museum', 'New York'], ['The Kitchen', 'New York'],
  ['Hammer Museum', 'Los Angeles'], ['Stedelijk Museum', 'Amsterdam'], ['De Appel', 'Amsterdam'], ['KW Institute for Contemporary Art', 'Berlin'],
  ['Hamburger Bahnhof', 'Berlin'], ['Mori Art Museum', 'Tokyo'], ['Museo Reina Sofía', 'Madrid'], ['MACBA', 'Barcelona'],
  ['Fondazione Prada', 'Milan'], ['Kiasma', 'Helsinki'], ['Moderna Museet', 'Stockholm'], ['Ikon Gallery', 'Birmingham'],
  ['Baltic Centre for Contemporary Art', 'Gateshead'], ['Arnolfini', 'Bristol'], ['Kunstverein München', 'Munich'], ['Wiels', 'Brussels'],
  ['MCA Chicago', 'Chicago'], ['Walker Art Center', 'Minneapolis'], ['The Power Plant', 'Toronto'], ['MUAC', 'Mexico City'],
];
const RESIDENCIES: readonly [string, string][] = [
  ['Rijksakademie residency', 'Rijksakademie van beeldende kunsten'], ['Studio programme', 'Künstlerhaus Bethanien'],
  ['Summer residency', 'Skowhegan School of Painting & Sculpture'], ['Fellowship', 'MacDowell'], ['Residency', 'Delfina Foundation'],
  ['Studio residency', 'Cité internationale des arts'], ['International residency', 'ISCP'], ['Residency', 'Villa Medici'],
  ['Artist residency', 'Headlands Center for the Arts'], ['Thematic residency', 'Banff Centre'], ['Fellowship', 'Akademie Schloss Solitude'],
  ['Residency', 'Gasworks'], ['Residency', 'Villa Kamogawa'],
];
const COLLECTIONS: readonly [string, 'public' | 'private' | 'corporate', string][] = [
  ['Tate', 'public', 'London'], ['Museum of Modern Art', 'public', 'New York'], ['Centre Pompidou', 'public', 'Paris'],
  ['Stedelijk Museum', 'public', 'Amsterdam'], ['Arts Council Collection', 'public', 'London'], ['British Council Collection', 'public', 'London'],
  ['Moderna Museet', 'public', 'Stockholm'], ['Kadist', 'private', 'Paris'], ['Zabludowicz Collection', 'private', 'London'],
  ['Deutsche Bank Collection', 'corporate', 'Frankfurt'], ['UBS Art Collection', 'corporate', 'Zurich'], ['Sammlung Goetz', 'private', 'Munich'],
];
const AWARDS: readonly [string, string][] = [
  ['Paul Hamlyn Award for Artists', 'Paul Hamlyn Foundation'], ['Prix Marcel Duchamp', 'ADIAF'], ['Preis der Nationalgalerie', 'Nationalgalerie'],
  ['Max Mara Art Prize for Women', 'Whitechapel Gallery'], ['Artes Mundi Prize', 'Artes Mundi'], ['Jerwood Drawing Prize', 'Jerwood Arts'],
  ['Hugo Boss Prize shortlist', 'Guggenheim Museum'], ['Baloise Art Prize', 'Art Basel'],
];
const SCHOOLS = [
  'Royal College of Art', 'Goldsmiths, University of London', 'Slade School of Fine Art', 'Glasgow School of Art', 'Universität der Künste Berlin',
  'Städelschule', 'École nationale supérieure des Beaux-Arts', 'Yale School of Art', 'CalArts', 'Kunstakademie Düsseldorf',
  'Tokyo University of the Arts', 'Columbia University School of the Arts', 'Central Saint Martins', 'Gerrit Rietveld Academie',
];
const PUBLICATIONS = ['Frieze', 'Artforum', 'Art Monthly', 'Texte zur Kunst', 'Flash Art', 'Mousse', 'ArtReview', 'Spike', 'Apollo', 'The Burlington Magazine'];
const BIBLIOGRAPHY_TYPES = ['article', 'review', 'interview', 'catalog', 'book', 'web'] as const;

/**
 * Where artists' CVs place their entries: a few busy institutions and a long tail, as on any platform. Each pool is the
 * real institutions above (the busiest first) followed by invented ones built from the sample's names and cities, and
 * an entry picks from it with weight 1 / (rank + 10) (Zipf-Mandelbrot): at 100,000 artists the busiest gallery has
 * about 7,000 exhibitions, the 30th about 1,800, the 1,000th about 75, and most of the tail one or two.
 */
type Place = { name: string; city: string };
const ZIPF_OFFSET = 10;

function placePool(head: readonly Place[], tail: (rnd: Random) => Place, size: number, seed: number) {
  const rnd = random(seed);
  const places = [...head];
  const seen = new Set(places.map((p) => `${p.name}|${p.city}`));
  for (let tries = 0; places.length < size && tries < size * 4; tries++) {
    const place = tail(rnd);
    if (seen.has(`${place.name}|${place.city}`)) continue;
    seen.add(`${place.name}|${place.city}`);
    places.push(place);
  }
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= places.length; rank++) cumulative.push((sum += 1 / (rank + ZIPF_OFFSET)));
  /** A place, the busy ones far more often than the tail. */
  return (pick: Random): Place => {
    const at = pick.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return places[lo]!;
  };
}

function venuePools(sample: Sample) {
  const surname = (rnd: Random) => rnd.pick(sample.people).lastName.split(' ').at(-1)!;
  const city = (rnd: Random) => rnd.pick(sample.people).city || 'London';
  const galleries = ['Galerie {n}', '{n} Gallery', '{n} Projects', '{n} Contemporary', 'Galleria {n}', 'Project Space {n}', 'Kunstverein {c}', '{c} Art Centre', '{n} Fine Art', 'Espace {n}'];
  const named = (patterns: string[]) => (rnd: Random): Place => {
    const c = city(rnd);
    return { name: rnd.pick(patterns).replace('{n}', surname(rnd)).replace('{c}', c), city: c };
  };
  return {
    exhibition: placePool(VENUES.map(([name, city]) => ({ name, city })), named(galleries), 30_000, 31),
    residency: placePool(RESIDENCIES.map(([, name]) => ({ name, city: '' })), named(['{n} Residency', 'Studio {n}', 'Atelier {n}', '{c} Artists\' Residency']), 3_000, 32),
    collection: placePool(COLLECTIONS.map(([name, , city]) => ({ name, city })), named(['{n} Collection', 'Collection {n}', '{c} City Museum', 'Sammlung {n}']), 10_000, 33),
    school: placePool(SCHOOLS.map((name) => ({ name, city: '' })), (rnd) => {
      const c = city(rnd);
      return { name: rnd.pick(['{c} School of Art', '{c} Academy of Fine Arts', 'University of {c}', '{c} College of Art and Design']).replace('{c}', c), city: '' };
    }, 2_000, 34),
  };
}

/** Titles of group shows, few enough that artists at one venue in one year share a show ('Exhibited with'). */
const GROUP_SHOWS = 60;

/** A section row with the entity's property names, as the CV editor would have stored it. */
export type Row = Record<string, unknown>;

export type BenchArtist = {
  fullName: string;
  slug: string;
  email: string;
  city: string;
  country: string;
  website: string;
  artistStatement: string;
  disciplines: string[];
  createdAt: Date;
  sections: {
    socialMedia: Row[];
    education: Row[];
    exhibitions: Row[];
    works: Row[];
    awards: Row[];
    grants: Row[];
    collections: Row[];
    bibliography: Row[];
    commissions: Row[];
    teaching: Row[];
    affiliations: Row[];
  };
};

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Turns the sample into as many distinct artists as asked, each slug and email unique. */
export function artistFactory(sample: Sample, rnd: Random, now = Date.now()) {
  const pools = venuePools(sample);
  const groupShows = sample.movements.slice(0, GROUP_SHOWS);
  const slugs = new Map<string, number>();
  const uniqueSlug = (name: string) => {
    const base = slugify(name);
    const n = (slugs.get(base) ?? 0) + 1;
    slugs.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };

  return function next(): BenchArtist {
    const first = rnd.pick(sample.people).firstName;
    const last = rnd.pick(sample.people).lastName;
    const home = rnd.pick(sample.people);
    const fullName = `${first} ${last}`;
    const slug = uniqueSlug(fullName);
    const born = 1940 + rnd.int(0, 60);
    const year = (from: number) => String(Math.min(2025, born + from + rnd.int(0, 8)));
    const work = () => rnd.pick(sample.works);
    const disciplines = [...new Set([rnd.pick(DISCIPLINES), rnd.pick(DISCIPLINES)])].slice(0, rnd.int(1, 2));
    const mediums = [...new Set([work().medium, work().medium])].map((m) => m.toLowerCase());

    const exhibition = (kind: 'solo' | 'group', position: number): Row => {
      const { name: venue, city } = pools.exhibition(rnd);
      const title = kind === 'group' ? rnd.pick(groupShows) : work().title;
      return { kind, title, venue, city, year: year(25 + position * 3), notes: kind === 'group' ? 'Group exhibition' : null, position };
    };
    const residency = rnd.pick(RESIDENCIES)[0];
    const host = pools.residency(rnd).name;
    const [award, presenter] = rnd.pick(AWARDS);
    const school = pools.school(rnd).name;
    const works = [work(), work(), work()];

    return {
      fullName,
      slug,
      email: `${slug}@bench.example`,
      city: home.city,
      country: home.country,
      website: `https://${slug}.example.org`,
      artistStatement: `${fullName} works in ${mediums.join(' and ')}, returning to ${works[0]!.title.slice(0, 60)} as a point of departure. Born ${born} in ${home.city}, ${home.country}; lives and works in ${rnd.pick(VENUES)[1]}.`,
      disciplines,
      createdAt: new Date(now - rnd.next() * 3 * YEAR_MS),
      sections: {
        socialMedia: [
          { platform: 'instagram', username: `@${slug.replace(/-/g, '.')}`, position: 0 },
          { platform: 'other', username: `https://${slug}.example.org/journal`, position: 1 },
        ],
        education: [
          { degree: 'BA Fine Art', institution: pools.school(rnd).name, years: `${born + 18}-${born + 21}`, notes: null, position: 0 },
          { degree: 'MFA', institution: school, years: `${born + 23}-${born + 25}`, notes: 'With distinction', position: 1 },
        ],
        exhibitions: [exhibition('solo', 0), exhibition('solo', 1), exhibition('solo', 2), exhibition('group', 0), exhibition('group', 1), exhibition('group', 2)],
        works: works.map((w, position) => ({
          title: w.title,
          medium: w.medium,
          dimensions: w.dimensions,
          year: w.year,
          imageUrl: `/uploads/bench/work-${rnd.int(1, 500)}.webp`,
          exhibition: null,
          position,
        })),
        awards: [{ name: award, presenter, year: year(30), notes: null, position: 0 }],
        grants: [
          { type: 'grant', name: 'Project grant', organization: 'Arts Council', year: year(27), amount: null, location: null, duration: null, description: 'Research and production', position: 0 },
          { type: 'residency', name: residency, organization: host, year: year(28), amount: null, location: null, duration: `${rnd.int(1, 12)} months`, description: null, position: 1 },
        ],
        collections: [0, 1].map((position) => {
          const { name, city: location } = pools.collection(rnd);
          const type = COLLECTIONS.find(([n]) => n === name)?.[1] ?? 'private';
          return { type, name, location, year: year(30), workTitle: work().title, notes: null, position };
        }),
        bibliography: [0, 1].map((position) => ({
          type: rnd.pick(BIBLIOGRAPHY_TYPES),
          title: `${fullName}: ${work().title.slice(0, 60)}`,
          publication: rnd.pick(PUBLICATIONS),
          author: `${rnd.pick(sample.people).firstName} ${rnd.pick(sample.people).lastName}`,
          year: year(29 + position),
          pages: null,
          url: null,
          notes: null,
          position,
        })),
        commissions: [{ title: `${work().title.slice(0, 60)} (public commission)`, commissioner: `City of ${home.city}`, description: null, year: year(32), position: 0 }],
        teaching: [{ role: 'Visiting lecturer', institution: school, year: year(33), position: 0 }],
        affiliations: [{ name: rnd.pick(sample.movements), type: 'movement', duration: null, position: 0 }],
      },
    };
  };
}
