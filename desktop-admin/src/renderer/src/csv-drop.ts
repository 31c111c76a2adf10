/* CSV files dropped on the window, turned into the bytes the admin UI's batch upload takes. */
import type { CsvFile } from '../../shared/bridge.ts';
import { isCsvName, MAX_CSV_BYTES } from '../../shared/csv.ts';

export type DroppedCsv = { ok: true; file: CsvFile } | { ok: false; message: string };

/** The first CSV among the dropped files; other files are not ours to read. */
export function pickCsvFile(files: ArrayLike<File>): File | null {
  return Array.from(files).find((file) => isCsvName(file.name)) ?? null;
}

export async function readDroppedCsv(files: ArrayLike<File>, maxBytes = MAX_CSV_BYTES): Promise<DroppedCsv> {
  const file = pickCsvFile(files);
  if (!file) return { ok: false, message: 'Only .csv files can be imported.' };
  if (file.size > maxBytes)
    return { ok: false, message: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.` };
  return { ok: true, file: { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } };
}
