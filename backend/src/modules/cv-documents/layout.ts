// Typesetting on pdfkit: text in runs of fallback fonts, our own line breaking (long words and CJK break anywhere),
// and a flow that moves to a new page before something would cross the bottom margin.
import PDFDocument from 'pdfkit';
import type { CvPageSize } from '@oeuvre/contract';
import { visualRuns } from './bidi-text.ts';
import { advanceOf, fontOf, RTL, runsOf, type FontKey, type StyleKey } from './fonts.ts';
import { copyFor, MAPPED, shape } from './shaped-words.ts';

export type Doc = InstanceType<typeof PDFDocument>;

/** Page sizes in points. */
export const PAGE_SIZES: Record<CvPageSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

export const MARGIN = { top: 60, bottom: 64, side: 62 } as const;

export type TextStyle = { style: StyleKey; size: number; leading: number; color?: string };

/** Characters that break anywhere (no spaces between words): Han, kana, Hangul. */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const TOKENS = new RegExp(`\\s+|[${CJK}]|[^\\s${CJK}]+`, 'gu');
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export class Typesetter {
  private readonly registered = new Set<string>();

  readonly doc: Doc;

  constructor(doc: Doc) {
    this.doc = doc;
  }

  private use(
    font: FontKey,
    size: number,
    { name, face } = { name: font as string, face: fontOf(font) },
  ): Doc {
    if (!this.registered.has(name)) {
      // pdfkit takes a parsed fontkit font as it takes bytes; each document still makes its own subset.
      this.doc.registerFont(name, face);
      this.registered.add(name);
    }
    return this.doc.font(name).fontSize(size);
  }

  /** The text's width: a sum of kept character advances, or for fonts that shape, of words laid out once each. */
  width(text: string, style: StyleKey, size: number): number {
    let width = 0;
    for (const run of runsOf(text, style)) width += this.runWidth(run.font, run.text);
    return (width * size) / 1000;
  }

  /** Thousandths of the font size. */
  private runWidth(font: FontKey, text: string): number {
    let width = 0;
    if (MAPPED.has(font)) {
      for (const word of wordsOf(text)) width += shape(font, word).width;
    } else {
      for (const char of text) width += advanceOf(font, char);
    }
    return width;
  }

  /** The text's lines within `maxWidth`; a word longer than a line is cut between characters. */
  wrap(text: string, style: StyleKey, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    const space = this.width(' ', style, size);
    let line = '';
    let lineWidth = 0;
    let spaceBefore = false;
    const push = () => {
      if (line) lines.push(line);
      line = '';
      lineWidth = 0;
    };
    for (const token of text.match(TOKENS) ?? []) {
      if (/^\s/u.test(token)) {
        spaceBefore = line !== '';
        continue;
      }
      const width = this.width(token, style, size);
      const gap = spaceBefore ? space : 0;
      spaceBefore = false;
      if (line && lineWidth + gap + width <= maxWidth) {
        line += (gap ? ' ' : '') + token;
        lineWidth += gap + width;
        continue;
      }
      if (width <= maxWidth) {
        push();
        line = token;
        lineWidth = width;
        continue;
      }
      // Longer than a whole line: it starts on its own line and is cut where the line is full.
      push();
      for (const { segment } of graphemes.segment(token)) {
        const w = this.width(segment, style, size);
        if (line && lineWidth + w > maxWidth) push();
        line += segment;
        lineWidth += w;
      }
    }
    push();
    return lines.length ? lines : [''];
  }

  /**
   * Runs of several styles (a title in italics within a line) as lines within `maxWidth`, each line its runs; breaks
   * as `wrap` does, a space belonging to the word after it.
   */
  wrapSpans(spans: readonly Span[], size: number, maxWidth: number): Span[][] {
    const lines: Span[][] = [];
    let line: Span[] = [];
    let lineWidth = 0;
    let spaceBefore = false;
    const push = () => {
      if (line.length) lines.push(mergeSpans(line));
      line = [];
      lineWidth = 0;
    };
    for (const span of spans) {
      for (const token of span.text.match(TOKENS) ?? []) {
        if (/^\s/u.test(token)) {
          spaceBefore = line.length > 0;
          continue;
        }
        const piece = { ...span, text: token };
        const width = this.width(token, span.style, size);
        const gap = spaceBefore ? this.width(' ', span.style, size) : 0;
        spaceBefore = false;
        if (line.length && lineWidth + gap + width <= maxWidth) {
          line.push({ ...piece, text: (gap ? ' ' : '') + token });
          lineWidth += gap + width;
          continue;
        }
        if (width <= maxWidth) {
          push();
          line.push(piece);
          lineWidth = width;
          continue;
        }
        push();
        for (const { segment } of graphemes.segment(token)) {
          const w = this.width(segment, span.style, size);
          if (line.length && lineWidth + w > maxWidth) push();
          line.push({ ...piece, text: segment });
          lineWidth += w;
        }
      }
    }
    push();
    return lines.length ? lines : [[]];
  }

  /** One line with its baseline at `y`; `align` within [x, x + width]. */
  draw(
    text: string,
    { style, size, color = '#111111' }: TextStyle,
    x: number,
    y: number,
    align: { width: number; align: 'left' | 'center' | 'right' } = { width: 0, align: 'left' },
  ): void {
    let cursor = x;
    if (align.align !== 'left') {
      const free = align.width - this.width(text, style, size);
      cursor += align.align === 'center' ? free / 2 : free;
    }
    this.doc.fillColor(color);
    if (!RTL.test(text)) {
      for (const run of runsOf(text, style)) cursor = this.drawRun(run.font, run.text, size, cursor, y);
      return;
    }
    // Drawn in visual order (the order of the glyphs on the line); extraction reads it back in logical order.
    for (const run of visualRuns(text, style)) cursor = this.drawRun(run.font, run.text, size, cursor, y);
  }

  private drawRun(font: FontKey, text: string, size: number, x: number, y: number): number {
    if (!MAPPED.has(font)) {
      this.use(font, size).text(text, x, y, { lineBreak: false, baseline: 'alphabetic' });
      return x + (this.runWidth(font, text) * size) / 1000;
    }
    let cursor = x;
    for (const word of wordsOf(text)) {
      this.use(font, size, copyFor(font, word)).text(word, cursor, y, {
        lineBreak: false,
        baseline: 'alphabetic',
      });
      cursor += (shape(font, word).width * size) / 1000;
    }
    return cursor;
  }
}

