// What published CVs say about venues: the list, the editor's suggestions, a venue's page, an artist's links.
import {
  VENUE_SECTION_KEYS,
  VENUE_SUGGEST_LIMIT,
  VenueMessages,
  type ExhibitedWith,
  type PublicArtist,
  type PublicArtistPage,
  type PublicArtistResponse,
  type VenueArtistRef,
  type VenueDetail,
  type VenueEvent,
  type VenueExhibition,
  type VenueKind,
  type VenueListPage,
  type VenueListQuery,
  type VenueSuggestion,
  type VenueSuggestQuery,
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

type LinkRow = {
  role: string;
  exhibition_kind: 'solo' | 'group' | null;
  year: string | null;
  title: string | null;
  title_key: string | null;
  slug: string;
  card: CardJson | string | null;
};

const byYearDesc = (a: { year: string | null }, b: { year: string | null }) =>
  (b.year ?? '').localeCompare(a.year ?? '', undefined, { numeric: true });

/** GET /api/venues/:slug: the venue and what published CVs say happened there; 404 when none names it now. */
export async function venueDetail(em: Em, slug: string): Promise<VenueDetail> {
  const venue = await resolveVenue(em, slug);
  if (!venue) throw notFound(VenueMessages.notFound);
  const [links, aliases] = await Promise.all([
    em.execute<LinkRow[]>(
      `select ap."role", ap."exhibition_kind", ap."year", ap."title", ap."title_key", p."slug", p."card"
       from "venue_appearance" ap join "artist_profile" p on p."id" = ap."artist_id" and p."published_at" is not null
       where ap."venue_id" = ? order by ap."year" desc nulls last, p."id" asc`,
      [venue.id],
    ),
    em.execute<{ spelling: string }[]>(
      `select distinct "spelling" from "venue_alias" where "venue_id" = ? order by "spelling"`,
      [venue.id],
    ),
  ]);
  // Named by no published CV any more: as if unknown (see PUBLISHED_LINK_OF_VENUE).
  if (links.length === 0) throw notFound(VenueMessages.notFound);
  const groups = new Map<string, { role: string; event: VenueExhibition | VenueEvent; seen: Set<string> }>();
  for (const link of links) {
    const artist: VenueArtistRef = { slug: link.slug, name: artistName(link.card) };
    // One group show named by several artists is one exhibition; a solo show is its artist's own.
    const key = JSON.stringify([
      link.role,
      link.exhibition_kind,
      link.year,
      link.title_key,
      link.exhibition_kind === 'solo' ? link.slug : null,
    ]);
    let group = groups.get(key);
    if (!group) {
      const event =
        link.role === 'exhibition'
          ? { year: link.year ?? '', title: link.title ?? '', kind: link.exhibition_kind ?? 'group', artists: [] }
          : { year: link.year, title: link.title, artists: [] };
      group = { role: link.role, event, seen: new Set() };
      groups.set(key, group);
    }
    if (!group.seen.has(artist.slug)) {
      group.seen.add(artist.slug);
      group.event.artists.push(artist);
    }
  }
  const of = <T extends { year: string | null }>(role: string): T[] =>
    [...groups.values()].filter((g) => g.role === role).map((g) => g.event as unknown as T).sort(byYearDesc);
  return {
    slug: venue.slug,
    name: venue.name,
    city: venue.city,
    country: venue.country,
    kind: venue.kind,
    website: venue.website,
    wikidata: venue.wikidata,
    aliases: aliases.map((a) => a.spelling),
    artistCount: new Set(links.map((l) => l.slug)).size,
    exhibitions: of<VenueExhibition>('exhibition'),
    residents: of<VenueEvent>('resident'),
    collection: of<VenueEvent>('collection'),
    alumni: of<VenueEvent>('alumni'),
    teachers: of<VenueEvent>('teacher'),
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
