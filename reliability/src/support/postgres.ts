// The PostgreSQL server on this machine, driven through its client tools: databases of our own, and faults.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { createPostgresDatabase, databaseUrl as urlOn } from '@oeuvre/test-kit';

const run = promisify(execFile);

/** The server's maintenance database; only a server on this machine is ever used. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(serverUrl).hostname)) {
  throw new Error('The reliability suite only runs against a PostgreSQL server on 127.0.0.1');
}

export const databaseUrl = (name: string) => urlOn(serverUrl, name);

/** Runs SQL through psql and answers its unaligned output (one line per row). */
export async function psql(url: string, sql: string, timeoutMs = 30_000): Promise<string> {
  const { stdout } = await run('psql', ['-XAtq', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.trim();
}

/** The rows of a query, read as JSON. */
export async function rows<T = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const out = await psql(url, `select coalesce(json_agg(q), '[]') from (${sql}) q`);
  return JSON.parse(out) as T[];
}

export type Database = { name: string; url: string; drop: () => Promise<void> };

/** A new, empty database of our own on the server; `drop` removes it (ending its connections). */
export async function createDatabase(prefix = 'oeuvre_reliability'): Promise<Database> {
  const database = await createPostgresDatabase(serverUrl, prefix);
  return {
    name: database.name,
    url: database.url,
    drop: async () => {
      // A test may have stopped the server; the database goes once it is back.
      await waitForPostgres(30_000);
      await database.drop();
    },
  };
}

/** Ends every connection to one database, as an administrator or a failover would. */
export async function terminateBackends(name: string): Promise<number> {
  const out = await psql(
    serverUrl,
    `select count(*) from (select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name.replace(/'/g, "''")}' and pid <> pg_backend_pid()) t`,
  );
  return Number(out);
}

/** Whether the server accepts connections now. */
export async function isPostgresUp(): Promise<boolean> {
  return run('pg_isready', ['-q', '-d', serverUrl], { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
}

export async function waitForPostgres(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isPostgresUp())) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not come back within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const cluster = () => {
  const versions = readdirSync('/etc/postgresql');
  if (!versions[0]) throw new Error('No PostgreSQL cluster in /etc/postgresql');
  return versions[0];
};

/** Stops or starts the local cluster (Debian's pg_ctlcluster); this affects every database on the server. */
export async function controlPostgres(action: 'stop' | 'start' | 'restart'): Promise<void> {
  try {
    await run(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', cluster(), 'main', action, ...(action === 'start' ? [] : ['-m', 'fast'])],
      {
        timeout: 60_000,
      },
    );
  } catch (err) {
    // Some pg_ctlcluster versions report "failed to start" for a server whose log says it is ready (outside
    // systemd); what counts is whether the server answers, so a start is judged by pg_isready instead.
    if (action === 'stop') throw err;
    await waitForPostgres(10_000).catch(() => {
      throw err;
    });
  }
}

/** Whether this machine can restart its PostgreSQL server (Debian cluster tools, permission). */
export function canControlPostgres(): boolean {
  try {
    cluster();
    return process.getuid?.() === 0 || process.env.USER === 'postgres';
  } catch {
    return false;
  }
}
