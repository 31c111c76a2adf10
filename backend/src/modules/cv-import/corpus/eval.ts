// `pnpm eval:import`: reads every file of the labelled corpus with the CV reader and prints precision, recall and F1
// per format, layout and section, the exhibitions' venue and city, the artist's name, and reading times.
// `--files` adds a line per file; `--cv cv-07` or `--layout pdf-two-column` narrows the corpus; `--missed` lists what
// a narrowed run did not find.
import { readCv } from '../reader/index.ts';
import { formatReport, readCorpus } from './report.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlyCv = option('--cv');
const onlyLayout = option('--layout');

const started = performance.now();
const results = await readCorpus(readCv, {
  cvs: onlyCv ? (i) => `cv-${String(i + 1).padStart(2, '0')}` === onlyCv : undefined,
  layouts: onlyLayout ? (l) => l === onlyLayout : undefined,
});
console.log(formatReport(results, { files: args.includes('--files') }));
if (args.includes('--missed')) {
  for (const r of results) {
    console.log(`\n${r.filename}`);
    for (const m of r.score.missed) console.log(`  missed ${m.section}: ${JSON.stringify(m.fields)}`);
    for (const e of r.score.extra) console.log(`  extra  ${e.section}: ${JSON.stringify(e.fields)}`);
  }
}
console.log(
  `\n${results.length} files read and scored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
