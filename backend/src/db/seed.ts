// `pnpm db:seed`: published demo artists from a CC0 sample of the Tate collection (see seed/README.md),
// with portraits and work images drawn here, so a fresh install has a directory worth browsing.
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Discipline } from '@oeuvre/contract';
import { loadConfig } from '../config.ts';
import { EMBEDDED_CLUSTER, embeddedDatabaseOpen, embeddedOpenMessage } from './embedded-open.ts';
import { closeORM, initORM, type Em } from './orm.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { loadDraft, snapshot } from '../modules/artists/publishing.service.ts';
import { uniqueSlug } from '../modules/artists/slug.ts';
import { SECTION_ENTITIES } from '../modules/sections/sections.entity.ts';
import { inspectImage, storeImage } from '../modules/uploads/image.service.ts';
import { withImageSizes } from '../modules/uploads/image-sizes.ts';
import { artworkSvg, jpegOf, portraitSvg, WORK_FORMATS } from './seed-images.ts';
import type { UploadStorage } from '../modules/uploads/storage.ts';
import { uploadStorageOf } from '../modules/uploads/upload-storage.ts';
import { Venue } from '../modules/venues/venue.entity.ts';
import { placeKeyOf } from '../modules/venues/venue-match.ts';

const { collections: CollectionEntry, works: Work } = SECTION_ENTITIES;

type TateArtist = { id: string; name: string; yearOfBirth: string; placeOfBirth: string };
type TateWork = { artistId: string; title: string; medium: string; dimensions: string; year: string; acquisitionYear: string };

const here = path.join(import.meta.dirname, 'seed');
const read = <T>(file: string): T[] => parse(readFileSync(path.join(here, file)), { columns: true, bom: true, skip_empty_lines: true }) as T[];

/** Honours written after a name (orders, academies): titles, never first names. */
const POST_NOMINALS = new Set([
  'OBE', 'CBE', 'MBE', 'KBE', 'DBE', 'GBE', 'OM', 'CH', 'RA', 'PRA', 'ARA', 'HonRA', 'RSA', 'PPRA', 'RBA', 'RWS',
  'RE', 'RBS', 'FRBS', 'FRSA', 'FRS', 'KCVO', 'CVO', 'LVO', 'MVO', 'Kt', 'Bt', 'Bart', 'Hon', 'Hon.', 'RDI', 'RWA',
]);
/** Titles said before a name. */
const PRE_NOMINALS = new Set([
  'Sir', 'Dame', 'Lord', 'Lady', 'Baron', 'Baroness', 'Professor', 'Prof.', 'Prof', 'Dr', 'Dr.', 'Rev.', 'Revd',
]);

/**
 * "Abakanowicz, Magdalena" -> "Magdalena Abakanowicz"; "Ayres, Gillian, OBE" and "Ayres, OBE Gillian" -> "Gillian
 * Ayres OBE" (honours last); "Frost, Sir Terry" -> "Sir Terry Frost" (titles said before the name stay before it).
 */
export function displayName(tateName: string): string {
  const [last, ...rest] = tateName.split(',').map((s) => s.trim()).filter(Boolean);
  if (!last) return tateName;
  const words = rest.join(' ').split(/\s+/).filter(Boolean);
  const honours = words.filter((w) => POST_NOMINALS.has(w));
  const titles = words.filter((w) => PRE_NOMINALS.has(w));
  const given = words.filter((w) => !POST_NOMINALS.has(w) && !PRE_NOMINALS.has(w));
  return [...titles, ...given, last, ...honours].join(' ');
}

const DAY = 86_400_000;
/** When the n-th of `count` demo artists joined: spread over the two years before `now`, the first the newest. */
export function joinedAt(n: number, count: number, now: Date): Date {
  const span = 730 * DAY;
  const step = count > 1 ? span / (count - 1) : 0;
  // A few hours' jitter from the index, so no two share a moment.
  return new Date(now.getTime() - n * step - ((n * 7919) % 24) * 3_600_000);
}

/**
 * The Tate writes places in their own language ('Piraiévs, Ellás', 'Wien, Österreich'); an English CV and the
 * directory write the English name where there is one ('Piraeus, Greece', 'Vienna, Austria').
 */
