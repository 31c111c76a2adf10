/**
 * Randomly mutated images (MUTATED_IMAGES, default 1000; fast-check, seed MUTATION_SEED): bytes of valid JPEG, PNG
 * and WebP files (one with EXIF GPS) flipped, inserted, deleted or cut off, then uploaded. Pass: 0 responses 5xx,
 * every refusal a JSON message, every accepted upload really an image (its bytes decode as JPEG, PNG or WebP and all
 * three stored files decode), 0 EXIF GPS tags in the stored files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisy, photoWithGps } from '../modules/uploads/fixtures/images.ts';
import { uploadsDirOf } from '../modules/uploads/upload-files.ts';
import { filesUnder, filesWithGps } from '../../test/security/stored-files.ts';
import { SecurityFixture } from '../../test/security/fixture.ts';

const COUNT = Number(process.env.MUTATED_IMAGES ?? 1000);
const SEED = Number(process.env.MUTATION_SEED ?? 20_261_122);

type Edit = { at: number; byte: number; kind: 'flip' | 'insert' | 'delete' };
/** Where the edits land: a few flips in the pixel data (often still decodable), the headers, anywhere. */
type Mutation = {
  base: number;
  zone: 'pixels' | 'headers' | 'anywhere';
  edits: Edit[];
  cutAt: number | null;
};

const edit = fc.record({
  at: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  byte: fc.integer({ min: 0, max: 255 }),
  kind: fc.constantFrom<Edit['kind']>('flip', 'flip', 'flip', 'insert', 'delete'),
});

const mutationArb = (bases: number): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({
      base: fc.integer({ min: 0, max: bases - 1 }),
      zone: fc.constant('pixels' as const),
      edits: fc.array(
        edit.map((e) => ({ ...e, kind: 'flip' as const })),
        { minLength: 1, maxLength: 3 },
      ),
      cutAt: fc.constant(null),
    }),
    fc.record({
      base: fc.integer({ min: 0, max: bases - 1 }),
      zone: fc.constant('headers' as const),
      edits: fc.array(edit, { minLength: 1, maxLength: 6 }),
      cutAt: fc.constant(null),
    }),
    fc.record({
      base: fc.integer({ min: 0, max: bases - 1 }),
      zone: fc.constant('anywhere' as const),
      edits: fc.array(edit, { minLength: 1, maxLength: 24 }),
      cutAt: fc.option(fc.double({ min: 0.05, max: 1, noNaN: true }), { nil: null, freq: 3 }),
    }),
  );

/** Applies the edits in their zone (pixel data: the last 60% of the file; headers: the first 512 bytes). */
function mutate(original: Buffer, m: Mutation): Buffer {
  let bytes = [...original];
  for (const e of m.edits) {
    const [from, span] =
      m.zone === 'pixels'
        ? [Math.floor(bytes.length * 0.4), Math.floor(bytes.length * 0.6) - 4]
        : m.zone === 'headers'
          ? [0, Math.min(512, bytes.length)]
          : [0, bytes.length];
    const at = from + Math.floor(e.at * span);
    if (e.kind === 'flip') bytes[at] = e.byte;
    else if (e.kind === 'insert') bytes.splice(at, 0, e.byte);
    else bytes.splice(at, 1);
  }
  if (m.cutAt !== null) bytes = bytes.slice(0, Math.max(1, Math.floor(bytes.length * m.cutAt)));
  return Buffer.from(bytes);
}

describe('randomly mutated images', () => {
  let fixture: SecurityFixture;
  let bases: Buffer[];

  beforeAll(async () => {
    fixture = await SecurityFixture.create();
    bases = [
      await noisy('jpeg', 96, 64),
      await noisy('png', 48, 32),
      await noisy('webp', 96, 64),
      await photoWithGps('jpeg', 64, 48),
      await photoWithGps('webp', 64, 48),
    ];
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it(`${COUNT} uploads: 0 5xx, 0 accepted non-images, 0 GPS tags stored`, async () => {
    const mutations = fc.sample(mutationArb(bases.length), { numRuns: COUNT, seed: SEED });
    const tally: Record<string, number> = {};
    const problems: string[] = [];
    const accepted: { url: string; input: Buffer }[] = [];
    const queue = mutations.map((m, i) => ({ i, zone: m.zone, bytes: mutate(bases[m.base]!, m) }));
    const zones: Record<string, string> = {};
    const zoneCount = (zone: string, accepted: boolean) => {
      const [a, n] = (zones[zone] ?? '0/0').split('/').map(Number);
      zones[zone] = `${a! + (accepted ? 1 : 0)}/${n! + 1}`;
    };
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          // Work images stay stored until a work uses or drops them, so every accepted one can be checked at the end.
          const form = new FormData();
          form.append('artistId', String(fixture.ids.artistProfile));
          form.append(
            'file',
            new Blob([new Uint8Array(job.bytes)], { type: 'image/jpeg' }),
            `mutant-${job.i}.jpg`,
          );
          const res = await fixture.fetch('artist', '/api/artists/work-image-upload', {
            method: 'POST',
            body: form,
          });
          const body = (await res.json().catch(() => null)) as { message?: string; fileUrl?: string } | null;
          tally[res.status] = (tally[res.status] ?? 0) + 1;
          zoneCount(job.zone, res.status === 200);
          if (res.status >= 500) problems.push(`mutant ${job.i}: ${res.status}`);
          else if (res.status >= 400 && typeof body?.message !== 'string')
            problems.push(`mutant ${job.i}: ${res.status} without a message`);
          else if (res.status === 200) accepted.push({ url: body!.fileUrl!, input: job.bytes });
        }
      }),
    );
    expect(problems).toEqual([]);

    // Every accepted upload was an image: its bytes decode, and so do the three files stored for it.
    const notImages: string[] = [];
    const uploadsDir = uploadsDirOf(fixture.server.config);
    for (const { url, input } of accepted) {
      const format = await sharp(input)
        .metadata()
        .then(
          (m) => m.format,
          () => 'undecodable',
        );
      if (!['jpeg', 'png', 'webp'].includes(String(format))) notImages.push(`${url}: sent ${format}`);
      const stem = path.join(uploadsDir, url.replace(/^\/uploads\//, '').replace(/-1600\.webp$/, ''));
      const own = filesUnder(path.dirname(stem)).filter((f) => f.startsWith(stem));
      if (own.length !== 3) notImages.push(`${url}: ${own.length} stored files instead of 3`);
      for (const file of own) {
        const ok = await sharp(readFileSync(file))
          .stats()
          .then(
            () => true,
            () => false,
          );
        if (!ok) notImages.push(`${file} does not decode`);
      }
    }
    expect(notImages).toEqual([]);
    const stored = filesUnder(uploadsDir);
    expect(await filesWithGps(stored)).toBe(0);
    console.log(
      `mutated images: ${COUNT} uploads (seed ${SEED}), statuses ${JSON.stringify(tally)} by zone ${JSON.stringify(zones)}, ${accepted.length} accepted and all decode, ${stored.length} stored files with 0 GPS tags`,
    );
    expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(COUNT);
  }, 300_000);
});
