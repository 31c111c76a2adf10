import { PUBLIC_PAGE_SECTIONS } from '@oeuvre/contract';
import { toSearchText } from '../../db/search-text.ts';

/** What a directory card shows of the published version, kept small so listing and facets never read the whole CV. */
export interface DirectoryCard {
  fullName: string;
  displayName: string | null;
  city: string;
  country: string;
  profileImageUrl: string | null;
  disciplines: string[];
  /** The first of the artist's published works with an image, for lists that show art (the landing page). */
  work?: CardWork;
  /** Featured by an admin (from the published version, which carries the flag). */
  featured?: true;
}

export interface CardWork {
  title: string;
  imageUrl: string;
  imageWidth?: number;
  imageHeight?: number;
}

/** The published fields the directory reads; a snapshot may be partial (older rows, imports). */
interface PublishedFields {
  fullName: string;
  displayName?: string | null;
  city: string;
  country: string;
  profileImageUrl?: unknown;
  disciplines?: unknown;
  /** The CV's lists the search reads, by their keys on the published artist. */
  [list: string]: unknown;
  works?: unknown;
  featured?: unknown;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    : [];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const size = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

function firstWork(works: unknown): CardWork | undefined {
  const work = list(works).find((w) => text(w.imageUrl) && text(w.title) !== null);
  if (!work) return undefined;
  const width = size(work.imageWidth);
  const height = size(work.imageHeight);
  return {
    title: text(work.title)!,
    imageUrl: text(work.imageUrl)!,
    ...(width && height ? { imageWidth: width, imageHeight: height } : {}),
  };
}

export function directoryCard(published: PublishedFields): DirectoryCard {
  const work = firstWork(published.works);
  return {
    fullName: published.fullName,
    displayName: published.displayName ?? null,
    city: published.city,
    country: published.country,
    profileImageUrl: text(published.profileImageUrl),
    disciplines: Array.isArray(published.disciplines)
      ? published.disciplines.filter((d) => typeof d === 'string')
      : [],
    ...(work ? { work } : {}),
    ...(published.featured === true ? { featured: true as const } : {}),
  };
}

/** The page's sections a curator searches with `in=cv`, each with the fields its definition names (`cvSearch`). */
const CV_SEARCHED = PUBLIC_PAGE_SECTIONS.filter((section) => section.cvSearch?.length);

/**
 * Name fields and the CV entries a curator searches with `in=cv`, as the sections' definitions name them: exhibitions
 * (title, venue), residencies (programme, host), collections (name).
 */
export function cvSearchText(published: PublishedFields): string {
  return toSearchText(
    published.fullName,
    published.displayName,
    published.city,
    published.country,
    ...CV_SEARCHED.flatMap(({ key, cvSearch }) =>
      list(published[key]).flatMap((entry) => cvSearch!.map((field) => text(entry[field]))),
    ),
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
