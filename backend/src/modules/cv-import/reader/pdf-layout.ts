// A PDF page's text items -> lines in reading order: columns read in turn, a year in a left column kept as the
// line's year, and whether each line starts an entry or continues one (a wrapped line, the entry's details).
import { knownHeading } from './headings.ts';
import { clean, type DocLine } from './lines.ts';
import { leadingYear, yearOnly } from './years.ts';

export interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  italic: boolean;
}

export interface PdfLine extends DocLine {
  x: number;
  right: number;
  y: number;
  column: number;
  pageHeight: number;
}

/** A gutter between two columns: an x no item crosses, with text on both sides (spanning lines above or below). */
function gutterOf(items: Item[], pageWidth: number): number | null {
  const body = items.filter((i) => i.str.trim());
  if (body.length < 12) return null;
  let best: { x: number; crossing: number } | null = null;
  for (let x = pageWidth * 0.28; x <= pageWidth * 0.72; x += 2) {
    const crossing = body.filter((i) => i.x < x - 1 && i.x + i.width > x + 1);
    const left = body.filter((i) => i.x + i.width <= x + 1);
    const right = body.filter((i) => i.x >= x - 1);
    const least = Math.max(2, body.length * 0.05);
    if (left.length < least || right.length < least) continue;
    // Years set at the right of each line are the entries' year column, not a second column of text.
    if (right.filter((i) => yearOnly(i.str.trim())).length >= right.length * 0.5) continue;
    // Text on the left must be more than a column of years.
    if (left.filter((i) => !yearOnly(i.str.trim())).length < left.length * 0.5) continue;
    const lefts = new Set(right.map((i) => Math.round(i.x)));
    if (lefts.size > right.length * 0.8) continue; // a ragged right side is not a column
    const columnTop = Math.max(...[...left, ...right].map((i) => i.y));
    const columnBottom = Math.min(...[...left, ...right].map((i) => i.y));
    // Lines across the gutter are allowed only above or below both columns (a letterhead, a footer).
    const inside = crossing.filter((i) => i.y < columnTop + 1 && i.y > columnBottom - 1);
    if (inside.length > 0) continue;
    if (!best || crossing.length < best.crossing) best = { x, crossing: crossing.length };
  }
  return best ? best.x : null;
}

/** Items on one baseline, left to right, joined into a line (a year cell split off). */
function lineOf(items: Item[], column: number, pageHeight: number): PdfLine | null {
  items.sort((a, b) => a.x - b.x);
  let text = '';
  let end = -Infinity;
  let spaced = false;
  const runs: { text: string; italic: boolean; bold: boolean; x: number }[] = [];
  for (const item of items) {
    // Spaces are measured as gaps between the words: a wide one is a column's edge (a tab).
    if (!item.str.trim()) {
      spaced = true;
      continue;
    }
    const gap = item.x - end;
    if (text && !/\s$/.test(text) && !/^\s/.test(item.str)) {
      if (gap > item.size * 1.5) text += '\t';
      else if (spaced || gap > item.size * 0.15) text += ' ';
    }
    spaced = false;
    runs.push({ text: item.str, italic: item.italic, bold: item.bold, x: item.x });
    if (text.endsWith(' ') || text.endsWith('\t')) runs.at(-1)!.text = ` ${item.str}`;
    text += item.str;
    end = Math.max(end, item.x + item.width);
  }
  const visible = items.filter((i) => i.str.trim());
  if (!visible.length) return null;
  let year: string | undefined;
  let x = visible[0]!.x;
  let body = text;
  // A year at the left with a wide gap before the entry's text: the year column.
  const tab = text.indexOf('\t');
  if (tab > 0) {
    const head = yearOnly(text.slice(0, tab).trim()) ?? openYear(text.slice(0, tab).trim());
    if (head) {
      year = head;
      body = text.slice(tab + 1);
      const rest = visible.find((i) => i.x > visible[0]!.x + 1 && !yearOnly(i.str.trim()));
      if (rest) x = rest.x;
    }
  }
  const italic: string[] = [];
  let current = '';
  for (const r of runs) {
    if (r.italic) current += r.text;
    else if (current.trim() && !r.text.trim()) current += r.text;
    else {
      if (clean(current)) italic.push(clean(current));
      current = '';
    }
  }
  if (clean(current)) italic.push(clean(current));
  const textRuns = visible.filter((i) => !(year && yearOnly(i.str.trim()) && i.x < x));
  return {
    text: clean(body.replace(/\t/g, '  ')),
    year,
    x,
    right: end,
    y: visible[0]!.y,
    column,
    pageHeight,
    size: Math.max(...textRuns.map((i) => i.size), 0) || visible[0]!.size,
    bold: textRuns.length > 0 && textRuns.every((i) => i.bold) ? true : undefined,
    allItalic: textRuns.length > 0 && textRuns.every((i) => i.italic) ? true : undefined,
    italic: italic.length ? italic : undefined,
  };
}

/** '2015 -': a range whose end is on the next line of the year column. */
const openYear = (text: string) => (/^(1[89]|20)\d{2}\s*[-–—]$/.test(text) ? text : null);