/** A run of a line in one style; `href` makes it a link (a press entry's title). */
export type Span = { text: string; style: StyleKey; href?: string };

/** Neighbouring runs of one style and link as one. */
function mergeSpans(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out.at(-1);
    if (last && last.style === span.style && last.href === span.href)
      out[out.length - 1] = { ...last, text: last.text + span.text };
    else out.push({ ...span });
  }
  return out;
}

/** Words as pdfkit lays them out: each with the spaces after it. */
const wordsOf = (text: string) => text.split(/(?<=\s)(?=\S)/u);

/** A line of a block: its text in one style, or (`spans`) in runs of several. */
export type BlockLine = { text: string; style: TextStyle; spans?: Span[] };
/** A block of wrapped lines, measured before it is placed. */
export type Block = { lines: BlockLine[]; height: number };

/** Top-to-bottom placement on pages of one size: `y` is where the next line's top goes. */
export class Flow {
  y = 0;
  pages = 0;
  /** The current page's size: the document's, or a page turned to landscape (`newPage`). */
  width: number;
  height: number;
  readonly set: Typesetter;
  readonly pageSize: CvPageSize;
  private readonly size: { width: number; height: number };

  constructor(set: Typesetter, pageSize: CvPageSize) {
    this.set = set;
    this.pageSize = pageSize;
    this.size = PAGE_SIZES[pageSize];
    ({ width: this.width, height: this.height } = this.size);
  }

  get left() {
    return MARGIN.side;
  }
  get textWidth() {
    return this.width - 2 * MARGIN.side;
  }
  get bottom() {
    return this.height - MARGIN.bottom;
  }
  /** The height a page holds between its margins. */
  get bodyHeight() {
    return this.bottom - MARGIN.top;
  }

  /** A new page of the document's size, or of that size turned on its side. */
  newPage(orientation: 'portrait' | 'landscape' = 'portrait'): void {
    const { width, height } = this.size;
    [this.width, this.height] = orientation === 'landscape' ? [height, width] : [width, height];
    this.set.doc.addPage({ size: [this.width, this.height], margin: 0 });
    this.pages += 1;
    this.y = MARGIN.top;
  }

  /**
   * The page a block placed next would end on (kept on one page when a page holds it, as `keep` does), with `after`
   * points more below it.
   */
  endPageOf(block: Block, after = 0): number {
    let { y, pages } = this;
    const breaks = (height: number) => pages === 0 || (y + height > this.bottom && y > MARGIN.top);
    const turn = () => {
      pages += 1;
      y = MARGIN.top;
    };
    if (block.height <= this.bodyHeight && breaks(block.height)) turn();
    for (const line of block.lines) {
      if (breaks(line.style.leading)) turn();
      y += line.style.leading;
    }
    if (after && breaks(after)) turn();
    return pages;
  }

