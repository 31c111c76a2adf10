/* Reading a CSV the moderator picked, for the admin UI's batch upload. */
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import type { CsvFile } from '../shared/bridge.ts';
import { isCsvName, MAX_CSV_BYTES } from '../shared/csv.ts';

export class CsvFileError extends Error {
  override name = 'CsvFileError';
}

export async function readCsvFile(path: string, maxBytes = MAX_CSV_BYTES): Promise<CsvFile> {
  if (!isCsvName(path)) throw new CsvFileError('Choose a .csv file.');
  const handle = await open(path, 'r');
  try {
    const { size, isFile } = await handle.stat().then((s) => ({ size: s.size, isFile: s.isFile() }));
    if (!isFile) throw new CsvFileError('Choose a .csv file.');
    if (size > maxBytes)
      throw new CsvFileError(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    const bytes = new Uint8Array(await handle.readFile());
    return { name: basename(path), bytes };
  } finally {
    await handle.close();
  }
}
