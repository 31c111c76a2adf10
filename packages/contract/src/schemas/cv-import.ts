// Importing a CV: the import as the review screen reads it, the pasted-text body and what applying it sends.
import * as v from 'valibot';
import type { SectionDefinition } from '../section-definition.ts';
import { SECTIONS, SECTION_KINDS, type SectionKind } from '../sections.ts';
import { timestamp } from './fields.ts';
import { PUBLIC_PAGE_SECTIONS } from './public-sections.ts';

/** The sections an import proposes entries for: every section but those whose definition says `imported: false`. */
export type CvImportSection = {
  [K in SectionKind]: (typeof SECTIONS)[K] extends { imported: false } ? never : K;
}[SectionKind];
/** They are offered in the CV's order (the exhibitions first), the sections outside the CV (social links) last. */
export const CV_IMPORT_SECTIONS = [
  ...new Set([
    ...PUBLIC_PAGE_SECTIONS.filter((s) => s.cv).flatMap((s) => s.kinds),
    ...SECTION_KINDS,
  ]),
].filter(
  (kind): kind is CvImportSection =>
    Object.hasOwn(SECTIONS, kind) && (SECTIONS as Record<string, SectionDefinition>)[kind]!.imported !== false,
);

export const CV_IMPORT_FORMATS = ['pdf', 'docx', 'html', 'text', 'markdown', 'json'] as const;
export type CvImportFormat = (typeof CV_IMPORT_FORMATS)[number];

export const CV_IMPORT_STATES = ['reading', 'ready', 'failed'] as const;
export type CvImportStatus = (typeof CV_IMPORT_STATES)[number];

/** Bytes and pages of a file the import reads. */
export const CV_IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPages: 60, maxTextChars: 200_000 } as const;
/** Extensions the upload accepts (the bytes decide what the file is). */
export const CV_IMPORT_ACCEPT = '.pdf,.docx,.html,.htm,.txt,.md,.markdown,.json';

/** Why a reading failed: the reader's codes, plus a reading that ran out of time or was cut short by a restart. */
export const CV_IMPORT_FAILURES = [
  'unsupported',
  'mismatch',
  'empty',
  'no-text',
  'encrypted',
  'broken',
  'too-large',
  'too-many-pages',
  'timeout',
  'interrupted',
  'failed',
] as const;
export type CvImportFailure = (typeof CV_IMPORT_FAILURES)[number];

export const cvImportPerson = v.object({
  fullName: v.nullable(v.string()),
  birthYear: v.nullable(v.string()),
  birthPlace: v.nullable(v.string()),
  city: v.nullable(v.string()),
  country: v.nullable(v.string()),
  email: v.nullable(v.string()),
  website: v.nullable(v.string()),
});
export type CvImportPerson = v.InferOutput<typeof cvImportPerson>;

/** One proposed entry: `fields` has exactly the field names of its section's add route, as text ('' when not given). */
export const cvImportEntry = v.object({
  /** Stable within the import: 'e1', 'e2', ... */
  id: v.string(),
  section: v.picklist(CV_IMPORT_SECTIONS),
  fields: v.record(v.string(), v.string()),
  /** The document's text the entry was read from. */
  source: v.string(),
  page: v.optional(v.number()),
  /** The draft already holds this entry (same key fields); applying skips it. */
  duplicate: v.boolean(),
  /**
   * For an entry that names a place (see `editorEntryPlace`): the venue it will link to once published, as the venues'
   * linking matches its spelling and city now (null: no venue matches yet, a new one will be made). Absent otherwise.
   */
  venue: v.optional(v.nullable(v.object({ slug: v.string(), name: v.string(), city: v.string() }))),
});
export type CvImportEntry = v.InferOutput<typeof cvImportEntry>;

/**
 * An import. While `reading`, and when `failed` (with `message` and `failure`), the person is all null and the lists
 * are empty; `ready` carries what was read.
 */
export const cvImport = v.object({
  id: v.number(),
  status: v.picklist(CV_IMPORT_STATES),
  message: v.optional(v.string()),
  failure: v.optional(v.picklist(CV_IMPORT_FAILURES)),
  format: v.nullable(v.picklist(CV_IMPORT_FORMATS)),
  person: cvImportPerson,
  entries: v.array(cvImportEntry),
  unparsed: v.array(v.object({ text: v.string(), page: v.optional(v.number()) })),
  ignored: v.array(v.object({ text: v.string(), reason: v.string() })),
  createdAt: timestamp,
  /** When it is deleted unless applied or discarded before. */
  expiresAt: timestamp,
});
export type CvImport = v.InferOutput<typeof cvImport>;

/** Pasted text (as a JSON body), or the text field beside no file in a multipart body. */
export const cvImportStartBody = v.object({
  text: v.optional(v.pipe(v.string(), v.maxLength(CV_IMPORT_LIMITS.maxTextChars))),
});

const MAX_APPLIED = 5000;
const editedValue = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/** The profile fields an import's details can fill. */
export const CV_IMPORT_PERSON_FIELDS = [
  'fullName',
  'email',
  'city',
  'country',
  'website',
  'birthYear',
  'birthPlace',
] as const;
export type CvImportPersonField = (typeof CV_IMPORT_PERSON_FIELDS)[number];
const detail = v.optional(v.pipe(v.string(), v.maxLength(500)));
const editedFields = v.record(v.pipe(v.string(), v.maxLength(64)), editedValue);

/**
 * Which entries to add, whether to take the person's details, and the artist's edits to entries (by id). `details`
 * are the details as the artist corrected them (in place of those read); `replace` names filled profile fields the
 * artist chose to overwrite (otherwise only empty ones are filled); `lines` are entries the artist made from unread
 * lines. Everything is added in one transaction, or nothing.
 */
export const cvImportApplyBody = v.object({
  entries: v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(MAX_APPLIED)),
  person: v.boolean(),
  details: v.optional(
    v.object({
      fullName: detail,
      email: detail,
      city: detail,
      country: detail,
      website: detail,
      birthYear: detail,
      birthPlace: detail,
    }),
  ),
  replace: v.optional(v.pipe(v.array(v.picklist(CV_IMPORT_PERSON_FIELDS)), v.maxLength(CV_IMPORT_PERSON_FIELDS.length))),
  lines: v.optional(
    v.pipe(
      v.array(v.object({ section: v.picklist(CV_IMPORT_SECTIONS), fields: editedFields })),
      v.maxLength(MAX_APPLIED),
    ),
  ),
  edits: v.optional(
    v.record(
      v.pipe(v.string(), v.maxLength(20)),
      v.object({
        section: v.optional(v.picklist(CV_IMPORT_SECTIONS)),
        fields: editedFields,
      }),
    ),
  ),
});
export type CvImportApplyBody = v.InferInput<typeof cvImportApplyBody>;

/** What applying added, per section, and how many chosen entries were skipped as duplicates. */
export const cvImportApplyResult = v.object({
  artistId: v.number(),
  added: v.record(v.picklist(CV_IMPORT_SECTIONS), v.number()),
  skipped: v.number(),
  /** The profile's details filled from the CV (only fields that were empty). */
  personFields: v.array(v.string()),
});
export type CvImportApplyResult = v.InferOutput<typeof cvImportApplyResult>;
