// Each editor section as CV entries, every field the artist entered, read as every CV of Oeuvre reads it (reading.ts):
// a draft's entries are turned into their public shape (the published page's), then read once.
import {
  PUBLIC_PAGE_SECTIONS,
  isPrivateEntry,
  mostRecentFirst,
  type ArtistProfile,
  type CvDocSection,
  type PublicSection,
} from '@oeuvre/contract';
import { plainText, readCvEntry, type CvLine } from './reading.ts';

export { yearColumn } from './reading.ts';

/** A CV entry before selection: its ref, year column, lines (and their styled runs) and visibility. */
export interface SourceEntry {
  ref: string;
  year: string;
  lines: string[];
  spans: CvLine[];
  private: boolean;
}

type Visible = { id: number; visibility?: unknown };
/** An entry of the draft in its public shape, with its ref and visibility. */
type Drafted = { ref: string; private: boolean; entry: Record<string, unknown> };

function drafted<T extends Visible>(
  kind: string,
  items: readonly T[],
  shape: (item: T) => object = (item) => item,
): Drafted[] {
  return items.map((item) => ({
    ref: `${kind}:${item.id}`,
    private: isPrivateEntry(item),
    entry: shape(item) as Record<string, unknown>,
  }));
}

/**
 * A section's entries of the draft in the shape the published page gives them (`PUBLIC_PAGE_SECTIONS`' `entriesOf`):
 * awards and the grants that are not residencies as one list, residencies apart, the bibliography as publications;
 * every other section as its entries are.
 */
function draftedOf(source: ArtistProfile, section: PublicSection): Drafted[] {
  switch (section.key) {
    case 'grants':
      // Awards first on a tie, as on the page.
      return [
        ...drafted('awards', source.awards, (a) => ({
          name: a.name,
          grantor: a.presenter,
          year: a.year,
          notes: a.notes,
          type: 'award',
        })),
        ...drafted(
          'grants',
          source.grants.filter((g) => g.type !== 'residency'),
          (g) => ({
            name: g.name,
            grantor: g.organization,
            year: g.year,
            notes: g.description,
            type: g.type,
            location: g.location,
            duration: g.duration,
            amount: g.amount,
          }),
        ),
      ];
    case 'residencies':
      return drafted(
        'grants',
        source.grants.filter((g) => g.type === 'residency'),
        (g) => ({
          program: g.name,
          host: g.organization,
          duration: g.duration,
          year: g.year,
          location: g.location,
          amount: g.amount,
          notes: g.description,
        }),
      );
    case 'publications':
      return drafted('bibliography', source.bibliography, (b) => ({ ...b, link: b.url }));
    default: {
      const [kind] = section.kinds;
      // A draft read before the section existed lacks it.
      const items = kind ? ((source as unknown as Record<string, Visible[] | undefined>)[kind] ?? []) : [];
      return kind ? drafted(kind, items) : [];
    }
  }
}

/**
 * Every CV section's entries, most recent first (the published page's order), public and private, each read as the
 * page reads it.
 */
export function sourceEntries(
  source: ArtistProfile,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): Record<CvDocSection, SourceEntry[]> {
  return Object.fromEntries(
    sections.filter((s) => s.cv).map((section) => [section.key, entriesOf(source, section)]),
  ) as Record<CvDocSection, SourceEntry[]>;
}

function entriesOf(source: ArtistProfile, section: PublicSection): SourceEntry[] {
  const { yearField } = section;
  const items = draftedOf(source, section);
  const ordered = yearField ? mostRecentFirst(items, (d) => d.entry[yearField] as string | null) : items;
  return ordered.map((d) => {
    const { year, lines } = readCvEntry(section, d.entry);
    return { ref: d.ref, year, lines: lines.map(plainText), spans: lines, private: d.private };
  });
}
