// What an import keeps of a reading: the reader's result with an id on every entry (stable within the import).
import type { CvImportSection } from '@oeuvre/contract';
import type { ImportSection, ReadResult } from './reader/types.ts';

/** The reader's sections are the contract's (each list names the same kinds). */
const sameSections: [ImportSection, CvImportSection] extends [CvImportSection, ImportSection] ? true : never = true;
void sameSections;

export type StoredEntry = ReadResult['entries'][number] & { id: string };
export type StoredReading = Omit<ReadResult, 'entries'> & { entries: StoredEntry[] };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL can store: a NUL character (possible in a file's text) is dropped, and a lone UTF-16 surrogate (a
 * JSON Resume's "\ud800", a PDF's broken text map), which its JSON refuses, becomes U+FFFD.
 */
function storable<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)])) as T;
  return value;
}

/** Gives every entry its id: 'e1', 'e2', ... in the document's order. */
export function storedReading(result: ReadResult): StoredReading {
  return storable({ ...result, entries: result.entries.map((entry, i) => ({ ...entry, id: `e${i + 1}` })) });
}
