// What happened at a venue, as its page lists it: the venue's links grouped into events (one group show named by
// several artists is one exhibition; a solo show is its artist's own; a residency, a collection, a class), most
// recent first, and a page of them with the names of their artists.
//
// The grouping of a busy venue (the busiest at 100,000 artists: 6,939 links, 5,510 events) costs tens of
// milliseconds, and it changes only when the venue's own links do. So each instance keeps it, bounded (lru-cache),
// under a print of those links read from their index on every request: how many, the highest id and the sum of ids.
// Links are never updated in place but deleted and inserted again (appearances.ts), and ids only grow, so any change
// to a venue's links (a publication, a hidden entry, a deleted artist, a merge or its undo) changes its print and the
// next request groups again. Names are read for each page: they are the artists' own, never kept here.
import { VENUE_EVENT_ARTISTS_MAX, type VenueArtistRef, type VenueRole } from '@oeuvre/contract';
import { LRUCache } from 'lru-cache';
import type { Em } from '../../db/orm.ts';

type Kind = 'solo' | 'group';

/** One event: its year, title and kind as the links give them, and its artists (ids, each once). */
type Grouped = { year: string | null; title: string | null; kind: Kind | null; artistIds: number[] };
/** A venue's events per role, in page order, and how many artists it has in all. */
type VenueEvents = { artistCount: number; byRole: Map<VenueRole, Grouped[]>; links: number };

/** An event of a page: its first artists by name, and how many it has. */
export type EventOnPage = {
  year: string | null;
  title: string | null;
  kind: Kind | null;
  artists: VenueArtistRef[];
  artistCount: number;
};

const MAX_KEPT_BYTES = 64 * 1024 * 1024;
/** Artists of one event whose names a page reads (to name the first VENUE_EVENT_ARTISTS_MAX by name). */
const EVENT_ARTISTS_READ_MAX = 500;
type Kept = LRUCache<number, { print: Print; rows: Map<number, LinkRow>; events: VenueEvents }>;
/** Per database (the ORM's driver: one in a server; tests open several in one process). */
const keptByDatabase = new WeakMap<object, Kept>();
function keptFor(em: Em): Kept {
  const driver = em.getDriver();
  let kept = keptByDatabase.get(driver);
  if (!kept) {
    kept = new LRUCache({
      maxSize: MAX_KEPT_BYTES,
      // About what a link costs held and grouped (its row, its ids, its event's share).
      sizeCalculation: (entry) => 256 + entry.events.links * 256,
    });
    keptByDatabase.set(driver, kept);
  }
  return kept;
}

type LinkRow = {
  id: number;
  role: VenueRole;
  exhibition_kind: Kind | null;
  year: string | null;
  title: string | null;
  title_key: string | null;
  artist_id: number;
};

/** Bytewise order (as PostgreSQL's "C" collation): no locale needed for keys. */
const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Print = { n: number; top: number; total: number };
const samePrint = (a: Print, b: Print) => a.n === b.n && a.top === b.top && a.total === b.total;

async function printOf(em: Em, venueId: number): Promise<Print> {
  const [row] = await em.execute<{ n: number; top: number; total: string }[]>(
    `select count(*)::int as "n", coalesce(max("id"), 0)::int as "top", coalesce(sum("id"), 0)::text as "total"
     from "venue_appearance" where "venue_id" = ?`,
    [venueId],
  );
  return { n: Number(row?.n ?? 0), top: Number(row?.top ?? 0), total: Number(row?.total ?? 0) };
}

/** The print of links held here (ids sum well within a double's exact integers). */
function printOfRows(rows: Map<number, LinkRow>): Print {
  let top = 0;
  let total = 0;
  for (const id of rows.keys()) {
    if (id > top) top = id;
    total += id;
  }
  return { n: rows.size, top, total };
}

const LINK_COLUMNS = `"id", "role", "exhibition_kind", "year", "title", "title_key", "artist_id"`;
const rowsById = (rows: LinkRow[]) => new Map(rows.map((r) => [Number(r.id), { ...r, artist_id: Number(r.artist_id) }]));

