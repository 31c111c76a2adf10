// The real server (src/main.ts) in a child process, so its memory can be read on its own (/proc/<pid>/status).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { freePort, stopChild, waitUntilReady } from '@oeuvre/test-kit';


const backendDir = path.resolve(import.meta.dirname, '..', '..', '..');

export type ServerProcess = {
  url: string;
  pid: number;
  dataDir: string;
  logs: string[];
  /** Resident memory now, in MB. */
  rssMb: () => number;
  /** The highest resident memory since start or the last `resetPeak` (the kernel's high-water mark), in MB. */
  peakRssMb: () => number;
  /** Starts a new high-water mark from the current resident memory (Linux clear_refs 5). */
  resetPeak: () => void;
  /** Which database the server runs on. */
  engine: 'postgresql' | 'pglite';
  stop: () => Promise<void>;
};

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

/** One statement on the PostgreSQL server itself (create or drop a database). */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: serverUrl,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.driver.getConnection().execute(sql);
  } finally {
    await admin.close(true);
  }
}

/**
 * Starts the server on a random port with a fresh data folder and database: a new PostgreSQL database when
 * TEST_DATABASE_URL is set, else the embedded engine in the data folder. Resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-security-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl = '';
  let database = '';
  if (serverUrl) {
    database = `oeuvre_security_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `create database "${database}"`);
    const u = new URL(serverUrl);
    u.pathname = `/${database}`;
    databaseUrl = u.toString();
  }
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const pid = child.pid!;

  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && database)
      await onServer(serverUrl, `drop database if exists "${database}" with (force)`);
  };
  const stop = async () => {
    await stopChild(child);
    await cleanup();
  };

  try {
    await waitUntilReady(child, `${url}/api/health`, { timeoutMs: 60_000, describe: () => logs.slice(-5).join('\n') });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    pid,
    dataDir,
    logs,
    rssMb: () => statusKb(pid, 'VmRSS') / 1024,
    peakRssMb: () => statusKb(pid, 'VmHWM') / 1024,
    resetPeak: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    engine: serverUrl ? 'postgresql' : 'pglite',
    stop,
  };
}
