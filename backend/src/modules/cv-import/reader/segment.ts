// Lines -> the person's lines (before the first section), sections under their headings, and in each section its
// entries (blocks of lines with the year that applies to them).
import { headingOf, isCaps, knownHeading, type HeadingKind } from './headings.ts';
import type { DocLine } from './lines.ts';
import type { IgnoredReason } from './types.ts';
import { leadingYear, yearOnly } from './years.ts';

/** One entry's lines: the year it falls under, its text (year taken off), and every line it was read from. */
export interface Block {
  year: string;
  /** The entry's text lines without the year, each with its line. */
  texts: { text: string; line: DocLine }[];
  /** The document lines it was read from (a year line above it included). */
  lines: DocLine[];
}

export interface Section {
  kind: HeadingKind;
  heading: DocLine | null;
  lines: DocLine[];
}

export interface Segmented {
  /** Lines before the first heading, and under contact headings: the person. */
  preamble: DocLine[];
  sections: Section[];
  ignored: { text: string; reason: IgnoredReason; page?: number }[];
}

/** A bullet before an entry ('• 2019 Title', '– 2019 Title', '▪ Title'). */
const BULLET = /^[•·▪◦‣●■○►–—]\s+(?=\S)/;

/** A line with a bullet starts an entry, read without its bullet. */
const unbulleted = (line: DocLine): DocLine =>
  BULLET.test(line.text)
    ? { ...line, text: line.text.replace(BULLET, ''), start: line.start === false ? false : true }
    : line;

export function segment(written: DocLine[]): Segmented {
  const lines = written.map(unbulleted);
  const preamble: DocLine[] = [];
  const sections: Section[] = [];
  const ignored: Segmented['ignored'] = [];
  let current: Section | null = null;
  // When the document sets its headings apart (bold, capitals, markup), a plain line is not one.
  const styled = (l: DocLine) => Boolean(l.heading || l.bold || isCaps(l.text));
  const known = lines.filter((l) => !l.ignore && l.start !== false && knownHeading(l.text));
  const requireStyle = known.filter(styled).length >= 2;
  lines.forEach((line, i) => {
    if (line.ignore) {
      ignored.push({ text: line.text, reason: line.ignore, page: line.page });
      return;
    }
    let kind = line.start === false || (requireStyle && !styled(line)) ? null : headingOf(line);
    // Under 'Exhibitions', 'Solo shows' / 'Group' are sub-headings however they are set.
    if (
      !kind &&
      (current?.kind === 'exhibitions' ||
        current?.kind === 'soloExhibitions' ||
        current?.kind === 'groupExhibitions')
    ) {
      const sub = /^(solo|group|two[- ]person)\s*:?$/i.test(line.text.trim())
        ? line.text.trim().toLowerCase().startsWith('solo')
          ? 'soloExhibitions'
          : 'groupExhibitions'
        : knownHeading(line.text);
      if ((sub === 'soloExhibitions' || sub === 'groupExhibitions') && line.text.split(/\s+/).length <= 4)
        kind = sub;
    }
    // Plain text: a short title-case line after a blank line, with its entries straight under it, is a heading.
    if (
      !kind &&
      !requireStyle &&
      line.gapBefore &&
      lines[i + 1] &&
      !lines[i + 1]!.gapBefore &&
      plainHeading(line.text)
    )
      kind = 'unknown';
    // Before any known heading, a bold or capitalised line is the name or letterhead, not a section.
    if (kind && !(kind === 'unknown' && sections.length === 0 && current === null)) {
      ignored.push({ text: line.text, reason: 'section heading', page: line.page });
      current = kind === 'person' ? null : { kind, heading: line, lines: [] };
      if (current) sections.push(current);
      return;
    }
    if (current) current.lines.push(line);
    else preamble.push(line);
  });
  return { preamble, sections, ignored };
}

/** 'Curatorial Projects', 'Screenings:': a few capitalised words, no digits, no sentence. */
const plainHeading = (text: string) =>
  text.length <= 40 &&
  !/\d|[,;.!?@/]|https?:/.test(text) &&
  /^(\p{Lu}[\p{L}'’-]*|and|of|the|&|in|for)(\s+(\p{Lu}[\p{L}'’-]*|and|of|the|&|in|for|\p{Ll}+))*:?$/u.test(
    text,
  ) &&
  text.split(/\s+/).length <= 4;

