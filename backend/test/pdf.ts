// Reading PDFs in tests with poppler-utils (pdftotext, pdfinfo, pdffonts, pdfimages), as a person's viewer would.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
