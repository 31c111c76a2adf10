import { Worker } from 'node:worker_threads';
import type { ParseBatch, ParsedRecord, ParseRequest } from './csv-parse.worker.ts';

/** Values per row past which a row is refused unread (a file's own columns are a handful; spreadsheets pad some). */
export const MAX_CSV_COLUMNS = 1000;
/** A cell is cut to this many characters in the parser: far past every field's limit, so its message still shows. */
export const MAX_CSV_CELL_CHARS = 100_000;
/** Rows per message from the parser. */
const BATCH = 500;

const WORKER_URL = new URL('./csv-parse.worker.ts', import.meta.url);

export type CsvRecord = ParsedRecord | { row: number; broken: true };

/**
 * The file's non-blank rows, parsed in a worker thread a batch at a time (the next batch is parsed while this one
 * is used, never more), then its unreadable rows (an unclosed quote) as broken rows. However hostile the file,
 * the parser's time is spent off the event loop; stopping early ends the worker.
 */
export async function* csvRecords(bytes: Buffer): AsyncGenerator<CsvRecord> {
  const request: ParseRequest = {
    bytes: new Uint8Array(bytes), // its own memory (a Buffer may share a pooled one)
    maxColumns: MAX_CSV_COLUMNS,
    maxCellChars: MAX_CSV_CELL_CHARS,
    batchSize: BATCH,
  };
  const worker = new Worker(WORKER_URL, {
    workerData: request,
    transferList: [request.bytes.buffer as ArrayBuffer], // a copy of the file, handed over rather than cloned again
    // A parser that goes wrong ends itself, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  let failure: unknown;
  let waiting: ((batch: ParseBatch | undefined) => void) | undefined;
  const pending: ParseBatch[] = [];
  const deliver = (batch: ParseBatch | undefined) => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(batch);
    } else if (batch) pending.push(batch);
  };
  worker.on('message', (batch: ParseBatch) => deliver(batch));
  worker.on('error', (error) => {
    failure = error;
    deliver(undefined);
  });
  worker.on('exit', () => deliver(undefined));
  const next = () =>
    pending.length ? Promise.resolve(pending.shift()) : new Promise<ParseBatch | undefined>((r) => (waiting = r));

  try {
    worker.postMessage('more');
    for (;;) {
      const batch = await next();
      if (!batch) throw failure ?? new Error('The CSV parser stopped before the end of the file');
      if (!batch.done) worker.postMessage('more'); // parsed while this batch is used
      yield* batch.records;
      if (batch.done) {
        for (const row of batch.unreadable) yield { row, broken: true };
        return;
      }
    }
  } finally {
    void worker.terminate();
  }
}
