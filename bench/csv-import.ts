// CSV import through the real server, next to PostgreSQL COPY of the same rows (the floor).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { artistFactory, type Sample } from './lib/artists.ts';
import { csvLine } from './lib/csv.ts';
import type { PgPool } from './lib/pg.ts';
import { random } from './lib/random.ts';

export type ImportFigures = {
  rows: number;
  seconds: number;
  successful: number;
  copySeconds: number | null;
  copyNote?: string;
  /** GET /api/health asked every 20 ms while the import ran: the slowest answers, in ms. */
  health: { p99: number; max: number; calls: number };
};

type ImportRow = { fullName: string; email: string; city: string; country: string; website: string; artistStatement: string };

/** New artists for an import file, their emails marked with `label` so each file's rows are distinct. */
export function importRows(sample: Sample, count: number, label: string, seed: number): ImportRow[] {
  const next = artistFactory(sample, random(seed));
  return Array.from({ length: count }, (_, i) => {
    const a = next();
    return { fullName: a.fullName, email: `${label}-${i + 1}@bench-import.example`, city: a.city, country: a.country, website: a.website, artistStatement: a.artistStatement };
  });
}

const COLUMNS = ['fullName', 'email', 'city', 'country', 'website', 'artistStatement'] as const;

/**
 * The floor: PostgreSQL's own bulk load of the rows the import stored (every column: profile, published
 * snapshot, search columns), into the same table with its indexes, rolled back. Server-side COPY needs a local
 * server and a role allowed to read and write its files (as on a developer machine or CI).
 */
async function copyFloor(pool: PgPool, emailLike: string): Promise<number> {
  const file = path.join(tmpdir(), `oeuvre-bench-copy-${process.pid}.csv`);
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'artist_profile' and column_name <> 'id' order by ordinal_position`,
    );
    const columns = rows.map((r) => `"${r.name}"`);
    const selected = columns.map((c) => (c === '"slug"' ? `'copy-' || "slug"` : c));
    await client.query(`copy (select ${selected.join(', ')} from "artist_profile" where "email" like '${emailLike}') to '${file}' with (format csv)`);
    await client.query('begin');
    const started = performance.now();
    await client.query(`copy "artist_profile" (${columns.join(', ')}) from '${file}' with (format csv)`);
    const seconds = (performance.now() - started) / 1000;
    await client.query('rollback');
    return seconds;
  } finally {
    client.release();
    rmSync(file, { force: true });
  }
}

/** Posts a file to the plain CSV upload as the desktop app does (bearer token); the time is the whole call. */
async function upload(serverUrl: string, token: string, rows: ImportRow[]): Promise<{ seconds: number; successful: number }> {
  const csv = [COLUMNS.join(','), ...rows.map((r) => csvLine(COLUMNS.map((c) => r[c])))].join('\n') + '\n';
  const form = new FormData();
  form.set('csvFile', new Blob([csv], { type: 'text/csv' }), 'bench-import.csv');
  const started = performance.now();
  const res = await fetch(`${serverUrl}/api/admin/artists/csv-upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`CSV import answered ${res.status}: ${await res.text()}`);
  const result = (await res.json()) as { successful: number; failed: number; errors: string[] };
  if (result.failed) throw new Error(`CSV import refused rows: ${result.errors.slice(0, 3).join('; ')}`);
  return { seconds, successful: result.successful };
}

/** Asks GET /api/health every 20 ms until stopped: how long the server makes a request wait meanwhile. */
function healthWhile(serverUrl: string): () => Promise<ImportFigures['health']> {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${serverUrl}/api/health`)).arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    times.sort((a, b) => a - b);
    return { p99: times[Math.min(times.length - 1, Math.floor(0.99 * times.length))] ?? NaN, max: times.at(-1) ?? NaN, calls: times.length };
  };
}

/**
 * A small import first (a running server has imported before), then the measured one with the health check asked
 * meanwhile, then (PostgreSQL, with a pool) COPY of its rows.
 */
export async function measureCsvImport(serverUrl: string, token: string, pool: PgPool | undefined, sample: Sample, count: number): Promise<ImportFigures> {
  await upload(serverUrl, token, importRows(sample, 1000, 'warmup', 11));
  const rows = importRows(sample, count, 'import', 7);
  const stopHealth = healthWhile(serverUrl);
  const { seconds, successful } = await upload(serverUrl, token, rows);
  const health = await stopHealth();
  if (!pool) return { rows: rows.length, seconds, successful, health, copySeconds: null, copyNote: 'the embedded engine has no server-side COPY' };
  try {
    return { rows: rows.length, seconds, successful, health, copySeconds: await copyFloor(pool, 'import-%@bench-import.example') };
  } catch (error) {
    return { rows: rows.length, seconds, successful, health, copySeconds: null, copyNote: (error as Error).message };
  }
}
