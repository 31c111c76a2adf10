// The PDF held-out CVs, drawn as word processors and layout programs export them (pdfkit with Noto fonts): Word's tab
// stops and hanging indents, bullets, justified text hyphenated at line ends, small-caps and letter-spaced headings, a
// sidebar, a gallery's letterhead and footer on every page, years at the right margin, 'CV (continued)' pages; and a
// Google Docs file with a table of year and entry (docx). Lines as in build.ts: '# ' a heading, '## ' a subheading,
// '\t' after the year, '~' a place a word may be hyphenated, '>>' (sidebar) the switch to the main column.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { pdfBytes, type Pdf } from '../test-files.ts';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`@expo-google-fonts/${file}`));

export type ExportStyle =
  'word' | 'bullets' | 'justified' | 'sidebar' | 'gallery' | 'right-years' | 'continued';

export interface ExportOptions {
  style: ExportStyle;
  sans?: boolean;
  /** Gallery letterhead lines (gallery style) or the running head (continued style). */
  head?: string[];
  foot?: string;
  /** Lines per page before a break (gallery, continued). */
  perPage?: number;
  /** Word without a hanging indent: a wrapped line goes back to the margin, under the year. */
  noHang?: boolean;
}

const PAGE_TOP = 60;
const PAGE_END = 770;

function fonts(doc: Pdf, sans: boolean): void {
  const family = sans
    ? 'noto-sans/400Regular/NotoSans_400Regular.ttf'
    : 'noto-serif/400Regular/NotoSerif_400Regular.ttf';
  const bold = sans ? 'noto-sans/700Bold/NotoSans_700Bold.ttf' : 'noto-serif/700Bold/NotoSerif_700Bold.ttf';
  doc.registerFont('r', font(family));
  doc.registerFont('b', font(bold));
}

/** Words wrapped to `width` at 10 pt; a word over the edge is split at a '~' where the first part fits ('Kunst-'). */
function wrap(doc: Pdf, text: string, width: number): string[] {
  doc.font('r').fontSize(10);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (doc.widthOfString(next.replaceAll('~', '')) <= width || !line) {
      line = next;
      continue;
    }
    const parts = word.split('~');
    let cut = 0;
    for (let i = parts.length - 1; i > 0 && !cut; i--) {
      const head = `${line} ${parts.slice(0, i).join('')}-`;
      if (doc.widthOfString(head.replaceAll('~', '')) <= width) cut = i;
    }
    if (cut) {
      lines.push(`${line} ${parts.slice(0, cut).join('')}-`);
      line = parts.slice(cut).join('');
    } else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines.map((l) => l.replaceAll('~', ''));
}

/** A heading as the style sets it. */
function heading(doc: Pdf, text: string, x: number, y: number, style: ExportStyle): void {
  if (style === 'bullets') {
    const spaced = text
      .toUpperCase()
      .split(' ')
      .map((w) => w.split('').join(' '))
      .join('   ');
    doc.font('r').fontSize(9).text(spaced, x, y, { lineBreak: false });
  } else if (style === 'justified') {
    // Small caps: each word's first letter at 11 pt, the rest in capitals at 8 pt.
    doc.text('', x, y, { lineBreak: false, continued: true });
    const words = text.split(' ');
    words.forEach((w, i) => {
      doc.font('r').fontSize(11).text(w[0]!.toUpperCase(), { lineBreak: false, continued: true });
      const rest = w.slice(1).toUpperCase() + (i < words.length - 1 ? ' ' : '');
      doc
        .font('r')
        .fontSize(8)
        .text(rest, { lineBreak: false, continued: i < words.length - 1 });
    });
  } else {
    doc
      .font('b')
      .fontSize(11)
      .text(text.toUpperCase(), x, y, { lineBreak: false, underline: style === 'word' });
  }
}

