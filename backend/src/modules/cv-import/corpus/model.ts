// The labelled corpus: invented artists' CVs, each a person and its entries in the import's section kinds and field
// names (../reader/types.ts, SECTIONS in @oeuvre/contract), and how each is written (its conventions).
import type { ImportSection, ReadFormat } from '../reader/types.ts';

export interface CorpusPerson {
  fullName: string;
  birthYear: string;
  birthPlace: string;
  city: string;
  country: string;
  email: string;
  website: string;
}

/** One labelled entry: `fields` as the section's add route names them ('' where the CV does not say). */
export interface LabelledEntry {
  section: ImportSection;
  fields: Record<string, string>;
}

/** How an artist writes a CV: chosen per CV from its seed, so the corpus covers the conventions artists use. */
export interface CvStyle {
  /** Where an entry's year goes: a left column, a line of its own above that year's entries, or the line's end. */
  years: 'column' | 'heading' | 'trailing';
  /** The order of an exhibition's parts. */
  exhibition: 'title-venue-city' | 'venue-city-title' | 'sentences' | 'title-dash';
  /** How a title is set apart: italics, quotes or nothing. */
  titles: 'italic' | 'quoted' | 'plain' | 'guillemets';
  /** Solo and group exhibitions as one list, solo ones marked '(solo)'. */
  mixedExhibitions: boolean;
  /** One 'Exhibitions' heading with 'Solo' and 'Group' beneath it. */
  subheadedExhibitions: boolean;
  /** Some group shows under a 'Two-person exhibitions' heading of their own. */
  twoPerson: boolean;
  /** Awards and residencies under one heading. */
  awardsWithResidencies: boolean;
  /** A year's entries on one line, separated by ';' (group exhibitions and bibliography). */
  semicolons: boolean;
  /** Cities with their country or US state ('Portland, OR'). */
  placeWithRegion: boolean;
  /** The heading wording: an index into each section's variants. */
  headingVariant: number;
  /** Headings in capitals. */
  capsHeadings: boolean;
}

export interface CorpusCv {
  /** 'cv-01' ... : file names of its renders. */
  id: string;
  person: CorpusPerson;
  entries: LabelledEntry[];
  style: CvStyle;
  /** Only Latin, Greek and Cyrillic: the generic PDFs embed Noto Sans, which has no CJK. */
  latinScripts: boolean;
}

/** The layouts a CV is rendered in; a format may have several (PDF: one column, year column, two columns, Oeuvre's). */
export type Layout =
  | 'pdf-one-column'
  | 'pdf-year-column'
  | 'pdf-two-column'
  | 'pdf-oeuvre'
  | 'docx'
  | 'html'
  | 'text'
  | 'markdown'
  | 'json-resume'
  | 'json-oeuvre';

export const FORMAT_OF: Record<Layout, ReadFormat> = {
  'pdf-one-column': 'pdf',
  'pdf-year-column': 'pdf',
  'pdf-two-column': 'pdf',
  'pdf-oeuvre': 'pdf',
  docx: 'docx',
  html: 'html',
  text: 'text',
  markdown: 'markdown',
  'json-resume': 'json',
  'json-oeuvre': 'json',
};

/** A label as one rendered file carries it: an entry under a combined heading may land in any of its sections. */
export interface FileLabel extends LabelledEntry {
  accept: ImportSection[];
}

/** One rendered file of the corpus with its labels. */
export interface CorpusFile {
  cv: string;
  layout: Layout;
  filename: string;
  bytes: Uint8Array;
  person: CorpusPerson;
  labels: FileLabel[];
}
