import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@oeuvre/test-kit';
import { afterAll, describe, expect, it } from 'vitest';

const backendDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real entry point (`src/main.ts`) in a child process, as `pnpm start` does. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['src/main.ts'], {
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

  it('refuses to listen on every interface with the built-in sign-in, in one line, unless told to', async () => {
    const port = await freePort();
    const run = startMain({ HOST: '0.0.0.0', PORT: String(port), DATA_DIR: dataDir });
    const exit = await Promise.race([run.exited, new Promise((r) => setTimeout(() => r('still running'), 20_000))]);
    if (exit === 'still running') {
      run.child.kill('SIGKILL');
      await run.exited;
    }
    expect(exit).toBe(1);
    expect(run.output().trim()).toBe(
      'Invalid configuration: HOST must be a loopback address while the built-in sign-in is on (anyone who reaches it can sign in as any email): set OIDC_ISSUER, or ALLOW_BUILTIN_SIGNIN=true to accept that',
    );
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 'refused')).toBe('refused');

    const allowed = startMain({ HOST: '0.0.0.0', PORT: String(port), DATA_DIR: dataDir, ALLOW_BUILTIN_SIGNIN: 'true' });
    try {
      let healthy = false;
      for (let i = 0; i < 120 && !healthy; i++) {
        await new Promise((r) => setTimeout(r, 500));
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      }
      expect(healthy, allowed.output()).toBe(true);
      expect(allowed.output()).toMatch(/"level":40[^\n]*anyone who can reach it can sign in as any email/);
    } finally {
      allowed.child.kill('SIGTERM');
      await allowed.exited;
    }
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
    // A request in flight when the signal arrives (its headers half sent) still completes.
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let reply = '';
    socket.on('data', (d) => (reply += d));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((r) => setTimeout(r, 300));
    run.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.end('\r\n');
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(reply).toContain('{"status":"ok"}');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"msg":"stopped"');
    expect(run.output()).not.toMatch(/oeuvre\.sid|session-secret/);
  });
});
