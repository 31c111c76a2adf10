// buildCvDocument: a CV source (a draft's or a published version's, source.ts) and the CV options -> the document tree.
import { CV_DOC_SECTION_TITLES, mostRecentFirst, type CvOptions, type PublicArtistProfile } from '@oeuvre/contract';
import { sourceEntries, type SourceEntry } from './entries.ts';
import type { CvDocument, CvDocumentSection, CvDocumentWork } from './model.ts';
import { bornLine, plainText, workCaption } from './reading.ts';
import { entriesIn, type CvSource } from './source.ts';

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The name a document carries: the display name, or the full name when it is blank. */
export function cvName(source: Pick<PublicArtistProfile, 'fullName' | 'displayName'>): string {
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

function sectionsOf(source: CvSource, options: CvOptions): CvDocumentSection[] {
  const entries = sourceEntries(source);
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
      CV_DOC_SECTION_TITLES[section] ??
      source.sections.find((s) => s.section.key === section)?.section.label ??
      section;
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
function worksOf(source: CvSource, chosen: number[] | null): CvDocumentWork[] {
  // A version published before entries kept their ids numbers its works by position.
  const all = entriesIn(source, 'works').map((w, i) => ({ ...w, id: w.entry.id ?? i + 1 }));
  const byId = new Map(all.map((w) => [w.id, w]));
  const works =
    chosen === null
      ? mostRecentFirst(all, (w) => w.entry.year).filter((w) => !w.private)
      : [...new Set(chosen)].flatMap((id) => byId.get(id) ?? []);
  return works.map(({ ref, id, entry: w, private: hidden }) => {
    const exhibition = clean(w.exhibition);
    const captionLines = workCaption(w);
    return {
      ref,
      id,
      imageUrl: w.imageUrl,
      title: clean(w.title),
      year: clean(w.year),
      medium: clean(w.medium),
      dimensions: clean(w.dimensions) || null,
      exhibition: exhibition || null,
      caption: captionLines.map(plainText),
      captionLines,
      private: hidden,
    };
  });
}

/** The CV (and portfolio) of a source as the options say. Pure: no I/O, the same on server and browser. */
export function buildCvDocument(source: CvSource, options: CvOptions): CvDocument {
  const { profile } = source;
  const location = [clean(profile.city), clean(profile.country)].filter(Boolean).join(', ');
  const statement = clean(profile.artistStatement) ? profile.artistStatement.trim() : null;
  return {
    name: cvName(profile),
    location,
    born: bornLine(profile),
    contact: options.includeContact
      ? {
          // The profile's email only when the artist shows it on the public profile (`publicProfileOf`).
          email: clean(profile.email) || null,
          website: clean(profile.website) || null,
        }
      : null,
    statement: options.includeStatement ? statement : null,
    pageSize: options.pageSize,
    sections: sectionsOf(source, options),
    works: worksOf(source, options.works),
  };
}
