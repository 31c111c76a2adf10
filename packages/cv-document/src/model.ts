// The CV as a plain data tree: what the PDF and the editor's preview both draw.
import type { CvDocSection, CvPageSize } from '@oeuvre/contract';

export interface CvDocumentEntry {
  /** `"<editor section kind>:<id>"`, e.g. `"awards:12"`. */
  ref: string;
  /** The left column: the year as the artist typed it ("2019", "2015–2017"); '' when none. */
  year: string;
  /** Line 1 the entry itself, line 2 (when any) its details. Plain text, never markup. */
  lines: string[];
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

/** A work of the portfolio: one per page, image at its own aspect ratio, caption under it. */
export interface CvDocumentWork {
  ref: string;
  id: number;
  imageUrl: string;
  title: string;
  year: string;
  medium: string;
  dimensions: string | null;
  exhibition: string | null;
  /** The caption in the conventional order: title, year / medium / dimensions / exhibition. */
  caption: string[];
  private: boolean;
}

export interface CvDocument {
  /** The display name (the full name when none). */
  name: string;
  /** "City, Country". */
  location: string;
  contact: { email: string | null; website: string | null } | null;
  statement: string | null;
  pageSize: CvPageSize;
  sections: CvDocumentSection[];
  works: CvDocumentWork[];
  /** Works left out past the cap (see caps.ts); printed as a note. */
  moreWorks?: number;
}
