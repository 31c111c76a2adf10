// How long a document may get: past a cap the rest is left out and the document says how much ("… and N more
// entries"), so any CV or portfolio renders in bounded time and size, whatever a selection names.
import type { CvDocument } from './model.ts';

export type DocumentCaps = { entriesPerSection: number; cvPages: number; works: number };

export const DOCUMENT_CAPS: Readonly<DocumentCaps> = {
  /** Entries printed per section. */
  entriesPerSection: 150,
  /** Pages of the CV (in a portfolio: of its CV part). */
  cvPages: 40,
  /** Works in a portfolio, one per page. */
  works: 200,
};

/** The note that stands for what a cap left out. */
export const moreNote = (count: number, noun: 'entries' | 'works') =>
  `… and ${count} more ${count === 1 ? noun.replace(/ies$/, 'y').replace(/s$/, '') : noun}`;

/** The document as it is printed: each section's entries and the works cut to their caps, with what was left out. */
export function capDocument(cv: CvDocument, caps: Readonly<DocumentCaps> = DOCUMENT_CAPS): CvDocument {
  return {
    ...cv,
    sections: cv.sections.map((section) =>
      section.entries.length > caps.entriesPerSection
        ? {
            ...section,
            entries: section.entries.slice(0, caps.entriesPerSection),
            more: section.entries.length - caps.entriesPerSection + (section.more ?? 0),
          }
        : section,
    ),
    works: cv.works.slice(0, caps.works),
    moreWorks: Math.max(0, cv.works.length - caps.works) + (cv.moreWorks ?? 0),
  };
}
