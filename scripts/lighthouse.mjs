// `pnpm audit:lighthouse`: Lighthouse 13 (mobile) on /, /artists and an artist page, served by the production
// build on the real server over a fresh database filled with the demo artists. Prints the four scores per page
// and exits non-zero below the bars. Options: --runs N (median of N runs per page, default 3), --keep (keep the
// JSON reports). CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
/* global fetch */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@oeuvre/test-kit';

const root = path.resolve(import.meta.dirname, '..');
const backend = path.join(root, 'backend');
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
/** The bars of the web issue: performance and the rest, out of 100. */
const BARS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const DEMO_ARTISTS = 40;

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Math.max(1, Number.parseInt(argValue('--runs', '3'), 10) || 3);
const keepReports = process.argv.includes('--keep');

const work = mkdtempSync(path.join(tmpdir(), 'oeuvre-lighthouse-'));
const dataDir = path.join(work, 'data');
const reportsDir = path.join(work, 'reports');
let server;

function cleanUp() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  rmSync(keepReports ? dataDir : work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Newest modification time of the files under `dir` (0 when missing). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const info = statSync(dir);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(dir).reduce(
    (max, name) => (name === 'node_modules' ? max : Math.max(max, newest(path.join(dir, name)))),
    0,
  );
}

/** The web app is built again when a source it is made from changed after the last build. */
function buildIfNeeded() {
  const index = path.join(root, 'web', 'dist', 'index.html');
  const renderer = path.join(root, 'web', 'dist-server', 'render.js');
  const built = existsSync(index) && existsSync(renderer) ? statSync(index).mtimeMs : 0;
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'packages/contract/src',
    'packages/api-client/src',
    'packages/admin-ui/src',
  ];
  if (built > Math.max(...sources.map((s) => newest(path.join(root, s))))) {
    console.log('web/dist is up to date.');
    return;
  }
  console.log('Building the web app…');
  const result = spawnSync('pnpm', ['--filter', '@oeuvre/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed.');
}

function serverEnv(port) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_BUILTIN_SIGNIN: 'true',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
}

function seed(env) {
  console.log(`Seeding ${DEMO_ARTISTS} demo artists into a fresh database…`);
  // The embedded database makes its own folder but not the data folder around it.
  mkdirSync(dataDir, { recursive: true });
  const result = spawnSync(process.execPath, ['src/db/seed.ts', String(DEMO_ARTISTS)], {
    cwd: backend,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Seeding the demo artists failed.');
}

async function startServer(env, baseUrl) {
  server = spawn(process.execPath, ['src/main.ts'], {
    cwd: backend,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/health within 2 minutes.');
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
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
  buildIfNeeded();
  mkdirSync(reportsDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv(port);
  seed(env);
  await startServer(env, baseUrl);
  const [first] = await fetch(`${baseUrl}/api/artists?limit=1`).then((r) => r.json());
  if (!first?.slug) throw new Error('The demo data has no published artist.');
  const pages = { '/': '/', '/artists': '/artists', '/artists/{slug}': `/artists/${first.slug}` };

  const results = [];
  for (const [label, pagePath] of Object.entries(pages)) {
    const reports = [];
    for (let i = 1; i <= runs; i++) {
      process.stdout.write(`Lighthouse ${label} run ${i}/${runs}…\n`);
      reports.push(lighthouse(`${baseUrl}${pagePath}`, `${label.replace(/\W+/g, '_')}-${i}`));
    }
    const scores = Object.fromEntries(
      Object.keys(BARS).map((category) => [
        category,
        median(reports.map((r) => Math.round(r.categories[category].score * 100))),
      ]),
    );
    results.push({ label, path: pagePath, scores, reports });
  }
  await stopServer();

  const version = results[0].reports[0].lighthouseVersion;
  console.log(
    `\nLighthouse ${version}, mobile, median of ${runs} run${runs > 1 ? 's' : ''} per page (bars: ${Object.entries(
      BARS,
    )
      .map(([c, b]) => `${c} ${c === 'accessibility' ? '=' : '>='} ${b}`)
      .join(', ')})\n`,
  );
  console.log(
    `${'page'.padEnd(18)}${Object.keys(BARS)
      .map((c) => c.padStart(16))
      .join('')}`,
  );
  let failed = false;
  for (const { label, scores, reports } of results) {
    const cells = Object.entries(scores).map(([category, score]) => {
      const below = score < BARS[category];
      failed ||= below;
      return `${below ? '*' : ''}${score}`.padStart(16);
    });
    console.log(`${label.padEnd(18)}${cells.join('')}`);
    for (const [category, score] of Object.entries(scores)) {
      if (score < BARS[category]) {
        // The audits of a run that scored the median, so the reasons match the figure.
        const run =
          reports.find((r) => Math.round(r.categories[category].score * 100) === score) ?? reports[0];
        console.log(`  ${category}: ${losses(run, category).join('; ') || 'no single audit'}`);
      }
    }
  }
  const timings = results.map(({ label, reports }) => {
    const metric = (id) => median(reports.map((r) => r.audits[id].numericValue));
    return `${label}: FCP ${(metric('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}`;
  });
  console.log(`\n${timings.join('\n')}`);
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
