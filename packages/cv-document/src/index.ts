// @oeuvre/cv-document: the CV as a plain data tree, built the same way for the PDF and the editor's preview.
export { buildCvDocument, cvName } from './build.ts';
export { sourceEntries, type SourceEntry } from './entries.ts';
export type { CvDocument, CvDocumentEntry, CvDocumentSection, CvDocumentWork } from './model.ts';
