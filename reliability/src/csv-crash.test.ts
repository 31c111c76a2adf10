// SIGKILL in the middle of a 50,000-row CSV import, restart, import the file again: nothing half-written, nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistsCsv, uploadCsv } from './support/csv.ts';
import { signIn, unique, uniqueEmail } from './support/people.ts';
import { createDatabase, rows, type Database } from './support/postgres.ts';
import { removeDataDir, startServer, tempDataDir, type ServerProcess } from './support/server-process.ts';

const ROWS = 50_000;
/** Rows the import saves per transaction (backend/src/modules/csv-import/csv-import.service.ts). */
const BATCH = 500;

describe('SIGKILL during a 50,000-row CSV import', () => {
  const adminEmail = uniqueEmail('admin');
  let db: Database;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    db = await createDatabase();
    dataDir = tempDataDir('csv-crash');
    server = await startServer({ databaseUrl: db.url, dataDir, adminEmails: [adminEmail] });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.drop();
    removeDataDir(dataDir);
  });

  const imported = async (prefix: string) => {
    const [row] = await rows<{
      n: number;
      published: number;
      distinct_emails: number;
      distinct_slugs: number;
    }>(
      db.url,
      `select count(*)::int as n, count(published)::int as published, count(distinct lower(email))::int as distinct_emails,
              count(distinct slug)::int as distinct_slugs
         from artist_profile where email like '${prefix}.%@import.example'`,
    );
    return row!;
  };

  it('leaves whole batches only; importing the file again gives exactly 50,000 artists, none twice', async () => {
    const prefix = unique('bulk');
    const csv = artistsCsv(prefix, ROWS);
    let admin = await signIn(server.url, adminEmail);

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
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await first).toBe('cut off');

    const afterKill = await imported(prefix);
    console.log('CSV import killed after', afterKill.n, 'rows');
    expect(afterKill.n % BATCH).toBe(0);
    expect(afterKill.published).toBe(afterKill.n);
    expect(afterKill.distinct_emails).toBe(afterKill.n);

    server = await startServer({
      databaseUrl: db.url,
      dataDir,
      port: server.port,
      adminEmails: [adminEmail],
    });
    admin = await signIn(server.url, adminEmail);
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
      db.url,
      `select count(*)::int as n from (select lower(email) from artist_profile group by 1 having count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);
    expect(server.errors).toEqual([]);
  });
});
