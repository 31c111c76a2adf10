// CV documents, measured in this process on the server's own code: a two-page CV and a 20-work portfolio (warm fonts;
// pictures stored like uploads), and the longest event-loop stall while ten portfolios render through the queue.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ArtistProfile } from '../packages/contract/src/index.ts';
import { sampleCvSource } from '../packages/cv-document/src/sample.ts';
import { draftCvSource } from '../packages/cv-document/src/source.ts';
import type { AppDeps } from '../backend/src/types.ts';
import { CvDocuments, type DocumentKind } from '../backend/src/modules/cv-documents/cv-documents.service.ts';
import { forgetWorkImages } from '../backend/src/modules/cv-documents/work-images.ts';

// sharp is the backend's dependency: loaded from there, typed as far as used here.
type Pipeline = {
  blur(sigma: number): Pipeline;
  png(): Pipeline;
  toBuffer(): Promise<Buffer>;
  webp(options: object): { toFile(file: string): Promise<unknown> };
};
type Sharp = (input: object) => Pipeline;
const sharp = createRequire(new URL('../backend/package.json', import.meta.url))('sharp') as Sharp;

export type DocumentFigures = {
  cv: { pages: number; median: number; p95: number; runs: number };
  portfolio: {
    pages: number;
    works: number;
    median: number;
    max: number;
    runs: number;
    bytes: number;
    againMedian: number;
  };
  stall: { portfolios: number; maxDelay: number; seconds: number };
};

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

async function timed(runs: number, task: () => Promise<Buffer>): Promise<{ times: number[]; last: Buffer }> {
  const times: number[] = [];
  let last: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await task();
    times.push(performance.now() - start);
  }
  return { times, last };
}

/** A CV that fills two A4 pages: the sample plus more exhibitions, press and teaching. */
function twoPageCv(): ArtistProfile {
  const base = sampleCvSource();
  const venues = [
    'Whitechapel Gallery',
    'Kunsthalle Basel',
    'Stedelijk Museum',
    'Palais de Tokyo',
    'Arnolfini',
    'Moderna Museet',
  ];
  const cities = ['London', 'Basel', 'Amsterdam', 'Paris', 'Bristol', 'Stockholm'];
  return sampleCvSource({
    groupExhibitions: Array.from({ length: 16 }, (_, i) => ({
      id: 200 + i,
      title: `Group exhibition ${i + 1}: ${['Tides', 'Common Ground', 'Night Shift', 'Weather'][i % 4]}`,
      venue: venues[i % venues.length]!,
      city: cities[i % cities.length]!,
      year: String(2024 - i),
      notes: i % 3 === 0 ? 'Curated by A. Curator, with a catalogue' : null,
    })),
    bibliography: [
      ...base.bibliography,
      ...Array.from({ length: 8 }, (_, i) => ({
        id: 300 + i,
        type: 'review' as const,
        title: `Review of the exhibition ${i + 1}`,
        publication: 'Art Monthly',
        author: 'B. Writer',
        year: String(2022 - i),
        pages: '40-41',
        url: null,
        notes: null,
      })),
    ],
  });
}

export async function measureDocuments(): Promise<DocumentFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-bench-documents-'));
  try {
    // Twenty stored 1600 px pictures (noisy, so they weigh what photographs weigh), as the uploads write them.
    const works = [];
    for (let i = 0; i < 20; i++) {
      const key = randomBytes(16).toString('hex');
      mkdirSync(path.join(dataDir, 'uploads', key.slice(0, 2)), { recursive: true });
      const [width, height] = i % 2 ? [1600, 1200] : [1200, 1600];
      // Blurred noise: a picture that compresses about as a photograph does (~200 kB as the stored WebP).
      const texture = await sharp({
        create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .blur(2)
        .png()
        .toBuffer();
      await sharp(texture)
        .webp({ quality: 82 })
        .toFile(path.join(dataDir, 'uploads', key.slice(0, 2), `${key}-1600.webp`));
      works.push({
        id: 500 + i,
        title: `Work ${i + 1}`,
        medium: 'Oil on linen',
        dimensions: '120 × 90 cm',
        year: String(2024 - i),
        imageUrl: `/uploads/${key.slice(0, 2)}/${key}-1600.webp`,
        exhibition: i % 2 ? 'Low Water, Gallery Nord' : null,
      });
    }
    const documents = new CvDocuments({ config: { dataDir } } as AppDeps);
    // What a public document prints (the default options, cut to the caps), rendered as the server renders it.
    const render = async (kind: DocumentKind, draft: ArtistProfile) =>
      Buffer.concat(await documents.render(documents.publicDocument(kind, draftCvSource(draft)).request));
    const cvSource = twoPageCv();
    const portfolioSource = sampleCvSource({ works });

    await timed(5, () => render('cv', cvSource));
    const cv = await timed(30, () => render('cv', cvSource));
    // A first render converts every picture; a render again finds them converted.
    const renderPortfolio = () => render('portfolio', portfolioSource);
    await timed(1, renderPortfolio);
    const portfolio = await timed(5, () => (forgetWorkImages(), renderPortfolio()));
    const again = await timed(5, renderPortfolio);

    // Ten people ask for a portfolio at once: they render one after another; how long is the event loop ever blocked?
    forgetWorkImages();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const start = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        documents.queue.run(`person-${i}`, renderPortfolio),
      ),
    );
    const seconds = (performance.now() - start) / 1000;
    delay.disable();

    return {
      cv: {
        pages: pagesOf(cv.last),
        median: quantile(cv.times, 0.5),
        p95: quantile(cv.times, 0.95),
        runs: cv.times.length,
      },
      portfolio: {
        pages: pagesOf(portfolio.last),
        works: works.length,
        median: quantile(portfolio.times, 0.5),
        max: Math.max(...portfolio.times),
        runs: portfolio.times.length,
        bytes: portfolio.last.length,
        againMedian: quantile(again.times, 0.5),
      },
      stall: { portfolios: 10, maxDelay: delay.max / 1e6, seconds },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx bench/documents.ts` on its own prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureDocuments(), null, 2));
}
