import { AdminMessages } from '@oeuvre/contract';
import type { Em, Orm } from '../../db/orm.ts';
import { emailCsvImportFinished } from '../email/notify.ts';
import type { Logger } from '../../logger.ts';
import { notFound } from '../../http/errors.ts';
import { User } from '../users/user.entity.ts';
import { countCsvRows } from './csv-file.ts';
import { importArtists, type ImportProgress } from './csv-import.service.ts';
import { CsvJob } from './csv-job.entity.ts';
import { releaseImportMemory } from './release-memory.ts';

/** Jobs this process is running; a job left 'running' by a stopped server is reported as interrupted. */
const runningHere = new Set<number>();

export const INTERRUPTED_MESSAGE = 'The import was interrupted before it finished; the artists saved until then were kept.';

type JobOptions = { actor: User; fileName?: string; logger: Logger };

/** Records the end of a job and the email telling its admin, in one transaction. */
const finish = (em: Em, id: number, fields: Partial<CsvJob>) =>
  em.transactional(async (tx) => {
    await tx.nativeUpdate(CsvJob, { id }, fields);
    await emailCsvImportFinished(tx, id);
  });

async function runJob(orm: Orm, id: number, bytes: Buffer, options: JobOptions): Promise<number> {
  const em = orm.em.fork();
  let last: ImportProgress = { successful: 0, failed: 0, processedRows: 0, errors: [] };
  const save = (fields: Partial<CsvJob>) => em.nativeUpdate(CsvJob, { id }, fields);
  try {
    await save({ status: 'running', totalRows: await countCsvRows(bytes) });
    await importArtists(orm.em.fork(), bytes, {
      actor: options.actor,
      fileName: options.fileName,
      onProgress: async (progress) => {
        last = progress;
        await save({ ...progress });
      },
    });
    await finish(em, id, { status: 'done', finishedAt: new Date() });
  } catch (error) {
    options.logger.error({ err: error, jobId: id }, 'CSV import failed');
    await finish(em, id, { status: 'failed', finishedAt: new Date(), errors: [...last.errors, AdminMessages.csvFailed.description] }).catch(
      () => undefined,
    );
  }
  return last.processedRows;
}

/** Records the job and runs the import after answering; the admin polls its progress. */
export async function startCsvJob(orm: Orm, bytes: Buffer, options: JobOptions): Promise<CsvJob> {
  const em = orm.em.fork();
  const job = em.create(CsvJob, { createdBy: em.getReference(User, options.actor.id) });
  await em.flush();
  runningHere.add(job.id);
  void runJob(orm, job.id, bytes, options).then(
    (rows) => {
      runningHere.delete(job.id);
      releaseImportMemory(rows, options.logger);
    },
    () => runningHere.delete(job.id),
  );
  return job;
}

export async function findCsvJob(orm: Orm, id: number): Promise<CsvJob> {
  const em = orm.em.fork();
  const job = await em.findOne(CsvJob, id);
  if (!job) throw notFound();
  if ((job.status === 'queued' || job.status === 'running') && !runningHere.has(job.id)) {
    job.status = 'failed';
    job.finishedAt = new Date();
    job.errors = [...job.errors, INTERRUPTED_MESSAGE];
    await em.flush();
  }
  return job;
}
