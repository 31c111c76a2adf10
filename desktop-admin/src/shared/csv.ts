import { MAX_CSV_BYTES } from '@oeuvre/contract';

/** The server's limit for a batch upload; a larger file is refused before it is read. */
export { MAX_CSV_BYTES };

export function isCsvName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}