const ENGLISH_NAMES: Record<string, string> = {
  // Countries
  Deutschland: 'Germany',
  Misr: 'Egypt',
  Nederland: 'Netherlands',
  'Al-Lubnan': 'Lebanon',
  España: 'Spain',
  Brasil: 'Brazil',
  Nihon: 'Japan',
  België: 'Belgium',
  Italia: 'Italy',
  Ellás: 'Greece',
  "Yisra'el": 'Israel',
  Zhonghua: 'China',
  Österreich: 'Austria',
  Schweiz: 'Switzerland',
  Îran: 'Iran',
  // Cities
  'Al-Iskandariyah': 'Alexandria',
  Bayrut: 'Beirut',
  Figueras: 'Figueres',
  Lisboa: 'Lisbon',
  Napoli: 'Naples',
  Noremburg: 'Nuremberg',
  Piraiévs: 'Piraeus',
  'Tel Aviv-Yafo': 'Tel Aviv',
  Wien: 'Vienna',
  Zürich: 'Zurich',
};

/** Whole places written otherwise: Victoria is the old name of Hong Kong's centre, where people write Hong Kong. */
const PLACES: Record<string, string> = { 'Victoria, Zhonghua': 'Hong Kong, China' };

/** Places the Tate gives before the country that are regions, not cities (a county, a state, a nation). */
const REGIONS = new Set(['Cheshire', 'Hampshire', 'Lancashire', 'Wales', 'Iwate', 'Goiás']);

const english = (name: string) => ENGLISH_NAMES[name] ?? name;

/**
 * "Philadelphia, United States" -> city and country, in English; a single place is the country and a region is no
 * city (no city then: the directory's Location filter lists cities only, and a card reads "Zimbabwe", never
 * "Zimbabwe, Zimbabwe"). `region` keeps a region's name for the birth place.
 */
export function placeOf(birthPlace: string): { city: string; country: string; region: string | null } {
  const parts = (PLACES[birthPlace.trim()] ?? birthPlace)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(english);
  if (parts.length === 0) return { city: '', country: 'Unknown', region: null };
  if (parts.length === 1) return { city: '', country: parts[0]!, region: null };
  const [first, last] = [parts[0]!, parts.at(-1)!];
  if (REGIONS.has(first)) return { city: '', country: last, region: first };
  return { city: first, country: last, region: null };
}

/** The birth place as a CV writes it: the city (or region) and the country ('Piraeus, Greece'; 'Zimbabwe'). */
export function birthPlaceOf(birthPlace: string): string {
  const { city, country, region } = placeOf(birthPlace);
  return [city || region, country].filter(Boolean).join(', ');
}

const MEDIUM_DISCIPLINES: [RegExp, Discipline][] = [
  [/photograph|gelatin|chromogenic|c-print|inkjet print/i, 'photography'],
  [/video|film|projection/i, 'video'],
  [/screenprint|lithograph|etching|woodcut|engraving|aquatint|print on paper/i, 'printmaking'],
  [/oil|acrylic|tempera|gouache|watercolour|paint/i, 'painting'],
  [/bronze|marble|steel|stone|plaster|wood|sculpture|aluminium/i, 'sculpture'],
  [/graphite|charcoal|pencil|ink on paper|chalk|crayon/i, 'drawing'],
  [/textile|wool|fabric|thread/i, 'textile'],
  [/ceramic|porcelain|earthenware|stoneware/i, 'ceramics'],
  [/installation/i, 'installation'],
];

export function disciplinesOf(media: string[]): Discipline[] {
  const found = new Set<Discipline>();
  for (const medium of media) for (const [re, d] of MEDIUM_DISCIPLINES) if (re.test(medium)) found.add(d);
  return found.size ? [...found].slice(0, 3) : ['mixed_media'];
}

/** Stores a drawn picture as an upload of the artist's would be (the same checks and variants). */
async function storeDrawn(em: Em, uploadsDir: string | UploadStorage, svg: string, artist: ArtistProfile): Promise<string> {
  const bytes = await jpegOf(svg);
  const image = await inspectImage({
    file: { fieldname: 'file', originalname: 'demo.jpg', mimetype: 'image/jpeg', size: bytes.length, buffer: bytes },
    field: 'file',
  });
  return (await storeImage(em, uploadsDir, image, { owner: null, artist })).fileUrl;
}

