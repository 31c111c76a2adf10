// Years as CVs write them: '2019', '2013-14', '2015 - present', '2013–2015', 'c. 1990', 'Spring 2019', '03/2019'.

const YEAR = String.raw`(?:1[89]\d{2}|20\d{2})`;
/** A month as a number before the year ('03/2019', '3.2019'). */
const NUMERIC_MONTH = String.raw`(?:(?:0?[1-9]|1[0-2])[/.](?=(?:1[89]|20)\d{2}(?!\d)))?`;
const END = String.raw`(?:${NUMERIC_MONTH}${YEAR}|\d{2}|present|now|current|ongoing|today|to date)`;
/** A year or a range of years. */
export const YEAR_RANGE = String.raw`(?:c\.\s*|ca\.\s*|since\s+)?${NUMERIC_MONTH}${YEAR}(?:\s*(?:[-–—/]|to|until)\s*${END})?`;

const YEAR_ONLY = new RegExp(
  String.raw`^(?:(?:spring|summer|fall|autumn|winter|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\.?\s+)?(${YEAR_RANGE})\s*[:.]?$`,
  'i',
);
const MONTH = String.raw`(?:spring|summer|fall|autumn|winter|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\.?`;
/** A leading date may name its month or season first ('Nov 2023', 'March–May 2019'); the year is what counts. */
const LEADING = new RegExp(
  String.raw`^(?:${MONTH}(?:\s*[-–]\s*${MONTH})?\s+)?(${YEAR_RANGE})(?:\s*[:.|–—-]\s*|\s*,\s*|\s+)(?=\S)(.*)$`,
  'i',
);
// 'May 2019', 'Mar–May 2019', 'Sep 2021 – Jan 2022' at the end.
const TRAILING = new RegExp(
  String.raw`(?:,|\(|\s)\s*((?:${MONTH}\s+${YEAR}\s*[-–—]\s*${MONTH}\s+${YEAR}|(?:${MONTH}(?:\s*[-–]\s*${MONTH})?\s+)?${YEAR_RANGE}))\)?\s*\.?$`,
  'i',
);

/** The year range when the text is only a year or a range ('2019', '2013-14:'), else null. */
export function yearOnly(text: string): string | null {
  return text.match(YEAR_ONLY)?.[1]?.trim() ?? null;
}

/** A year at the start of a line and the rest: '2019  Title, Venue' -> ['2019', 'Title, Venue']. */
export function leadingYear(text: string): { year: string; rest: string } | null {
  const m = text.match(LEADING);
  if (!m || !m[2]) return null;
  // '2019 2020 ...' or '1999 Broadway' (an address) are not a year and an entry.
  if (/^\d/.test(m[2]) && !/^\d+(st|nd|rd|th)\b/.test(m[2])) return null;
  return { year: m[1]!.trim(), rest: m[2].trim() };
}

/** A year at the end: 'Title, Venue, City (2019)' -> ['2019', 'Title, Venue, City']. */
export function trailingYear(text: string): { year: string; rest: string } | null {
  const m = text.match(TRAILING);
  if (!m || m.index === undefined) return null;
  const rest = text.slice(0, m.index).replace(/[\s,;.(–—-]+$/, '');
  return rest ? { year: m[1]!.trim(), rest } : null;
}

/** The first year of a range, as the year fields take it ('2013-14' -> '2013'); '' when there is none. */
export function firstYear(text: string): string {
  return text.match(new RegExp(YEAR))?.[0] ?? '';
}

/** A range as one text, ASCII hyphen, no spaces: '2013 – 2015' -> '2013-2015', '2015 - present' -> '2015-present'. */
export function rangeText(text: string): string {
  return text
    .trim()
    .replace(/\s*[–—]\s*|\s+-\s+|\s+to\s+|\s+until\s+/gi, '-')
    .replace(/[.:]$/, '');
}

/** Any year in the text. */
export function anyYear(text: string): string {
  return firstYear(text);
}
