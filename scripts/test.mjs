// `pnpm test`: lint (import cycles and the direction of imports included), every vitest suite (unit, component,
// API on both engines), then the browser suite in Chromium, then one closing line with the totals of both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runDiedAgain } from './lib/vitest-died.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'oeuvre-test-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// ESLint first: it also checks that imports run one way (no cycles, shared code never importing a feature).
const lintStatus = run('pnpm', ['lint']);

const vitestReport = path.join(reports, 'vitest.json');
let unitStatus = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

let passed = 0;
let failed = lintStatus === 0 ? 0 : 1;
/** The names of the failed tests, repeated at the end: the output above them is long. */
const failures = [];
/** A vitest JSON report's failed tests and files that failed outside a test. */
const vitestFailures = (r, suite) => {
  for (const file of r.testResults ?? []) {
    const name = path.relative(root, file.name);
    for (const t of file.assertionResults ?? []) if (t.status === 'failed') failures.push(`${suite}: ${name} > ${t.fullName}`);
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${suite}: ${name}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
};
if (existsSync(vitestReport)) {
  let r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  // A file whose process died (a V8 abort, not a test) runs once more; its second result counts.
  const again = runDiedAgain(root, r, vitestReport);
  if (again) ({ report: r, status: unitStatus } = again);
  vitestFailures(r, 'vitest');
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  // An error outside any test (an unhandled rejection, an uncaught exception) fails the run without failing a test.
  if (r.success === false && r.numFailedTests === 0 && !r.numRuntimeErrorTestSuites) failed += 1;
} else failed += 1;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let e2eStatus = 0;
/** A Playwright JSON report's tests that failed or passed only on a retry. */
const playwrightFailures = (suites, suite) => {
  for (const s of suites) {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') failures.push(`${suite}: ${spec.file}:${spec.line} > ${spec.title} (${t.status})`);
      }
    }
    playwrightFailures(s.suites ?? [], suite);
  }
};
/** One Playwright suite with a JSON report; its tests count in the totals. */
const browserSuite = (filter, args, name) => {
  const report = path.join(reports, `${name}.json`);
  const status = run('pnpm', ['--filter', filter, 'exec', 'playwright', 'test', ...args, '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const stats = json.stats ?? {};
    playwrightFailures(json.suites ?? [], name);
    for (const e of json.errors ?? []) failures.push(`${name}: ${(e.message ?? '').split('\n')[0]}`);
    passed += stats.expected ?? 0;
    // Errors outside the tests (global setup or teardown, the web server) count as failures too.
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (json.errors?.length ?? 0);
  } else if (status !== 0) failed += 1;
  return status;
};
if (existsSync(chromium)) {
  // Both are tested as built: the web app on the real server, the desktop app's renderer (electron-vite).
  const build = run('pnpm', ['--filter', '@oeuvre/web', 'build']) || run('pnpm', ['--filter', '@oeuvre/desktop-admin', 'build']);
  if (build === 0) {
    // The public pages' first-load JavaScript budget (web/scripts/first-load.mjs), on the build the browsers test.
    if (run('pnpm', ['--filter', '@oeuvre/web', 'size']) === 0) passed += 1;
    else {
      failed += 1;
      failures.push('web: a public page over its first-load JavaScript budget (pnpm --filter @oeuvre/web size)');
    }
    // The e2e suite (web and desktop sign-in against the real server), then the desktop renderer's first run.
    const e2e = browserSuite('@oeuvre/e2e', ['-c', 'playwright.config.ts'], 'e2e');
    const renderer = browserSuite('@oeuvre/desktop-admin', [], 'desktop-renderer');
    e2eStatus = e2e || renderer;
  } else {
    e2eStatus = build;
    failed += 1;
  }
} else {
  console.log(`\nThe browser suite needs Chromium at ${chromium} (Debian: apt-get install chromium; or set CHROMIUM_PATH).`);
  e2eStatus = process.env.CI ? 1 : 0;
  if (process.env.CI) failed += 1;
}

// `--reliability` (CI): the fault, data-loss and load-sized suite against PostgreSQL, in the same totals.
let reliabilityStatus = 0;
if (process.argv.includes('--reliability')) {
  const report = path.join(reports, 'reliability.json');
  reliabilityStatus = run('pnpm', ['--filter', '@oeuvre/reliability', 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    vitestFailures(r, 'reliability');
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    if (r.success === false && r.numFailedTests === 0 && !r.numRuntimeErrorTestSuites) failed += 1;
  } else failed += 1;
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
// A runner can end non-zero with every test passed (an unhandled error, a failing global setup or
// teardown): say which one, since its message is far above.
const statuses = { lint: lintStatus, vitest: unitStatus, browser: e2eStatus, reliability: reliabilityStatus };
for (const [suite, status] of Object.entries(statuses)) {
  if (status !== 0) console.log(`The ${suite} run ended with status ${status}: see its output above.`);
}
process.exit(lintStatus || unitStatus || e2eStatus || reliabilityStatus || (failed > 0 ? 1 : 0));