/** More '(' than ')' in the text. */
const unclosed = (text: string): boolean =>
  (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;

/** A line that says it has no one year ('…, various years', '…, n.d.'): it takes no year from the lines above. */
const UNDATED = /[,;(–—-]?\s*\b(various years|various dates|undated|n\.\s?d\.)\)?\s*$/i;

/**
 * 'n.d.' where the year goes ('n.d.  Studio Visits, …' in the year column, or on a line of its own above entries):
 * an entry of no year, not a line that continues the dated entry above.
 */
const UNDATED_LEAD = /^n\.\s?d\.(?:\s*[:|–—-])?(?:\s+(?=\S)|$)/i;

const CONTINUES = /[,;:&–—-]$|\b(and|of|the|at|in|for|with|by|curated)$/i;

/** A section's lines as entries. */
export function blocksOf(
  lines: DocLine[],
  options: { inheritYears: boolean } = { inheritYears: true },
): Block[] {
  const yearLines = lines.filter((l) => !l.year && yearOnly(l.text));
  const open = lines.filter((l) => l.start === undefined && !yearLines.includes(l));
  const yearLed = open.filter((l) => l.year || leadingYear(l.text)).length;
  // Most lines start with a year (and no year stands alone): a line without one continues the entry above.
  const byYear = yearLines.length === 0 && open.length >= 2 && yearLed / open.length >= 0.6;
  const blocks: Block[] = [];
  let contextYear = '';
  let pending: DocLine[] = [];
  let block: Block | null = null;
  for (const line of lines) {
    const only = line.year ? null : yearOnly(line.text);
    // A year wrapped onto a line of its own ('..., Los Angeles,' / '2019') ends the entry above.
    if (only && block && (line.start === false || CONTINUES.test(block.texts.at(-1)?.text ?? ''))) {
      block.texts.push({ text: line.text, line });
      block.lines.push(line);
      block.year ||= only;
      continue;
    }
    if (only) {
      contextYear = only;
      pending.push(line);
      block = null;
      continue;
    }
    const undated = line.year ? null : UNDATED.exec(line.text);
    if (undated && undated.index > 0) {
      // The marker is said by the empty year, not kept as a field ('various years' is no presenter).
      blocks.push({
        year: '',
        texts: [{ text: line.text.slice(0, undated.index).trim(), line }],
        lines: [...pending, line],
      });
      pending = [];
      block = null;
      continue;
    }
    const noYear = line.year ? null : UNDATED_LEAD.exec(line.text);
    if (noYear && noYear[0].length === line.text.length) {
      // 'n.d.' alone, as a year line: the entries under it have no year.
      contextYear = '';
      pending.push(line);
      block = null;
      continue;
    }
    const led = line.year
      ? { year: line.year, rest: line.text }
      : (leadingYear(line.text) ?? (noYear ? { year: '', rest: line.text.slice(noYear[0].length) } : null));
    let starts: boolean;
    if (!block || led) starts = true;
    // A bracket left open at the end of the line above ('... (now Kunstinstituut' / 'Melly), Rotterdam') goes on.
    else if (unclosed(block.texts.at(-1)?.text ?? '')) starts = false;
    else if (line.start !== undefined) starts = line.start;
    else if (/^[a-z(]/.test(line.text) || CONTINUES.test(block.texts.at(-1)?.text ?? '')) starts = false;
    else starts = !byYear;
    if (led) contextYear = options.inheritYears || !line.year ? led.year : '';
    if (starts) {
      block = {
        year: led?.year ?? contextYear,
        texts: [{ text: led ? led.rest : line.text, line }],
        lines: [...pending, line],
      };
      pending = [];
      blocks.push(block);
    } else {
      block!.texts.push({ text: line.text, line });
      block!.lines.push(line);
    }
  }
  // A year with no entry under it: a block of its own, left for the artist.
  if (pending.length) blocks.push({ year: contextYear, texts: [], lines: pending });
  return blocks;
}
