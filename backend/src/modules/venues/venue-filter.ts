/**
 * The directory's venue filter (`?venue={slug}`): published artists with a public entry linked to that venue (or to the
 * venue it was merged into), through the links' index, never a scan of the CVs. A where-clause on `artist_profile`
 * with one parameter, the slug.
 */
export const VENUE_FILTER_SQL = `"id" in (select ap."artist_id" from "venue_appearance" ap
  where ap."venue_id" = (select coalesce(v."merged_into_id", v."id") from "venue" v where v."slug" = ?))`;

/**
 * `GET /api/artists?venue={slug}`: the ids of the venue's newest published artists (at most `limit`), from the links'
 * own index (each link carries its profile's creation time): a busy venue's thousands of profiles are not read to
 * order them. Two parameters: the slug, the limit. Links exist for published versions only (appearances.ts).
 */
export const VENUE_NEWEST_ARTISTS_SQL = `select ap."artist_id" as "id", ap."artist_created_at" as "created_at"
  from "venue_appearance" ap
  where ap."venue_id" = (select coalesce(v."merged_into_id", v."id") from "venue" v where v."slug" = ?)
  group by 1, 2 order by 2 desc, 1 desc limit ?`;
