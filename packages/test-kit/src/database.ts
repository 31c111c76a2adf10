import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** What test databases are named after, so a leftover one shows which suite made it. */
const databaseName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** The same PostgreSQL server with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database (creating or dropping a database cannot run inside it). */
export async function onServer(serverUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TestDatabase = {
  name: string;
  url: string;
  /** Drops the database, ending its connections first; a second call does nothing. */
  drop: () => Promise<void>;
};

// Databases and folders not yet removed when this process ends (a failed setup, an interrupted run) go with it.
const leftDatabases = new Map<string, { serverUrl: string; name: string }>();
const leftFolders = new Set<string>();
let exitHook = false;
function cleanUpOnExit(): void {
  if (exitHook) return;
  exitHook = true;
  process.on('exit', () => {
    for (const dir of leftFolders) rmSync(dir, { recursive: true, force: true });
    if (leftDatabases.size === 0) return;
    // An exit handler cannot wait: a short child process drops what is left.
    const drops = [...leftDatabases.values()].map(({ serverUrl, name }) => [serverUrl, dropStatement(name)]);
    const script = `const pg = require(${JSON.stringify(pgPath())});
      (async () => { for (const [url, sql] of ${JSON.stringify(drops)}) {
        const c = new pg.Client({ connectionString: url }); await c.connect(); await c.query(sql).catch(() => {}); await c.end();
      } })().catch(() => {});`;
    spawnSync(process.execPath, ['-e', script], { stdio: 'ignore', timeout: 15_000 });
  });
}
const pgPath = () => createRequire(import.meta.url).resolve('pg');
const dropStatement = (name: string) => `drop database if exists "${name}" with (force)`;

/**
 * A new, empty PostgreSQL database on the server `serverUrl` names (its maintenance database), with a unique
 * name starting with `prefix`. `drop` removes it; one still there when the process ends is dropped then.
 */
export async function createPostgresDatabase(serverUrl: string, prefix = 'oeuvre_test'): Promise<TestDatabase> {
  const name = databaseName(prefix);
  await onServer(serverUrl, `create database "${name}"`);
  const key = `${serverUrl} ${name}`;
  leftDatabases.set(key, { serverUrl, name });
  cleanUpOnExit();
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      if (!leftDatabases.has(key)) return;
      await onServer(serverUrl, dropStatement(name));
      leftDatabases.delete(key);
    },
  };
}

export type DataFolder = {
  /** The folder's path (a fresh, empty folder under the system's temporary folder). */
  path: string;
  /** Removes the folder and all in it; one still there when the process ends is removed then. */
  remove: () => void;
};

/** A fresh data folder (DATA_DIR: the embedded PGlite database, uploads) named after `name`. */
export function tempDataFolder(name = 'data'): DataFolder {
  const dir = mkdtempSync(path.join(tmpdir(), `oeuvre-${name}-`));
  leftFolders.add(dir);
  cleanUpOnExit();
  return {
    path: dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      leftFolders.delete(dir);
    },
  };
}
