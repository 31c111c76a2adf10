// CSV import through the real server, next to PostgreSQL COPY of the same rows (the floor).
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { artistFactory, type Sample } from './lib/artists.ts';
import { csvLine } from './lib/csv.ts';
import type { PgPool } from './lib/pg.ts';
import { random } from './lib/random.ts';

export type ImportFigures = { rows: number; seconds: number; successful: number; copySeconds: number | null; copyNote?: string };

type ImportRow = { fullName: string; email: string; city: string; country: string; website: string; artistStatement: string };

export function importRows(sample: Sample, count: number): ImportRow[] {
  const next = artistFactory(sample, random(7));
  return Array.from({ length: count }, (_, i) => {
    const a = next();
    return { fullName: a.fullName, email: `import-${i + 1}@bench-import.example`, city: a.city, country: a.country, website: a.website, artistStatement: a.artistStatement };
  });
}

const COLUMNS = ['fullName', 'email', 'city', 'country', 'website', 'artistStatement'] as const;

/** PostgreSQL's own bulk load of the same rows into the same table (rolled back): the floor no import can beat. */
async function copyFloor(pool: PgPool, rows: ImportRow[]): Promise<number> {
  const file = path.join(tmpdir(), `oeuvre-bench-copy-${process.pid}.csv`);
  writeFileSync(file, rows.map((r, i) => csvLine([`copy-floor-${i + 1}`, ...COLUMNS.map((c) => r[c]), 'csv', 'true', 'false', new Date().toISOString()])).join('\n') + '\n');
  chmodSync(file, 0o644); // the database server reads it
  const client = await pool.connect();
  try {
    await client.query('begin');
    const started = performance.now();
    await client.query(
      `copy "artist_profile" ("slug", "full_name", "email", "city", "country", "website", "artist_statement", "source", "is_approved", "is_pending", "published_at") from '${file}' with (format csv)`,
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query('rollback');
    return seconds;
  } finally {
    client.release();
    rmSync(file, { force: true });
  }
}

export async function measureCsvImport(serverUrl: string, token: string, pool: PgPool, rows: ImportRow[]): Promise<ImportFigures> {
  const csv = [COLUMNS.join(','), ...rows.map((r) => csvLine(COLUMNS.map((c) => r[c])))].join('\n') + '\n';
  const form = new FormData();
  form.set('csvFile', new Blob([csv], { type: 'text/csv' }), 'bench-import.csv');
  const started = performance.now();
  const res = await fetch(`${serverUrl}/api/admin/artists/csv-upload`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`CSV import answered ${res.status}: ${await res.text()}`);
  const result = (await res.json()) as { successful: number; failed: number; errors: string[] };
  if (result.failed) throw new Error(`CSV import refused rows: ${result.errors.slice(0, 3).join('; ')}`);
  try {
    return { rows: rows.length, seconds, successful: result.successful, copySeconds: await copyFloor(pool, rows) };
  } catch (error) {
    // Server-side COPY needs a local server and a role allowed to read files (as on a developer machine or CI).
    return { rows: rows.length, seconds, successful: result.successful, copySeconds: null, copyNote: (error as Error).message };
  }
}