/** A year cell wrapped onto a line of its own ('2015 -' / 'present') joins the year above. */
function mergeYearTails(lines: PdfLine[]): PdfLine[] {
  const out: PdfLine[] = [];
  for (const line of lines) {
    const above = [...out].reverse().find((l) => l.year);
    if (
      above?.year &&
      /[-–—]$/.test(above.year) &&
      /^(present|now|current|ongoing|today|(1[89]|20)?\d{2})$/i.test(line.text) &&
      line.x < above.x
    ) {
      above.year = `${above.year} ${line.text}`;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** Items grouped into lines by baseline, top to bottom. */
function linesOf(items: Item[], column: number, pageHeight: number): PdfLine[] {
  const sorted = items.filter((i) => i.str.length > 0).sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: Item[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const y = group?.find((i) => i.str.trim())?.y ?? group?.[0]?.y;
    // Two words at the same x are on two lines, however close their baselines (a wrapped year cell).
    const overlaps = (o: Item) =>
      o.str.trim() && item.str.trim() && o.x < item.x + item.width - 1 && item.x < o.x + o.width - 1;
    if (
      group &&
      y !== undefined &&
      Math.abs(y - item.y) <= Math.max(2, item.size * 0.4) &&
      !group.some(overlaps)
    )
      group.push(item);
    else groups.push([item]);
  }
  const lines = groups.flatMap((g) => lineOf(g, column, pageHeight) ?? []);
  lines.sort((a, b) => b.y - a.y || a.x - b.x);
  return mergeYearTails(lines);
}

/** The page's lines in reading order: spanning lines above, each column in turn, spanning lines below. */
export function pageLines(items: Item[], pageWidth: number, pageHeight: number): PdfLine[] {
  const gutter = gutterOf(items, pageWidth);
  if (gutter === null) return linesOf(items, 0, pageHeight);
  const left = items.filter((i) => i.x + i.width <= gutter + 1);
  const right = items.filter((i) => i.x >= gutter - 1);
  const spanning = items.filter((i) => !left.includes(i) && !right.includes(i));
  const top = Math.max(...[...left, ...right].map((i) => i.y));
  return [
    ...linesOf(
      spanning.filter((i) => i.y >= top),
      -1,
      pageHeight,
    ),
    ...linesOf(left, 0, pageHeight),
    ...linesOf(right, 1, pageHeight),
    ...linesOf(
      spanning.filter((i) => i.y < top),
      -1,
      pageHeight,
    ),
  ];
}

/** A line that cannot end an entry: a comma, a dash, a joining word at its end. */
const OPEN_END = /[,:;&–—-]$|\b(and|of|the|in|at|for|with|by|on|to|de|la|le|du|des|der|und|van|von)$/i;
const YEAR_END = /(?:,|\(|\s)\s*(?:19|20)\d{2}(?:\s*[-–]\s*(?:\d{2,4}|present))?\)?\.?$/;

/** A quote or bracket opened and not closed: the entry goes on. */
const unclosed = (text: string) =>
  (text.match(/“/g)?.length ?? 0) > (text.match(/”/g)?.length ?? 0) ||
  (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/**
 * Whether each line starts an entry, from the geometry: a year cell starts one; a line indented past the line above
 * (a hanging indent), or under a line that reached the column's right edge, or in smaller or italic type under an
 * entry's first line, continues it.
 */
export function markStarts(lines: PdfLine[]): void {
  // The right edge of each column of each page: where its longest line ends.
  const rightEdge = new Map<string, number>();
  const at = (l: PdfLine) => `${l.page}:${l.column}`;
  for (const l of lines) rightEdge.set(at(l), Math.max(rightEdge.get(at(l)) ?? 0, l.right));
  let prev: PdfLine | null = null;
  let first: PdfLine | null = null;
  for (const line of lines) {
    const samePlace =
      prev &&
      prev.page === line.page &&
      prev.column === line.column &&
      prev.y - line.y < (prev.size ?? 10) * 2.6;
    if (line.year || !prev || !samePlace) {
      // A new page may continue the entry above; a gap on the same page starts a new one.
      line.start = line.year || !prev || prev.page === line.page ? true : undefined;
      first = line;
      prev = line;
      continue;
    }
    const size = line.size ?? 10;
    // Wrapped: the line's first word would not have fitted at the end of the line above.
    const charWidth = (line.right - line.x) / Math.max(1, line.text.length);
    const firstWord = line.text.split(' ')[0] ?? '';
    const wrapped = prev.right + charWidth * (firstWord.length + 1) > (rightEdge.get(at(line)) ?? 0) - 1;
    const smaller = first?.size !== undefined && line.size !== undefined && line.size < first.size - 0.4;
    // An entry's details: a whole line in italics under a first line that was not (smaller type, as a rule).
    const detail = line.allItalic && !first?.allItalic && (smaller || !first?.bold);
    // Under a bold line (a heading, a name) a plain line starts something new; a bold line is never a detail.
    if (first?.bold && !line.bold) line.start = true;
    else if (line.bold) line.start = prev.bold ? undefined : true;
    else if (line.x > prev.x + size * 0.8) line.start = false;
    else if (line.x < prev.x - size * 0.8) line.start = undefined;
    else if (
      detail ||
      OPEN_END.test(prev.text) ||
      unclosed(prev.text) ||
      /^[,;:)\]]|^\p{Ll}/u.test(line.text)
    )
      line.start = false;
    // A line ending in a year ('..., Dublin, 2017') ended its entry, however close to the edge it came.
    else if (wrapped && !YEAR_END.test(prev.text)) {
      line.start = false;
      line.wrapGuess = true;
    }
    // Entries that begin with their year ('2013 “Kairos”. Museum.'): a line at the margin without one goes on,
    // unless a blank line comes before it or it names a section (a heading set like the entries).
    else if (
      first &&
      !first.year &&
      leadingYear(first.text) &&
      !leadingYear(line.text) &&
      !yearOnly(line.text) &&
      Math.abs(line.x - first.x) < 1 &&
      prev.y - line.y < size * 1.7 &&
      !knownHeading(line.text)
    ) {
      line.start = false;
      line.wrapGuess = true;
    } else line.start = true;
    if (line.start !== false) first = line;
    prev = line;
  }
}
