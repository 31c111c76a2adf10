// Each editor section as CV entries, in the conventional artist-CV style, every field the artist entered.
import {
  BIBLIOGRAPHY_TYPE_LABELS,
  COLLECTION_TYPE_LABELS,
  GRANT_TYPE_LABELS,
  PUBLIC_PAGE_SECTIONS,
  mostRecentFirst,
  readEntry,
  type ArtistProfile,
  type CvDocSection,
  type PublicSection,
} from '@oeuvre/contract';

/** A CV entry before selection: its ref, year column, lines and visibility. */
export interface SourceEntry {
  ref: string;
  year: string;
  lines: string[];
  private: boolean;
}

type Visible = { id: number; visibility?: unknown };

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
/** The present parts joined with ", ". */
const list = (...parts: (string | null | undefined)[]) => parts.map(clean).filter(Boolean).join(', ');
/** The present parts as sentences: "3 months. $5,000. Studio and stipend." */
const sentences = (...parts: (string | null | undefined)[]) =>
  parts
    .map(clean)
    .filter(Boolean)
    .map((p, i, all) => (i < all.length - 1 && !/[.!?…:;]$/.test(p) ? `${p}.` : p))
    .join(' ');
/** A title as the CV quotes it. */
const quoted = (title: string) => (clean(title) ? `“${clean(title)}”` : '');
/** "12–14" -> "pp. 12–14", "7" -> "p. 7"; anything else as typed. */
function pagesOf(pages: string | null): string {
  const p = clean(pages);
  if (!p) return '';
  if (/^\d+$/.test(p)) return `p. ${p}`;
  if (/^\d+\s*[-–—]\s*\d+$/.test(p)) return `pp. ${p.replace(/\s*[-–—]\s*/, '–')}`;
  return p;
}
/** The year column as typeset: "2012-2014" -> "2012–2014", "2016 - present" -> "2016–present". */
export const yearColumn = (text: string | null | undefined) =>
  clean(text).replace(/(\d)\s*[-–—]\s*(?=\d|present|current|ongoing|now|today)/giu, '$1–');
const lines = (main: string, details: string) => (details ? [main, details] : [main]);
const isPrivate = (entry: Visible) => entry.visibility === 'private';

function entriesOf<T extends Visible>(
  kind: string,
  items: readonly T[],
  yearOf: (item: T) => string | null,
  format: (item: T) => string[],
): SourceEntry[] {
  return mostRecentFirst(items, yearOf).map((item) => ({
    ref: `${kind}:${item.id}`,
    year: yearColumn(yearOf(item)),
    lines: format(item).filter((line, i) => i === 0 || line !== ''),
    private: isPrivate(item),
  }));
}

type Exhibition = ArtistProfile['soloExhibitions'][number];
const exhibition = (e: Exhibition) => lines(list(quoted(e.title), e.venue, e.city), sentences(e.notes));

/**
 * A section read from its definition: the entry's name and values on the first line, its notes as sentences on the
 * second, in the section's order.
 */
function genericEntries(source: ArtistProfile, section: PublicSection): SourceEntry[] {
  const { definition, kinds, yearField } = section;
  const [kind] = kinds;
  if (!definition || !kind) return [];
  // A draft read before the section existed lacks it.
  const items = ((source as unknown as Record<string, unknown>)[kind] ?? []) as (Visible &
    Record<string, unknown>)[];
  return entriesOf(
    kind,
    items,
    (item) => (yearField ? (item[yearField] as string | null) : null),
    (item) => {
      const { name, rest, details } = readEntry(definition, item);
      return lines(list(name, ...rest), details);
    },
  );
}

/**
 * Every CV section's entries, most recent first (the published page's order), public and private: the older sections
 * in their conventional style, the others read from their definition.
 */
export function sourceEntries(
  source: ArtistProfile,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): Record<CvDocSection, SourceEntry[]> {
  const styled = styledEntries(source);
  return Object.fromEntries(
    sections.filter((s) => s.cv).map((s) => [s.key, styled[s.key] ?? genericEntries(source, s)]),
  ) as Record<CvDocSection, SourceEntry[]>;
}

/** The older sections' entries, in the conventional artist-CV style. */
function styledEntries(source: ArtistProfile): Partial<Record<string, SourceEntry[]>> {
  const residencies = source.grants.filter((g) => g.type === 'residency');
  const otherGrants = source.grants.filter((g) => g.type !== 'residency');
  // Awards and grants read as one list, most recent first (awards first on a tie, as on the page).
  const awardsAndGrants = mostRecentFirst(
    [
      ...source.awards.map((a) => ({
        ref: `awards:${a.id}`,
        year: yearColumn(a.year),
        lines: lines(list(a.name, a.presenter), sentences(a.notes)),
        private: isPrivate(a),
      })),
      ...otherGrants.map((g) => ({
        ref: `grants:${g.id}`,
        year: yearColumn(g.year),
        lines: lines(
          list(g.name, g.organization, g.location),
          sentences(
            g.type === 'fellowship' ? GRANT_TYPE_LABELS.fellowship : '',
            g.duration,
            g.amount,
            g.description,
          ),
        ),
        private: isPrivate(g),
      })),
    ],
    (e) => e.year,
  );
  return {
    soloExhibitions: entriesOf('soloExhibitions', source.soloExhibitions, (e) => e.year, exhibition),
    groupExhibitions: entriesOf('groupExhibitions', source.groupExhibitions, (e) => e.year, exhibition),
    education: entriesOf(
      'education',
      source.education,
      (e) => e.years,
      (e) => lines(list(e.degree, e.institution), sentences(e.notes)),
    ),
    residencies: entriesOf(
      'grants',
      residencies,
      (g) => g.year,
      (g) => lines(list(g.name, g.organization, g.location), sentences(g.duration, g.amount, g.description)),
    ),
    grants: awardsAndGrants,
    collections: entriesOf(
      'collections',
      source.collections,
      (c) => c.year,
      (c) =>
        lines(
          list(c.name, c.location),
          sentences(
            c.type === 'public' ? '' : `${COLLECTION_TYPE_LABELS[c.type]} collection`,
            c.workTitle ? `Work: ${quoted(c.workTitle)}` : '',
            c.notes,
          ),
        ),
    ),
    commissions: entriesOf(
      'commissions',
      source.commissions,
      (c) => c.year,
      (c) => lines(list(quoted(c.title), c.commissioner), sentences(c.description)),
    ),
    publications: entriesOf(
      'bibliography',
      source.bibliography,
      (b) => b.year,
      (b) =>
        lines(
          list(b.author, quoted(b.title), b.publication, b.year, pagesOf(b.pages)),
          sentences(b.type === 'article' ? '' : BIBLIOGRAPHY_TYPE_LABELS[b.type], b.notes, b.url),
        ),
    ),
    teaching: entriesOf(
      'teaching',
      source.teaching,
      (t) => t.year,
      (t) => [list(t.role, t.institution)],
    ),
    affiliations: entriesOf(
      'affiliations',
      source.affiliations,
      (a) => a.duration,
      (a) => [list(a.name, a.type)],
    ),
  };
}
