import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const backendDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real entry point (`src/main.ts`) in a child process, as `pnpm start` does. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the entry point', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const run = startMain({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: PORT must be a port number');
  });

  it('migrates the embedded database on first start, serves, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const run = startMain({ PORT: String(port), DATA_DIR: dataDir });
    let healthy = false;
    for (let i = 0; i < 120 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 500));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    }
    expect(healthy, run.output()).toBe(true);
    // A request in flight when the signal arrives still completes.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/openapi.json`).then((r) => r.status);
    run.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"stopped"');
    expect(run.output()).not.toMatch(/oeuvre\.sid|session-secret/);
  });
});
