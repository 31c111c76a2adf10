// The public directory: published artists only, searched and filtered in SQL over indexed columns.
import {
  DIRECTORY_COUNT_LIMIT,
  type ArtistSummary,
  type DirectoryPage,
  type DirectoryQuery,
  type DirectorySort,
  type PublicArtist,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { toSearchText } from '../../db/search-text.ts';
import { presentSummary, type CardRow } from './artist.presenter.ts';
import { countsThroughChanges, lookupCounts } from './directory-cache.ts';
import { VENUE_FILTER_SQL, VENUE_NEWEST_ARTISTS_SQL } from '../venues/venue-filter.ts';

const MAX_WORDS = 8;
const LOCATION_FACETS = 50;
/** Common searches walk the newest-first index for their first rows (about 11 pages of 9): see commonPageOf. */
const WALKED_PAGES_ROWS = 100;
const ORDER = 'order by "created_at" desc, "id" desc';
/** The name a card shows (display name, else full name), as the name order and its index read it. */
export const CARD_NAME_SQL = `lower(coalesce(nullif("card"->>'displayName', ''), "card"->>'fullName'))`;
/** The directory's orders (the contract's `sort`), each ending on the id so paging is stable; each has its index. */
const ORDERS: Record<DirectorySort, string> = {
  newest: ORDER,
  name: `order by ${CARD_NAME_SQL} asc, "id" asc`,
  updated: 'order by "published_at" desc, "id" desc',
};

/** LIKE pattern for a word anywhere, with the pattern characters taken literally ('!' is the escape). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The search words, normalized like the stored search text (lower-cased, accents stripped). */
export function searchWords(q: string | undefined): string[] {
  return toSearchText(q).split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** The where clause with its values, and the order of the rows (`sort`). */
type Filter = { sql: string; params: unknown[]; order: string };

/** Where-clause of the current search: every word must match (trigram-indexed LIKE), then the filters. */
function filterOf(query: DirectoryQuery): Filter {
  const where = ['"published_at" is not null'];
  const params: unknown[] = [];
  const column = query.in === 'cv' ? '"cv_search_text"' : '"search_text"';
  for (const word of searchWords(query.q)) {
    where.push(`${column} like ? escape '!'`);
    params.push(containing(word));
  }
  if (query.discipline) {
    where.push(`"card"->'disciplines' @> jsonb_build_array(?::text)`);
    params.push(query.discipline);
  }
  if (query.featured) where.push(`"card" @> '{"featured":true}'`);
  if (query.location) {
    where.push(`(lower("card"->>'city') = lower(?) or lower("card"->>'country') = lower(?))`);
    params.push(query.location, query.location);
  }
  if (query.venue) {
    where.push(VENUE_FILTER_SQL);
    params.push(query.venue);
  }
  return { sql: where.join(' and '), params, order: ORDERS[query.sort ?? 'newest'] };
}

/**
 * One page of the directory, newest first (ties by id, so paging is stable), with the total and facets.
 * Facets count over the current search with every filter applied, so choosing one narrows the others.
 */
export async function searchDirectory(em: Em, query: DirectoryQuery): Promise<DirectoryPage> {
  const filter = filterOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const page = { page: query.page, pageSize: query.pageSize };
  const words = searchWords(query.q);
  if (words.length) {
    // A search counts at most DIRECTORY_COUNT_LIMIT + 1 matches; when it found them all, its page comes with them.
    // Above the limit ("1,000+", facets of a sample) the counts are kept a while, so its next pages cost one query.
    const cached = lookupCounts<Counts>(
      JSON.stringify(['search', query.in, query.discipline, query.location, query.venue, query.featured ?? false, words]),
    );
    if (cached.value) {
      const items = await commonPageOf(em, filter, query.pageSize, offset);
      return { items: items.map(presentSummary), ...page, ...cached.value };
    }
    const { items, ...counts } = await searchedCounts(em, filter, query.pageSize, offset);
    if (items) return { items: items.map(presentSummary), ...page, ...counts };
    cached.keep(counts);
    const common = await commonPageOf(em, filter, query.pageSize, offset);
    return { items: common.map(presentSummary), ...page, ...counts };
  }
  // Without search words the counts cover most of the directory: those are cached briefly, and at a large scale
  // recounted in the background after a change (directory-cache.ts).
  // The page and the counts are asked at once: on PostgreSQL they run side by side on two of the pool's connections.
  const [rows, counts] = await Promise.all([
    pageOf(em, filter, query.pageSize, offset),
    countsThroughChanges(JSON.stringify([query.in, query.discipline, query.location, query.venue, query.featured ?? false]), () =>
      countsOf(em, filter),
    ),
  ]);
  return { items: rows.map(presentSummary), ...page, ...counts };
}

function pageOf(em: Em, { sql, params, order }: Filter, limit: number, offset: number): Promise<CardRow[]> {
  return em.execute<CardRow[]>(
    `select "id", "slug", "created_at", "card" from "artist_profile" where ${sql} ${order} limit ? offset ?`,
    [...params, limit, offset],
  );
}

/**
 * A page of a search with more matches than DIRECTORY_COUNT_LIMIT. Such a word is common, so its first pages are
 * found soonest by walking the newest-first index and testing each row; the planner, which estimates the words'
 * frequency from samples (and multiplies them for several words), sometimes prefers collecting every match through
 * the trigram index and sorting them all, tens of times slower here. So for the first pages the walk is imposed
 * for this one statement; deeper pages are left to the planner. The walk reads about (offset + limit) x published /
 * matches rows: at most 100 x 100 = 10,000 of 100,000 artists, since a search here has more than 1,000 matches.
 */
async function commonPageOf(em: Em, filter: Filter, limit: number, offset: number): Promise<CardRow[]> {
  // Inside a caller's transaction the settings would outlast this statement: leave the plan to the planner there.
  if (offset + limit > WALKED_PAGES_ROWS || em.isInTransaction()) return pageOf(em, filter, limit, offset);
  return em.transactional(async (tx) => {
    await tx.execute(
      `select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return pageOf(tx, filter, limit, offset);
  });
}

type Facet = { value: string; count: number };
type Counts = Pick<DirectoryPage, 'total' | 'facets'>;
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const facetList = (from: string) =>
  `(select coalesce(json_agg(json_build_object('value', f."value", 'count', f."count") order by f."count" desc, f."value"), '[]') from (${from}) f)`;
/** Total and both facets over the rows of the "hits" CTE (which has a "card" column). */
const COUNTS_OF_HITS = `(select count(*)::int from "hits") as "total",
  ${facetList(`select d."value", count(*)::int as "count" from "hits", jsonb_array_elements_text("card"->'disciplines') as d("value") group by d."value"`)} as "disciplines",
  ${facetList(`select min("card"->>'city') as "value", count(*)::int as "count" from "hits" where coalesce("card"->>'city', '') <> '' group by lower("card"->>'city') order by "count" desc, "value" asc limit ${LOCATION_FACETS}`)} as "locations"`;

type CountsRow = { total: number; disciplines: Facet[] | string; locations: Facet[] | string };
function countsFrom(row: CountsRow): Counts {
  const facet = (f: Facet) => ({ value: f.value, count: Number(f.count) });
  return {
    total: Number(row.total),
    facets: { disciplines: parsed(row.disciplines).map(facet), locations: parsed(row.locations).map(facet) },
  };
}

/** Exact total and facets over every match, in one statement that reads the matching rows once. */
async function countsOf(em: Em, { sql, params }: Filter): Promise<Counts> {
  const [row] = await em.execute<CountsRow[]>(
    `with "hits" as materialized (select "card" from "artist_profile" where ${sql}) select ${COUNTS_OF_HITS}`,
    params,
  );
  return countsFrom(row!);
}

/**
 * Total and facets of a search, reading at most DIRECTORY_COUNT_LIMIT + 1 matching rows (whichever the database
 * finds first): exact up to the limit; above it the total is DIRECTORY_COUNT_LIMIT + 1 ("more than the limit")
 * and the facets are those of the rows read. With every match read, the requested page comes from them too
 * (`items`); otherwise `items` is null and the page needs its own query.
 */
async function searchedCounts(
  em: Em,
  { sql, params, order }: Filter,
  limit: number,
  offset: number,
): Promise<Counts & { items: CardRow[] | null }> {
  const [row] = await em.execute<(CountsRow & { items: CardRow[] | string })[]>(
    `with "hits" as materialized (select "id", "slug", "created_at", "published_at", "card" from "artist_profile" where ${sql} limit ?)
     select ${COUNTS_OF_HITS},
       (select coalesce(json_agg(json_build_object('id', p."id", 'slug', p."slug", 'created_at', p."created_at", 'card', p."card") order by p."rank"), '[]')
        from (select *, row_number() over (${order}) as "rank" from "hits" ${order} limit ? offset ?) p) as "items"`,
    [...params, DIRECTORY_COUNT_LIMIT + 1, limit, offset],
  );
  const counts = countsFrom(row!);
  return { ...counts, items: counts.total > DIRECTORY_COUNT_LIMIT ? null : parsed(row!.items) };
}

/** GET /api/artists?limit=N: published artists, newest first (the limit is already capped by the contract). */
export async function listPublished(em: Em, limit: number, venue?: string): Promise<ArtistSummary[]> {
  const rows = venue
    ? await em.execute<CardRow[]>(
        `with "newest" as (${VENUE_NEWEST_ARTISTS_SQL})
         select p."id", p."slug", p."created_at", p."card" from "newest" n
         join "artist_profile" p on p."id" = n."id" and p."published_at" is not null
         order by n."created_at" desc, n."id" desc`,
        [venue, limit],
      )
    : await em.execute<CardRow[]>(
        `select "id", "slug", "created_at", "card" from "artist_profile" where "published_at" is not null ${ORDER} limit ?`,
        [limit],
      );
  return rows.map(presentSummary);
}

/** The published CV of a slug (one indexed query), or null when there is none. */
export async function findPublished(em: Em, slug: string): Promise<PublicArtist | null> {
  // The column the entity keeps as PublicArtist; a driver may hand JSON over as its text.
  const rows = await em.execute<{ id: number; published: PublicArtist | string | null }[]>(
    `select "id", "published" from "artist_profile" where "slug" = ? and "published_at" is not null`,
    [slug],
  );
  const row = rows[0];
  if (!row?.published) return null;
  const published = typeof row.published === 'string' ? (JSON.parse(row.published) as PublicArtist) : row.published;
  // The row's id, whatever an older snapshot kept: what is read beside it (venue links) is keyed by the row.
  return { ...published, id: row.id };
}
