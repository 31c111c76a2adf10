// The reader on the labelled corpus, with floors at the targets: a change that reads CVs worse fails here.
// A representative third of the corpus (every third CV, in all its formats and layouts) keeps the run short;
// `pnpm eval:import` reads the whole corpus.
import { describe, expect, it } from 'vitest';
import { readCv } from '../reader/index.ts';
import { scoresOf } from './evaluate.ts';
import { formatReport, readCorpus, summarize } from './report.ts';

const FLOORS = { overallF1: 0.9, fileF1: 0.75, venueAndCity: 0.9, nameFound: 0.9 };

describe('the CV reader on the labelled corpus', () => {
  it('finds the entries (F1 at least 0.9 overall and 0.75 per file), venue and city, and the artist’s name', async () => {
    const results = await readCorpus(readCv, { cvs: (i) => i % 3 === 0 });
    const summary = summarize(results);
    const report = formatReport(results, { files: true });
    expect(
      results.filter((r) => r.error).map((r) => `${r.filename}: ${r.error}`),
      report,
    ).toEqual([]);
    expect(scoresOf(summary.overall).f1, report).toBeGreaterThanOrEqual(FLOORS.overallF1);
    const below = results
      .map((r) => ({ file: r.filename, f1: Number(scoresOf(r.score.counts).f1.toFixed(3)) }))
      .filter((r) => r.f1 < FLOORS.fileF1);
    expect(below, report).toEqual([]);
    expect(summary.venueAndCity, report).toBeGreaterThanOrEqual(FLOORS.venueAndCity);
    expect(summary.nameFound, report).toBeGreaterThanOrEqual(FLOORS.nameFound);
  }, 180_000);
});
