import type { CsvJob } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { type CsvImportCalls, type CsvImportProgress, runCsvImport } from './csv-import-run.ts';
import { csvJob } from '../../test/fixtures.ts';

const job = (overrides: Partial<CsvJob>): CsvJob => csvJob({ id: 5, ...overrides });

const file = new File(['fullName,email,city,country\n'], 'artists.csv', { type: 'text/csv' });

/** A server that reports the upload in steps, then answers each poll with the next state of the job. */
function server(states: CsvJob[]): CsvImportCalls & { polled: number[] } {
  const polled: number[] = [];
  return {
    polled,
    start: async (_file, onUploadPercent) => {
      onUploadPercent(40);
      onUploadPercent(100);
      return job({});
    },
    get: async (id) => {
      polled.push(id);
      const next = states.shift();
      if (!next) throw new Error('polled after the job finished');
      return next;
    },
  };
}

describe('runCsvImport', () => {
  test('reports the upload, then the rows as the server goes through them, and returns the finished job', async () => {
    const calls = server([
      job({ status: 'running', totalRows: 3, processedRows: 1, successful: 1 }),
      job({
        status: 'done',
        totalRows: 3,
        processedRows: 3,
        successful: 2,
        failed: 1,
        errors: ['Row 3: Valid email is required'],
      }),
    ]);
    const seen: CsvImportProgress[] = [];
    const done = await runCsvImport(calls, file, {
      onProgress: (p) => seen.push(p),
      signal: new AbortController().signal,
      pollMs: 1,
    });
    expect(seen).toEqual([
      { stage: 'uploading', percent: 0 },
      { stage: 'uploading', percent: 40 },
      { stage: 'uploading', percent: 100 },
      { stage: 'importing', processedRows: 0, totalRows: 0 },
      { stage: 'importing', processedRows: 1, totalRows: 3 },
      { stage: 'importing', processedRows: 3, totalRows: 3 },
    ]);
    expect(done).toMatchObject({ status: 'done', successful: 2, failed: 1 });
    expect(calls.polled).toEqual([5, 5]);
  });

  test('a job the server gave up on comes back as failed', async () => {
    const calls = server([job({ status: 'failed', errors: ['The CSV file has no rows'] })]);
    const done = await runCsvImport(calls, file, {
      onProgress: () => {},
      signal: new AbortController().signal,
      pollMs: 1,
    });
    expect(done.status).toBe('failed');
  });

  test('a refused upload rejects without polling', async () => {
    const calls = server([]);
    calls.start = async () => {
      throw new Error('400: Missing required columns: email');
    };
    await expect(
      runCsvImport(calls, file, { onProgress: () => {}, signal: new AbortController().signal }),
    ).rejects.toThrow('Missing required columns');
    expect(calls.polled).toEqual([]);
  });

  test('leaving the screen stops the polling', async () => {
    const controller = new AbortController();
    const calls = server([job({ status: 'running', totalRows: 100, processedRows: 1 })]);
    const running = runCsvImport(calls, file, {
      onProgress: (p) => {
        if (p.stage === 'importing' && p.processedRows === 1) controller.abort(new Error('left'));
      },
      signal: controller.signal,
      pollMs: 1,
    });
    await expect(running).rejects.toThrow('left');
    expect(calls.polled).toEqual([5]);
  });
});
