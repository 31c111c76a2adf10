import { UniqueConstraintViolationException } from '@mikro-orm/core';
import * as v from 'valibot';
import { csvArtistRow, ServerMessages, type CsvArtistRow, type CsvUploadResult } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { User } from '../users/user.entity.ts';
import { readCsvRows, type CsvRow } from './csv-file.ts';
import { MAX_CSV_COLUMNS } from './csv-records.ts';
import { insertBatch, prepareBatch, type ValidRow } from './csv-batch.ts';

/** Rows saved per transaction: a failure never leaves part of a batch behind. */
export const CSV_BATCH_SIZE = 500;
/** Error lines kept for the report; `failed` still counts every failing row. */
export const MAX_REPORTED_ERRORS = 5000;

export type ImportProgress = CsvUploadResult & { processedRows: number };

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Every problem of one row in one line, with the field messages. */
function rowProblems(row: CsvRow): { data: CsvArtistRow } | { problems: string[] } {
  if (row.extraValues) {
    return { problems: ['This row has more values than there are columns (put values that contain commas in quotes)'] };
  }
  const result = v.safeParse(csvArtistRow, row.cells, { abortEarly: false });
  if (result.success) return { data: result.output };
  return { problems: [...new Set(result.issues.map((issue) => issue.message))] };
}

/** The batch's emails (normalized) that a profile already uses, compared without regard to case (an indexed lookup). */
async function emailsInUse(em: Em, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const table = em.getMetadata().get(ArtistProfile).tableName;
  const rows = await em.execute<{ email: string }[]>(
    `select lower("email") as "email" from "${table}" where lower("email") in (${emails.map(() => '?').join(', ')})`,
    emails,
  );
  return new Set(rows.map((row) => row.email));
}

export type ImportOptions = {
  actor: User;
  fileName?: string;
  /** Called after each batch is saved (and at the end) with the counts so far. */
  onProgress?: (progress: ImportProgress) => Promise<void> | void;
};

/**
 * Imports the artists of a CSV file: its header is checked first (400 before anything is saved, as checkCsvHeader
 * would), then rows are read as a stream (the file is parsed once), validated one by one (errors name the row as a
 * spreadsheet numbers it) and saved in batches. Emails must be new, within the file and among existing profiles
 * (looked up per batch, before the batch takes slugs and ids).
 */
export async function importArtists(em: Em, bytes: Buffer, options: ImportOptions): Promise<CsvUploadResult> {
  const errors: { row: number; message: string }[] = [];
  let successful = 0;
  let failed = 0;
  const firstRowOfEmail = new Map<string, number>();
  let batch: ValidRow[] = [];

  const fail = (row: number, problem: string) => {
    failed++;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, message: ServerMessages.csvRow(row, problem) });
  };
  const report = () => ({
    successful,
    failed,
    processedRows: successful + failed,
    errors: [...errors].sort((a, b) => a.row - b.row).map((e) => e.message),
  });

  const slugsTaken = new Set<string>();
  const prepare = (rows: ValidRow[]) => prepareBatch(em.fork(), rows, slugsTaken);

  /** Saves a prepared batch and reports progress; a signup that took one of its slugs meanwhile: once more. */
  const save = async (rows: ValidRow[], profiles: ArtistProfile[]) => {
    try {
      await insertBatch(em.fork(), profiles);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      await insertBatch(em.fork(), await prepare(rows));
    }
    successful += rows.length;
    await options.onProgress?.(report());
  };

  // While one batch is saved, the next is read, checked and prepared; never more than one waits.
  let saving: Promise<void> = Promise.resolve();
  let read = 0;
  let readAtLastBatch = 0;
  const nextBatch = async () => {
    const candidates = batch;
    batch = [];
    readAtLastBatch = read;
    const inUse = await emailsInUse(em.fork(), candidates.map((r) => r.email));
    const rows = candidates.filter((r) => {
      if (!inUse.has(r.email)) return true;
      fail(r.row, ServerMessages.emailTaken);
      return false;
    });
    const profiles = rows.length ? await prepare(rows) : [];
    await saving;
    saving = rows.length ? save(rows, profiles) : Promise.resolve(options.onProgress?.(report()));
    saving.catch(() => undefined); // awaited before the next batch or at the end
  };

  for await (const row of readCsvRows(bytes, { strict: true })) {
    if (read - readAtLastBatch >= CSV_BATCH_SIZE) await nextBatch();
    read++;
    if ('broken' in row) {
      fail(row.row, 'A quoted value is never closed, so this row and the rest of the file could not be read');
      break;
    }
    if ('tooWide' in row) {
      fail(row.row, `This row has more than ${MAX_CSV_COLUMNS.toLocaleString('en-US')} values`);
      continue;
    }
    const checked = rowProblems(row);
    if ('problems' in checked) {
      fail(row.row, checked.problems.join('; '));
      continue;
    }
    const email = normalEmail(checked.data.email);
    const first = firstRowOfEmail.get(email);
    if (first !== undefined) {
      fail(row.row, `${ServerMessages.csvDuplicateEmail(email)} (also in row ${first})`);
      continue;
    }
    firstRowOfEmail.set(email, row.row);
    batch.push({ row: row.row, data: checked.data, email });
  }
  await nextBatch();
  await saving;
  const result = report();

  const log = em.fork();
  await recordActivity(log, {
    type: 'import',
    message: `Imported ${successful} ${successful === 1 ? 'artist' : 'artists'} from ${options.fileName?.slice(0, 100) || 'a CSV file'}${failed ? ` (${failed} ${failed === 1 ? 'row' : 'rows'} failed)` : ''}`,
    actor: log.getReference(User, options.actor.id),
  });
  return { successful: result.successful, failed: result.failed, errors: result.errors };
}
