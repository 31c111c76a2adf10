import { toSearchText } from '../../db/search-text.ts';

/** What a directory card shows of the published version, kept small so listing and facets never read the whole CV. */
export interface DirectoryCard {
  fullName: string;
  displayName: string | null;
  city: string;
  country: string;
  profileImageUrl: string | null;
  disciplines: string[];
}

/** The published fields the directory reads; a snapshot may be partial (older rows, imports). */
interface PublishedFields {
  fullName: string;
  displayName?: string | null;
  city: string;
  country: string;
  profileImageUrl?: unknown;
  disciplines?: unknown;
  soloExhibitions?: unknown;
  groupExhibitions?: unknown;
  residencies?: unknown;
  collections?: unknown;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    : [];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function directoryCard(published: PublishedFields): DirectoryCard {
  return {
    fullName: published.fullName,
    displayName: published.displayName ?? null,
    city: published.city,
    country: published.country,
    profileImageUrl: text(published.profileImageUrl),
    disciplines: Array.isArray(published.disciplines)
      ? published.disciplines.filter((d) => typeof d === 'string')
      : [],
  };
}

/** Name fields and the CV entries a curator searches with `in=cv`: exhibitions (title, venue), residencies, collections. */
export function cvSearchText(published: PublishedFields): string {
  const exhibitions = [...list(published.soloExhibitions), ...list(published.groupExhibitions)];
  return toSearchText(
    published.fullName,
    published.displayName,
    published.city,
    published.country,
    ...exhibitions.flatMap((e) => [text(e.title), text(e.venue)]),
    ...list(published.residencies).flatMap((r) => [text(r.program), text(r.host)]),
    ...list(published.collections).map((c) => text(c.name)),
  );
}

/**
 * Every column the directory searches, filters and lists by, from the published copy (or the draft for
 * search_text while unpublished). Bulk imports that bypass the entity hooks set these themselves.
 */
export function directoryColumns(
  draft: Pick<PublishedFields, 'fullName' | 'displayName' | 'city' | 'country'>,
  published: PublishedFields | null | undefined,
): { searchText: string; cvSearchText: string; card: DirectoryCard | null } {
  const shown = published ?? draft;
  return {
    searchText: toSearchText(shown.fullName, shown.displayName, shown.city, shown.country),
    cvSearchText: published ? cvSearchText(published) : '',
    card: published ? directoryCard(published) : null,
  };
}
