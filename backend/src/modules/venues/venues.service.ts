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
import { type EventOnPage, eventsOnPage, totalOf, venueEventsOf } from './venue-events.ts';
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

type AnyEvent = VenueEvent & { kind?: 'solo' | 'group' };

/** An event as the API gives it: an exhibition always has a year, a title and a kind. */
const asEvent = (role: VenueRole, e: EventOnPage): AnyEvent =>
  role === 'exhibition'
    ? { year: e.year ?? '', title: e.title ?? '', kind: e.kind ?? 'group', artists: e.artists, artistCount: e.artistCount }
    : { year: e.year, title: e.title, artists: e.artists, artistCount: e.artistCount };

/** GET /api/venues/:slug: the venue, the first page of each of its lists and their totals; 404 when none names it now. */
export async function venueDetail(em: Em, slug: string): Promise<VenueDetail> {
  const venue = await resolveVenue(em, slug);
  if (!venue) throw notFound(VenueMessages.notFound);
  const events = await venueEventsOf(em, venue.id);
  // Named by no published CV any more: as if unknown (see PUBLISHED_LINK_OF_VENUE).
  if (events.artistCount === 0) throw notFound(VenueMessages.notFound);
  const roles = VENUE_LISTS.map((list) => VENUE_LIST_ROLES[list]);
  const [aliases, page] = await Promise.all([
    // The spellings published CVs use now: one a merge moved here stays with the admin, not on the page, once the
    // entries that typed it are private or their artists gone (their words, as the venue's own name and city).
    em.execute<{ spelling: string }[]>(
      `select distinct a."spelling" from "venue_alias" a
       where a."venue_id" = ? and exists (select 1 from "venue_appearance" ap
         join "artist_profile" p on p."id" = ap."artist_id" and p."published_at" is not null where ap."alias_id" = a."id")
       order by a."spelling"`,
      [venue.id],
    ),
    eventsOnPage(em, events, roles, 0, VENUE_EVENTS_PAGE_SIZE),
  ]);
  const eventsIn = <T>(list: VenueList) => {
    const role = VENUE_LIST_ROLES[list];
    return (page.get(role) ?? []).map((e) => asEvent(role, e)) as T[];
  };
  return {
    slug: venue.slug,
    name: venue.name,
    city: venue.city,
    country: venue.country,
    kind: venue.kind,
    website: venue.website,
    wikidata: venue.wikidata,
    aliases: aliases.map((a) => a.spelling),
    artistCount: events.artistCount,
    exhibitions: eventsIn<VenueExhibition>('exhibitions'),
    residents: eventsIn<VenueEvent>('residents'),
    collection: eventsIn<VenueEvent>('collection'),
    alumni: eventsIn<VenueEvent>('alumni'),
    teachers: eventsIn<VenueEvent>('teachers'),
    totals: Object.fromEntries(
      VENUE_LISTS.map((list) => [list, totalOf(events, VENUE_LIST_ROLES[list])]),
    ) as VenueDetail['totals'],
  };
}

/** GET /api/venues/:slug/events: a page of one of the venue's lists; 404 when the venue is unknown or named by none. */
export async function venueEventsPage(em: Em, slug: string, query: VenueEventsQuery): Promise<VenueEventsPage> {
  const venue = await resolveVenue(em, slug);
  if (!venue) throw notFound(VenueMessages.notFound);
  const events = await venueEventsOf(em, venue.id);
  if (events.artistCount === 0) throw notFound(VenueMessages.notFound);
  const role = VENUE_LIST_ROLES[query.list];
  const from = (query.page - 1) * VENUE_EVENTS_PAGE_SIZE;
  const page = await eventsOnPage(em, events, [role], from, from + VENUE_EVENTS_PAGE_SIZE);
  const total = totalOf(events, role);
  return {
    list: query.list,
    events: (page.get(role) ?? []).map((e) => asEvent(role, e)),
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
