// What published CVs say about venues: the list, the editor's suggestions, a venue's page, an artist's links.
import {
  VENUE_SECTION_KEYS,
  VENUE_SUGGEST_LIMIT,
  VenueMessages,
  type ExhibitedWith,
  type PublicArtist,
  type PublicArtistPage,
  type PublicArtistResponse,
  type VenueDetail,
  type VenueEvent,
  type VenueExhibition,
  type VenueKind,
  type VenueListPage,
  type VenueListQuery,
  type VenueSuggestion,
  type VenueSuggestQuery,
  VENUE_EVENT_ARTISTS_MAX,
  VENUE_EVENTS_PAGE_SIZE,
  VENUE_LIST_ROLES,
  VENUE_LISTS,
  type VenueEventsPage,
  type VenueEventsQuery,
  type VenueList,
  type VenueRole,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { notFound } from '../../http/errors.ts';
import { textKey } from './venue-keys.ts';

const MAX_WORDS = 8;
const EXHIBITED_WITH_LIMIT = 50;

/** LIKE pattern for a word anywhere, the pattern characters taken literally ('!' is the escape). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;
const wordsOf = (q: string | undefined) => textKey(q).split(' ').filter(Boolean).slice(0, MAX_WORDS);

type CardJson = { fullName?: string; displayName?: string | null };
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const artistName = (card: CardJson | string | null): string => {
  const c = card ? parsed(card) : {};
  return c.displayName?.trim() || c.fullName || '';
};

/** Published artists' links per venue (a venue with none is not listed). */
const PUBLISHED_LINKS = `select ap."venue_id", count(distinct ap."artist_id")::int as "artists"
  from "venue_appearance" ap join "artist_profile" p on p."id" = ap."artist_id" and p."published_at" is not null
  group by ap."venue_id"`;

/** GET /api/venues: venues named by published CVs, most artists first. */
export async function listVenues(em: Em, query: VenueListQuery): Promise<VenueListPage> {
  const where = ['v."merged_into_id" is null'];
  const params: unknown[] = [];
  for (const word of wordsOf(query.q)) {
    where.push(`v."name_key" like ? escape '!'`);
    params.push(containing(word));
  }
  if (query.city) {
    where.push(`v."city_key" = ?`);
    params.push(textKey(query.city));
  }
  if (query.country) {
    where.push(`lower(v."country") = lower(?)`);
    params.push(query.country.trim());
  }
  if (query.kind) {
    where.push(`v."kind" = ?`);
    params.push(query.kind);
  }
  const offset = (query.page - 1) * query.limit;
  const rows = await em.execute<
    { slug: string; name: string; city: string; country: string; kind: VenueKind; artists: number; total: number }[]
  >(
    `with "links" as (${PUBLISHED_LINKS})
     select v."slug", v."name", v."city", v."country", v."kind", l."artists", count(*) over () as "total"
     from "venue" v join "links" l on l."venue_id" = v."id"
     where ${where.join(' and ')}
     order by l."artists" desc, v."name" asc, v."id" asc limit ? offset ?`,
    [...params, query.limit, offset],
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && offset > 0) {
    const [count] = await em.execute<{ total: number }[]>(
      `with "links" as (${PUBLISHED_LINKS}) select count(*)::int as "total" from "venue" v join "links" l on l."venue_id" = v."id" where ${where.join(' and ')}`,
      params,
    );
    total = Number(count?.total ?? 0);
  }
  return {
    venues: rows.map((r) => ({
      slug: r.slug,
      name: r.name,
      city: r.city,
      country: r.country,
      kind: r.kind,
      artistCount: Number(r.artists),
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * A published CV names the venue `v`. A venue no published CV names any more (its entries made private, its artists
 * unpublished or deleted) is no public page and no suggestion: its name and city were typed by those artists.
 */
const PUBLISHED_LINK_OF_VENUE = `select 1 from "venue_appearance" ap
  join "artist_profile" p on p."id" = ap."artist_id" and p."published_at" is not null where ap."venue_id" = v."id"`;

/**
 * GET /api/venues/suggest: known venues like the text typed, the entry's city first, closest names first; only those
 * a published CV names.
 */
export async function suggestVenues(em: Em, query: VenueSuggestQuery): Promise<VenueSuggestion[]> {
  const key = textKey(query.q).replace(/^the /, '');
  if (!key) return [];
  const cityKey = textKey(query.city);
  const rows = await em.execute<VenueSuggestion[]>(
    `select v."slug", v."name", v."city", v."country" from "venue" v
     where v."merged_into_id" is null and (v."name_key" like ? escape '!' or v."name_key" % ?)
       and exists (${PUBLISHED_LINK_OF_VENUE})
     order by (v."city_key" = ? and ? <> '') desc, (v."name_key" like ? escape '!') desc,
       similarity(v."name_key", ?) desc, v."name" asc
     limit ?`,
    [containing(key), key, cityKey, cityKey, `${key.replace(/[!%_]/g, (c) => `!${c}`)}%`, key, VENUE_SUGGEST_LIMIT],
  );
  return rows.map((r) => ({ slug: r.slug, name: r.name, city: r.city, country: r.country }));
}

type VenueRow = {
  id: number;
  slug: string;
  name: string;
  city: string;
  country: string;
  kind: VenueKind;
  website: string | null;
  wikidata: string | null;
  merged_into_id: number | null;
};

/** The venue of a slug, following merges to the venue it now is; null when there is none. */
export async function resolveVenue(em: Em, slug: string): Promise<VenueRow | null> {
  let [row] = await em.execute<VenueRow[]>(`select * from "venue" where "slug" = ?`, [slug]);
  for (let hops = 0; row?.merged_into_id && hops < 20; hops++) {
    [row] = await em.execute<VenueRow[]>(`select * from "venue" where "id" = ?`, [row.merged_into_id]);
  }
  return row ?? null;
}

type EventRow = {
  role: VenueRole;
  n: number;
  total: number;
  year: string | null;
  title: string | null;
  kind: 'solo' | 'group' | null;
  artist_count: number;
  slug: string | null;
  name: string | null;
};

/**
 * Events at a venue, most recent first, paged per role, with their first artists: one statement, grouped in SQL, that
 * reads only the venue's links and the names of the artists on the page (never the CVs). An event is what one group
 * show named by several artists is (the same year and title), a solo show its artist's own, a residency, a class...
 * Rows: one per artist shown (an event whose artists are not read has one row, slug null); `n` numbers the events of a
 * role from 1, `total` counts them.
 */
async function venueEvents(
  em: Em,
  venueId: number,
  role: VenueRole | null,
  from: number,
  to: number,
): Promise<EventRow[]> {
  // Links exist for published versions only (appearances.ts rebuilds them from `published`, which is never unset; a
  // deleted profile takes its links with it), so the artists' rows are read for the names shown and nothing else.
  // Keys compare bytewise (collate "C"), and every step is a hash: grouping and ordering thousands of links needs no
  // locale. `l` is one row per artist and event (an artist naming a show twice is in it once).
  return em.execute<EventRow[]>(
    `with "l" as (
       select ap."role" collate "C" as "role", coalesce(ap."exhibition_kind", '') collate "C" as "ek",
         coalesce(ap."year", '') collate "C" as "yk", coalesce(ap."title_key", '') collate "C" as "tk",
         case when ap."exhibition_kind" = 'solo' then ap."artist_id" else 0 end as "solo", ap."artist_id",
         min(ap."title") as "title"
       from "venue_appearance" ap
       where ap."venue_id" = ?${role ? ` and ap."role" = ?` : ''}
       group by 1, 2, 3, 4, 5, 6
     ), "e" as (
       select "role", "ek", "yk", "tk", "solo", min("title") as "title", count(*)::int as "artist_count",
         row_number() over (partition by "role" order by "yk" desc, "tk", "solo")::int as "n",
         count(*) over (partition by "role")::int as "total"
       from "l" group by "role", "ek", "yk", "tk", "solo"
     ), "page" as (select * from "e" where "n" > ? and "n" <= ?),
     "shown" as (
       select pg."role", pg."n", l."artist_id" from "page" pg
       join "l" on l."role" = pg."role" and l."ek" = pg."ek" and l."yk" = pg."yk" and l."tk" = pg."tk" and l."solo" = pg."solo"
     ), "named" as (
       select s."role", s."n", p."slug", coalesce(nullif(trim(p."card"->>'displayName'), ''), p."card"->>'fullName', '') as "name"
       from "shown" s join "artist_profile" p on p."id" = s."artist_id"
     ), "ranked" as (
       select *, row_number() over (partition by "role", "n" order by lower("name"), "slug") as "k" from "named"
     )
     select pg."role", pg."n", pg."total", nullif(pg."yk", '') as "year", pg."title",
       nullif(pg."ek", '') as "kind", pg."artist_count", r."slug", r."name"
     from "page" pg left join "ranked" r on r."role" = pg."role" and r."n" = pg."n" and r."k" <= ?
     order by pg."role", pg."n", r."k"`,
    [venueId, ...(role ? [role] : []), from, to, VENUE_EVENT_ARTISTS_MAX],
  );
}

type AnyEvent = VenueEvent & { kind?: 'solo' | 'group' };

/** The rows of venueEvents as events per role, in their order. */
function eventsOf(rows: EventRow[]): Map<VenueRole, { events: AnyEvent[]; total: number }> {
  const lists = new Map<VenueRole, { events: AnyEvent[]; total: number }>();
  let last: { role: VenueRole; n: number; event: AnyEvent } | null = null;
  for (const row of rows) {
    if (!last || last.role !== row.role || last.n !== Number(row.n)) {
      let list = lists.get(row.role);
      if (!list) lists.set(row.role, (list = { events: [], total: Number(row.total) }));
      const event: AnyEvent =
        row.role === 'exhibition'
          ? { year: row.year ?? '', title: row.title ?? '', kind: row.kind ?? 'group', artists: [], artistCount: 0 }
          : { year: row.year, title: row.title, artists: [], artistCount: 0 };
      event.artistCount = Number(row.artist_count);
      list.events.push(event);
      last = { role: row.role, n: Number(row.n), event };
    }
    if (row.slug) last.event.artists.push({ slug: row.slug, name: row.name ?? '' });
  }
  return lists;
}

/** GET /api/venues/:slug: the venue, the first page of each of its lists and their totals; 404 when none names it now. */
export async function venueDetail(em: Em, slug: string): Promise<VenueDetail> {
  const venue = await resolveVenue(em, slug);
  if (!venue) throw notFound(VenueMessages.notFound);
  const rows = await venueEvents(em, venue.id, null, 0, VENUE_EVENTS_PAGE_SIZE);
  // Named by no published CV any more: as if unknown (see PUBLISHED_LINK_OF_VENUE).
  if (rows.length === 0) throw notFound(VenueMessages.notFound);
  const [aliases, [count]] = await Promise.all([
    em.execute<{ spelling: string }[]>(
      `select distinct "spelling" from "venue_alias" where "venue_id" = ? order by "spelling"`,
      [venue.id],
    ),
    em.execute<{ artists: number }[]>(
      `select count(distinct "artist_id")::int as "artists" from "venue_appearance" where "venue_id" = ?`,
      [venue.id],
    ),
  ]);
  const lists = eventsOf(rows);
  const listOf = (list: VenueList) => lists.get(VENUE_LIST_ROLES[list]);
  const eventsIn = <T>(list: VenueList) => (listOf(list)?.events ?? []) as T[];
  return {
    slug: venue.slug,
    name: venue.name,
    city: venue.city,
    country: venue.country,
    kind: venue.kind,
    website: venue.website,
    wikidata: venue.wikidata,
    aliases: aliases.map((a) => a.spelling),
    artistCount: Number(count?.artists ?? 0),
    exhibitions: eventsIn<VenueExhibition>('exhibitions'),
    residents: eventsIn<VenueEvent>('residents'),
    collection: eventsIn<VenueEvent>('collection'),
    alumni: eventsIn<VenueEvent>('alumni'),
    teachers: eventsIn<VenueEvent>('teachers'),
    totals: Object.fromEntries(VENUE_LISTS.map((list) => [list, listOf(list)?.total ?? 0])) as VenueDetail['totals'],
  };
}

/** GET /api/venues/:slug/events: a page of one of the venue's lists; 404 when the venue is unknown or named by none. */
export async function venueEventsPage(em: Em, slug: string, query: VenueEventsQuery): Promise<VenueEventsPage> {
  const venue = await resolveVenue(em, slug);
  if (!venue) throw notFound(VenueMessages.notFound);
  const role = VENUE_LIST_ROLES[query.list];
  const from = (query.page - 1) * VENUE_EVENTS_PAGE_SIZE;
  const rows = await venueEvents(em, venue.id, role, from, from + VENUE_EVENTS_PAGE_SIZE);
  // Past the last page, or a list with nothing: its first event still tells how many there are.
  const first = rows[0] ?? (await venueEvents(em, venue.id, role, 0, 1))[0];
  if (!first) {
    const [named] = await em.execute<{ one: number }[]>(
      `select 1 as "one" from "venue" v where v."id" = ? and exists (${PUBLISHED_LINK_OF_VENUE})`,
      [venue.id],
    );
    if (!named) throw notFound(VenueMessages.notFound);
  }
  const total = first ? Number(first.total) : 0;
  return {
    list: query.list,
    events: eventsOf(rows).get(role)?.events ?? [],
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / VENUE_EVENTS_PAGE_SIZE)),
  };
}

/** 'Exhibited with': Oeuvre artists in the same group exhibitions (same venue, year and title), most shows first. */
export async function exhibitedWith(em: Em, artistId: number): Promise<ExhibitedWith[]> {
  const rows = await em.execute<{ slug: string; card: CardJson | string | null; shows: number }[]>(
    `select p."slug", p."card", count(distinct (o."venue_id", o."year", o."title_key"))::int as "shows"
     from "venue_appearance" me
     join "venue_appearance" o on o."venue_id" = me."venue_id" and o."role" = 'exhibition'
       and o."exhibition_kind" = 'group' and o."title_key" = me."title_key" and o."year" = me."year"
       and o."artist_id" <> me."artist_id"
     join "artist_profile" p on p."id" = o."artist_id" and p."published_at" is not null
     where me."artist_id" = ? and me."role" = 'exhibition' and me."exhibition_kind" = 'group'
       and me."title_key" is not null and me."year" is not null
     group by p."id", p."slug", p."card"
     order by "shows" desc, p."slug" asc limit ?`,
    [artistId, EXHIBITED_WITH_LIMIT],
  );
  return rows
    .map((r) => ({ slug: r.slug, name: artistName(r.card), shows: Number(r.shows) }))
    .sort((a, b) => b.shows - a.shows || a.name.localeCompare(b.name));
}

/**
 * GET /api/artists/:slug: every linked entry of the published version carries its venue (the artist's words are
 * unchanged), and 'Exhibited with' comes beside the sections.
 */
export async function withVenues(
  em: Em,
  published: Pick<PublicArtist, 'id'>,
  answer: PublicArtistResponse,
): Promise<PublicArtistPage> {
  const [links, shownWith] = await Promise.all([
    em.execute<{ section: string; position: number; slug: string; name: string }[]>(
      `select ap."section", ap."position", v."slug", v."name" from "venue_appearance" ap
       join "venue" v on v."id" = ap."venue_id" where ap."artist_id" = ?`,
      [published.id],
    ),
    exhibitedWith(em, published.id),
  ]);
  const venueAt = new Map(links.map((l) => [`${l.section}:${l.position}`, { slug: l.slug, name: l.name }]));
  const page = { ...answer } as unknown as PublicArtistPage;
  const lists = page as unknown as Record<string, Record<string, unknown>[]>;
  for (const section of VENUE_SECTION_KEYS) {
    const list = lists[section];
    if (!Array.isArray(list)) continue;
    lists[section] = list.map((entry, position) => {
      const venue = venueAt.get(`${section}:${position}`);
      return venue ? { ...entry, linkedVenue: venue } : entry;
    });
  }
  page.exhibitedWith = shownWith;
  return page;
}
