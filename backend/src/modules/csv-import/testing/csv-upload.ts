import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '../../../../test/http.ts';

export const fixturesDir = path.join(import.meta.dirname, '..', '..', '..', '..', 'test-fixtures', 'csv-import');

export const fixture = (name: string) => readFileSync(path.join(fixturesDir, name));

export const CSV_UPLOAD_PATH = '/api/admin/artists/csv-upload';
export const CSV_JOBS_PATH = '/api/admin/artists/csv-jobs';

/** Posts a file as the admin screen does: multipart, field csvFile. */
export function uploadCsv(
  browser: Browser,
  content: Buffer | string,
  options: { name?: string; type?: string; path?: string; field?: string } = {},
): Promise<Response> {
  const form = new FormData();
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  form.set(options.field ?? 'csvFile', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'text/csv' }), options.name ?? 'artists.csv');
  return browser.fetch(options.path ?? CSV_UPLOAD_PATH, { method: 'POST', body: form });
}

/** A CSV of `count` valid artists whose emails start with `prefix`. */
export function artistsCsv(prefix: string, count: number, extra: (i: number) => string[] = () => []): string {
  const lines = ['fullName,email,city,country,website,artistStatement'];
  for (let i = 1; i <= count; i++) {
    lines.push([`Artist ${prefix} ${i}`, `${prefix}.${i}@import.example`, 'Leeds', 'United Kingdom', '', 'Prints and drawings', ...extra(i)].join(','));
  }
  return lines.join('\n') + '\n';
}
