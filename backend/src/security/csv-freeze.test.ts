/**
 * CSV files built to stall a parser, imported while /api/health is asked every 25 ms: 10 MB of blank lines,
 * 1,000,000 blank lines then one row, one row of 4.9 million commas, a 9.9 MB quoted value. Each once held the
 * event loop (and so every request) for 6 s to 300 s. Pass: the server answers health within HEALTH_LIMIT_MS
 * throughout, and each file gets its proper answer (400 for a file with no rows, row errors for the rest). The
 * server runs in its own process, so the time measured is the server's alone, not this test's own sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES } from '@oeuvre/contract';
import { Browser, signInThroughBuiltinProvider } from '../../test/http.ts';
import { unique } from '../../test/security/fixture.ts';
import { startServerProcess, type ServerProcess } from '../../test/security/server-process.ts';

/** The goal is 200 ms; a busy two-core test machine gets slack. Before the fix: 6 s to 300 s. */
const HEALTH_LIMIT_MS = Number(process.env.HEALTH_LIMIT_MS ?? 500);
const HEADER = 'fullName,email,city,country,website,artistStatement';

type Result = { successful: number; failed: number; errors: string[] };

describe('hostile CSV files do not freeze the server', () => {
  let server: ServerProcess;
  let admin: Browser;
  beforeAll(async () => {
    server = await startServerProcess({ ADMIN_EMAILS: 'csv-freeze-admin@oeuvre.test' });
    admin = new Browser(server.url);
    await signInThroughBuiltinProvider(admin, { email: 'csv-freeze-admin@oeuvre.test', firstName: 'Ad', lastName: 'Min' });
    expect((await admin.fetch('/api/admin/settings')).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    const logged = server?.logs.filter((l) => /"level":(50|60)/.test(l)) ?? [];
    await server?.stop();
    expect(logged, 'errors logged by the server').toEqual([]);
  });

  /** The artists of the directory whose email is `email` (the import publishes what it saves). */
  const listed = async (name: string) => {
    const res = await fetch(`${server.url}/api/directory?q=${encodeURIComponent(name)}`);
    return ((await res.json()) as { total: number }).total;
  };

  const upload = (content: Buffer, path = '/api/admin/artists/csv-upload') => {
    const form = new FormData();
    form.append('csvFile', new Blob([new Uint8Array(content)], { type: 'text/csv' }), 'artists.csv');
    return admin.fetch(path, { method: 'POST', body: form });
  };

  /** Runs `work` while asking /api/health every 25 ms; the slowest answer, in ms, beside what `work` gave. */
  async function whileHealthWatched<T>(work: () => Promise<T>): Promise<{ value: T; slowestMs: number }> {
    let done = false;
    let slowestMs = 0;
    const watch = (async () => {
      while (!done) {
        const began = performance.now();
        const res = await fetch(`${server.url}/api/health`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        slowestMs = Math.max(slowestMs, performance.now() - began);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    try {
      return { value: await work(), slowestMs };
    } finally {
      done = true;
      await watch;
    }
  }

  const artist = (tag: string) => `Artist ${tag},${tag}@import.example,Leeds,United Kingdom,,`;

  it('10 MB of blank lines: 400 no rows, health answered throughout', async () => {
    const file = Buffer.from('\n'.repeat(MAX_CSV_BYTES - 10));
    const { value: res, slowestMs } = await whileHealthWatched(async () => {
      const res = await upload(file);
      return { status: res.status, body: await res.json() };
    });
    console.log(`CSV 10 MB of blank lines: health within ${slowestMs.toFixed(0)} ms`);
    expect(res).toEqual({ status: 400, body: { message: 'The CSV file has no rows' } });
    expect(slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
  }, 120_000);

  it('1,000,000 blank lines then a row: the row imported under its spreadsheet number', async () => {
    const tag = unique('blank');
    const file = Buffer.from(`${HEADER}\n${'\n'.repeat(1_000_000)}${artist(tag)}\nx,not-an-email,,,,\n`);
    const { value: result, slowestMs } = await whileHealthWatched(async () => {
      const res = await upload(file);
      expect(res.status).toBe(200);
      return (await res.json()) as Result;
    });
    console.log(`CSV 1,000,000 blank lines then a row: health within ${slowestMs.toFixed(0)} ms`);
    expect(result.successful).toBe(1);
    expect(result.failed).toBe(1);
    expect(result.errors[0]).toMatch(/^Row 1000003: /);
    expect(await listed(`Artist ${tag}`)).toBe(1);
    expect(slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
  }, 120_000);

  it('one row of 4.9 million commas: a row error, the other rows kept', async () => {
    const tag = unique('commas');
    const file = Buffer.from(`${HEADER}\n${'x' + ','.repeat(4_900_000)}\n${artist(tag)}\n`);
    const { value: result, slowestMs } = await whileHealthWatched(async () => {
      const res = await upload(file);
      expect(res.status).toBe(200);
      return (await res.json()) as Result;
    });
    console.log(`CSV one row of 4.9 M commas: health within ${slowestMs.toFixed(0)} ms`);
    expect(result).toEqual({ successful: 1, failed: 1, errors: ['Row 2: This row has more than 1,000 values'] });
    expect(slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
  }, 120_000);

  it('a header of 4.9 million commas: 400 naming the column cap, nothing saved', async () => {
    const { value: res, slowestMs } = await whileHealthWatched(async () => {
      const res = await upload(Buffer.from(`${HEADER}${','.repeat(4_900_000)}\n${artist(unique('wide'))}\n`));
      return { status: res.status, body: await res.json() };
    });
    expect(res).toEqual({ status: 400, body: { message: 'The CSV file has more than 1,000 columns' } });
    expect(slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
  }, 120_000);

  it('a 9.9 MB quoted value: the row refused by its field limit, health answered throughout', async () => {
    const tag = unique('quoted');
    const value = '"' + 'x'.repeat(9_900_000) + '"';
    const file = Buffer.from(`${HEADER}\n${artist(tag)}\nBig,big-${tag}@import.example,Leeds,UK,,${value}\n`);
    const { value: result, slowestMs } = await whileHealthWatched(async () => {
      const res = await upload(file);
      expect(res.status).toBe(200);
      return (await res.json()) as Result;
    });
    console.log(`CSV a 9.9 MB quoted value: health within ${slowestMs.toFixed(0)} ms`);
    expect(result).toMatchObject({ successful: 1, failed: 1 });
    expect(result.errors[0]).toMatch(/^Row 3: /);
    expect(result.errors[0]!.length).toBeLessThan(300);
    expect(slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
  }, 120_000);

  it('1,000,000 blank lines then a row through a background job: health answered until the job is done', async () => {
    const tag = unique('job');
    const file = Buffer.from(`${HEADER}\n${'\n'.repeat(1_000_000)}${artist(tag)}\n`);
    const { value: job, slowestMs } = await whileHealthWatched(async () => {
      const started = await upload(file, '/api/admin/artists/csv-jobs');
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: number };
      for (const began = Date.now(); Date.now() - began < 60_000; ) {
        const job = (await (await admin.fetch(`/api/admin/csv-jobs/${id}`)).json()) as Result & {
          status: string;
          totalRows: number;
        };
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the job did not finish in 60 s');
    });
    expect(job).toMatchObject({ status: 'done', successful: 1, failed: 0, totalRows: 1 });
    expect(slowestMs).toBeLessThan(HEALTH_LIMIT_MS);
  }, 120_000);
});
