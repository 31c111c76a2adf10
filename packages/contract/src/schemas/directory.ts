// Directory search (server-side) and the plain list of published artists; query values arrive as strings.
import * as v from 'valibot';
import {
  DIRECTORY_FETCH_LIMIT,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  DISCIPLINES,
  LOCATION_LABELS,
  LOCATION_OPTIONS,
  TEXT_LIMITS,
} from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { artistSummary } from './artist-views.ts';

/** An integer query value: '' or missing means the default. */
export function queryInt(defaultValue: number, min: number, max: number, message: string) {
  return v.optional(
    v.pipe(
      v.union([v.string(message), v.number(message)], message),
      v.transform((x) => (typeof x === 'number' ? x : x.trim() === '' ? defaultValue : Number(x))),
      v.number(message),
      v.integer(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    defaultValue,
  );
}

/** Optional query text: blank and 'all' mean no filter. */
function filterText() {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(TEXT_LIMITS.search, M.tooLong(TEXT_LIMITS.search)),
      v.transform((s) => (s === '' || s.toLowerCase() === 'all' ? undefined : s)),
    ),
  );
}

const isLocationOption = (s: string): s is (typeof LOCATION_OPTIONS)[number] =>
  (LOCATION_OPTIONS as readonly string[]).includes(s);

/**
 * The directory's orders: newest first (the default), by the name shown (display name, else full name), or the most
 * recently published change first.
 */
export const DIRECTORY_SORTS = ['newest', 'name', 'updated'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export const directoryQuery = v.object({
  q: filterText(),
  discipline: v.pipe(
    filterText(),
    v.check((s) => s === undefined || (DISCIPLINES as readonly string[]).includes(s), M.disciplines),
    v.transform((s) => s as (typeof DISCIPLINES)[number] | undefined),
  ),
  /** Matches city or country; the location options' keys ('new_york') become their place names. */
  location: v.pipe(
    filterText(),
    v.transform((s) => (s !== undefined && isLocationOption(s) ? LOCATION_LABELS[s] : s)),
  ),
  /** 'cv' widens the search to the published CV text (exhibitions, collections...). */
  in: v.optional(v.picklist(['cv'], M.searchIn)),
  /** 'true': only the artists an admin features (the landing page's 'Featured Artists'). */
  featured: v.optional(v.pipe(v.picklist(['true'], M.featuredOnly), v.transform(() => true as const))),
  sort: v.optional(v.picklist(DIRECTORY_SORTS, M.directorySort), 'newest'),
  /** A venue's slug: artists with a public entry linked to it. */
  venue: filterText(),
  page: queryInt(1, 1, 1_000_000, M.page),
  pageSize: queryInt(DIRECTORY_PAGE_SIZE, 1, DIRECTORY_MAX_PAGE_SIZE, M.pageSize),
});
export type DirectoryQuery = v.InferOutput<typeof directoryQuery>;
export type DirectoryQueryInput = v.InferInput<typeof directoryQuery>;

/** GET /api/artists?limit=N: default and cap 1000, larger values are capped rather than refused. */
export const artistsListQuery = v.object({
  limit: v.pipe(
    queryInt(DIRECTORY_FETCH_LIMIT, 1, Number.MAX_SAFE_INTEGER, M.limit),
    v.transform((n) => Math.min(n, DIRECTORY_FETCH_LIMIT)),
  ),
  /** A venue's slug: artists with a public entry linked to it. */
  venue: filterText(),
});
export type ArtistsListQuery = v.InferOutput<typeof artistsListQuery>;

const facet = v.object({ value: v.string(), count: v.number() });
export const directoryPage = v.object({
  items: v.array(artistSummary),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  facets: v.object({ disciplines: v.array(facet), locations: v.array(facet) }),
});
export type DirectoryFacet = v.InferOutput<typeof facet>;
export type DirectoryPage = v.InferOutput<typeof directoryPage>;
