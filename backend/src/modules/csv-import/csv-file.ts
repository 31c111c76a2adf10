import { isUtf8 } from 'node:buffer';
import {
  AdminMessages,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  MAX_CSV_BYTES,
  ServerMessages,
  UploadMessages,
} from '@oeuvre/contract';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/route.ts';
import { csvRecords, MAX_CSV_COLUMNS } from './csv-records.ts';
import { eventLoopTurns } from './event-loop.ts';

export type CsvColumn = (typeof CSV_REQUIRED_COLUMNS)[number] | (typeof CSV_OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly CsvColumn[] = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];

/** Declared types browsers and spreadsheets give a .csv file; anything else is refused before the bytes are read. */
const CSV_DECLARED_TYPES = new Set([
  '',
  'text/csv',
  'text/plain',
  'text/x-csv',
  'text/comma-separated-values',
  'application/csv',
  'application/x-csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

/** Openings of files people pick by mistake: PDF, zip (xlsx), old xls, images. */
const BINARY_SIGNATURES = [
  Buffer.from('%PDF'),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF8'),
  Buffer.from('RIFF'),
];

const notCsv = () => new HttpError(415, UploadMessages.notCsv.description);

/** Text made only of characters a CSV holds: no NUL, no other control bytes but tab, CR, LF and form feed. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const sample = bytes.subarray(0, 64 * 1024);
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  }
  return true;
}

/**
 * Refuses what is not a CSV file, judged by its bytes as well as its declared type: 413 past 10 MB,
 * 415 for binary content, 400 for text that is not UTF-8 or a file with nothing in it.
 */
export function checkCsvFile(file: UploadedFile | undefined): Buffer {
  if (!file) throw badRequest(UploadMessages.fileRequired.description, 'csvFile');
  if (file.size > MAX_CSV_BYTES || file.buffer.length > MAX_CSV_BYTES)
    throw new HttpError(413, 'Maximum file size is 10MB');
  const declared = file.mimetype.split(';')[0]!.trim().toLowerCase();
  if (!CSV_DECLARED_TYPES.has(declared)) throw notCsv();
  const bytes = file.buffer;
  if (BINARY_SIGNATURES.some((signature) => bytes.subarray(0, signature.length).equals(signature)))
    throw notCsv();
  if (!looksLikeText(bytes)) throw notCsv();
  if (!isUtf8(bytes))
    throw badRequest('The CSV file must be saved as UTF-8 text (in a spreadsheet: Save as "CSV UTF-8")');
  return bytes;
}

/** A header cell as people write it: "Full Name", "full_name" and "fullName" are the same column. */
const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const KNOWN = new Map(COLUMNS.map((column) => [columnKey(column), column]));

/** Where each known column sits in the header; 400 naming the required columns that are missing. */
export function readHeader(cells: string[]): Map<CsvColumn, number> {
  const positions = new Map<CsvColumn, number>();
  cells.forEach((cell, index) => {
    const column = KNOWN.get(columnKey(cell));
    if (!column) return; // other columns are ignored
    if (positions.has(column)) throw badRequest(`The column ${column} appears more than once`);
    positions.set(column, index);
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length) throw badRequest(ServerMessages.csvMissingColumns(missing));
  return positions;
}

/** One data row: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export type CsvRow = { row: number; cells: Partial<Record<CsvColumn, string>>; extraValues: boolean };
/** A row the parser could not read; everything after it in the file is lost with it. */
export type CsvBrokenRow = { row: number; broken: true };
/** A row with more values than any sheet of artists has columns (MAX_CSV_COLUMNS): refused unread. */
export type CsvWideRow = { row: number; tooWide: true };

const tooManyColumns = () =>
  badRequest(`The CSV file has more than ${MAX_CSV_COLUMNS.toLocaleString('en-US')} columns`);

/** Checked before anything is saved: the header has the required columns and at least one row follows. */
export async function checkCsvHeader(bytes: Buffer): Promise<void> {
  let header = false;
  for await (const record of csvRecords(bytes)) {
    if ('broken' in record) {
      if (header) return; // an unreadable first row is that row's error, reported by the import
      throw badRequest(AdminMessages.csvFailed.description);
    }
    if (header) return;
    if ('tooWide' in record) throw tooManyColumns();
    readHeader(record.cells);
    header = true;
  }
  throw badRequest(ServerMessages.csvEmpty);
}

/**
 * Streams the data rows (blank rows are skipped but keep their number). An unreadable row (an unclosed quote)
 * comes last, as a broken row: the parser cannot tell where the rows after it begin. `strict` refuses what
 * checkCsvHeader refuses, with the same 400s, before the first row is given: a caller that saves nothing before
 * its first row then needs no parse of its own for the header.
 */
export async function* readCsvRows(
  bytes: Buffer,
  { strict = false }: { strict?: boolean } = {},
): AsyncGenerator<CsvRow | CsvBrokenRow | CsvWideRow> {
  const turn = eventLoopTurns();
  let positions: Map<CsvColumn, number> | undefined;
  let headerLength = 0;
  let rows = 0;
  for await (const record of csvRecords(bytes)) {
    if ('broken' in record) {
      // An unreadable first row is the header: nothing can be read.
      if (strict && !positions) throw badRequest(AdminMessages.csvFailed.description);
      rows++;
      yield record;
      continue;
    }
    if ('tooWide' in record) {
      if (!positions) throw tooManyColumns();
      rows++;
      yield record;
      continue;
    }
    if (!positions) {
      positions = readHeader(record.cells);
      headerLength = record.cells.length;
      continue;
    }
    const cells: CsvRow['cells'] = {};
    for (const [column, index] of positions) cells[column] = record.cells[index];
    // Values past the header's last column: usually a comma in an unquoted value.
    const extraValues = record.cells.slice(headerLength).some((cell) => cell.trim() !== '');
    await turn(); // the rows' consumer included: a whole file is never one long stretch
    rows++;
    yield { row: record.row, cells, extraValues };
  }
  if (strict && !rows) throw badRequest(ServerMessages.csvEmpty);
}

/** How many data rows the file holds (for a job's progress), counted before importing. */
export async function countCsvRows(bytes: Buffer): Promise<number> {
  let count = 0;
  for await (const _ of readCsvRows(bytes)) count++;
  return count;
}
