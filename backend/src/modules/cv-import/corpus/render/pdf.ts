// The generic PDFs of a CV: one column, a year column, or two columns of text, in Noto Sans or Noto Serif (regular,
// bold, italic), with a letterhead and a page number on every page, as word processors and design tools make them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { CvDocumentBlocks, Run } from './document.ts';

const require = createRequire(import.meta.url);
const FAMILIES = {
  sans: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  },
  serif: {
    regular: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
    bold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
    italic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
  },
} as const;
type Family = keyof typeof FAMILIES;
const bytes = new Map<string, Buffer>();
const fontBytes = (file: string) => {
  let b = bytes.get(file);
  if (!b) bytes.set(file, (b = readFileSync(require.resolve(file))));
  return b;
};

export type PdfLayout = 'one-column' | 'year-column' | 'two-column';
type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 595.28, height: 841.89, side: 56, top: 64, bottom: 60 };
const SIZE = 9.5;

/** Where text goes next: the column's left edge and width, and the cursor. */
interface Cursor {
  column: number;
  columns: number;
  y: number;
  /** Where the columns of this page start. */
  top: number;
}

export async function renderPdf(
  doc: CvDocumentBlocks,
  layout: PdfLayout,
  variant: number,
): Promise<Uint8Array> {
  const family: Family = variant % 2 ? 'serif' : 'sans';
  const pdf = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    margin: 0,
    info: { Title: `${doc.name} CV`, Author: doc.name, CreationDate: new Date(Date.UTC(2025, 0, 1)) },
  });
  for (const [style, file] of Object.entries(FAMILIES[family])) pdf.registerFont(style, fontBytes(file));
  const columns = layout === 'two-column' ? 2 : 1;
  const gutter = 22;
  const columnWidth = (PAGE.width - 2 * PAGE.side - (columns - 1) * gutter) / columns;
  const at: Cursor = { column: 0, columns, y: PAGE.top, top: PAGE.top };
  const left = () => PAGE.side + at.column * (columnWidth + gutter);
  const newPage = () => {
    pdf.addPage({ size: 'A4', margin: 0 });
    at.column = 0;
    at.y = at.top = PAGE.top;
  };
  /** Room for `height` points, or the next column, or a new page. */
  const room = (height: number) => {
    if (at.y + height <= PAGE.height - PAGE.bottom) return;
    if (at.column + 1 < at.columns) {
      at.column += 1;
      at.y = at.top;
    } else newPage();
  };
  const yearWidth = layout === 'year-column' ? 62 : 0;

  newPage();
  pdf
    .font('bold')
    .fontSize(variant % 3 === 0 ? 20 : 16)
    .fillColor('#000');
  pdf.text(doc.name, PAGE.side, at.y, { width: PAGE.width - 2 * PAGE.side });
  at.y = pdf.y + 4;
  pdf.font('regular').fontSize(SIZE);
  for (const line of doc.about) {
    pdf.text(line, PAGE.side, at.y, { width: PAGE.width - 2 * PAGE.side });
    at.y = pdf.y + 1;
  }
  at.y += 14;
  // The letterhead spans the page: the columns start under it.
  at.top = at.y;

  for (const block of doc.blocks) {
    if (block.kind === 'heading') {
      pdf.font('bold').fontSize(SIZE + 1.5);
      room(60); // a heading is not left alone at a column's foot
      at.y += 8;
      pdf.text(block.text, left(), at.y, { width: columnWidth });
      at.y = pdf.y + 4;
    } else if (block.kind === 'subheading') {
      pdf.font('italic').fontSize(SIZE + 0.5);
      room(40);
      at.y += 4;
      pdf.text(block.text, left(), at.y, { width: columnWidth });
      at.y = pdf.y + 2;
    } else if (block.kind === 'year') {
      pdf.font('bold').fontSize(SIZE);
      room(30);
      pdf.text(block.text, left(), at.y, { width: columnWidth });
      at.y = pdf.y + 1;
    } else {
      const inline = yearWidth === 0 && block.year ? `${block.year}   ` : '';
      const runs: Run[] = inline ? [{ text: inline }, ...block.runs] : block.runs;
      const width = columnWidth - yearWidth;
      pdf.font('regular').fontSize(SIZE);
      const height = pdf.heightOfString(runs.map((r) => r.text).join(''), { width });
      room(height + 3);
      if (yearWidth && block.year)
        pdf.font('regular').text(block.year, left(), at.y, { width: yearWidth - 6 });
      drawRuns(pdf, runs, left() + yearWidth, at.y, width);
      at.y = pdf.y + 3;
    }
  }
  drawLetterheads(pdf, doc, variant);
  await breathe();
  return bytesOf(pdf);
}

function drawRuns(pdf: Doc, runs: Run[], x: number, y: number, width: number) {
  const shown = runs.filter((r) => r.text !== '');
  shown.forEach((run, i) => {
    pdf.font(run.italic ? 'italic' : 'regular').fontSize(SIZE);
    const options = { width, continued: i < shown.length - 1 };
    if (i === 0) pdf.text(run.text, x, y, options);
    else pdf.text(run.text, options);
  });
}

/** The name on top of every page after the first, and a page number at every foot. */
function drawLetterheads(pdf: Doc, doc: CvDocumentBlocks, variant: number) {
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    pdf.font('regular').fontSize(7.5).fillColor('#555');
    const head = variant % 2 ? `${doc.name} — Curriculum Vitae` : `${doc.name.toUpperCase()}   CV`;
    if (i > 0 || variant % 3 === 1)
      pdf.text(head, PAGE.side, 30, { width: PAGE.width - 2 * PAGE.side, lineBreak: false });
    const foot =
      variant % 3 === 0
        ? `${i + 1}`
        : variant % 3 === 1
          ? `Page ${i + 1} of ${range.count}`
          : `${i + 1} / ${range.count}`;
    pdf.text(foot, PAGE.side, PAGE.height - 36, {
      width: PAGE.width - 2 * PAGE.side,
      align: 'center',
      lineBreak: false,
    });
    pdf.fillColor('#000');
  }
}

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function bytesOf(pdf: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
    pdf.end();
  });
}
