// The public directory: published artists only, searched and filtered in SQL over indexed columns.
import type { ArtistSummary, DirectoryPage, DirectoryQuery } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { toSearchText } from '../../db/search-text.ts';
import { presentSummary, type CardRow } from './artist.presenter.ts';
import { cachedCounts } from './directory-cache.ts';

const MAX_WORDS = 8;
const LOCATION_FACETS = 50;
const ORDER = 'order by "created_at" desc, "id" desc';

/** LIKE pattern for a word anywhere, with the pattern characters taken literally ('!' is the escape). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The search words, normalized like the stored search text (lower-cased, accents stripped). */
export function searchWords(q: string | undefined): string[] {
  return toSearchText(q).split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

type Filter = { sql: string; params: unknown[] };

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
  if (query.location) {
    where.push(`(lower("card"->>'city') = lower(?) or lower("card"->>'country') = lower(?))`);
    params.push(query.location, query.location);
  }
  return { sql: where.join(' and '), params };
}

/**
 * One page of the directory, newest first (ties by id, so paging is stable), with the total and facets.
 * Facets count over the current search with every filter applied, so choosing one narrows the others.
 */
export async function searchDirectory(em: Em, query: DirectoryQuery): Promise<DirectoryPage> {
  const filter = filterOf(query);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await em.execute<CardRow[]>(
    `select "id", "slug", "created_at", "card" from "artist_profile" where ${filter.sql} ${ORDER} limit ? offset ?`,
    [...filter.params, query.pageSize, offset],
  );
  // Without search words the counts cover most of the directory: those are cached briefly (directory-cache.ts).
  const counts = searchWords(query.q).length
    ? await countsOf(em, filter)
    : await cachedCounts(JSON.stringify([query.in, query.discipline, query.location]), () =>
        countsOf(em, filter),
      );
  return { items: rows.map(presentSummary), page: query.page, pageSize: query.pageSize, ...counts };
}

type Facet = { value: string; count: number };
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Total and facets of a search, in one statement that reads the matching rows once. */
async function countsOf(em: Em, { sql, params }: Filter): Promise<Pick<DirectoryPage, 'total' | 'facets'>> {
  const facetList = (from: string) =>
    `(select coalesce(json_agg(json_build_object('value', f."value", 'count', f."count") order by f."count" desc, f."value"), '[]') from (${from}) f)`;
  const [row] = await em.execute<
    { total: number; disciplines: Facet[] | string; locations: Facet[] | string }[]
  >(
    `with "hits" as materialized (select "card" from "artist_profile" where ${sql})
     select (select count(*)::int from "hits") as "total",
       ${facetList(`select d."value", count(*)::int as "count" from "hits", jsonb_array_elements_text("card"->'disciplines') as d("value") group by d."value"`)} as "disciplines",
       ${facetList(`select min("card"->>'city') as "value", count(*)::int as "count" from "hits" where coalesce("card"->>'city', '') <> '' group by lower("card"->>'city') order by "count" desc, "value" asc limit ${LOCATION_FACETS}`)} as "locations"`,
    params,
  );
  const facet = (f: Facet) => ({ value: f.value, count: Number(f.count) });
  return {
    total: Number(row!.total),
    facets: {
      disciplines: parsed(row!.disciplines).map(facet),
      locations: parsed(row!.locations).map(facet),
    },
  };
}

/** GET /api/artists?limit=N: published artists, newest first (the limit is already capped by the contract). */
export async function listPublished(em: Em, limit: number): Promise<ArtistSummary[]> {
  const rows = await em.execute<CardRow[]>(
    `select "id", "slug", "created_at", "card" from "artist_profile" where "published_at" is not null ${ORDER} limit ?`,
    [limit],
  );
  return rows.map(presentSummary);
}

/** The published CV of a slug (one indexed query), or null when there is none. */
export async function findPublished(em: Em, slug: string): Promise<unknown> {
  const rows = await em.execute<{ published: unknown }[]>(
    `select "published" from "artist_profile" where "slug" = ? and "published_at" is not null`,
    [slug],
  );
  const published = rows[0]?.published;
  return typeof published === 'string' ? JSON.parse(published) : (published ?? null);
}