export async function seedDemoArtists(em: Em, options: { uploadsDir: string | UploadStorage; limit?: number }): Promise<number> {
  const artists = read<TateArtist>('tate-artists.csv').slice(0, options.limit ?? 120);
  const works = read<TateWork>('tate-artworks.csv');
  const now = new Date();
  let created = 0;
  for (const [n, tate] of artists.entries()) {
    const email = `tate-${tate.id}@example.org`;
    if (await em.count(ArtistProfile, { email })) continue;
    const name = displayName(tate.name);
    const { city, country } = placeOf(tate.placeOfBirth);
    const bornIn = birthPlaceOf(tate.placeOfBirth);
    // Each work once (the sample may list a title twice).
    const own = works
      .filter((w) => w.artistId === tate.id)
      .filter((w, i, all) => all.findIndex((o) => o.title === w.title && o.year === w.year) === i);
    const listed = own.slice(-3).map((w) => `${w.title}${w.year ? ` (${w.year})` : ''}`);
    const statement =
      `${name} was born in ${tate.yearOfBirth} in ${bornIn}. ` +
      `Works in the Tate collection include ${listed.join(', ')}.\n\n` +
      `The practice moves between ${[...new Set(own.map((w) => w.medium.toLowerCase()).filter(Boolean))].slice(0, 3).join('; ') || 'many media'}.`;
    const profile = em.create(ArtistProfile, {
      slug: await uniqueSlug(em, name),
      fullName: name,
      email,
      city,
      country,
      birthYear: /^\d{4}$/.test(tate.yearOfBirth) ? Number(tate.yearOfBirth) : null,
      birthPlace: bornIn || null,
      // Demo artists show their (made-up) email, as every profile did before the choice existed.
      showEmail: true,
      artistStatement: statement,
      disciplines: disciplinesOf(own.map((w) => w.medium)),
      source: 'csv',
      isPending: false,
    });
    await em.flush();
    profile.profileImageUrl = await storeDrawn(em, options.uploadsDir, portraitSvg(`tate-${tate.id}`, 600), profile);
    // The Tate holds several works: one collection entry naming the first it acquired (not one entry per work).
    if (own.length) {
      const byAcquisition = [...own].sort((a, b) => (a.acquisitionYear || '9999').localeCompare(b.acquisitionYear || '9999'));
      const first = byAcquisition[0]!;
      em.create(CollectionEntry, {
        artist: profile,
        type: 'public',
        name: 'Tate',
        location: 'London',
        year: first.acquisitionYear || null,
        workTitle: first.title.slice(0, 200),
        notes: own.length > 1 ? `${own.length} works in the collection.` : null,
        position: 0,
      });
    }
    for (const [i, w] of own.slice(0, 3).entries()) {
      const [width, height] = WORK_FORMATS[(Number(tate.id) + i) % WORK_FORMATS.length]!;
      const imageUrl = await storeDrawn(em, options.uploadsDir, artworkSvg(`tate-${tate.id}-${i}`, width, height), profile);
      em.create(Work, { artist: profile, title: w.title, medium: w.medium || 'Mixed media', dimensions: w.dimensions || null, year: w.year || 'n.d.', imageUrl, position: i });
    }
    await em.flush();
    // Joined over the last two years, published a few days later, so 'New' in the directory means new.
    const joined = joinedAt(n, artists.length, now);
    const published = new Date(Math.min(now.getTime(), joined.getTime() + (1 + (n % 6)) * DAY));
    profile.createdAt = joined;
    await em.flush();
    // Published as an approved profile would be: the snapshot is built from the draft by the publishing code.
    const draft = await loadDraft(em, profile.id);
    draft.published = await withImageSizes(em, snapshot(draft, published));
    draft.publishedAt = published;
    draft.isApproved = true;
    draft.isPending = false;
    await em.flush();
    em.clear();
    created++;
  }
  await nameDemoVenueKinds(em);
  return created;
}

/**
 * The demo's venues whose names say nothing of their kind, as an admin would set them: the linking guesses a new
 * venue's kind from words of its name ('Museum', 'Gallery'...), and 'Tate' has none, so it was made 'Other'.
 * Only a kind still at that guess is changed (an admin's choice stays).
 */
const DEMO_VENUE_KINDS = [{ name: 'Tate', city: 'London', kind: 'museum' }] as const;

async function nameDemoVenueKinds(em: Em): Promise<void> {
  for (const { name, city, kind } of DEMO_VENUE_KINDS) {
    await em.nativeUpdate(Venue, { ...placeKeyOf(name, city)!, kind: 'other' }, { kind });
  }
}

if (import.meta.main || process.argv[1]?.endsWith('seed.ts')) {
  const config = loadConfig();
  const cluster = path.join(config.dataDir, EMBEDDED_CLUSTER);
  if (!config.databaseUrl && embeddedDatabaseOpen(cluster)) {
    console.error(embeddedOpenMessage(cluster));
    process.exit(1);
  }
  const orm = await initORM({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true });
  const limit = Number(process.argv[2] ?? 120);
  const created = await seedDemoArtists(orm.em.fork(), { uploadsDir: await uploadStorageOf(config), limit });
  console.log(`Seeded ${created} demo artists (Tate collection sample, CC0).`);
  await closeORM(orm);
}
