// The CV as a plain data tree: what the PDF and the editor's preview both draw.
import type { CvDocSection, CvPageSize } from '@oeuvre/contract';
import type { CvLine } from './reading.ts';

export interface CvDocumentEntry {
  /** `"<editor section kind>:<id>"`, e.g. `"awards:12"`. */
  ref: string;
  /** The left column: the year as the artist typed it ("2019", "2015–2017"); '' when none. */
  year: string;
  /** Line 1 the entry itself, line 2 (when any) its details. Plain text, never markup. */
  lines: string[];
  /** The same lines in runs of their styles (titles in italics): `lines[i]` is the text of `spans[i]`. */
  spans: CvLine[];
  /** A private entry (only in the artist's own documents, when a selection names it). */
  private: boolean;
}

export interface CvDocumentSection {
  key: CvDocSection;
  /** 'Group Exhibitions', or 'Selected Group Exhibitions' when only some entries are shown. */
  heading: string;
  entries: CvDocumentEntry[];
  /** Entries left out past the cap (see caps.ts); printed as a note. */
  more?: number;
}

/** A work of the portfolio: one per page, image at the largest size the page allows, caption under it. */
export interface CvDocumentWork {
  ref: string;
  id: number;
  imageUrl: string;
  title: string;
  year: string;
  medium: string;
  dimensions: string | null;
  exhibition: string | null;
  /** The caption as galleries print it: 'Title, year' / medium / dimensions (plain text of `captionLines`). */
  caption: string[];
  /** The caption's lines in runs of their styles (the title in italics). */
  captionLines: CvLine[];
  private: boolean;
}

export interface CvDocument {
  /** The display name (the full name when none). */
  name: string;
  /** "City, Country". */
  location: string;
  /** The line under the name: 'Born 1984, Porto; lives and works in Lisbon' (null when nothing is known). */
  born: string | null;
  contact: { email: string | null; website: string | null } | null;
  statement: string | null;
  pageSize: CvPageSize;
  sections: CvDocumentSection[];
  works: CvDocumentWork[];
  /** Works left out past the cap (see caps.ts); printed as a note. */
  moreWorks?: number;
}
