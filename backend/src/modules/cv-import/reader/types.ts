// What reading a CV file produces: the shared shape between the reader (this folder), the import API
// (../cv-import.*) and the labelled corpus (../corpus). Reading is a pure function of the bytes: no database, no network.

import type { CvImportSection } from '@oeuvre/contract';

/** The CV sections an import can propose entries for: the editor's section kinds, without works (the contract's list). */
export type ImportSection = CvImportSection;

export type ReadFormat = 'pdf' | 'docx' | 'html' | 'text' | 'markdown' | 'json';

/** The person the CV is about; null where the document does not say. */
export interface ReadPerson {
  fullName: string | null;
  birthYear: string | null;
  birthPlace: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  website: string | null;
}

/**
 * One proposed entry. `fields` holds exactly the field names of the section's add route
 * (`SECTIONS[section].fields` in @oeuvre/contract), as strings; a field the document does not give is ''.
 * A residency is a `grants` entry with `type: 'residency'`.
 */
export interface ReadEntry {
  section: ImportSection;
  fields: Record<string, string>;
  /** The document's text this entry was read from (its lines joined with '\n'). */
  source: string;
  /** 1-based page of the first line, when the format has pages. */
  page?: number;
}

export type IgnoredReason =
  | 'page header'
  | 'page footer'
  | 'page number'
  | 'repeated letterhead'
  | 'section heading'
  | 'blank'
  | 'navigation'
  /** A line read into `person` (name, birth, place, email, website). */
  | 'artist details';

export interface ReadResult {
  format: ReadFormat;
  person: ReadPerson;
  entries: ReadEntry[];
  /** Lines that are neither part of an entry nor ignored with a reason: the artist assigns or discards them. */
  unparsed: { text: string; page?: number }[];
  ignored: { text: string; reason: IgnoredReason }[];
}

/** The input: a file's bytes (its name and declared type are hints only; the bytes decide) or pasted text. */
export type ReadInput = { bytes: Uint8Array; filename?: string } | { text: string };

export interface ReadLimits {
  /** Bytes of a file (default 10 MB). */
  maxBytes: number;
  /** Pages of a PDF (default 60). */
  maxPages: number;
  /** Bytes a DOCX may inflate to, summed over its parts (default 50 MB), checked before inflating. */
  maxInflatedBytes: number;
  /** Characters of text extracted, any format (default 2,000,000). */
  maxChars: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPages: 60,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxChars: 2_000_000,
};

/** Why a file cannot be read; the API maps `code` to a status (see docs/api.md, "CV import"). */
export type CvReadErrorCode =
  | 'unsupported' // not PDF, DOCX, HTML, text, Markdown or JSON by its bytes (415)
  | 'mismatch' // the bytes are not what the file name says (415)
  | 'empty' // no text at all (400)
  | 'no-text' // a PDF without a text layer, e.g. a scan (422)
  | 'encrypted' // a password-protected PDF or DOCX (400)
  | 'broken' // a damaged file (400)
  | 'too-large' // over maxBytes, or inflating past maxInflatedBytes, or past maxChars (413)
  | 'too-many-pages'; // over maxPages (413)

export class CvReadError extends Error {
  readonly code: CvReadErrorCode;
  constructor(code: CvReadErrorCode, message: string) {
    super(message);
    this.name = 'CvReadError';
    this.code = code;
  }
}
