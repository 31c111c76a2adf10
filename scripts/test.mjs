// `pnpm test`: every vitest suite (unit, component, API on both engines), then the browser suite
// in Chromium, then one closing line with the totals of both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'oeuvre-test-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestReport = path.join(reports, 'vitest.json');
const unitStatus = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let e2eStatus = 0;
if (existsSync(chromium)) {
  const e2eReport = path.join(reports, 'e2e.json');
  const build = run('pnpm', ['--filter', '@oeuvre/web', 'build']);
  e2eStatus = build === 0 ? run('pnpm', ['--filter', '@oeuvre/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) : build;
  if (existsSync(e2eReport)) {
    const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  } else if (e2eStatus !== 0) failed += 1;
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
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  } else failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(unitStatus || e2eStatus || reliabilityStatus || (failed > 0 ? 1 : 0));
