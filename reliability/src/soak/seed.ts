// The directory the soak runs against: artists imported by CSV, some with a whole CV and a portrait.
import { SECTION_KINDS, SECTIONS } from '@oeuvre/contract';
import { image } from '@oeuvre/backend/src/modules/uploads/fixtures/images.ts';
import { uploadCsv } from '../support/csv.ts';
import { SECTION_SAMPLES } from '../support/cv.ts';
import { expectStatus, type Browser } from '../support/people.ts';
import { rows } from '../support/postgres.ts';

export const PLACES: readonly [string, string][] = [
  ['London', 'United Kingdom'],
  ['Leeds', 'United Kingdom'],
  ['Glasgow', 'United Kingdom'],
  ['Berlin', 'Germany'],
  ['Leipzig', 'Germany'],
  ['Paris', 'France'],
  ['Marseille', 'France'],
  ['New York', 'United States'],
  ['Chicago', 'United States'],
  ['Los Angeles', 'United States'],
  ['Mexico City', 'Mexico'],
  ['Havana', 'Cuba'],
  ['Lisbon', 'Portugal'],
  ['Madrid', 'Spain'],
  ['Milan', 'Italy'],
  ['Vienna', 'Austria'],
  ['Tokyo', 'Japan'],
  ['Seoul', 'South Korea'],
  ['Lagos', 'Nigeria'],
  ['Johannesburg', 'South Africa'],
];
export const FIRST = [
  'Ana',
  'Ben',
  'Chiara',
  'Dmitri',
  'Efua',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Lior',
  'Mina',
  'Noor',
  'Otto',
  'Priya',
];
export const LAST = [
  'Mendieta',
  'Nicholson',
  'Rossi',
  'Volkov',
  'Mensah',
  'Haddad',
  'Lindqvist',
  'Tanaka',
  'Ferreira',
  'Weber',
  'Adeyemi',
  'Katz',
  'Park',
  'Rahman',
  'Braun',
  'Iyer',
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** A CSV of `count` artists with varied names and places; emails start with `prefix`. */
export function directoryCsv(prefix: string, count: number): Buffer {
  const lines = ['fullName,email,city,country,website,artistStatement'];
  for (let i = 0; i < count; i++) {
    const [city, country] = pick(PLACES, i * 7);
    const name = `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))} ${i}`;
    lines.push(
      `${name},${prefix}.${i}@soak.example,${city},${country},https://example.org/${i},"Paintings, prints and drawings about ${city}"`,
    );
  }
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inTurns<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export type Directory = { slugs: string[]; richSlugs: string[]; images: string[] };

export async function seedDirectory(
  admin: Browser,
  databaseUrl: string,
  count: number,
  rich: number,
): Promise<Directory> {
  const res = await uploadCsv(admin, directoryCsv('seed', count));
  await expectStatus(res, 200, 'importing the directory');
  const result = (await res.json()) as { successful: number };
  if (result.successful !== count) throw new Error(`imported ${result.successful} of ${count} artists`);

  // A whole CV and a portrait for some: the pages curators open most.
  const richIds = (
    await rows<{ id: number }>(databaseUrl, `select id from artist_profile order by id limit ${rich}`)
  ).map((r) => r.id);
  const portrait = await image('jpeg', 1600, 1200);
  const workImage = await image('jpeg', 2000, 1500);
  await inTurns(richIds, 4, async (id) => {
    const work = new FormData();
    work.append('artistId', String(id));
    work.append('file', new Blob([new Uint8Array(workImage)], { type: 'image/jpeg' }), 'work.jpg');
    const uploaded = await admin.fetch('/api/artists/work-image-upload', { method: 'POST', body: work });
    await expectStatus(uploaded, 200, 'work image');
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    for (const kind of SECTION_KINDS) {
      const entry = SECTION_SAMPLES[kind](fileUrl);
      await expectStatus(
        await admin.fetch(`/api/artists/${id}/${SECTIONS[kind].segment}`, { method: 'POST', json: entry }),
        201,
        `adding ${kind}`,
      );
    }
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(portrait)], { type: 'image/jpeg' }), 'portrait.jpg');
    await expectStatus(
      await admin.fetch(`/api/admin/artists/${id}/upload-image`, { method: 'POST', body: form }),
      200,
      'portrait',
    );
    await expectStatus(await admin.fetch(`/api/admin/approve/${id}`, { method: 'POST' }), 200, 'approving');
  });

  const slugs = (
    await rows<{ slug: string }>(
      databaseUrl,
      'select slug from artist_profile where published_at is not null',
    )
  ).map((r) => r.slug);
  const richSlugs = (
    await rows<{ slug: string }>(
      databaseUrl,
      `select slug from artist_profile where id in (${richIds.join(',')})`,
    )
  ).map((r) => r.slug);
  const images = (
    await rows<{ f: string }>(
      databaseUrl,
      'select jsonb_array_elements_text(variants::jsonb) as f from upload',
    )
  ).map((r) => `/uploads/${r.f}`);
  return { slugs, richSlugs, images };
}
