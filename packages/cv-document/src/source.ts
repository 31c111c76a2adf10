// What every CV output reads (the PDFs and their preview, JSON Resume, the page's schema.org data, the review of a
// draft): a profile's own fields and its sections in the published page's shape, in the page's order. A published
// version is that shape already and is read as it is; a draft is turned into it by the same `entriesOf` that makes a
// published version, so no output reads an editor section of its own and nothing maps a published version back.
import {
  PUBLIC_PAGE_SECTIONS,
  isPrivateEntry,
  publicProfileOf,
  publishedProfileOf,
  type ArtistProfile,
  type PublicArtist,
  type PublicArtistProfile,
  type PublicArtistSections,
  type PublicSection,
  type PublicSectionKey,
} from '@oeuvre/contract';

/** An entry of a section in its public shape, with the draft row it was made from and whether it is private. */
export interface CvSourceEntry<T extends object = Record<string, unknown>> {
  /** `"<editor section>:<id>"` (`"awards:12"`): what a CV selection names. */
  ref: string;
  /** Only in the artist's own documents, read from the draft; a published version holds none. */
  private: boolean;
  entry: T;
}

/** A section of the page (its heading, fields, reading) and its entries, in the page's order. */
export interface CvSourceSection {
  section: PublicSection;
  entries: CvSourceEntry[];
}

export interface CvSource {
  profile: PublicArtistProfile;
  /** When what it holds was last changed: a draft's last change, a published version's publication. */
  date: string;
  sections: CvSourceSection[];
}

type Listed = { id?: number };

/**
 * The whole draft as the CV reads it, its private entries in place and marked: the artist's own documents, the
 * editor's preview and export, the admin's review. `sections`: the page's (a test adds one).
 */
export function draftCvSource(
  draft: ArtistProfile,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): CvSource {
  // The rows marked private, by the ref their public entries carry.
  const lists = draft as unknown as Record<string, readonly (Listed & object)[] | undefined>;
  const hidden = new Set(
    sections.flatMap((section) =>
      section.kinds.flatMap((kind) =>
        (lists[kind] ?? []).filter(isPrivateEntry).map((row) => `${kind}:${row.id}`),
      ),
    ),
  );
  return {
    profile: publicProfileOf(draft),
    date: draft.updatedAt,
    sections: sections.map((section) => ({
      section,
      entries: section.entriesOf(draft).map((entry) => {
        const ref = `${section.kindOf(entry)}:${(entry as Listed).id}`;
        return { ref, private: hidden.has(ref), entry: entry as Record<string, unknown> };
      }),
    })),
  };
}

/**
 * A published version as the CV reads it: its entries as published, in their published order. A version published
 * before entries kept the ids of their rows names them by section and position.
 */
export function publishedCvSource(
  published: PublicArtist,
  sections: readonly PublicSection[] = PUBLIC_PAGE_SECTIONS,
): CvSource {
  const lists = published as unknown as Record<string, readonly (Listed & object)[] | undefined>;
  return {
    profile: publishedProfileOf(published),
    date: published.publishedAt ?? published.createdAt,
    sections: sections.map((section) => ({
      section,
      // A version published before a section existed lacks it.
      entries: (lists[section.key] ?? []).map((entry, i) => ({
        ref:
          typeof entry.id === 'number'
            ? `${section.kindOf(entry)}:${entry.id}`
            : `${section.key}:position-${i + 1}`,
        private: false,
        entry: entry as Record<string, unknown>,
      })),
    })),
  };
}

/** The entries of one section of the page (none when the source has no such section), in the shape it publishes. */
export function entriesIn<K extends PublicSectionKey>(
  source: CvSource,
  key: K,
): CvSourceEntry<PublicArtistSections[K][number] & object>[] {
  return (source.sections.find((s) => s.section.key === key)?.entries ?? []) as CvSourceEntry<
    PublicArtistSections[K][number] & object
  >[];
}

/** The public entries of one section of the page, in its order (an own document's source also holds private ones). */
export const publicIn = <K extends PublicSectionKey>(source: CvSource, key: K) =>
  entriesIn(source, key)
    .filter((e) => !e.private)
    .map((e) => e.entry);
