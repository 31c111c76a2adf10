// The words of a CV entry as runs of one style each, and the joins every CV reading is written with (an older
// section's `read` in its definition; reading.ts in @oeuvre/cv-document for the rest). No schema here: the public page
// reads entries with it and loads no more than it needs.

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

/** How an older section reads one of its public entries: line 1 the entry itself, line 2 (when any) its details. */
export type CvLineReader<E = Record<string, unknown>> = (entry: E) => [main: CvLine, details?: CvLine];

/** A value as typed (text, a number, nothing), a run or a line. */
type Part = unknown;

export const clean = (text: unknown): string =>
  typeof text === 'string' || typeof text === 'number' ? String(text).replace(/\s+/g, ' ').trim() : '';

export const spansOf = (part: Part): CvLine => {
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
export const list = (...parts: Part[]) => joined(', ', parts);
/** The present parts as sentences: "3 months. $5,000. Studio and stipend." */
export function sentences(...parts: Part[]): CvLine {
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
export const named = (name: unknown): CvSpan => ({ text: clean(name), strong: true });
/** An article's title as a bibliography quotes it. */
export const quoted = (title: unknown): CvSpan | null =>
  clean(title) ? { text: `“${clean(title)}”` } : null;
/** Two texts that read the same (case and spacing aside). */
export const sameText = (a: unknown, b: unknown) => clean(a).toLowerCase() === clean(b).toLowerCase();

/** "12–14" -> "pp. 12–14", "7" -> "p. 7"; anything else as typed. */
export function pagesOf(pages: unknown): string {
  const p = clean(pages);
  if (!p) return '';
  if (/^\d+$/.test(p)) return `p. ${p}`;
  if (/^\d+\s*[-–—]\s*\d+$/.test(p)) return `pp. ${p.replace(/\s*[-–—]\s*/, '–')}`;
  return p;
}
