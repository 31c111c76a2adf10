// A CSV import with real progress: the file's upload, then the server's progress through the rows.
import type { CsvJob } from '@oeuvre/contract';

export type CsvImportProgress =
  { stage: 'uploading'; percent: number } | { stage: 'importing'; processedRows: number; totalRows: number };

/** The two server calls (admin.csvJobs.start and admin.csvJobs.get). */
export interface CsvImportCalls {
  start(file: File, onUploadPercent: (percent: number) => void, signal: AbortSignal): Promise<CsvJob>;
  get(id: number, signal: AbortSignal): Promise<CsvJob>;
}

export const CSV_POLL_MS = 400;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

const finished = (job: CsvJob) => job.status === 'done' || job.status === 'failed';

/** Resolves with the finished job ('done' or 'failed'); rejects when the upload or a poll fails. */
export async function runCsvImport(
  calls: CsvImportCalls,
  file: File,
  options: { onProgress(progress: CsvImportProgress): void; signal: AbortSignal; pollMs?: number },
): Promise<CsvJob> {
  const { onProgress, signal, pollMs = CSV_POLL_MS } = options;
  onProgress({ stage: 'uploading', percent: 0 });
  let job = await calls.start(file, (percent) => onProgress({ stage: 'uploading', percent }), signal);
  onProgress({ stage: 'importing', processedRows: job.processedRows, totalRows: job.totalRows });
  while (!finished(job)) {
    await pause(pollMs, signal);
    job = await calls.get(job.id, signal);
    onProgress({ stage: 'importing', processedRows: job.processedRows, totalRows: job.totalRows });
  }
  return job;
}