/** Draws `lines` from (x, y) in a column of `width`; returns the y after them. Breaks pages in the main column. */
function column(
  doc: Pdf,
  lines: string[],
  x: number,
  width: number,
  o: ExportOptions,
  page: (next?: boolean) => number,
): void {
  let y = page();
  let count = 0;
  const newPage = () => {
    y = page(true);
    count = 0;
  };
  for (const raw of lines) {
    if (y > PAGE_END - 20 || (o.perPage && count >= o.perPage)) newPage();
    count++;
    if (raw.startsWith('## ')) {
      doc.font('b').fontSize(10).text(raw.slice(3), x, y, { lineBreak: false });
      y += 16;
      continue;
    }
    if (raw.startsWith('# ')) {
      if (y > PAGE_TOP + 30) y += 12;
      heading(doc, raw.slice(2), x, y, o.style);
      y += 20;
      continue;
    }
    const tab = raw.indexOf('\t');
    const year = tab >= 0 ? raw.slice(0, tab) : '';
    const body = (tab >= 0 ? raw.slice(tab + 1) : raw).replaceAll('*', '');
    doc.font('r').fontSize(10);
    if (o.style === 'right-years') {
      const wrapped = wrap(doc, body, width - 70);
      wrapped.forEach((l, i) => doc.text(l, x, y + i * 13, { lineBreak: false }));
      if (year) doc.text(year, x + width - doc.widthOfString(year), y, { lineBreak: false });
      y += wrapped.length * 13 + 3;
    } else if (o.style === 'bullets' && year) {
      const bullet = year.startsWith('-') ? '–' : '•';
      const text = `${year.replace(/^-/, '')} ${body}`;
      const wrapped = wrap(doc, text, width - 14);
      doc.text(bullet, x, y, { lineBreak: false });
      wrapped.forEach((l, i) => doc.text(l, x + 14, y + i * 13, { lineBreak: false }));
      y += wrapped.length * 13 + 3;
    } else if (o.style === 'justified' && year) {
      const wrapped = wrap(doc, `${year} ${body}`, width);
      wrapped.forEach((l, i) => {
        const spaces = (l.match(/ /g) ?? []).length;
        const last = i === wrapped.length - 1;
        const wordSpacing = last || !spaces ? 0 : (width - doc.widthOfString(l)) / spaces;
        doc.text(l, x, y + i * 13, { lineBreak: false, wordSpacing });
      });
      y += wrapped.length * 13 + 4;
    } else if (year) {
      // Word: the year, a tab stop, the entry with a hanging indent.
      const indent = o.style === 'sidebar' ? 60 : 72;
      doc.text(year, x, y, { lineBreak: false });
      if (o.noHang) {
        const [first, ...more] = wrap(doc, body, width - indent);
        const wrapped = [first!, ...(more.length ? wrap(doc, more.join(' '), width) : [])];
        wrapped.forEach((l, i) => doc.text(l, i ? x : x + indent, y + i * 13, { lineBreak: false }));
        y += wrapped.length * 13 + 3;
        continue;
      }
      const wrapped = wrap(doc, body, width - indent);
      wrapped.forEach((l, i) => doc.text(l, x + indent, y + i * 13, { lineBreak: false }));
      y += wrapped.length * 13 + 3;
    } else {
      const wrapped = wrap(doc, body, width);
      wrapped.forEach((l, i) => doc.text(l, x, y + i * 13, { lineBreak: false }));
      y += wrapped.length * 13 + 3;
    }
  }
}

/** The CV as the style exports it, as PDF bytes. */
export function exportPdf(lines: string[], o: ExportOptions): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    fonts(doc, o.sans ?? false);
    let pageNo = 0;
    const page = (next = false): number => {
      if (pageNo > 0 && !next) return o.style === 'gallery' ? 140 : PAGE_TOP;
      doc.addPage({ size: 'A4' });
      pageNo++;
      let top = PAGE_TOP;
      if (o.style === 'gallery') {
        const [name, ...address] = o.head ?? [];
        doc
          .font('b')
          .fontSize(14)
          .text(name ?? '', 60, 40, { lineBreak: false });
        address.forEach((a, i) =>
          doc
            .font('r')
            .fontSize(8)
            .text(a, 60, 60 + i * 10, { lineBreak: false }),
        );
        top = 110;
      }
      if (o.style === 'continued' && pageNo > 1) {
        doc
          .font('r')
          .fontSize(9)
          .text(o.head?.[0] ?? 'CV (continued)', 60, 40, { lineBreak: false });
        top = 70;
      }
      if (o.foot) doc.font('r').fontSize(8).text(o.foot, 60, 800, { lineBreak: false });
      if (o.style === 'gallery' || o.style === 'continued')
        doc.font('r').fontSize(8).text(String(pageNo), 530, 800, { lineBreak: false });
      return top;
    };
    if (o.style === 'sidebar') {
      const split = lines.indexOf('>>');
      const side = lines.slice(0, split);
      const main = lines.slice(split + 1);
      let first = true;
      column(doc, side, 40, 140, o, () => {
        if (!first) return PAGE_TOP;
        first = false;
        return page(true);
      });
      let started = false;
      column(doc, main, 210, 340, o, (next) => {
        if (!started) {
          started = true;
          return PAGE_TOP;
        }
        return next ? page(true) : PAGE_TOP;
      });
      return;
    }
    let started = false;
    column(doc, lines, 60, o.style === 'justified' ? 220 : 475, o, (next) => {
      if (!started) {
        started = true;
        return page(true);
      }
      return next ? page(true) : PAGE_TOP;
    });
  });
}

/** A Google Docs export: headings as bold paragraphs, each section's entries in a two-column table of year and entry. */
export async function exportDocxTable(lines: string[]): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [];
  let rows: TableRow[] = [];
  const flush = () => {
    if (rows.length) children.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }));
    rows = [];
  };
  const cell = (text: string, width: number) =>
    new TableCell({
      width: { size: width, type: WidthType.PERCENTAGE },
      children: [new Paragraph({ children: [new TextRun(text.replaceAll('*', ''))] })],
    });
  for (const line of lines) {
    if (line.includes('\t')) {
      const [year, body] = line.split('\t') as [string, string];
      rows.push(new TableRow({ children: [cell(year, 20), cell(body, 80)] }));
      continue;
    }
    flush();
    const bold = line.startsWith('# ');
    children.push(new Paragraph({ children: [new TextRun({ text: line.replace(/^# /, ''), bold })] }));
  }
  flush();
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
