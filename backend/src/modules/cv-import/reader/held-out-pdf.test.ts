// The second held-out round: CVs as artists' PDFs are exported from Word, Google Docs, Pages or InDesign (tab stops and
// hanging indents, bullets and dashes between fields, justified text hyphenated at line ends, small-caps and
// letter-spaced headings, a sidebar, a gallery's letterhead and footer on every page, years at the right margin,
// 'CV (continued)' pages with year-range subsections, '03/2019' dates) and a Google Docs file with a table of year and
// entry. Drawn in the test (held-out/exports.ts) from held-out/pdf/*.lines, scored against held-out/pdf/*.labels with
// the corpus's rule; the floors are what the reader reaches. The artists are invented.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportDocxTable, exportPdf, type ExportOptions } from './held-out/exports.ts';
import { parseLabels, scoreRead, type HeldOutScore } from './held-out/labels.ts';
import { readCv } from './index.ts';

const dir = new URL('./held-out/pdf/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const linesOf = (name: string) =>
  read(`${name}.lines`)
    .split('\n')
    .filter((l) => l.trim());

const PDFS: [string, ExportOptions, number][] = [
  ['word-hanging', { style: 'word' }, 1],
  ['bullets', { style: 'bullets', sans: true }, 1],
  ['justified', { style: 'justified' }, 1],
  ['sidebar', { style: 'sidebar', sans: true }, 1],
  [
    'gallery',
    {
      style: 'gallery',
      head: ['GALERIE HALDENWANG', 'Rämistrasse 18, 8001 Zürich  ·  +41 44 251 00 00  ·  info@haldenwang.ch'],
      foot: 'Courtesy Galerie Haldenwang, Zürich',
      perPage: 9,
    },
    1,
  ],
  ['right-years', { style: 'right-years', sans: true }, 1],
  ['continued', { style: 'continued', head: ['Maeve Okafor-Lindqvist — CV (continued)'], perPage: 9 }, 1],
  ['slash-dates', { style: 'word', sans: true }, 1],
];
const DOCX: [string, number][] = [['docs-table', 1]];
const OVERALL = 1;

const scores = new Map<string, HeldOutScore>();
const score = async (name: string, bytes: Uint8Array, filename: string) => {
  const s = scoreRead(await readCv({ bytes, filename }), parseLabels(read(`${name}.labels`)));
  scores.set(name, s);
  if (process.env.HELD_OUT_DEBUG)
    console.log(
      name,
      s.f1.toFixed(3),
      JSON.stringify(
        {
          missed: s.score.missed.map((l) => l.fields),
          extra: s.score.extra.map((e) => [e.section, e.fields]),
        },
        null,
        1,
      ),
      s.result.unparsed.map((u) => u.text),
    );
  return s;
};

describe('held-out PDF exports', () => {
  it.each(PDFS)('%s reaches F1 >= its floor', async (name, options, floor) => {
    const s = await score(name, await exportPdf(linesOf(name), options), `${name}.pdf`);
    expect(s.f1).toBeGreaterThanOrEqual(floor);
  });

  it.each(DOCX)('%s (Google Docs table) reaches F1 >= %s', async (name, floor) => {
    const s = await score(name, await exportDocxTable(linesOf(name)), `${name}.docx`);
    expect(s.f1).toBeGreaterThanOrEqual(floor);
  });

  it(`reaches F1 >= ${OVERALL} over the whole set`, () => {
    let labels = 0;
    let predicted = 0;
    let found = 0;
    for (const s of scores.values()) {
      labels += s.score.counts.labels;
      predicted += s.score.counts.predicted;
      found += s.score.counts.found;
    }
    expect(scores.size).toBe(PDFS.length + DOCX.length);
    const p = found / predicted;
    const r = found / labels;
    const f1 = (2 * p * r) / (p + r);
    if (process.env.HELD_OUT_DEBUG) console.log('overall', f1.toFixed(3));
    expect(f1).toBeGreaterThanOrEqual(OVERALL);
  });
});
