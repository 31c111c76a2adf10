// Reading PDFs in tests with poppler-utils (pdftotext, pdfinfo, pdffonts, pdfimages, pdftocairo), as a viewer would.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(bytes: Buffer, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oeuvre-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, bytes);
    return await read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export type PdfReading = {
  /** The text in reading order, pages separated by form feeds. */
  text: string;
  pages: string[];
  info: Record<string, string>;
  fonts: { name: string; embedded: boolean }[];
  /** Embedded pictures: page, pixel size and resolution as placed (equal x and y ppi: not stretched). */
  images: { page: number; width: number; height: number; xPpi: number; yPpi: number }[];
};

export function readPdf(bytes: Buffer): Promise<PdfReading> {
  return withFile(bytes, async (file) => {
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
    const infoText = (await run('pdfinfo', ['-enc', 'UTF-8', file])).stdout;
    const info = Object.fromEntries(
      infoText
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const fontLines = (await run('pdffonts', [file])).stdout.split('\n').slice(2).filter(Boolean);
    const fonts = fontLines.map((line) => {
      const cells = line.trim().split(/\s+/);
      // name, type (one or two words), encoding, emb, sub, uni, object, id
      return { name: cells[0]!, embedded: cells.at(-5) === 'yes' };
    });
    const imageLines = (await run('pdfimages', ['-list', file])).stdout.split('\n').slice(2).filter(Boolean);
    const images = imageLines.map((line) => {
      const cells = line.trim().split(/\s+/);
      const n = (i: number) => Number(cells[i]);
      return { page: n(0), width: n(3), height: n(4), xPpi: n(12), yPpi: n(13) };
    });
    return { text, pages: text.split('\f').slice(0, -1), info, fonts, images };
  });
}

/** A response's body as bytes. */
export const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** A word on a page and its box, in points from the page's top left (pdftotext -bbox). */
export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
/** A horizontal line drawn on a page (a rule), in points from the page's top left. */
export type PdfRule = { x1: number; x2: number; y: number; width: number };

const number = (text: string | undefined) => Number(text ?? Number.NaN);

/**
 * One page's words and its horizontal rules (stroked straight lines across), as poppler draws them: the words from
 * `pdftotext -bbox`, the rules from the page drawn as SVG by `pdftocairo` (its transform applied).
 */
export function readPageLayout(bytes: Buffer, page: number): Promise<{ words: PdfWord[]; rules: PdfRule[] }> {
  return withFile(bytes, async (file) => {
    const range = ['-f', String(page), '-l', String(page)];
    const html = (await run('pdftotext', ['-bbox', '-enc', 'UTF-8', ...range, file, '-'])).stdout;
    const words = [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      (m) => ({ text: m[5]!, xMin: number(m[1]), yMin: number(m[2]), xMax: number(m[3]), yMax: number(m[4]) }),
    );
    const svgFile = `${file}.svg`;
    await run('pdftocairo', ['-svg', ...range, file, svgFile]);
    const svg = await readFile(svgFile, 'utf8');
    const rules: PdfRule[] = [];
    for (const [path] of svg.matchAll(/<path [^>]*>/g)) {
      const width = /stroke-width:([\d.]+)/.exec(path);
      const line = /\sd="M ([-\d.]+) ([-\d.]+) L ([-\d.]+) ([-\d.]+) "/.exec(path);
      if (!width || !line || /fill:(?!none)/.test(path)) continue;
      const [a, b, c, d, e, f] = (/transform="matrix\(([^)]*)\)"/.exec(path)?.[1] ?? '1,0,0,1,0,0').split(',').map(Number);
      const at = (x: number, y: number) => ({ x: a! * x + c! * y + e!, y: b! * x + d! * y + f! });
      const from = at(number(line[1]), number(line[2]));
      const to = at(number(line[3]), number(line[4]));
      if (Math.abs(from.y - to.y) > 0.1 || Math.abs(from.x - to.x) < 1) continue;
      rules.push({ x1: Math.min(from.x, to.x), x2: Math.max(from.x, to.x), y: from.y, width: number(width[1]) * Math.abs(a!) });
    }
    return { words, rules };
  });
}
