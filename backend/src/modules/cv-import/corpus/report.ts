// Running the reader over the corpus and adding up its scores: overall, per format, per layout, per section, per file.
import { NO_PERSON } from '../reader/person.ts';
import type { ImportSection, ReadInput, ReadResult } from '../reader/types.ts';
import {
  addCounts,
  emptyCounts,
  scoreFile,
  scoresOf,
  type Counts,
  type FileScore,
  type Scores,
} from './evaluate.ts';
import { corpusFiles, type CorpusSelection } from './generate.ts';
import { FORMAT_OF, type Layout } from './model.ts';

export type ReadCv = (input: ReadInput) => Promise<ReadResult>;

export interface FileResult {
  filename: string;
  cv: string;
  layout: Layout;
  score: FileScore;
  /** Milliseconds the reader took. */
  ms: number;
  /** The reader's error, when it threw. */
  error?: string;
}

/** Reads every selected file of the corpus with `readCv` and scores it; a file the reader fails on scores zero. */
export async function readCorpus(readCv: ReadCv, selection: CorpusSelection = {}): Promise<FileResult[]> {
  const results: FileResult[] = [];
  for await (const file of corpusFiles(selection)) {
    const started = performance.now();
    let read: ReadResult | null = null;
    let error: string | undefined;
    try {
      read = await readCv({ bytes: file.bytes, filename: file.filename });
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    }
    const ms = performance.now() - started;
    const score = scoreFile(file.labels, file.person, read?.entries ?? [], read?.person ?? NO_PERSON);
    results.push({
      filename: file.filename,
      cv: file.cv,
      layout: file.layout,
      score,
      ms,
      ...(error ? { error } : {}),
    });
  }
  return results;
}

export interface Summary {
  overall: Counts;
  byFormat: Map<string, Counts>;
  byLayout: Map<string, Counts>;
  bySection: Map<ImportSection, Counts>;
  /** Exhibitions with venue and city in their own fields, over labelled exhibitions. */
  venueAndCity: number;
  /** Files whose artist's name was found. */
  nameFound: number;
  /** The lowest file F1, and its file. */
  worst: { filename: string; f1: number };
  files: number;
}

const add = <K>(map: Map<K, Counts>, key: K, c: Counts) =>
  map.set(key, addCounts(map.get(key) ?? emptyCounts(), c));

export function summarize(results: FileResult[]): Summary {
  const overall = emptyCounts();
  const byFormat = new Map<string, Counts>();
  const byLayout = new Map<string, Counts>();
  const bySection = new Map<ImportSection, Counts>();
  let exhibitions = 0;
  let venueAndCity = 0;
  let names = 0;
  let worst = { filename: '', f1: 1 };
  for (const r of results) {
    addCounts(overall, r.score.counts);
    add(byFormat, FORMAT_OF[r.layout], r.score.counts);
    add(byLayout, r.layout, r.score.counts);
    for (const [section, c] of Object.entries(r.score.bySection)) add(bySection, section as ImportSection, c);
    exhibitions += r.score.exhibitions.labels;
    venueAndCity += r.score.exhibitions.venueAndCity;
    if (r.score.nameFound) names++;
    const { f1 } = scoresOf(r.score.counts);
    if (f1 < worst.f1 || !worst.filename) worst = { filename: r.filename, f1 };
  }
  return {
    overall,
    byFormat,
    byLayout,
    bySection,
    venueAndCity: exhibitions === 0 ? 1 : venueAndCity / exhibitions,
    nameFound: results.length === 0 ? 1 : names / results.length,
    worst,
    files: results.length,
  };
}

const pct = (x: number) => x.toFixed(3);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? 0
    : s.length % 2
      ? s[(s.length - 1) / 2]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function table(title: string, rows: [string, Counts, string?][]): string {
  const head = `${title.padEnd(18)} ${'files/labels'.padStart(13)} ${'proposed'.padStart(9)} ${'precision'.padStart(10)} ${'recall'.padStart(7)} ${'F1'.padStart(6)}`;
  const lines = rows.map(([name, c, extra]) => {
    const s: Scores = scoresOf(c);
    return `${name.padEnd(18)} ${String(extra ?? c.labels).padStart(13)} ${String(c.predicted).padStart(9)} ${pct(s.precision).padStart(10)} ${pct(s.recall).padStart(7)} ${pct(s.f1).padStart(6)}`;
  });
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

/** The report `pnpm eval:import` prints. */
export function formatReport(results: FileResult[], options: { files?: boolean } = {}): string {
  const s = summarize(results);
  const filesOf = (pick: (r: FileResult) => string) => (key: string) => {
    const mine = results.filter((r) => pick(r) === key);
    return `${mine.length}/${mine.reduce((n, r) => n + r.score.counts.labels, 0)}`;
  };
  const ofFormat = filesOf((r) => FORMAT_OF[r.layout]);
  const ofLayout = filesOf((r) => r.layout);
  const out = [
    table('overall', [['all files', s.overall, `${s.files}/${s.overall.labels}`]]),
    '',
    table(
      'format',
      [...s.byFormat].map(([k, c]) => [k, c, ofFormat(k)]),
    ),
    '',
    table(
      'layout',
      [...s.byLayout].map(([k, c]) => [k, c, ofLayout(k)]),
    ),
    '',
    table(
      'section (labels)',
      [...s.bySection].map(([k, c]) => [k, c]),
    ),
    '',
    `lowest file F1:                     ${pct(s.worst.f1)} (${s.worst.filename})`,
    `files with F1 below 0.75:           ${results.filter((r) => scoresOf(r.score.counts).f1 < 0.75).length} of ${s.files}`,
    `exhibitions with venue and city:    ${pct(s.venueAndCity)}`,
    `files with the artist's name found: ${pct(s.nameFound)}`,
    `reader errors:                      ${results.filter((r) => r.error).length}`,
    '',
    'reading time per file, median (max) in ms:',
    ...[...s.byLayout.keys()].map((layout) => {
      const ms = results.filter((r) => r.layout === layout).map((r) => r.ms);
      return `  ${layout.padEnd(16)} ${median(ms).toFixed(0).padStart(6)} (${Math.max(...ms).toFixed(0)})`;
    }),
  ];
  if (options.files) {
    out.push('', 'per file:');
    for (const r of results) {
      const f = scoresOf(r.score.counts);
      out.push(
        `  ${r.filename.padEnd(30)} P ${pct(f.precision)} R ${pct(f.recall)} F1 ${pct(f.f1)} name ${r.score.nameFound ? 'yes' : 'no '}${r.error ? ` ERROR ${r.error}` : ''}`,
      );
    }
  }
  return out.join('\n');
}
