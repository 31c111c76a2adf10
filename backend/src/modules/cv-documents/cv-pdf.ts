// The CV as a PDF: the institutional artist CV (name, place, contact, then sections with the year in a left column).
import type { CvDocument, CvDocumentEntry, CvDocumentSection } from '@oeuvre/cv-document';
import {
  breathe,
  bytesOf,
  drawFooters,
  Flow,
  MARGIN,
  newDocument,
  Typesetter,
  type Block,
  type TextStyle,
} from './layout.ts';

const TEXT = {
  name: { style: 'serifBold', size: 21, leading: 27 },
  location: { style: 'serif', size: 10.5, leading: 15, color: '#333333' },
  contact: { style: 'serif', size: 9.5, leading: 13.5, color: '#333333' },
  statement: { style: 'serif', size: 10, leading: 14.5 },
  heading: { style: 'sansBold', size: 10.5, leading: 15 },
  year: { style: 'serif', size: 10, leading: 14 },
  line: { style: 'serif', size: 10, leading: 14 },
  details: { style: 'serifItalic', size: 9, leading: 12.5, color: '#444444' },
} satisfies Record<string, TextStyle>;

const YEAR_COLUMN = 78;
const SECTION_GAP = 15;
const ENTRY_GAP = 3.5;

/** An entry measured: its year cell and its text lines (line 1 the entry, then its details). */
function measureEntry(flow: Flow, entry: CvDocumentEntry): { year: Block; text: Block; height: number } {
  const width = flow.textWidth - YEAR_COLUMN;
  const year = flow.block(entry.year, TEXT.year, YEAR_COLUMN - 8);
  const blocks = entry.lines.map((line, i) => flow.block(line, i === 0 ? TEXT.line : TEXT.details, width));
  const text: Block = {
    lines: blocks.flatMap((b) => b.lines),
    height: blocks.reduce((h, b) => h + b.height, 0),
  };
  return { year, text, height: Math.max(year.height, text.height) + ENTRY_GAP };
}

function drawEntry(flow: Flow, entry: CvDocumentEntry): void {
  const { year, text, height } = measureEntry(flow, entry);
  // An entry stays on one page when a page can hold it; a longer one flows on.
  if (height <= flow.bodyHeight) flow.keep(height);
  const top = flow.y;
  const startPage = flow.pages;
  flow.place(text, flow.left + YEAR_COLUMN);
  const end = flow.y;
  if (flow.pages === startPage) {
    flow.y = top;
    flow.place(year, flow.left);
    flow.y = Math.max(end, flow.y);
  }
  flow.y += ENTRY_GAP;
}

function drawSection(flow: Flow, section: CvDocumentSection): void {
  const heading = flow.block(section.heading, TEXT.heading, flow.textWidth);
  const first = section.entries[0];
  const firstHeight = first ? measureEntry(flow, first).height : 0;
  // Never a heading alone at the foot of a page: it moves with its first entry.
  flow.keep(SECTION_GAP + heading.height + 4 + Math.min(firstHeight, flow.bodyHeight / 2));
  if (flow.y > MARGIN.top) flow.y += SECTION_GAP;
  flow.place(heading, flow.left);
  const doc = flow.set.doc;
  doc
    .moveTo(flow.left, flow.y - 2)
    .lineTo(flow.left + flow.textWidth, flow.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  flow.y += 4;
  for (const entry of section.entries) drawEntry(flow, entry);
}

/** The header: name, city and country, contact when chosen, then the statement when chosen. */
function drawHeader(flow: Flow, cv: CvDocument, withStatement: boolean): void {
  flow.keep(TEXT.name.leading * 2);
  flow.place(flow.block(cv.name, TEXT.name, flow.textWidth), flow.left);
  if (cv.location) flow.place(flow.block(cv.location, TEXT.location, flow.textWidth), flow.left);
  const contact = [cv.contact?.email, cv.contact?.website].filter(Boolean).join('   ·   ');
  if (contact) flow.place(flow.block(contact, TEXT.contact, flow.textWidth), flow.left);
  if (withStatement && cv.statement) {
    flow.y += 10;
    for (const paragraph of cv.statement.split(/\n\s*\n/)) {
      flow.place(
        flow.block(paragraph.replace(/\s+/g, ' ').trim(), TEXT.statement, flow.textWidth),
        flow.left,
      );
      flow.y += 5;
    }
  }
  flow.y += 4;
}

/** Draws the CV from the current page on (the portfolio puts it after its cover and statement). */
export async function drawCv(flow: Flow, cv: CvDocument, options: { withStatement: boolean }): Promise<void> {
  drawHeader(flow, cv, options.withStatement);
  for (const section of cv.sections) {
    drawSection(flow, section);
    await breathe();
  }
}

/** The CV PDF: metadata Title '<name> — CV', Author '<name>'; footer '<name> — CV — page N of M'. */
export async function renderCvPdf(cv: CvDocument, date?: Date): Promise<Buffer> {
  const doc = newDocument({ title: `${cv.name} — CV`, author: cv.name, subject: 'Curriculum vitae', date });
  const set = new Typesetter(doc);
  const flow = new Flow(set, cv.pageSize);
  flow.newPage();
  await drawCv(flow, cv, { withStatement: true });
  drawFooters(set, flow, cv.name, 'CV');
  return bytesOf(doc);
}
