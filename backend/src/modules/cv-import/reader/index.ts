// readCv: a CV file's bytes (or pasted text) -> proposed CV entries. Pure: no database, no network, no file system.
//
// The path of a file: sniff.ts (the format by its bytes) -> one reader per format makes lines with what its layout
// says (pdf.ts + pdf-layout.ts: positions, fonts, columns, year column, running heads; docx.ts: zip limits, then
// mammoth's HTML; html.ts; text.ts: plain text and Markdown) -> analyse.ts: page furniture set aside, segment.ts
// (headings.ts: the sections; the lines of each entry), person.ts, entries.ts (exhibitions.ts, honors.ts,
// fields.ts: each entry's fields; parts.ts, years.ts: the pieces). JSON Resume is mapped directly (json-resume.ts).
import { analyse, yearPerEntry } from './analyse.ts';
import { sniff, sniffText, type Sniffed } from './sniff.ts';
import { textLines } from './text.ts';
import {
  CvReadError,
  DEFAULT_READ_LIMITS,
  type ReadInput,
  type ReadLimits,
  type ReadResult,
} from './types.ts';
import { readHtmlLines } from './html.ts';
import { readPdfLines } from './pdf.ts';
import { readDocxHtml } from './docx.ts';
import { readJsonResume } from './json-resume.ts';
import type { DocLine } from './lines.ts';

export { CvReadError } from './types.ts';
export type * from './types.ts';

const EMPTY = 'This document has no text to read.';

function checkChars(text: string, limits: ReadLimits): void {
  if (text.length > limits.maxChars)
    throw new CvReadError(
      'too-large',
      'This document has more text than a CV import can read at once. Split it into smaller files.',
    );
}

function linesText(lines: DocLine[]): number {
  return lines.reduce((n, l) => n + l.text.length, 0);
}

export async function readCv(input: ReadInput, limits: Partial<ReadLimits> = {}): Promise<ReadResult> {
  const lim: ReadLimits = { ...DEFAULT_READ_LIMITS, ...limits };
  let sniffed: Sniffed;
  if ('text' in input) {
    checkChars(input.text, lim);
    if (!input.text.trim()) throw new CvReadError('empty', EMPTY);
    sniffed = sniffText(input.text);
  } else {
    if (input.bytes.length > lim.maxBytes)
      throw new CvReadError(
        'too-large',
        `This file is larger than ${Math.round(lim.maxBytes / 1024 / 1024)} MB, the most a CV import reads.`,
      );
    if (input.bytes.length === 0) throw new CvReadError('empty', 'This file is empty.');
    sniffed = sniff(input.bytes, input.filename);
  }
  let lines: DocLine[];
  let inheritYears = true;
  switch (sniffed.format) {
    case 'pdf': {
      const pdf = await readPdfLines((input as { bytes: Uint8Array }).bytes, lim);
      lines = pdf.lines;
      inheritYears = pdf.creator !== 'Oeuvre' && !yearPerEntry(lines);
      break;
    }
    case 'docx': {
      const html = await readDocxHtml((input as { bytes: Uint8Array }).bytes, lim);
      lines = readHtmlLines(html);
      break;
    }
    case 'html':
      checkChars(sniffed.text, lim);
      lines = readHtmlLines(sniffed.text);
      break;
    case 'json': {
      checkChars(sniffed.text, lim);
      const result = readJsonResume(sniffed.text);
      if (result) return result;
      lines = textLines(sniffed.text, false);
      return onePageUnnumbered({ ...analyse(lines, 'text'), format: 'json' });
    }
    default:
      checkChars(sniffed.text, lim);
      lines = textLines(sniffed.text, sniffed.format === 'markdown');
  }
  if (linesText(lines) > lim.maxChars)
    throw new CvReadError(
      'too-large',
      'This document has more text than a CV import can read at once. Split it into smaller files.',
    );
  if (lines.length === 0) throw new CvReadError('empty', EMPTY);
  return onePageUnnumbered(analyse(lines, sniffed.format, { inheritYears }));
}

/** A page number tells the artist where a line was only when there are several pages ('page 1' of pasted text does not). */
function onePageUnnumbered(result: ReadResult): ReadResult {
  const several = [...result.entries, ...result.unparsed].some((line) => (line.page ?? 1) > 1);
  if (several) return result;
  const unnumbered = <T extends { page?: number }>({ page: _page, ...rest }: T) => rest;
  return { ...result, entries: result.entries.map(unnumbered), unparsed: result.unparsed.map(unnumbered) };
}
