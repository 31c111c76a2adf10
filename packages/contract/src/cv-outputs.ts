// The joins the older sections' places in JSON Resume and the schema.org data are written with (their `resume` and
// `schemaOrg`, declared with their public shape).
import { clean } from './cv-line.ts';
import { isHttpUrl } from './schemas/fields.ts';

/** The lists of JSON Resume the sections write into (exhibitions, commissions, residencies, collections: projects). */
export type ResumeList = 'education' | 'awards' | 'publications' | 'projects' | 'work' | 'volunteer';

/** The properties of the schema.org Person the sections write into. */
export type PersonProperty = 'performerIn' | 'subjectOf';

/** The present parts as sentences: "Oslo. 3 months. Studio and stipend". */
export const joinedSentences = (...parts: unknown[]) => parts.map(clean).filter(Boolean).join('. ');

/** An address that is an http(s) link, else ''. */
export const httpUrlOrEmpty = (value: string | null | undefined) =>
  value && isHttpUrl(value.trim()) ? value.trim() : '';

/** ISO 8601 years of a year as typed: "2015-2017" -> 2015 and 2017, "c. 1990" -> 1990, "2016-present" -> 2016. */
export function datesOf(text: string | null | undefined): { start: string; end: string } {
  const years = [...clean(text).matchAll(/\b([12]\d{3})\b/g)].map((m) => m[1]!);
  const start = years[0] ?? '';
  const end = years.length > 1 ? years.at(-1)! : '';
  return { start, end };
}
