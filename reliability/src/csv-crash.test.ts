// SIGKILL in the middle of a 50,000-row CSV import, restart, import the file again: nothing half-written, nothing twice.
import { describe, expect, it } from 'vitest';
import { artistsCsv, uploadCsv } from './support/csv.ts';
import { signIn, unique } from './support/people.ts';
import { rows } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';
import { useSite } from './support/site.ts';

const ROWS = 50_000;
/** Rows the import saves per transaction (backend/src/modules/csv-import/csv-import.service.ts). */
const BATCH = 500;

describe('SIGKILL during a 50,000-row CSV import', () => {
  const site = useSite('csv-crash', { signIn: false, stopSignal: 'SIGKILL' });

  const imported = async (prefix: string) => {
    const [row] = await rows<{
      n: number;
      published: number;
      distinct_emails: number;
      distinct_slugs: number;
    }>(
      site.db.url,
      `select count(*)::int as n, count(published)::int as published, count(distinct lower(email))::int as distinct_emails,
              count(distinct slug)::int as distinct_slugs
         from artist_profile where email like '${prefix}.%@import.example'`,
    );
    return row!;
  };

  it('leaves whole batches only; importing the file again gives exactly 50,000 artists, none twice', async () => {
    const prefix = unique('bulk');
    const csv = artistsCsv(prefix, ROWS);
    let admin = await signIn(site.server.url, site.adminEmails[0]!);

    const first = uploadCsv(admin, csv).then(
      (r) => `answered ${r.status}`,
      () => 'cut off',
    );
    // Kill once a few batches are saved, while the import is still running.
    const deadline = Date.now() + 120_000;
    let before = 0;
    while (before < 3 * BATCH && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      before = (await imported(prefix)).n;
    }
    expect(before).toBeGreaterThanOrEqual(3 * BATCH);
    expect(before).toBeLessThan(ROWS);
    site.server.child.kill('SIGKILL');
    await site.server.exited;
    expect(await first).toBe('cut off');

    const afterKill = await imported(prefix);
    console.log('CSV import killed after', afterKill.n, 'rows');
    expect(afterKill.n % BATCH).toBe(0);
    expect(afterKill.published).toBe(afterKill.n);
    expect(afterKill.distinct_emails).toBe(afterKill.n);

    site.server = await startServer({
      databaseUrl: site.db.url,
      dataDir: site.dataDir,
      port: site.server.port,
      adminEmails: site.adminEmails,
    });
    admin = await signIn(site.server.url, site.adminEmails[0]!);
    const started = performance.now();
    const again = await uploadCsv(admin, csv);
    const seconds = (performance.now() - started) / 1000;
    expect(again.status).toBe(200);
    const result = (await again.json()) as { successful: number; failed: number; errors: string[] };
    console.log('CSV import again:', {
      successful: result.successful,
      failed: result.failed,
      seconds: Math.round(seconds),
    });
    expect(result.successful).toBe(ROWS - afterKill.n);
    expect(result.failed).toBe(afterKill.n);

    const final = await imported(prefix);
    expect(final).toEqual({ n: ROWS, published: ROWS, distinct_emails: ROWS, distinct_slugs: ROWS });
    const [dupes] = await rows<{ n: number }>(
      site.db.url,
      `select count(*)::int as n from (select lower(email) from artist_profile group by 1 having count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
    expect(site.server.errors).toEqual([]);
  });
});
