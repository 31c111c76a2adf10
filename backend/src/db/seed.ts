// `pnpm db:seed`: published demo artists from a CC0 sample of the Tate collection (see seed/README.md),
// with portraits and work images drawn here, so a fresh install has a directory worth browsing.
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Discipline } from '@oeuvre/contract';
import { loadConfig } from '../config.ts';
import { closeORM, initORM, type Em } from './orm.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { loadDraft, snapshot } from '../modules/artists/publishing.service.ts';
import { uniqueSlug } from '../modules/artists/slug.ts';
import { CollectionEntry } from '../modules/sections/collection-entry.entity.ts';
import { Work } from '../modules/sections/work.entity.ts';
import { inspectImage, storeImage } from '../modules/uploads/image.service.ts';
import { withImageSizes } from '../modules/uploads/image-sizes.ts';
import { uploadsDirOf } from '../modules/uploads/upload-files.ts';

type TateArtist = { id: string; name: string; yearOfBirth: string; placeOfBirth: string };
type TateWork = { artistId: string; title: string; medium: string; dimensions: string; year: string; acquisitionYear: string };

const here = path.join(import.meta.dirname, 'seed');
const read = <T>(file: string): T[] => parse(readFileSync(path.join(here, file)), { columns: true, bom: true, skip_empty_lines: true }) as T[];

/** "Abakanowicz, Magdalena" -> "Magdalena Abakanowicz". */
export function displayName(tateName: string): string {
  const [last, first] = tateName.split(',').map((s) => s.trim());
  return first ? `${first} ${last}` : (last ?? tateName);
}

/** "Philadelphia, United States" -> city and country; a single place is taken as the country. */
export function placeOf(birthPlace: string): { city: string; country: string } {
  const parts = birthPlace.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length >= 2) return { city: parts[0]!, country: parts.at(-1)! };
  return { city: parts[0] ?? 'Unknown', country: parts[0] ?? 'Unknown' };
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

const hue = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

/** A quiet abstract image (two colour fields), so demo pages show real pictures without shipping any. */
async function drawImage(seed: string, width: number, height: number): Promise<Buffer> {
  const h = hue(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${h},35%,82%)"/>
    <rect x="${width * 0.12}" y="${height * 0.14}" width="${width * 0.76}" height="${height * 0.42}" fill="hsl(${(h + 40) % 360},45%,45%)"/>
    <rect x="${width * 0.12}" y="${height * 0.6}" width="${width * 0.76}" height="${height * 0.26}" fill="hsl(${(h + 200) % 360},30%,30%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function storeDrawn(em: Em, uploadsDir: string, seed: string, width: number, height: number, artist: ArtistProfile): Promise<string> {
  const bytes = await drawImage(seed, width, height);
  const image = await inspectImage({
    file: { fieldname: 'file', originalname: 'demo.jpg', mimetype: 'image/jpeg', size: bytes.length, buffer: bytes },
    field: 'file',
  });
  return (await storeImage(em, uploadsDir, image, { owner: null, artist })).fileUrl;
}

export async function seedDemoArtists(em: Em, options: { uploadsDir: string; limit?: number }): Promise<number> {
  const artists = read<TateArtist>('tate-artists.csv').slice(0, options.limit ?? 120);
  const works = read<TateWork>('tate-artworks.csv');
  let created = 0;
  for (const tate of artists) {
    const email = `tate-${tate.id}@example.org`;
    if (await em.count(ArtistProfile, { email })) continue;
    const name = displayName(tate.name);
    const { city, country } = placeOf(tate.placeOfBirth);
    const own = works.filter((w) => w.artistId === tate.id);
    const listed = own.slice(-3).map((w) => `${w.title}${w.year ? ` (${w.year})` : ''}`);
    const statement =
      `${name} was born in ${tate.yearOfBirth} in ${tate.placeOfBirth}. ` +
      `Works in the Tate collection include ${listed.join(', ')}.\n\n` +
      `The practice moves between ${[...new Set(own.map((w) => w.medium.toLowerCase()).filter(Boolean))].slice(0, 3).join('; ') || 'many media'}.`;
    const profile = em.create(ArtistProfile, {
      slug: await uniqueSlug(em, name),
      fullName: name,
      email,
      city,
      country,
      artistStatement: statement,
      disciplines: disciplinesOf(own.map((w) => w.medium)),
      source: 'csv',
      isPending: false,
    } as never);
    await em.flush();
    profile.profileImageUrl = await storeDrawn(em, options.uploadsDir, `${tate.id}-portrait`, 600, 600, profile);
    for (const [i, w] of own.entries()) {
      em.create(CollectionEntry, { artist: profile, type: 'public', name: 'Tate', location: 'London', year: w.acquisitionYear || null, workTitle: w.title, position: i } as never);
      if (i < 2) {
        const imageUrl = await storeDrawn(em, options.uploadsDir, `${tate.id}-${i}`, 1200, 900, profile);
        em.create(Work, { artist: profile, title: w.title, medium: w.medium || 'Mixed media', dimensions: w.dimensions || null, year: w.year || 'n.d.', imageUrl, position: i } as never);
      }
    }
    await em.flush();
    // Published as an approved profile would be: the snapshot is built from the draft by the publishing code.
    const draft = await loadDraft(em, profile.id);
    const now = new Date();
    draft.published = await withImageSizes(em, snapshot(draft, now));
    draft.publishedAt = now;
    draft.isApproved = true;
    draft.isPending = false;
    await em.flush();
    em.clear();
    created++;
  }
  return created;
}

if (import.meta.main || process.argv[1]?.endsWith('seed.ts')) {
  const config = loadConfig();
  const orm = await initORM({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true });
  const limit = Number(process.argv[2] ?? 120);
  const created = await seedDemoArtists(orm.em.fork(), { uploadsDir: uploadsDirOf(config), limit });
  console.log(`Seeded ${created} demo artists (Tate collection sample, CC0).`);
  await closeORM(orm);
}
