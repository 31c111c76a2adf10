// Starts the real server for the e2e suite on a fresh data folder (the web app must be built first).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-e2e-'));
const child = spawn(process.execPath, ['src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..', 'backend'),
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    ADMIN_EMAILS: 'admin@oeuvre.test',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
