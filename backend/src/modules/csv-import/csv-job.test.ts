import { describe, expect, it } from 'vitest';
import { AdminMessages } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { User } from '../users/user.entity.ts';
import { importArtists, type ImportProgress } from './csv-import.service.ts';
import { CsvJob } from './csv-job.entity.ts';
import { INTERRUPTED_MESSAGE } from './csv-job.service.ts';
import { RELEASE_AFTER_ROWS } from './release-memory.ts';
import { artistsCsv, CSV_JOBS_PATH, fixture, uploadCsv } from './testing/csv-upload.ts';

type JobView = {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  totalRows: number;
  processedRows: number;
  successful: number;
  failed: number;
  errors: string[];
  createdAt: string;
  finishedAt: string | null;
};

describe.each(engines())('CSV import jobs on %s', (engine) => {
  const site = testSite(engine, { admin: 'jobs@oeuvre.test' });

  async function finished(id: number): Promise<JobView> {
    for (let i = 0; i < 600; i++) {
      const res = await site.admin.fetch(`/api/admin/csv-jobs/${id}`);
      expect(res.status).toBe(200);
      const job = (await res.json()) as JobView;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${id} did not finish`);
  }

  const countByDomain = (domain: string) => site.orm.em.fork().count(ArtistProfile, { email: { $like: `%@${domain}` } });

  it('answers 202 with the job, then the poll shows the finished counts, the same as the plain upload', async () => {
    const start = await uploadCsv(site.admin, fixture('known-bad-rows.csv'), { path: CSV_JOBS_PATH, name: 'known-bad-rows.csv' });
    expect(start.status).toBe(202);
    const started = (await start.json()) as JobView;
    expect(started).toMatchObject({ id: expect.any(Number), status: 'queued', processedRows: 0, finishedAt: null });

    const job = await finished(started.id);
    // Rows 9 and 16 are blank; no profile uses row 13's email in this database.
    expect(job).toMatchObject({ status: 'done', totalRows: 14, processedRows: 14, successful: 6, failed: 8 });
    expect(job.errors[0]).toBe('Row 3: Full name is required and must be at least 2 characters');
    expect(job.errors).toHaveLength(8);
    expect(job.finishedAt).not.toBeNull();
    expect(await countByDomain('known-bad.example')).toBe(6);
  });

  it('gives the memory of a large import back with one full collection when it ends; a small import does not', async () => {
    const released = () => site.server.logs.filter((line) => line.includes('memory released after a CSV import'));
    const small = (await (await uploadCsv(site.admin, artistsCsv('smalljob', 20), { path: CSV_JOBS_PATH })).json()) as JobView;
    expect((await finished(small.id)).successful).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(released()).toEqual([]);

    const large = (await (await uploadCsv(site.admin, artistsCsv('largejob', RELEASE_AFTER_ROWS), { path: CSV_JOBS_PATH })).json()) as JobView;
    expect((await finished(large.id)).successful).toBe(RELEASE_AFTER_ROWS);
    await expect.poll(() => released().length).toBe(1);
    const line = JSON.parse(released()[0]!) as { rows: number; rssMb: number[]; heapTotalMb: number[] };
    expect(line.rows).toBe(RELEASE_AFTER_ROWS);
    expect(line.heapTotalMb[1]).toBeLessThanOrEqual(line.heapTotalMb[0]!);

    // The same after a plain (synchronous) upload.
    const plain = await uploadCsv(site.admin, artistsCsv('largeplain', RELEASE_AFTER_ROWS));
    expect(plain.status).toBe(200);
    await expect.poll(() => released().length).toBe(2);
  }, 120_000);

  it('reports progress every 500 rows and saves in transactions of at most 500', async () => {
    const actor = await site.orm.em.fork().findOneOrFail(User, { email: 'jobs@oeuvre.test' });
    const csv = artistsCsv('steps', 1203);
    const bad = csv.replace('steps.10@import.example', 'not-an-email');
    const seen: ImportProgress[] = [];
    const result = await importArtists(site.orm.em.fork(), Buffer.from(bad), { actor, onProgress: (p) => void seen.push(p) });
    expect(result).toMatchObject({ successful: 1202, failed: 1, errors: ['Row 11: Valid email is required'] });
    expect(seen.map((p) => [p.processedRows, p.successful])).toEqual([
      [500, 499],
      [1000, 999],
      [1203, 1202],
    ]);
  });

  it('never leaves part of a batch: a failure inside the second batch keeps the first and none of the second', async () => {
    const sql = site.orm.em.getConnection();
    await sql.execute(`create or replace function refuse_poisoned_profile() returns trigger language plpgsql as $$
      begin
        if new.email like 'poison%' then raise exception 'poisoned row'; end if;
        return new;
      end $$`);
    await sql.execute('create trigger refuse_poisoned_profile before insert on artist_profile for each row execute function refuse_poisoned_profile()');
    try {
      const csv = artistsCsv('batch', 1200).replace('batch.700@import.example', 'poison@batch.example');
      const start = await uploadCsv(site.admin, csv, { path: CSV_JOBS_PATH });
      const job = await finished(((await start.json()) as JobView).id);
      expect(job).toMatchObject({ status: 'failed', totalRows: 1200, processedRows: 500, successful: 500, failed: 0 });
      expect(job.errors).toEqual([AdminMessages.csvFailed.description]);
      const saved = await site.orm.em.fork().find(ArtistProfile, { email: { $like: 'batch.%@import.example' } });
      expect(saved).toHaveLength(500);
      expect(Math.max(...saved.map((p) => Number(/^batch\.(\d+)@/.exec(p.email)![1])))).toBe(500);
      expect(site.server.logs.some((line) => line.includes('CSV import failed'))).toBe(true);

      // The plain upload stops the same way and answers 500 without details.
      const plain = await uploadCsv(site.admin, artistsCsv('plainbatch', 600).replace('plainbatch.550@import.example', 'poison2@batch.example'));
      expect(plain.status).toBe(500);
      expect(JSON.stringify(await plain.json())).not.toMatch(/poison|trigger|insert/i);
      expect(await site.orm.em.fork().count(ArtistProfile, { email: { $like: 'plainbatch.%' } })).toBe(500);
    } finally {
      await sql.execute('drop trigger if exists refuse_poisoned_profile on artist_profile');
      await sql.execute('drop function if exists refuse_poisoned_profile()');
    }
  });

  it('refuses a bad file before starting a job', async () => {
    const before = await site.orm.em.fork().count(CsvJob, {});
    const png = await uploadCsv(site.admin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]), { path: CSV_JOBS_PATH });
    expect(png.status).toBe(415);
    expect(await png.json()).toEqual({ message: 'Please select a CSV file' });
    const columns = await uploadCsv(site.admin, 'fullName,email\nAda,a@b.example\n', { path: CSV_JOBS_PATH });
    expect(columns.status).toBe(400);
    expect(await columns.json()).toEqual({ message: 'Missing required columns: city, country' });
    expect(await site.orm.em.fork().count(CsvJob, {})).toBe(before);
  });

  it('reports a job left running by a stopped server as interrupted', async () => {
    const em = site.orm.em.fork();
    const job = em.create(CsvJob, { status: 'running', totalRows: 2000, processedRows: 1000, successful: 1000 });
    await em.flush();
    const res = await site.admin.fetch(`/api/admin/csv-jobs/${job.id}`);
    const view = (await res.json()) as JobView;
    expect(view).toMatchObject({ status: 'failed', processedRows: 1000, successful: 1000, errors: [INTERRUPTED_MESSAGE] });
    expect(view.finishedAt).not.toBeNull();
  });

  it('answers 404 for an unknown job and keeps jobs for admins', async () => {
    expect((await site.admin.fetch('/api/admin/csv-jobs/987654')).status).toBe(404);
    const artist = await signedInBrowser(site.server, 'jobs-artist@oeuvre.test');
    expect((await artist.fetch('/api/admin/csv-jobs/1')).status).toBe(403);
    expect((await uploadCsv(artist, artistsCsv('nojob', 1), { path: CSV_JOBS_PATH })).status).toBe(403);
  });
});
