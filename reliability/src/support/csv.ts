// CSV files of artists as an admin's spreadsheet exports them, and their upload.
import type { Browser } from './people.ts';

/** A CSV of `count` valid artists with emails `<prefix>.<n>@import.example`, statements quoted as CSV quotes them. */
export function artistsCsv(prefix: string, count: number): Buffer {
  const lines = ['fullName,email,city,country,website,artistStatement'];
  for (let i = 1; i <= count; i++) {
    lines.push(
      `Artist ${prefix} ${i},${prefix}.${i}@import.example,Leeds,United Kingdom,,"Prints, drawings and etchings"`,
    );
  }
  return Buffer.from(lines.join('\n') + '\n', 'utf8');
}

export function uploadCsv(browser: Browser, bytes: Buffer, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  form.set('csvFile', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'artists.csv');
  return browser.fetch('/api/admin/artists/csv-upload', {
    method: 'POST',
    body: form,
    ...(signal ? { signal } : {}),
  });
}
