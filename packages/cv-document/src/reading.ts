// One reading of a CV entry: its words, their order and which of them are titles, as the public page, the PDFs and
// the editor's preview all print them. It reads an entry in its public shape (the published page's: `PublicArtist`),
// so the page reads its published entries with it and the documents read a draft's entries once turned into that shape
// (entries.ts). Gallery conventions: titles of exhibitions, works and books in italics (never quotes), an article's
// title in quotes with its publication in italics, press as 'Author, “Title”, Publication, year, pages' without a
// link's address or a type label.
import { COLLECTION_TYPE_LABELS, GRANT_TYPE_LABELS, readEntry, type PublicSection } from '@oeuvre/contract';

/** A run of a line in one style. `strong`: the entry's name (the page sets it in bold; the PDF in roman). */
export interface CvSpan {
  text: string;
  italic?: true;
  strong?: true;
  /** Where the words lead (a press entry's link): a link on the page and in the PDF, never printed. */
  href?: string;
}
/** A line of an entry: its runs in reading order. */
export type CvLine = CvSpan[];

/** An entry as a CV reads it: the year column, line 1 the entry itself, line 2 (when any) its details. */
export interface CvReading {
  year: string;
  lines: CvLine[];
}

/** A value as typed (text, a number, nothing), a run or a line. */
type Part = unknown;

export const clean = (text: unknown): string =>
  typeof text === 'string' || typeof text === 'number' ? String(text).replace(/\s+/g, ' ').trim() : '';

const spansOf = (part: Part): CvLine => {
  if (Array.isArray(part)) return (part as CvLine).filter((s) => s.text);
  if (part && typeof part === 'object' && 'text' in part) {
    const text = clean((part as CvSpan).text);
    return text ? [{ ...(part as CvSpan), text }] : [];
  }
  return clean(part) ? [{ text: clean(part) }] : [];
};

/** The present parts joined with `separator`. */
function joined(separator: string, parts: Part[]): CvLine {
  const line: CvLine = [];
  for (const part of parts.map(spansOf).filter((p) => p.length > 0)) {
    if (line.length) line.push({ text: separator });
    line.push(...part);
  }
  return merged(line);
}
/** "Venue, City": the present parts joined with ", ". */
const list = (...parts: Part[]) => joined(', ', parts);
/** The present parts as sentences: "3 months. $5,000. Studio and stipend." */
function sentences(...parts: Part[]): CvLine {
  const present = parts.map(spansOf).filter((p) => p.length > 0);
  return joined(
    ' ',
    present.map((p, i) => {
      const last = p.at(-1)!;
      return i < present.length - 1 && !/[.!?…:;]$/.test(last.text) ? [...p, { text: '.' }] : p;
    }),
  );
}

/** Neighbouring runs of one style as one run. */
function merged(line: CvLine): CvLine {
  const out: CvLine = [];
  for (const span of line) {
    const last = out.at(-1);
    if (last && last.italic === span.italic && last.strong === span.strong && last.href === span.href) {
      out[out.length - 1] = { ...last, text: last.text + span.text };
    } else out.push({ ...span });
  }
  return out;
}

/** A title of an exhibition, a work or a book: in italics. */
export const titled = (title: unknown): CvSpan => ({ text: clean(title), italic: true });
/** The entry's name (a degree, an award, a collection). */
const named = (name: unknown): CvSpan => ({ text: clean(name), strong: true });
/** An article's title as a bibliography quotes it. */
const quoted = (title: unknown): CvSpan | null => (clean(title) ? { text: `“${clean(title)}”` } : null);

/** A line's words. */
export const plainText = (line: CvLine) => line.map((s) => s.text).join('');

/** "12–14" -> "pp. 12–14", "7" -> "p. 7"; anything else as typed. */
export function pagesOf(pages: unknown): string {
  const p = clean(pages);
  if (!p) return '';
  if (/^\d+$/.test(p)) return `p. ${p}`;
  if (/^\d+\s*[-–—]\s*\d+$/.test(p)) return `pp. ${p.replace(/\s*[-–—]\s*/, '–')}`;
  return p;
}
/** The year column as typeset: "2012-2014" -> "2012–2014", "2016 - present" -> "2016–present". */
export const yearColumn = (text: unknown) =>
  clean(text).replace(/(\d)\s*[-–—]\s*(?=\d|present|current|ongoing|now|today)/giu, '$1–');

/** Books and catalogues are titled in italics; articles, reviews, interviews and web texts quoted. */
const BOOK_TYPES = new Set(['book', 'catalog']);

type Entry = Record<string, unknown>;
type Reader = (e: Entry) => [main: CvLine, details?: CvLine];

const exhibition: Reader = (e) => [list(titled(e.title), e.venue, e.city), sentences(e.notes)];

/** Two texts that read the same (case and spacing aside). */
const sameText = (a: unknown, b: unknown) => clean(a).toLowerCase() === clean(b).toLowerCase();

/** The older sections' readings, by their key on the published artist. */
const READERS: Partial<Record<string, Reader>> = {
  soloExhibitions: exhibition,
  groupExhibitions: exhibition,
  commissions: (c) => [list(titled(c.title), c.commissioner), sentences(c.description)],
  // A residency named by its host ('Villa Albertine') says the host once.
  residencies: (r) => [
    list(named(r.program), sameText(r.host, r.program) ? '' : r.host, r.location, r.duration),
    sentences(r.amount, r.notes),
  ],
  grants: (g) => [
    list(named(g.name), g.grantor, g.location),
    sentences(g.type === 'fellowship' ? GRANT_TYPE_LABELS.fellowship : '', g.duration, g.amount, g.notes),
  ],
  collections: (c) => [
    list(named(c.name), c.location),
    sentences(
      c.type && c.type !== 'public'
        ? `${COLLECTION_TYPE_LABELS[c.type as keyof typeof COLLECTION_TYPE_LABELS] ?? clean(c.type)} collection`
        : '',
      clean(c.workTitle) ? [{ text: 'Work: ' }, titled(c.workTitle)] : null,
      c.notes,
    ),
  ],
  // Author, “Title”, Publication, year, pages (a book: Author, Title, Publisher, year, pages); the link on the title.
  publications: (p) => {
    const book = BOOK_TYPES.has(clean(p.type));
    const href = clean(p.link) || undefined;
    const title = book ? titled(p.title) : quoted(p.title);
    const publication = book ? clean(p.publication) : { text: clean(p.publication), italic: true as const };
    return [
      list(p.author, title && href ? { ...title, href } : title, publication, p.year, pagesOf(p.pages)),
      sentences(p.notes),
    ];
  },
  education: (e) => [list(named(e.degree), e.institution), sentences(e.notes)],
  teaching: (t) => [list(named(t.role), t.institution)],
  affiliations: (a) => [list(named(a.name), a.type)],
};

/**
 * An entry of a CV section in its public shape, as every CV of Oeuvre reads it: the older sections in their
 * conventional style, the others from their definition (the name, its other values, then its notes as sentences).
 */
export function readCvEntry(section: PublicSection, entry: Entry): CvReading {
  const reader = READERS[section.key];
  const [main, details = []] = reader
    ? reader(entry)
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
