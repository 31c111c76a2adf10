// The held-out PDF and Word CVs, drawn here (pdfkit with Noto fonts as word processors embed them; docx) from lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { pdfBytes } from '../test-files.ts';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(file));
const SERIF = {
  regular: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
  bold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  italic: '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
};

/** A line of a CV: '# ' a bold heading, '*Title*' runs in italics, '\t' the year column. */
type Line = string;

/**
 * A one-page-per-60-lines PDF: entries 14 pt apart, a heading set `headingGap` pt below the entry before it and 20 pt
 * above its first entry, a year column at 60 and the text at 130 where a line has a tab.
 */
export function cvPdf(lines: Line[], headingGap: number, headingSize = 11): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    doc.registerFont('r', font(SERIF.regular));
    doc.registerFont('b', font(SERIF.bold));
    doc.registerFont('i', font(SERIF.italic));
    doc.addPage({ size: 'A4' });
    let y = 60;
    for (const line of lines) {
      if (y > 780) {
        doc.addPage({ size: 'A4' });
        y = 60;
      }
      if (line.startsWith('# ')) {
        if (y > 60) y += headingGap - 14;
        doc.font('b').fontSize(headingSize).text(line.slice(2), 60, y, { lineBreak: false });
        y += 20;
        continue;
      }
      const [year, body] = line.includes('\t') ? line.split('\t') : ['', line];
      if (year) doc.font('r').fontSize(10).text(year, 60, y, { lineBreak: false });
      const runs = body!.split('*');
      doc.text('', year ? 130 : 60, y, { lineBreak: false, continued: true });
      runs.forEach((run, i) =>
        doc
          .font(i % 2 ? 'i' : 'r')
          .fontSize(10)
          .text(run, { lineBreak: false, continued: i < runs.length - 1 }),
      );
      y += 14;
    }
  });
}

/** A Word file: headings as bold capitals in a plain paragraph, a tab between the year and the entry. */
export async function cvDocx(lines: Line[]): Promise<Uint8Array> {
  const children = lines.map((line) => {
    if (line.startsWith('# '))
      return new Paragraph({ children: [new TextRun({ text: line.slice(2), bold: true })] });
    const runs = line.split('*').map((run, i) => new TextRun({ text: run, italics: i % 2 === 1 }));
    return new Paragraph({ children: runs });
  });
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
