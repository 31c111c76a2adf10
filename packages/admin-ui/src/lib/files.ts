// Checks made before a file is sent, refused with 'Invalid file type' or 'File too large'; the server checks
// again by the bytes.
import {
  CSV_MIME_TYPES,
  IMAGE_MIME_TYPES,
  MAX_CSV_BYTES,
  MAX_IMAGE_BYTES,
  UploadMessages,
} from '@oeuvre/contract';
import type { AdminNotice } from '../notices.tsx';

const MB = 1024 * 1024;

/** A CSV as the desktop app reads it from disk. */
export interface CsvBytes {
  name: string;
  bytes: Uint8Array;
}
export type CsvSource = File | CsvBytes;

export function toCsvFile(source: CsvSource): File {
  if (source instanceof File) return source;
  return new File([source.bytes as BlobPart], source.name, { type: 'text/csv' });
}

/** Why an image cannot be uploaded, or null when it can. */
export function imageProblem(file: File): AdminNotice | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UploadMessages.notImage;
  if (file.size > MAX_IMAGE_BYTES) return UploadMessages.tooLarge;
  return null;
}

/** Why a file cannot be imported as CSV, or null; some systems give .csv files no type at all. */
export function csvProblem(file: File): AdminNotice | null {
  const typed = (CSV_MIME_TYPES as readonly string[]).includes(file.type);
  const untypedCsv = file.type === '' && /\.csv$/i.test(file.name);
  if (!typed && !untypedCsv) return UploadMessages.notCsv;
  if (file.size > MAX_CSV_BYTES) {
    return {
      title: UploadMessages.tooLarge.title,
      description: `Maximum file size is ${MAX_CSV_BYTES / MB}MB`,
    };
  }
  return null;
}
