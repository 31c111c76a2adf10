/**
 * The directory's venue filter (`?venue={slug}`): published artists with a public entry linked to that venue (or to the
 * venue it was merged into), through the links' index, never a scan of the CVs. A where-clause on `artist_profile`
 * with one parameter, the slug.
 */
export const VENUE_FILTER_SQL = `"id" in (select ap."artist_id" from "venue_appearance" ap
  where ap."venue_id" = (select coalesce(v."merged_into_id", v."id") from "venue" v where v."slug" = ?))`;
