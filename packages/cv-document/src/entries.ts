// Each CV section's entries read as every CV of Oeuvre reads them (reading.ts), from a source in the published page's
// shape (source.ts).
import type { CvDocSection } from '@oeuvre/contract';
import { plainText, readCvEntry, type CvLine } from './reading.ts';
import type { CvSource } from './source.ts';

export { yearColumn } from './reading.ts';

/** A CV entry before selection: its ref, year column, lines (and their styled runs) and visibility. */
export interface SourceEntry {
  ref: string;
  year: string;
  lines: string[];
  spans: CvLine[];
  private: boolean;
}

/** Every CV section's entries in the page's order (most recent first), public and private, each read once. */
export function sourceEntries(source: CvSource): Record<CvDocSection, SourceEntry[]> {
  return Object.fromEntries(
    source.sections
      .filter(({ section }) => section.cv)
      .map(({ section, entries }) => [
        section.key,
        entries.map((e) => {
          const { year, lines } = readCvEntry(section, e.entry);
          return { ref: e.ref, year, lines: lines.map(plainText), spans: lines, private: e.private };
        }),
      ]),
  ) as Record<CvDocSection, SourceEntry[]>;
}
