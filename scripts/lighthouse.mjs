// `pnpm audit:lighthouse`: Lighthouse 13 at its default mobile settings on /, /artists, an artist page and /about,
// served by the production build on the real server over a fresh database filled with the demo artists, each run in
// a fresh Chromium (a cold cache). Prints, per page, the median and the minimum of each score over the runs, every
// run's performance score, and the paint timings; exits non-zero below the bars. Options: --runs N (runs per page,
// default 5), --keep (keep the JSON reports), --artists N (instead of the demo artists, a directory of N artists
// imported through the CSV import, as an admin's upload would: published, no images). CHROMIUM_PATH overrides the
// browser (default /usr/bin/chromium).
/* global fetch */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfChanged, startDemoServer } from './lib/demo-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseCli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The bars, out of 100: the median of the runs per page, and (performance) the least any run may score. */
const BARS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const RUN_BARS = { performance: 92 };
const DEMO_ARTISTS = 40;

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Math.max(1, Number.parseInt(argValue('--runs', '5'), 10) || 5);
const keepReports = process.argv.includes('--keep');
const csvArtists = Math.max(0, Number.parseInt(argValue('--artists', '0'), 10) || 0);

const work = mkdtempSync(path.join(tmpdir(), 'oeuvre-lighthouse-'));
const dataDir = path.join(work, 'data');
const reportsDir = path.join(work, 'reports');
let demo;

function cleanUp() {
  if (demo && demo.server.exitCode === null) demo.server.kill('SIGTERM');
  rmSync(keepReports ? dataDir : work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/**
 * One Lighthouse run in a fresh Chromium; answers the parsed report. A run that fails to record its trace
 * (NO_NAVSTART and the like, seen on a busy machine) is tried again, up to three attempts.
 */
function lighthouse(url, name, attempt = 1) {
  const output = path.join(reportsDir, `${name}.json`);
  rmSync(output, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report =
    result.status === 0 && existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : undefined;
  if (report && !report.runtimeError) return report;
  if (attempt < 3) {
    console.log(`  (the run failed; trying again)`);
    return lighthouse(url, name, attempt + 1);
  }
  throw new Error(`Lighthouse failed on ${url} three times.`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The audits that cost points in a category, so a low score says why. */
function losses(report, category) {
  return report.categories[category].auditRefs
    .filter(
      (ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
    )
    .map(
      (ref) =>
        `${report.audits[ref.id].title} (${report.audits[ref.id].displayValue ?? Math.round(report.audits[ref.id].score * 100)})`,
    );
}

async function main() {
  if (!existsSync(chromium))
    throw new Error(
      `Chromium not found at ${chromium} (Debian: apt-get install chromium; or set CHROMIUM_PATH).`,
    );
  buildWebIfChanged();
  const loadBefore = loadavg()[0];
  mkdirSync(reportsDir, { recursive: true });
  demo = await startDemoServer(
    csvArtists ? { dataDir, artists: 0, csvArtists } : { dataDir, artists: DEMO_ARTISTS },
  );
  const { baseUrl } = demo;
  const [first] = await fetch(`${baseUrl}/api/artists?limit=1`).then((r) => r.json());
  if (!first?.slug) throw new Error('The demo data has no published artist.');
  // The pages a visit starts on: the landing page, the directory, an artist's page and a content page.
  const pages = { '/': '/', '/artists': '/artists', '/artists/{slug}': `/artists/${first.slug}`, '/about': '/about' };

  const results = [];
  for (const [label, pagePath] of Object.entries(pages)) {
    const reports = [];
    for (let i = 1; i <= runs; i++) {
      process.stdout.write(`Lighthouse ${label} run ${i}/${runs}…\n`);
      reports.push(lighthouse(`${baseUrl}${pagePath}`, `${label.replace(/\W+/g, '_')}-${i}`));
    }
    const runScores = (category) => reports.map((r) => Math.round(r.categories[category].score * 100));
    const scores = Object.fromEntries(Object.keys(BARS).map((category) => [category, median(runScores(category))]));
    const minima = Object.fromEntries(Object.keys(BARS).map((category) => [category, Math.min(...runScores(category))]));
    results.push({ label, path: pagePath, scores, minima, performanceRuns: runScores('performance'), reports });
  }
  await demo.stop();

  const version = results[0].reports[0].lighthouseVersion;
  console.log(
    `\nLighthouse ${version}, default mobile settings, a fresh Chromium (cold cache) per run, ${csvArtists ? `${csvArtists} CSV-imported artists` : `${DEMO_ARTISTS} demo artists`}; ${runs} run${runs > 1 ? 's' : ''} per page: median (minimum) of each score. Bars: median ${Object.entries(
      BARS,
    )
      .map(([c, b]) => `${c} ${c === 'accessibility' ? '=' : '>='} ${b}`)
      .join(', ')}; every run's performance >= ${RUN_BARS.performance}.\n`,
  );
  console.log(
    `${'page'.padEnd(18)}${Object.keys(BARS)
      .map((c) => c.padStart(16))
      .join('')}   performance of each run`,
  );
  let failed = false;
  for (const { label, scores, minima, performanceRuns, reports } of results) {
    const cells = Object.entries(scores).map(([category, score]) => {
      const low = minima[category] < (RUN_BARS[category] ?? 0);
      const below = score < BARS[category] || low;
      failed ||= below;
      return `${below ? '*' : ''}${score} (${minima[category]})`.padStart(16);
    });
    console.log(`${label.padEnd(18)}${cells.join('')}   ${performanceRuns.join(' ')}`);
    for (const [category, score] of Object.entries(scores)) {
      if (score < BARS[category] || minima[category] < (RUN_BARS[category] ?? 0)) {
        // The audits of a run that scored the median, so the reasons match the figure.
        const run =
          reports.find((r) => Math.round(r.categories[category].score * 100) === score) ?? reports[0];
        console.log(`  ${category}: ${losses(run, category).join('; ') || 'no single audit'}`);
      }
    }
  }
  const timings = results.map(({ label, reports }) => {
    const values = (id) => reports.map((r) => r.audits[id].numericValue);
    const metric = (id) => median(values(id));
    return `${label}: FCP ${(metric('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s (slowest ${(Math.max(...values('largest-contentful-paint')) / 1000).toFixed(1)} s), TBT ${Math.round(metric('total-blocking-time'))} ms (most ${Math.round(Math.max(...values('total-blocking-time')))} ms), CLS ${metric('cumulative-layout-shift').toFixed(3)}`;
  });
  console.log(`\nMedians of the runs:\n${timings.join('\n')}`);
  console.log(`\nLoad average ${loadBefore.toFixed(2)} before the runs, ${loadavg()[0].toFixed(2)} after (${cpus().length} cores).`);
  if (keepReports) console.log(`\nReports kept in ${reportsDir}`);
  console.log(failed ? '\nBelow the bar (marked *).' : '\nEvery page meets the bars.');
  return failed ? 1 : 0;
}

main()
  .then((code) => {
    cleanUp();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    cleanUp();
    process.exit(1);
  });
