import type { CvImport as CvImportJson } from '@oeuvre/contract';
import type { CvImport } from './cv-import.entity.ts';
import { DraftEntries } from './cv-import.duplicates.ts';
import { NO_PERSON } from './reader/person.ts';

type ReviewVenue = CvImportJson['entries'][number]['venue'];

/**
 * An import as its owner reads it; `draft` marks the entries the draft already holds, `venues` gives by entry id
 * the venue an entry that names a place will link to (null: a new venue).
 */
export function presentCvImport(
  row: CvImport,
  draft: DraftEntries = new DraftEntries(),
  venues: ReadonlyMap<string, ReviewVenue> = new Map(),
): CvImportJson {
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
      duplicate: draft.has(entry.section, entry.fields),
      ...(venues.get(entry.id) !== undefined ? { venue: venues.get(entry.id) } : {}),
    })),
    unparsed: (result?.unparsed ?? []).map((line) =>
      line.page !== undefined ? { text: line.text, page: line.page } : { text: line.text },
    ),
    ignored: result?.ignored ?? [],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
