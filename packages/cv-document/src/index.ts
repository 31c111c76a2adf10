// @oeuvre/cv-document: the CV as a plain data tree, built the same way for the PDF and the editor's preview.
export { buildCvDocument, cvName } from './build.ts';
export { capDocument, DOCUMENT_CAPS, moreNote } from './caps.ts';
export { sourceEntries, type SourceEntry } from './entries.ts';
export {
  draftCvSource,
  entriesIn,
  publishedCvSource,
  type CvSource,
  type CvSourceEntry,
  type CvSourceSection,
} from './source.ts';
export {
  bornLine,
  plainText,
  readCvEntry,
  workCaption,
  type CvLine,
  type CvReading,
  type CvSpan,
} from './reading.ts';
export type { CvDocument, CvDocumentEntry, CvDocumentSection, CvDocumentWork } from './model.ts';
export { JSON_RESUME_SCHEMA, toJsonResume, type JsonResumeContext } from './json-resume.ts';
export { personJsonLd, sameAsOf, type PersonJsonLdContext } from './json-ld.ts';
