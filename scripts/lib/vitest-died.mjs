// Test files whose process died before their tests ended, and running them once more.
//
// V8 can abort a process that starts and frees many WebAssembly instances, as the embedded database (PGlite) is
// ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500): vitest then reports the file as
// failed with its tests still pending and none failed. Such a file says nothing about the code; it is run once more,
// alone, and its second result counts. A file that dies again, or fails, fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The files of a vitest JSON report that ended with tests pending and none failed (their process died). */
export function diedFiles(report) {
  return (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !file.message &&
      (file.assertionResults ?? []).some((t) => t.status === 'pending') &&
      !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
}

/**
 * When the report's only failures are files whose process died, runs those files again (a report beside `reportFile`)
 * and answers the report with their second results in place of the first, and the second run's exit status; else
 * null (nothing to run again).
 */
export function runDiedAgain(root, report, reportFile, env = {}) {
  if (report.success !== false) return null;
  const died = diedFiles(report);
  const otherFailure = (report.testResults ?? []).some((file) => file.status === 'failed' && !died.includes(file));
  if (died.length === 0 || otherFailure || report.numFailedTests > 0) return null;
  const files = died.map((file) => path.relative(root, file.name));
  console.log(
    `\nThe process of ${files.length} test file(s) died before its tests ended (V8 can abort a process that starts ` +
      `and frees many WebAssembly databases: nodejs/node#64500); running it once more, alone:\n${files.map((f) => `  ${f}`).join('\n')}`,
  );
  const again = reportFile.replace(/\.json$/, '-again.json');
  const status =
    spawnSync('pnpm', ['exec', 'vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${again}`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).status ?? 1;
  if (!existsSync(again)) return { report, status: status || 1 };
  const second = JSON.parse(readFileSync(again, 'utf8'));
  const names = new Set(died.map((file) => file.name));
  return {
    status,
    report: {
      ...report,
      success: second.success,
      numPassedTests: report.numPassedTests + second.numPassedTests,
      numFailedTests: report.numFailedTests + second.numFailedTests,
      testResults: [...report.testResults.filter((file) => !names.has(file.name)), ...(second.testResults ?? [])],
    },
  };
}
