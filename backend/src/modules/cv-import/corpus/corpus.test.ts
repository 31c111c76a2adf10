// The reader on the labelled corpus, with floors at the targets: a change that reads CVs worse fails here.
// A representative third of the corpus (every third CV, in all its formats and layouts) keeps the run short;
// `pnpm eval:import` reads the whole corpus.
import { beforeAll, describe, expect, it } from 'vitest';
import { readCv } from '../reader/index.ts';
import { scoresOf } from './evaluate.ts';
import { formatReport, readCorpus, summarize, type FileResult } from './report.ts';

const FLOORS = { overallF1: 0.9, fileF1: 0.75, venueAndCity: 0.9, nameFound: 0.9 };

describe('the CV reader on the labelled corpus', () => {
  let results: FileResult[] = [];
  let report = '';
  beforeAll(async () => {
    results = await readCorpus(readCv, { cvs: (i) => i % 3 === 0 });
    report = formatReport(results, { files: true });
  }, 180_000);

  it('reads every file', () => {
    expect(results.length).toBeGreaterThanOrEqual(70);
    expect(results.filter((r) => r.error).map((r) => `${r.filename}: ${r.error}`)).toEqual([]);
  });

  it('finds the entries: F1 at least 0.9 overall and 0.75 for every file', () => {
    expect(scoresOf(summarize(results).overall).f1, report).toBeGreaterThanOrEqual(FLOORS.overallF1);
    const below = results
      .map((r) => ({ file: r.filename, f1: Number(scoresOf(r.score.counts).f1.toFixed(3)) }))
      .filter((r) => r.f1 < FLOORS.fileF1);
    expect(below, report).toEqual([]);
  });

  it('puts venue and city in their own fields for 0.9 of exhibitions, finds the artist’s name in 0.9 of files', () => {
    const summary = summarize(results);
    expect(summary.venueAndCity, report).toBeGreaterThanOrEqual(FLOORS.venueAndCity);
    expect(summary.nameFound, report).toBeGreaterThanOrEqual(FLOORS.nameFound);
  });

  it('reads Oeuvre’s own CV PDF and JSON Resume back whole: every entry, nothing else', () => {
    const own = results.filter((r) => r.layout === 'pdf-oeuvre' || r.layout === 'json-oeuvre');
    expect(own.length).toBeGreaterThanOrEqual(6);
    const partial = own
      .filter((r) => r.score.missed.length > 0 || r.score.extra.length > 0)
      .map((r) => ({ file: r.filename, missed: r.score.missed, extra: r.score.extra.map((e) => e.fields) }));
    expect(partial).toEqual([]);
  });
});
