// Scoring the reader on the corpus. An entry counts (a true positive) when a proposed entry lands in its section (or,
// under a heading that combines two sections, in either), with its first year (when the label has one), and with its
// text: the section's main field (title, name or institution) normalized (lowercase, accents, punctuation and spaces
// collapsed) equal to the label's, or one containing the other with the shorter at least 60% of the longer's length.
// Each label matches at most one proposed entry: equal texts first, then containment.
import { SECTIONS, type SectionDefinition } from '@oeuvre/contract';
import type { ImportSection, ReadEntry, ReadPerson } from '../reader/types.ts';
import type { CorpusPerson, FileLabel } from './model.ts';

/** The field that names an entry, per section. */
export const MAIN_FIELD: Record<ImportSection, string> = {
  soloExhibitions: 'title',
  groupExhibitions: 'title',
  education: 'institution',
  awards: 'name',
  grants: 'name',
  collections: 'name',
  bibliography: 'title',
  commissions: 'title',
  teaching: 'institution',
  affiliations: 'name',
  socialMedia: 'username',
};
/** The field of a section's year, as its definition orders it ("years" for education, "duration" for affiliations). */
export function yearFieldOf(section: ImportSection): string {
  const order = (SECTIONS as Record<string, SectionDefinition>)[section]?.order;
  return order?.by === 'year' ? order.yearField : 'year';
}
const EXHIBITIONS = new Set<ImportSection>(['soloExhibitions', 'groupExhibitions']);

export function normalize(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first year an entry's year field names ('2013-14' -> '2013'), or ''. */
export function firstYear(text: string | null | undefined): string {
  return /(?<!\d)(1[89]\d{2}|20\d{2})(?!\d)/.exec(text ?? '')?.[1] ?? '';
}

const yearOf = (section: ImportSection, fields: Record<string, string | undefined>) =>
  firstYear(fields[yearFieldOf(section)]);

/** 'equal', 'contained' (the containment rule above) or null. */
export function textMatch(label: string, predicted: string): 'equal' | 'contained' | null {
  const a = normalize(label);
  const b = normalize(predicted);
  if (a === b) return 'equal';
  if (!a || !b) return null;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.includes(short) && short.length >= 0.6 * long.length ? 'contained' : null;
}

/** A city as labelled ('Portland, OR') matches the whole or its first part. */
const cityMatches = (label: string, predicted: string) => {
  const p = normalize(predicted);
  return p !== '' && (p === normalize(label) || p === normalize(label.split(',')[0]));
};

export interface Counts {
  labels: number;
  predicted: number;
  /** Labels matched (recall's numerator). */
  found: number;
  /** Proposed entries matched (precision's numerator; equals `found` overall, not per section when sections combine). */
  correct: number;
}
export const emptyCounts = (): Counts => ({ labels: 0, predicted: 0, found: 0, correct: 0 });
export function addCounts(into: Counts, c: Counts): Counts {
  into.labels += c.labels;
  into.predicted += c.predicted;
  into.found += c.found;
  into.correct += c.correct;
  return into;
}

export interface Scores {
  precision: number;
  recall: number;
  f1: number;
}
export function scoresOf(c: Counts): Scores {
  const precision = c.predicted === 0 ? (c.labels === 0 ? 1 : 0) : c.correct / c.predicted;
  const recall = c.labels === 0 ? 1 : c.found / c.labels;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export interface FileScore {
  counts: Counts;
  bySection: Partial<Record<ImportSection, Counts>>;
  /** Labelled exhibitions, and those found with venue and city each in its own field. */
  exhibitions: { labels: number; venueAndCity: number };
  nameFound: boolean;
  /** Labels not found, and proposed entries that match none: what to look at. */
  missed: FileLabel[];
  extra: ReadEntry[];
}

/** Scores one file's proposed entries and person against its labels. */
export function scoreFile(
  labels: FileLabel[],
  person: CorpusPerson,
  entries: ReadEntry[],
  read: ReadPerson,
): FileScore {
  const used = new Set<number>();
  const matchOf = new Map<FileLabel, number>();
  for (const pass of ['equal', 'contained'] as const) {
    for (const label of labels) {
      if (matchOf.has(label)) continue;
      const year = yearOf(label.section, label.fields);
      const text = label.fields[MAIN_FIELD[label.section]] ?? '';
      const index = entries.findIndex(
        (e, i) =>
          !used.has(i) &&
          label.accept.includes(e.section) &&
          (year === '' || yearOf(e.section, e.fields) === year) &&
          textMatch(text, e.fields[MAIN_FIELD[e.section]] ?? '') === pass,
      );
      if (index >= 0) {
        used.add(index);
        matchOf.set(label, index);
      }
    }
  }
  const bySection: Partial<Record<ImportSection, Counts>> = {};
  const section = (s: ImportSection) => (bySection[s] ??= emptyCounts());
  for (const label of labels) {
    section(label.section).labels++;
    if (matchOf.has(label)) section(label.section).found++;
  }
  entries.forEach((e, i) => {
    section(e.section).predicted++;
    if (used.has(i)) section(e.section).correct++;
  });
  const exhibitions = labels.filter((l) => EXHIBITIONS.has(l.section));
  const venueAndCity = exhibitions.filter((l) => {
    const i = matchOf.get(l);
    if (i === undefined) return false;
    const f = entries[i]!.fields;
    return normalize(f.venue) === normalize(l.fields.venue) && cityMatches(l.fields.city!, f.city ?? '');
  }).length;
  return {
    counts: { labels: labels.length, predicted: entries.length, found: matchOf.size, correct: used.size },
    bySection,
    exhibitions: { labels: exhibitions.length, venueAndCity },
    nameFound: normalize(read.fullName) === normalize(person.fullName),
    missed: labels.filter((l) => !matchOf.has(l)),
    extra: entries.filter((_, i) => !used.has(i)),
  };
}
