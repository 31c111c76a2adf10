import { PUBLIC_PAGE_SECTIONS, type PublicArtist, type PublicSection } from '@oeuvre/contract';
import { readCvEntry, type CvLine } from '@oeuvre/cv-document';
import type { ReactNode } from 'react';
import { CvLineText } from '@oeuvre/ui/components/CvLineText';
import { ExternalLink } from '@/components/ExternalLink';

export interface CvEntry {
  year: string | null;
  body: ReactNode;
  /** The published entry itself (its linked venue, when it has one). */
  source?: Record<string, unknown>;
}

export interface CvSection {
  id: string;
  title: string;
  entries: CvEntry[];
}

/** A line's runs: a title as a `cite` (in italics), an entry's name in bold, a press entry's title as its link. */
const followLink = (href: string, children: ReactNode) => <ExternalLink href={href}>{children}</ExternalLink>;
function Line({ line }: { line: CvLine }) {
  return <CvLineText line={line} link={followLink} />;
}

/**
 * An entry as every CV of Oeuvre reads it (`readCvEntry` of `@oeuvre/cv-document`, which the PDFs and the editor's
 * preview read too): the entry's line, then its details.
 */
function bodyOf(section: PublicSection, entry: Record<string, unknown>): { year: string; body: ReactNode } {
  const { year, lines } = readCvEntry(section, entry);
  const [main = [], details] = lines;
  return {
    year,
    body: (
      <>
        <Line line={main} />
        {details ? (
          <span className="cv-notes">
            <Line line={details} />
          </span>
        ) : null}
      </>
    ),
  };
}

/** The CV's sections in the one order of every CV of Oeuvre (`PUBLIC_PAGE_SECTIONS`); only those with entries. */
export function cvSectionsOf(
  artist: PublicArtist,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): CvSection[] {
  return sections
    .filter((section) => section.cv)
    .map((section) => {
      // A version published before the section existed lacks it.
      const entries = ((artist as unknown as Record<string, unknown>)[section.key] ?? []) as Record<
        string,
        unknown
      >[];
      return {
        id: section.anchor,
        title: section.label,
        entries: entries.map((entry) => {
          const { year, body } = bodyOf(section, entry);
          return { year: year || null, body, source: entry };
        }),
      };
    })
    .filter((s) => s.entries.length > 0);
}

/** Statement paragraphs are separated by blank lines. */
export function statementParagraphs(statement: string): string[] {
  return statement
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
