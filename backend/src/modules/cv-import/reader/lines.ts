// The reader's middle form: every format becomes a list of lines with what its layout says about them, and the
// segmenter reads sections and entries from those lines alone.

export interface DocLine {
  /** The line's text, spaces collapsed. */
  text: string;
  /** 1-based page, for formats with pages. */
  page?: number;
  /** Marked up as a heading (h1-h6, Markdown '#'). */
  heading?: boolean;
  /** Every character of the line is bold (or strong). */
  bold?: boolean;
  /** The line's italic runs (a title is often the italic part). */
  italic?: string[];
  /** The whole line is italic. */
  allItalic?: boolean;
  /** Font size in points (PDF), to find the name. */
  size?: number;
  /** The year in a left column on the same line (PDF layouts, tables). */
  year?: string;
  /**
   * Whether the line starts an entry: true (a list item, a new paragraph, a line with a year cell), false (a wrapped
   * line or the entry's details), undefined when the layout does not say.
   */
  start?: boolean;
  /** Set with `start: false` when only its first word's width says it wrapped (it would not have fitted above). */
  wrapGuess?: boolean;
  /** A blank line (or the start) comes before it: in plain text, a short line set apart so may be a heading. */
  gapBefore?: boolean;
  /** Why the layout already set the line aside (a page header, a page number, ...). */
  ignore?: 'page header' | 'page footer' | 'page number' | 'repeated letterhead' | 'navigation';
}

/** Spaces collapsed, trimmed; zero-width characters and soft hyphens dropped. */
export const clean = (text: string): string =>
  text
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '')
    // Control characters (which no field takes) read as spaces.
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:page\s+)?\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?(?:\s*[-–—])?$|^page\s+\d{1,3}(\s+of\s+\d{1,3})?$|^\d{1,3}\s*\/\s*\d{1,3}$/i;

/** 'Page 2 of 5', '2', '- 2 -', '2/5'. */
export const isPageNumber = (text: string): boolean => PAGE_NUMBER.test(clean(text));
