// Lines of any format -> the reading: page furniture set aside, the person, sections and their entries, and every
// other line left for the artist.
import { SECTIONS } from '@oeuvre/contract';
import { readSections } from './entries.ts';
import { splitInlineHeadings } from './headings.ts';
import { clean, isPageNumber, type DocLine } from './lines.ts';
import { readPerson } from './person.ts';
import { segment } from './segment.ts';
import type { ImportSection, ReadEntry, ReadFormat, ReadResult } from './types.ts';

const PAGE_FOOTER = /\bpage\s+\d{1,3}(\s*(of|\/)\s*\d{1,3})?\s*$/i;

/** Page numbers and 'Name — CV — page N of M' lines, in any format. */
export function markPageFurniture(lines: DocLine[]): void {
  for (const line of lines) {
    if (line.ignore) continue;
    if (isPageNumber(line.text)) line.ignore = 'page number';
    else if (PAGE_FOOTER.test(line.text) && line.text.length < 120) line.ignore = 'page footer';
  }
}

/** The first lines (the letterhead) met again later in the document: set aside as repeated. */
function markRepeatedLetterhead(lines: DocLine[]): void {
  const head = lines.filter((l) => !l.ignore).slice(0, 3);
  const keys = new Set(head.map((l) => clean(l.text).toLowerCase()).filter((t) => t.length > 3));
  const seen = new Set<string>();
  for (const line of lines) {
    const key = clean(line.text).toLowerCase();
    if (line.ignore || !keys.has(key)) continue;
    if (seen.has(key)) line.ignore = 'repeated letterhead';
    seen.add(key);
  }
}

/** Exactly the section's add-route fields, in its order, as strings. */
export function shaped(section: ImportSection, fields: Record<string, string>): Record<string, string> {
  const names = Object.keys(SECTIONS[section].fields);
  return Object.fromEntries(names.map((n) => [n, (fields[n] ?? '').trim()]));
}

export interface AnalyseOptions {
  /**
   * Whether an entry without a year of its own takes the year above it (a year on its own line or in a left column
   * over several entries). Not when the document gives every entry its own year cell (Oeuvre's own CV).
   */
  inheritYears: boolean;
}

/** A year column that repeats a year on consecutive entries gives each entry its own: an empty cell means no year. */
export function yearPerEntry(lines: DocLine[]): boolean {
  let previous: string | undefined;
  for (const line of lines) {
    if (line.ignore || line.start === false) continue;
    if (line.year && line.year === previous) return true;
    previous = line.year;
  }
  return false;
}

export function analyse(
  lines: DocLine[],
  format: ReadFormat,
  options: AnalyseOptions = { inheritYears: true },
): ReadResult {
  markPageFurniture(lines);
  markRepeatedLetterhead(lines);
  const { preamble, sections, ignored } = segment(splitInlineHeadings(lines));
  const { person, used, socials } = readPerson(preamble);
  const entries: ReadEntry[] = socials.map((s) => ({
    section: 'socialMedia',
    fields: { platform: s.platform, username: s.username },
    source: s.line.text,
    ...(s.line.page ? { page: s.line.page } : {}),
  }));
  const unparsed: ReadResult['unparsed'] = [];
  const personIgnored: ReadResult['ignored'] = [];
  for (const line of preamble) {
    if (socials.some((s) => s.line === line)) continue;
    if (used.has(line)) personIgnored.push({ text: line.text, reason: 'artist details' });
    else if (/^(curriculum vitae|cv|résumé|resume)$/i.test(line.text))
      personIgnored.push({ text: line.text, reason: 'section heading' });
    else unparsed.push({ text: line.text, ...(line.page ? { page: line.page } : {}) });
  }
  const reading = readSections(sections, options);
  entries.push(...reading.entries);
  unparsed.push(...reading.unparsed.map((u) => ({ text: u.text, ...(u.page ? { page: u.page } : {}) })));
  return {
    format,
    person,
    entries: entries.map((e) => ({ ...e, fields: shaped(e.section, e.fields) })),
    unparsed,
    ignored: [...personIgnored, ...ignored.map(({ text, reason }) => ({ text, reason }))],
  };
}
