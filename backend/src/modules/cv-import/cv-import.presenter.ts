import type { CvImport as CvImportJson } from '@oeuvre/contract';
import type { CvImport } from './cv-import.entity.ts';
import { entryKey } from './cv-import.duplicates.ts';

const NO_PERSON = { fullName: null, birthYear: null, birthPlace: null, city: null, country: null, email: null, website: null };

/** An import as its owner reads it; `draftKeys` marks the entries the draft already holds. */
export function presentCvImport(row: CvImport, draftKeys: ReadonlySet<string> = new Set()): CvImportJson {
  const result = row.status === 'ready' ? row.result : null;
  return {
    id: row.id,
    status: row.status,
    ...(row.message ? { message: row.message } : {}),
    ...(row.failure ? { failure: row.failure as CvImportJson['failure'] } : {}),
    format: result?.format ?? null,
    person: result?.person ?? NO_PERSON,
    entries: (result?.entries ?? []).map((entry) => ({
      id: entry.id,
      section: entry.section,
      fields: entry.fields,
      source: entry.source,
      ...(entry.page !== undefined ? { page: entry.page } : {}),
      duplicate: draftKeys.has(entryKey(entry.section, entry.fields)),
    })),
    unparsed: (result?.unparsed ?? []).map((line) => (line.page !== undefined ? { text: line.text, page: line.page } : { text: line.text })),
    ignored: result?.ignored ?? [],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
