import type { CsvJob as CsvJobView } from '@oeuvre/contract';
import type { CsvJob } from './csv-job.entity.ts';

/** A CSV import's progress as the admin screen polls it. */
export function presentCsvJob(job: CsvJob): CsvJobView {
  return {
    id: job.id,
    status: job.status,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    successful: job.successful,
    failed: job.failed,
    errors: [...job.errors],
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
