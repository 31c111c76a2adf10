// A PDF with a text layer, read with pdfjs: text items with positions and fonts -> lines (pdf-layout.ts), with page
// headers, footers and numbers that repeat on most pages set aside.
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { clean, isPageNumber, type DocLine } from './lines.ts';
import { markStarts, pageLines, type Item, type PdfLine } from './pdf-layout.ts';
import { CvReadError, type ReadLimits } from './types.ts';

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

const NO_TEXT =
  'This PDF has no text to read: it looks like a scan or a picture of a CV. A PDF exported with its text, a Word file, or the text pasted in will work.';
const BROKEN =
  'This PDF is damaged and cannot be read. Try exporting it again, or upload a Word file or paste the text.';

interface Font {
  bold: boolean;
  italic: boolean;
}

function fontOf(name: string): Font {
  const n = name.replace(/^[A-Z]{6}\+/, '');
  return {
    bold: /bold|black|heavy|semibold|demi|[-,]bd\b|w[6-9]\b/i.test(n),
    italic: /italic|oblique|[-,]it\b|[-,]i$/i.test(n),
  };
}

const GALLERY = /\b(?:galerie|galeria|galería|galleria|gallery|galleri)\b/iu;

/** Lines at the same place with the same words (numbers aside) on most pages: running headers and footers. */
function markRepeated(lines: PdfLine[], pages: number): void {
  if (pages < 2) return;
  const key = (l: PdfLine) => `${Math.round(l.y / 6)}|${clean(l.text).toLowerCase().replace(/\d+/g, '#')}`;
  const onPages = new Map<string, Set<number>>();
  for (const l of lines) {
    const k = key(l);
    if (!onPages.has(k)) onPages.set(k, new Set());
    onPages.get(k)!.add(l.page ?? 0);
  }
  const repeated = (l: PdfLine) =>
    // Running heads and feet live in the page's margins.
    (l.y >= l.pageHeight * 0.85 || l.y <= l.pageHeight * 0.12) &&
    onPages.get(key(l))!.size >= Math.max(2, Math.ceil(pages * 0.5));
  // A gallery's letterhead on every page ('GALERIE X', its address) is not the person's, on the first page either.
  const gallery = lines.some(
    (l) => l.page === 1 && l.y > l.pageHeight * 0.75 && repeated(l) && GALLERY.test(l.text),
  );
  for (const l of lines) {
    if (!repeated(l)) continue;
    const top = l.y > l.pageHeight * 0.75;
    if (top && l.page === 1 && !gallery) continue; // the first page's letterhead is the person's
    l.ignore = isPageNumber(l.text)
      ? 'page number'
      : top
        ? l.page === 1
          ? 'page header'
          : 'repeated letterhead'
        : 'page footer';
  }
}

/** Short lines set larger than the body text (the most common size) are heading candidates, bold or not. */
function markLarger(lines: PdfLine[]): void {
  const counts = new Map<number, number>();
  for (const l of lines)
    counts.set(Math.round(l.size ?? 0), (counts.get(Math.round(l.size ?? 0)) ?? 0) + l.text.length);
  const body = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  // The largest type is the name's, not a heading's.
  const largest = Math.max(...lines.map((l) => l.size ?? 0));
  for (const l of lines) {
    const size = l.size ?? 0;
    if (size >= body * 1.15 && size < largest - 0.5 && l.text.length <= 60 && !/\d{4}/.test(l.text))
      l.heading = true;
  }
}

/** The top lines of the first page met again at the top of later pages (a letterhead in another position). */
function markLetterhead(lines: PdfLine[]): void {
  // The name (the first page's largest line) or 'Curriculum Vitae' at the top of a later page: a running head.
  const name = lines
    .filter((l) => l.page === 1)
    .reduce<PdfLine | null>((a, b) => (!a || (b.size ?? 0) > (a.size ?? 0) ? b : a), null);
  for (const l of lines) {
    if (l.page === 1 || l.ignore || l.y < l.pageHeight * 0.88) continue;
    const hasName =
      name && name.text.length > 3 && clean(l.text).toLowerCase().includes(clean(name.text).toLowerCase());
    if (hasName || /\b(curriculum vitae|cv|résumé|resume)\b/i.test(l.text)) l.ignore = 'repeated letterhead';
  }
  const firstTop = new Set(
    lines
      .filter((l) => l.page === 1)
      .slice(0, 4)
      .map((l) => clean(l.text).toLowerCase()),
  );
  for (const l of lines) {
    if (l.page === 1 || l.ignore) continue;
    if (l.y > l.pageHeight * 0.8 && firstTop.has(clean(l.text).toLowerCase()))
      l.ignore = 'repeated letterhead';
  }
}

export interface PdfReading {
  lines: DocLine[];
  /** The Creator in the document's info ('Oeuvre' for Oeuvre's own CV). */
  creator: string;
}

export async function readPdfLines(bytes: Uint8Array, limits: ReadLimits): Promise<PdfReading> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    fontExtraProperties: true,
    verbosity: 0,
    stopAtErrors: false,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new CvReadError(
        'encrypted',
        'This PDF is protected with a password. Save a copy without the password, or paste the text.',
      );
    throw new CvReadError('broken', BROKEN);
  }
  try {
    if (doc.numPages > limits.maxPages)
      throw new CvReadError(
        'too-many-pages',
        `This PDF has ${doc.numPages} pages; a CV import reads at most ${limits.maxPages}. Upload the CV pages only.`,
      );
    const lines: PdfLine[] = [];
    let chars = 0;
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const [, , width, height] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      // Fonts' names (bold, italic) are known once the page's operators are read.
      await page.getOperatorList();
      const fonts = new Map<string, Font>();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        if (!fonts.has(raw.fontName)) {
          let name = '';
          try {
            name = (page.commonObjs.get(raw.fontName) as { name?: string } | undefined)?.name ?? '';
          } catch {
            name = '';
          }
          fonts.set(raw.fontName, fontOf(name));
        }
        const [a, b, , d, e, f] = raw.transform as number[];
        const font = fonts.get(raw.fontName)!;
        items.push({
          str: raw.str,
          x: e!,
          y: f!,
          width: raw.width,
          size: Math.hypot(a!, b!) || Math.abs(d!) || raw.height,
          bold: font.bold,
          italic: font.italic,
        });
        chars += raw.str.length;
      }
      if (chars > limits.maxChars)
        throw new CvReadError(
          'too-large',
          'This document has more text than a CV import can read at once. Split it into smaller files.',
        );
      for (const line of pageLines(items, width, height)) lines.push({ ...line, page: p });
      page.cleanup();
    }
    if (!lines.some((l) => /\p{L}/u.test(l.text))) throw new CvReadError('no-text', NO_TEXT);
    markLarger(lines);
    markRepeated(lines, doc.numPages);
    markLetterhead(lines);
    markStarts(lines.filter((l) => !l.ignore));
    const info = (await doc.getMetadata().catch(() => null))?.info as { Creator?: string } | undefined;
    return {
      lines: lines.map(({ x: _x, right: _r, y: _y, column: _c, pageHeight: _h, ...line }) => line),
      creator: typeof info?.Creator === 'string' ? info.Creator : '',
    };
  } catch (error) {
    if (error instanceof CvReadError) throw error;
    throw new CvReadError('broken', BROKEN);
  } finally {
    await task.destroy();
  }
}