  /** A new page unless `height` still fits above the bottom margin (or the page is still empty). */
  keep(height: number): void {
    if (this.pages === 0 || (this.y + height > this.bottom && this.y > MARGIN.top)) this.newPage();
  }

  block(text: string, style: TextStyle, width: number): Block {
    const lines = this.set.wrap(text, style.style, style.size, width).map((line) => ({ text: line, style }));
    return { lines, height: lines.length * style.leading };
  }

  /** Runs of several styles wrapped within `width`, in the `style`'s size and leading. */
  spansBlock(spans: readonly Span[], style: TextStyle, width: number): Block {
    const lines = this.set.wrapSpans(spans, style.size, width).map((line) => ({
      text: line.map((s) => s.text).join(''),
      style,
      spans: line,
    }));
    return { lines, height: lines.length * style.leading };
  }

  /** Draws lines at `x`, each on this page if it fits, else on the next. */
  place(block: Block, x: number): void {
    for (const line of block.lines) {
      this.keep(line.style.leading);
      this.drawLine(line, x, this.y + line.style.size);
      this.y += line.style.leading;
    }
  }

  /** A line at baseline `y`: its runs one after another (a right-to-left line whole, in bidi order, in its style). */
  drawLine(line: BlockLine, x: number, y: number): void {
    const { spans } = line;
    if (!spans || (spans.length <= 1 && !spans[0]?.href) || RTL.test(line.text)) {
      this.set.draw(
        line.text,
        spans?.length === 1 ? { ...line.style, style: spans[0]!.style } : line.style,
        x,
        y,
      );
      return;
    }
    let cursor = x;
    for (const span of spans) {
      const style = { ...line.style, style: span.style };
      const width = this.set.width(span.text, span.style, style.size);
      this.set.draw(span.text, style, cursor, y);
      if (span.href) {
        const lead = span.text.length - span.text.trimStart().length;
        const skip = lead ? this.set.width(' ', span.style, style.size) : 0;
        this.set.doc.link(cursor + skip, y - style.size, width - skip, style.leading, span.href);
      }
      cursor += width;
    }
  }
}

/** Lets other requests in between pages of a long document. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Where a document's bytes go as pdfkit writes them (pictures as they are placed, pages at the end). */
export type Sink = (chunk: Buffer) => void;

/** Ends the document: resolves once pdfkit has written its last byte. */
export function finish(doc: Doc): Promise<void> {
  return new Promise((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
    doc.end();
  });
}

/** A document's bytes in one buffer. */
export async function collect(write: (out: Sink) => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await write((chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

/**
 * A new document writing to `out` as it goes: no page yet, pages kept until the end (for "page N of M"), Title and
 * Author set.
 */
export function newDocument(
  meta: { title: string; author: string; subject: string; date?: Date },
  out: Sink,
): Doc {
  const date = meta.date ?? new Date();
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    margin: 0,
    pdfVersion: '1.7',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Subject: meta.subject,
      Creator: 'Oeuvre',
      CreationDate: date,
      ModDate: date,
    },
  });
  doc.on('data', out);
  return doc;
}

/** "<name> — CV — page N of M" under every page (a cover has none), the name shortened if it would not fit. */
export function drawFooters(
  set: Typesetter,
  flow: Flow,
  name: string,
  label: string,
  options: { skipFirst?: boolean } = {},
): void {
  const style: TextStyle = { style: 'sans', size: 8, leading: 10, color: '#666666' };
  const range = set.doc.bufferedPageRange();
  for (let i = range.start + (options.skipFirst ? 1 : 0); i < range.start + range.count; i++) {
    set.doc.switchToPage(i);
    // Each page's own size: a work's page may be turned to landscape.
    const { width, height } = set.doc.page;
    const textWidth = width - 2 * MARGIN.side;
    const tail = ` — ${label} — page ${i - range.start + 1} of ${range.count}`;
    let shown = name;
    while (shown.length > 1 && set.width(shown + tail, style.style, style.size) > textWidth) {
      shown = [...shown].slice(0, -2).join('') + '…';
    }
    set.draw(shown + tail, style, flow.left, height - MARGIN.bottom / 2, {
      width: textWidth,
      align: 'center',
    });
  }
}
