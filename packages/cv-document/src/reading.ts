// One reading of a CV entry: its words, their order and which of them are titles, as the public page, the PDFs and
// the editor's preview all print them. It reads an entry in its public shape (the published page's: `PublicArtist`),
// so the page reads its published entries with it and the documents read a draft's entries once turned into that shape
// (entries.ts). An older section reads in the conventional style its definition declares (`read`, written with the
// joins of cv-line.ts in @oeuvre/contract); the others from their fields.
import {
  clean,
  list,
  named,
  readEntry,
  sentences,
  spansOf,
  titled,
  type CvLine,
  type CvSpan,
  type PublicSection,
} from '@oeuvre/contract';

export type { CvLine, CvSpan };

/** An entry as a CV reads it: the year column, line 1 the entry itself, line 2 (when any) its details. */
export interface CvReading {
  year: string;
  lines: CvLine[];
}

type Entry = Record<string, unknown>;

/** A line's words. */
export const plainText = (line: CvLine) => line.map((s) => s.text).join('');

/** The year column as typeset: "2012-2014" -> "2012–2014", "2016 - present" -> "2016–present". */
export const yearColumn = (text: unknown) =>
  clean(text).replace(/(\d)\s*[-–—]\s*(?=\d|present|current|ongoing|now|today)/giu, '$1–');

/**
 * An entry of a CV section in its public shape, as every CV of Oeuvre reads it: the older sections in their
 * conventional style, the others from their definition (the name, its other values, then its notes as sentences).
 */
export function readCvEntry(section: PublicSection, entry: Entry): CvReading {
  const [main, details = []] = section.read
    ? section.read(entry)
    : section.definition
      ? (() => {
          const { name, rest, details: notes } = readEntry(section.definition!, entry);
          return [list(named(name), ...rest), sentences(notes)] satisfies [CvLine, CvLine];
        })()
      : [[]];
  return {
    year: section.yearField ? yearColumn(entry[section.yearField]) : '',
    lines: details.length ? [main, details] : [main],
  };
}

/** A work's caption as galleries print it: 'Title, year', then the medium, then the dimensions. */
export function workCaption(work: {
  title?: unknown;
  year?: unknown;
  medium?: unknown;
  dimensions?: unknown;
}): CvLine[] {
  return [
    list(titled(work.title), work.year),
    spansOf(clean(work.medium)),
    spansOf(clean(work.dimensions)),
  ].filter((line) => line.length > 0);
}

/**
 * The line under the name: 'Born 1984, Porto; lives and works in Lisbon, Portugal' (the city and country as the
 * profile gives them, so a reader abroad knows the country); either half alone when the other is unknown; null when
 * neither is.
 */
export function bornLine(profile: {
  birthYear?: unknown;
  birthPlace?: unknown;
  city?: unknown;
  country?: unknown;
}): string | null {
  const birth = [clean(profile.birthYear), clean(profile.birthPlace)].filter(Boolean).join(', ');
  const home = [clean(profile.city), clean(profile.country)].filter(Boolean).join(', ');
  const born = birth ? `Born ${birth}` : '';
  const lives = home ? `${born ? 'lives' : 'Lives'} and works in ${home}` : '';
  return [born, lives].filter(Boolean).join('; ') || null;
}
