// Parses a CSV file off the main thread (see csv-records.ts): a hostile file (millions of blank lines, one row of
// millions of commas, a 10 MB quoted value) costs this thread time, never the server's requests.
// Plain TypeScript that Node runs as is (erasable syntax only), importing nothing but csv-parse.
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { parse } from 'csv-parse';

export type ParseRequest = { bytes: Uint8Array; maxColumns: number; maxCellChars: number; batchSize: number };
/** A row as a spreadsheet numbers it (the header is row 1) with its cells, or `tooWide` past the column cap. */
export type ParsedRecord = { row: number; cells: string[] } | { row: number; tooWide: true };
export type ParseBatch = { records: ParsedRecord[]; done: false } | { records: ParsedRecord[]; done: true; unreadable: number[] };

const { bytes, maxColumns, maxCellChars, batchSize } = workerData as ParseRequest;
const port = parentPort!;

/** The main thread asks for each batch: at most one batch waits in a message, whatever the file holds. */
const asked = () => new Promise<string>((resolve) => port.once('message', resolve));

const blank = (record: string[]) => record.every((cell) => cell.trim() === '');

function chunks(size = 64 * 1024): Readable {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Readable.from(
    (function* () {
      for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
    })(),
  );
}

async function run(): Promise<void> {
  const unreadable: number[] = [];
  // relax_quotes keeps a stray quote inside a value as text, relax_column_count leaves row lengths to the import,
  // and an unclosed quote (which swallows the rest of the file) is reported with the row it starts on.
  const csv = parse({
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
  });
  csv.on('skip', (error: { records?: number; empty_lines?: number }) =>
    unreadable.push((error.records ?? 0) + (error.empty_lines ?? 0) + 1),
  );
  const stream = chunks().pipe(csv);
  let records: ParsedRecord[] = [];
  for await (const { record, info } of stream as AsyncIterable<{
    record: string[];
    info: { records: number; empty_lines: number };
  }>) {
    const row = info.records + info.empty_lines; // skipped empty lines keep their number
    if (record.length > maxColumns) records.push({ row, tooWide: true });
    else if (blank(record)) continue;
    else records.push({ row, cells: record.map((cell) => (cell.length > maxCellChars ? cell.slice(0, maxCellChars) : cell)) });
    if (records.length >= batchSize) {
      port.postMessage({ records, done: false } satisfies ParseBatch);
      records = [];
      if ((await asked()) === 'stop') return;
    }
  }
  port.postMessage({ records, done: true, unreadable } satisfies ParseBatch);
}

await asked();
await run();
port.close();
