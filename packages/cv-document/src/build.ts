// buildCvDocument: a profile (draft or published source) and the CV options -> the document tree.
import {
  CV_DOC_SECTION_TITLES,
  PUBLIC_PAGE_SECTIONS,
  isPrivateEntry,
  mostRecentFirst,
  type ArtistProfile,
  type CvOptions,
  type PublicSection,
} from '@oeuvre/contract';
import { sourceEntries, type SourceEntry } from './entries.ts';
import type { CvDocument, CvDocumentSection, CvDocumentWork } from './model.ts';
import { bornLine, plainText, workCaption } from './reading.ts';

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The name a document carries: the display name, or the full name when it is blank. */
export function cvName(source: Pick<ArtistProfile, 'fullName' | 'displayName'>): string {
  return clean(source.displayName) || clean(source.fullName);
}

/**
 * What `entries` picks from a section: null = every public entry; a list = exactly the named
 * entries (private ones too: it is the artist's own document), in the section's order.
 */
function pick(all: SourceEntry[], chosen: string[] | null): SourceEntry[] {
  if (chosen === null) return all.filter((e) => !e.private);
  const names = new Set(chosen);
  return all.filter((e) => names.has(e.ref));
}

function sectionsOf(
  source: ArtistProfile,
  options: CvOptions,
  publicSections: readonly PublicSection[],
): CvDocumentSection[] {
  const entries = sourceEntries(source, publicSections);
  const seen = new Set<string>();
  const sections: CvDocumentSection[] = [];
  for (const { section, entries: chosen } of options.sections) {
    if (seen.has(section)) continue;
    seen.add(section);
    const all = entries[section] ?? [];
    const shown = pick(all, chosen);
    if (shown.length === 0) continue;
    // "Selected ...": a chosen list that leaves out some of the section's public entries.
    const partial = chosen !== null && !all.every((e) => e.private || shown.includes(e));
    const title =
      CV_DOC_SECTION_TITLES[section] ?? publicSections.find((s) => s.key === section)?.label ?? section;
    sections.push({
      key: section,
      heading: partial && options.headingStyle === 'selected' ? `Selected ${title}` : title,
      entries: shown.map((e) => ({
        ref: e.ref,
        year: e.year,
        lines: e.lines,
        spans: e.spans,
        private: e.private,
      })),
    });
  }
  return sections;
}

/** Works: null = every public work, most recent first; a list = those works in the artist's order. */
function worksOf(source: ArtistProfile, chosen: number[] | null): CvDocumentWork[] {
  const byId = new Map(source.works.map((w) => [w.id, w]));
  const works =
    chosen === null
      ? mostRecentFirst(source.works, (w) => w.year).filter((w) => !isPrivateEntry(w))
      : [...new Set(chosen)].flatMap((id) => byId.get(id) ?? []);
  return works.map((w) => {
    const exhibition = clean(w.exhibition);
    const captionLines = workCaption(w);
    return {
      ref: `works:${w.id}`,
      id: w.id,
      imageUrl: w.imageUrl,
      title: clean(w.title),
      year: clean(w.year),
      medium: clean(w.medium),
      dimensions: clean(w.dimensions) || null,
      exhibition: exhibition || null,
      caption: captionLines.map(plainText),
      captionLines,
      private: isPrivateEntry(w),
    };
  });
}

/**
 * The CV (and portfolio) of a profile as the options say, its sections read as `sections` say (the published page's).
 * Pure: no I/O, the same on server and browser.
 */
export function buildCvDocument(
  source: ArtistProfile,
  options: CvOptions,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): CvDocument {
  const location = [clean(source.city), clean(source.country)].filter(Boolean).join(', ');
  const statement = clean(source.artistStatement) ? (source.artistStatement ?? '').trim() : null;
  return {
    name: cvName(source),
    location,
    born: bornLine(source),
    contact: options.includeContact
      ? {
          // Only an email the artist shows on the public profile (`showEmail`; a profile from before the choice does).
          email: source.showEmail === false ? null : clean(source.email) || null,
          website: clean(source.website) || null,
        }
      : null,
    statement: options.includeStatement ? statement : null,
    pageSize: options.pageSize,
    sections: sectionsOf(source, options, sections),
    works: worksOf(source, options.works),
  };
}
