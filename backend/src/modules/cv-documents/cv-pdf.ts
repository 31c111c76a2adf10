// The CV as a PDF: the institutional artist CV as galleries print it (name; 'Born 1984, Porto; lives and works in
// Lisbon'; contact; then the sections in the CV's one order, the year in a left column, titles in italics). A section
// that runs onto the next page repeats its heading ('Collections (continued)'); a heading never ends a page alone.
import { DOCUMENT_CAPS, moreNote } from '@oeuvre/cv-document/caps';
import type { CvDocument, CvDocumentEntry, CvDocumentSection, CvLine } from '@oeuvre/cv-document';
import type { StyleKey } from './fonts.ts';
import {
  collect,
  drawFooters,
  finish,
  Flow,
  MARGIN,
  newDocument,
  Typesetter,
  type Block,
  type Sink,
  type Span,
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
  note: { style: 'serifItalic', size: 9, leading: 12.5, color: '#444444' },
} satisfies Record<string, TextStyle>;

/**
 * A line's runs in the PDF's faces: a title in italics, everything else (names too) in the line's face (the details
 * are in italics whole, a title in them too: a reader, and the CV import, take a whole italic line for notes).
 */
export function pdfSpans(line: CvLine, face: StyleKey = 'serif'): Span[] {
  const italic: StyleKey = face === 'sans' ? 'sans' : 'serifItalic';
  const roman = face;
  return line.map((span) => ({
    text: span.text,
    style: span.italic ? italic : roman,
    ...(span.href ? { href: span.href } : {}),
  }));
}

const YEAR_COLUMN = 78;
const SECTION_GAP = 15;
const ENTRY_GAP = 3.5;

/** An entry measured: its year cell and its text lines (line 1 the entry, then its details). */
function measureEntry(flow: Flow, entry: CvDocumentEntry): { year: Block; text: Block; height: number } {
  const width = flow.textWidth - YEAR_COLUMN;
  const year = flow.block(entry.year, TEXT.year, YEAR_COLUMN - 8);
  // The styled runs of each line (documents made before they existed have their lines as plain text).
  const lines = entry.spans ?? entry.lines.map((text) => [{ text }]);
  const blocks = lines.map((line, i) => {
    const style = i === 0 ? TEXT.line : TEXT.details;
    return flow.spansBlock(pdfSpans(line, style.style), style, width);
  });
  const text: Block = {
    lines: blocks.flatMap((b) => b.lines),
    height: blocks.reduce((h, b) => h + b.height, 0),
  };
  return { year, text, height: Math.max(year.height, text.height) + ENTRY_GAP };
}

/** The CV's last page: past it, what is left is a note ("… and N more entries"). */
type PageCap = { lastPage: number; noteHeight: number };

/**
 * False when the entry would cross the last page's foot (it is not drawn). An entry stays on one page when a page can
 * hold it (a longer one flows on); on a new page its section's heading comes first, marked '(continued)'.
 */
function drawEntry(flow: Flow, entry: CvDocumentEntry, cap: PageCap, heading: string): boolean {
  const { year, text, height } = measureEntry(flow, entry);
  if (flow.endPageOf({ lines: text.lines, height }, ENTRY_GAP + cap.noteHeight) > cap.lastPage) return false;
  if (height <= flow.bodyHeight && flow.y + height > flow.bottom && flow.y > MARGIN.top) {
    flow.newPage();
    drawHeading(flow, `${heading} (continued)`);
  }
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
  return true;
}

function drawNote(flow: Flow, count: number): void {
  flow.place(
    flow.block(moreNote(count, 'entries'), TEXT.note, flow.textWidth - YEAR_COLUMN),
    flow.left + YEAR_COLUMN,
  );
  flow.y += ENTRY_GAP;
}

/** The number of entries drawn (fewer than the section's when the last page is full). */
function drawSection(flow: Flow, section: CvDocumentSection, cap: PageCap): number {
  const heading = flow.block(section.heading, TEXT.heading, flow.textWidth);
  const first = section.entries[0];
  const firstHeight = first ? measureEntry(flow, first).height : 0;
  const headed = SECTION_GAP + heading.height + 4 + Math.min(firstHeight, flow.bodyHeight / 2);
  if (flow.endPageOf({ lines: [], height: headed }, cap.noteHeight) > cap.lastPage) return 0;
  // Never a heading alone at the foot of a page: it moves with its first entry.
  flow.keep(headed);
  if (flow.y > MARGIN.top) flow.y += SECTION_GAP;
  drawHeading(flow, section.heading);
  let drawn = 0;
  for (const entry of section.entries) {
    if (!drawEntry(flow, entry, cap, section.heading)) return drawn;
    drawn += 1;
  }
  // Past the section's entry cap: the note says how many are left out.
  if (section.more) drawNote(flow, section.more);
  return drawn;
}

/** A section's heading over a thin rule, where the flow is (the portfolio's statement is headed the same way). */
export function drawHeading(flow: Flow, text: string): void {
  flow.place(flow.block(text, TEXT.heading, flow.textWidth), flow.left);
  flow.set.doc
    .moveTo(flow.left, flow.y - 2)
    .lineTo(flow.left + flow.textWidth, flow.y - 2)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  flow.y += 4;
}

/**
 * The header: name, 'Born 1984, Porto; lives and works in Lisbon' (city and country when nothing else is known),
 * contact when chosen, then the statement when chosen.
 */
function drawHeader(flow: Flow, cv: CvDocument, withStatement: boolean): void {
  flow.keep(TEXT.name.leading * 2);
  flow.place(flow.block(cv.name, TEXT.name, flow.textWidth), flow.left);
  const place = cv.born ?? cv.location;
  if (place) flow.place(flow.block(place, TEXT.location, flow.textWidth), flow.left);
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

/**
 * Draws the CV from the current page on (the portfolio puts it after its works), on at most `DOCUMENT_CAPS.cvPages`
 * pages: what does not fit is a note of how many entries are left out. `underHeader` draws what goes between the
 * name's block and the sections (the portfolio's statement, under its heading).
 */
export function drawCv(
  flow: Flow,
  cv: CvDocument,
  options: { withStatement: boolean; underHeader?: (flow: Flow) => void },
): void {
  const cap: PageCap = {
    lastPage: flow.pages + DOCUMENT_CAPS.cvPages - 1,
    noteHeight: TEXT.details.leading * 2,
  };
  drawHeader(flow, cv, options.withStatement);
  options.underHeader?.(flow);
  for (const [i, section] of cv.sections.entries()) {
    const drawn = drawSection(flow, section, cap);
    if (drawn < section.entries.length) {
      const left = cv.sections.slice(i).reduce((n, s) => n + s.entries.length + (s.more ?? 0), -drawn);
      drawNote(flow, left);
      return;
    }
  }
}

/** The CV PDF: metadata Title '<name> — CV', Author '<name>'; footer '<name> — CV — page N of M'. */
export function renderCvPdf(cv: CvDocument, date?: Date): Promise<Buffer> {
  return collect((out) => writeCvPdf(cv, out, date));
}

/** The CV PDF, written to `out` as it is made. */
export async function writeCvPdf(cv: CvDocument, out: Sink, date?: Date): Promise<void> {
  const doc = newDocument(
    { title: `${cv.name} — CV`, author: cv.name, subject: 'Curriculum vitae', date },
    out,
  );
  const set = new Typesetter(doc);
  const flow = new Flow(set, cv.pageSize);
  flow.newPage();
  drawCv(flow, cv, { withStatement: true });
  drawFooters(set, flow, cv.name, 'CV');
  await finish(doc);
}