function group(links: Iterable<LinkRow>): VenueEvents {
  const events = new Map<string, Grouped & { role: VenueRole; yk: string; tk: string; solo: number; seen: Set<number> }>();
  const artists = new Set<number>();
  let count = 0;
  for (const link of links) {
    count++;
    const artistId = link.artist_id;
    artists.add(artistId);
    const solo = link.exhibition_kind === 'solo' ? artistId : 0;
    const yk = link.year ?? '';
    const tk = link.title_key ?? '';
    const key = `${link.role}\u0000${link.exhibition_kind ?? ''}\u0000${yk}\u0000${tk}\u0000${solo}`;
    let event = events.get(key);
    if (!event) {
      event = { role: link.role, year: link.year, title: link.title, kind: link.exhibition_kind, artistIds: [], yk, tk, solo, seen: new Set() };
      events.set(key, event);
    }
    // The same show spelled in another case by another artist: the first title in bytewise order, as each time.
    if (link.title !== null && (event.title === null || bytewise(link.title, event.title) < 0)) event.title = link.title;
    if (!event.seen.has(artistId)) {
      event.seen.add(artistId);
      event.artistIds.push(artistId);
    }
  }
  const byRole = new Map<VenueRole, Grouped[]>();
  const sorted = [...events.values()].sort(
    (a, b) => bytewise(b.yk, a.yk) || bytewise(a.tk, b.tk) || a.solo - b.solo,
  );
  for (const { role, year, title, kind, artistIds } of sorted) {
    let list = byRole.get(role);
    if (!list) byRole.set(role, (list = []));
    list.push({ year, title, kind, artistIds });
  }
  return { artistCount: artists.size, byRole, links: count };
}

/**
 * The venue's events, grouped now or as kept for the same links. When the print moved, the links inserted since (ids
 * above the kept highest) are read: a publication deletes an artist's links and inserts them anew, so that artist's
 * kept links give way to the new ones; when the result has the venue's print, it is the venue's links. Anything else
 * (an artist gone from the venue, a merge moving older links) reads them all again.
 */
export async function venueEventsOf(em: Em, venueId: number): Promise<VenueEvents> {
  const print = await printOf(em, venueId);
  const kept = keptFor(em);
  const hit = kept.get(venueId);
  if (hit && samePrint(hit.print, print)) return hit.events;
  let rows: Map<number, LinkRow> | undefined;
  if (hit && print.top > hit.print.top) {
    const fresh = rowsById(
      await em.execute<LinkRow[]>(
        `select ${LINK_COLUMNS} from "venue_appearance" where "venue_id" = ? and "id" > ?`,
        [venueId, hit.print.top],
      ),
    );
    const changed = new Set([...fresh.values()].map((r) => r.artist_id));
    const merged = new Map([...hit.rows].filter(([, r]) => !changed.has(r.artist_id)));
    for (const [id, row] of fresh) merged.set(id, row);
    if (samePrint(printOfRows(merged), print)) rows = merged;
  }
  rows ??= rowsById(await em.execute<LinkRow[]>(`select ${LINK_COLUMNS} from "venue_appearance" where "venue_id" = ?`, [venueId]));
  // Kept under the print of what is held (a change between the two reads is seen by the next request).
  const events = group(rows.values());
  kept.set(venueId, { print: printOfRows(rows), rows, events });
  return events;
}

/** How many events each role has. */
export const totalOf = (events: VenueEvents, role: VenueRole) => events.byRole.get(role)?.length ?? 0;

/**
 * Events `from` (0-based) up to `to` of each role asked for, each with its first artists by name (at most
 * VENUE_EVENT_ARTISTS_MAX) and how many it has; names and slugs are read from the artists' rows for this page only.
 */
export async function eventsOnPage(
  em: Em,
  events: VenueEvents,
  roles: readonly VenueRole[],
  from: number,
  to: number,
): Promise<Map<VenueRole, EventOnPage[]>> {
  const page = new Map<VenueRole, Grouped[]>(roles.map((role) => [role, (events.byRole.get(role) ?? []).slice(from, to)]));
  // A show named by more artists than a page can sort by name (a bound, never reached by a real group show) is named
  // from its first ones.
  const candidates = (e: Grouped) => e.artistIds.slice(0, EVENT_ARTISTS_READ_MAX);
  const ids = [...new Set([...page.values()].flat().flatMap(candidates))];
  const names = new Map<number, VenueArtistRef>();
  if (ids.length) {
    const rows = await em.execute<{ id: number; slug: string; name: string }[]>(
      `select "id", "slug", coalesce(nullif(trim("card"->>'displayName'), ''), "card"->>'fullName', '') as "name"
       from "artist_profile" where "published_at" is not null and "id" = any(?::int[])`,
      [`{${ids.join(',')}}`],
    );
    for (const row of rows) names.set(Number(row.id), { slug: row.slug, name: row.name });
  }
  const byName = (a: VenueArtistRef, b: VenueArtistRef) =>
    bytewise(a.name.toLowerCase(), b.name.toLowerCase()) || bytewise(a.slug, b.slug);
  return new Map(
    [...page].map(([role, list]) => [
      role,
      list.map((e) => {
        // An artist gone since the links were read (deleted a moment ago) is not named, nor counted.
        const artists = candidates(e).flatMap((id) => names.get(id) ?? []).sort(byName);
        const unread = e.artistIds.length - Math.min(e.artistIds.length, EVENT_ARTISTS_READ_MAX);
        return {
          year: e.year,
          title: e.title,
          kind: e.kind,
          artists: artists.slice(0, VENUE_EVENT_ARTISTS_MAX),
          artistCount: artists.length + unread,
        };
      }),
    ]),
  );
}
