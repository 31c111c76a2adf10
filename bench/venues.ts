// The venues part of the benchmark: one seeded profile's venue links (lib/venue-links.ts) checked against the server's
// linking, then what is held to a target: the busiest venue's page and the directory's venue filter asked cold, and
// the time linking adds to publishing a profile.
import { isDeepStrictEqual } from 'node:util';
import type { EntityClass } from '@mikro-orm/core';
import type { Orm } from '../backend/src/db/orm.ts';
import { ArtistProfile } from '../backend/src/modules/artists/artist-profile.entity.ts';
import { directoryColumns } from '../backend/src/modules/artists/directory-columns.ts';
import { loadDraft, snapshot } from '../backend/src/modules/artists/publishing.service.ts';
import { rebuildAppearances } from '../backend/src/modules/venues/appearances.ts';
import { artistFactory, type BenchArtist, type Row, type Sample } from './lib/artists.ts';
import { bulkInserter } from './lib/bulk-insert.ts';
import type { PgPool } from './lib/pg.ts';
import { random, type Random } from './lib/random.ts';
import { editCity } from './public-reads.ts';
import { insertTables, SECTION_ENTITIES, tablesOf } from './seed.ts';

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back; its result is kept. */
async function rolledBack<T>(orm: Orm, work: (tx: never) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await orm.em
    .fork()
    .transactional(async (tx) => {
      result = await work(tx as never);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result!;
}

/** A profile's links with what they link to, compared by value (ids of venues and spellings left out). */
const LINKS_OF = `select ap."section", ap."position", ap."entry_key", ap."role", ap."exhibition_kind", ap."year", ap."title",
    ap."title_key", v."slug", v."name", v."city", v."country", v."kind", v."name_key", v."city_key",
    a."spelling", a."city" as "alias_city", a."name_key" as "alias_name_key", a."city_key" as "alias_city_key", a."origin_id" = a."venue_id" as "own"
  from "venue_appearance" ap join "venue" v on v."id" = ap."venue_id" join "venue_alias" a on a."id" = ap."alias_id"
  where ap."artist_id" = ? order by ap."section", ap."position"`;

/**
 * The seeded links must be what the server's linking writes: for a seeded profile that is alone in naming one of its
 * venues, that venue is deleted (with its spelling and links) and the profile's links rebuilt by `rebuildAppearances`,
 * in a transaction rolled back; the links, the venues and the spellings must come out as seeded.
 */
export async function checkSeededLinks(orm: Orm): Promise<void> {
  const em = orm.em.fork();
  const [own] = await em.execute<{ artist_id: number; venue_id: number }[]>(
    `select ap."artist_id", ap."venue_id" from "venue_appearance" ap
     where ap."venue_id" in (select "venue_id" from "venue_appearance" group by "venue_id" having count(distinct "artist_id") = 1)
     order by ap."artist_id" desc limit 1`,
  );
  if (!own) throw new Error('No seeded venue is named by one artist only: the seed has no long tail');
  const seeded = await em.execute<Row[]>(LINKS_OF, [own.artist_id]);
  const rebuilt = await rolledBack(orm, async (tx: Orm['em']) => {
    const [profile] = await tx.execute<{ id: number; city: string | null; country: string | null; published: unknown }[]>(
      `select "id", "city", "country", "published" from "artist_profile" where "id" = ?`,
      [own.artist_id],
    );
    await tx.execute(`delete from "venue" where "id" = ?`, [own.venue_id]);
    const published = typeof profile!.published === 'string' ? JSON.parse(profile!.published) : profile!.published;
    await rebuildAppearances(tx as never, { ...profile!, published });
    return tx.execute<Row[]>(LINKS_OF, [own.artist_id]);
  });
  if (!seeded.length || !isDeepStrictEqual(JSON.parse(JSON.stringify(seeded)), JSON.parse(JSON.stringify(rebuilt)))) {
    throw new Error(`The seeded venue links of artist ${own.artist_id} differ from what the server's linking writes:\n${JSON.stringify(seeded).slice(0, 800)}\n${JSON.stringify(rebuilt).slice(0, 800)}`);
  }
}

export type Busiest = { slug: string; artists: number; links: number; venues: number; appearances: number };

/** The venue with the most published artists, and how many venues and links there are. */
export async function busiestVenue(pool: PgPool): Promise<Busiest> {
  const { rows } = await pool.query<{ slug: string; artists: number; links: number }>(
    `select v."slug", count(distinct ap."artist_id")::int as "artists", count(*)::int as "links"
     from "venue_appearance" ap join "venue" v on v."id" = ap."venue_id" group by v."slug" order by 2 desc limit 1`,
  );
  const { rows: totals } = await pool.query<{ venues: number; appearances: number }>(
    `select (select count(*)::int from "venue") as "venues", (select count(*)::int from "venue_appearance") as "appearances"`,
  );
  if (!rows[0]) throw new Error('No venue links in the database');
  return { ...rows[0], ...totals[0]! };
}

export type Pending = { withVenues: number[]; without: number[] };

/** Removes every entry that names a place: what is left is a CV that links to no venue. */
function withoutPlaces(sections: BenchArtist['sections']): BenchArtist['sections'] {
  return {
    ...sections,
    education: [],
    exhibitions: [],
    collections: [],
    teaching: [],
    grants: sections.grants.filter((g) => g.type !== 'residency'),
  };
}

/**
 * Profiles waiting for approval, as an artist's submitted draft is: `count` with full CVs (12 entries naming places,
 * most of them venues already known, some of the long tail new) and `count` alike without any entry naming a place.
 */
export async function seedPending(orm: Orm, pool: PgPool, sample: Sample, count: number): Promise<Pending> {
  const insert = bulkInserter(orm, pool);
  const next = artistFactory(sample, random(28));
  const tableOf = (entity: EntityClass<object>) => orm.getMetadata().get(entity).tableName;
  const entities: Record<string, EntityClass<object>> = { profile: ArtistProfile, ...SECTION_ENTITIES };
  const tables = Object.values(entities).map(tableOf);
  const nextId: Record<string, number> = {};
  for (const [key, entity] of Object.entries(entities)) {
    const { rows } = await pool.query<{ m: number }>(`select coalesce(max("id"), 0)::int as "m" from "${tableOf(entity)}"`);
    nextId[key] = Number(rows[0]!.m) + 1;
  }
  // A kept database (BENCH_DATABASE) holds the pending profiles of earlier runs, since approved: each run's are its own.
  const run = Date.now().toString(36);
  const artists = Array.from({ length: 2 * count }, (_, i) => {
    const artist = next();
    const slug = `${artist.slug}-pending-${run}-${i + 1}`;
    const shown = { ...artist, slug, email: `${slug}@bench.example` };
    return i % 2 === 0 ? shown : { ...shown, sections: withoutPlaces(artist.sections) };
  });
  const chunk = tablesOf(artists, nextId);
  for (const row of chunk.profiles) {
    Object.assign(row, { published: null, publishedAt: null, isApproved: false, isPending: true, source: 'signup' });
    Object.assign(row, directoryColumns({ fullName: row.fullName as string, displayName: null, city: row.city as string, country: row.country as string }, null));
  }
  await insertTables(insert, chunk);
  for (const table of tables) await pool.query(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`);
  const ids = chunk.profiles.map((p) => p.id as number);
  return { withVenues: ids.filter((_, i) => i % 2 === 0), without: ids.filter((_, i) => i % 2 === 1) };
}

export type Spread = { median: number; p95: number; max: number; count: number };

const spread = (times: number[]): Spread => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)!, count: sorted.length };
};

/**
 * The linking step alone, in this process: each pending profile's snapshot built as approval builds it, then
 * `rebuildAppearances` timed, in a transaction rolled back (so the profile is still pending for the API measure).
 */
export async function measureLinking(orm: Orm, ids: number[]): Promise<Spread> {
  const times: number[] = [];
  for (const id of ids) {
    const took = await rolledBack(orm, async (tx: Orm['em']) => {
      const draft = await loadDraft(tx as never, id);
      const published = JSON.parse(JSON.stringify(snapshot(draft, new Date())));
      const started = performance.now();
      await rebuildAppearances(tx as never, { id, city: draft.city, country: draft.country, published });
      return performance.now() - started;
    });
    times.push(took);
  }
  return spread(times.slice(1)); // the first only warms the code
}

/**
 * Approval through the admin API (the desktop app's bearer token), one profile at a time, a profile with venue entries
 * and one without in turn: the whole request, publishing included. Milliseconds.
 */
export async function measureApprovals(baseUrl: string, token: string, pending: Pending): Promise<{ withVenues: Spread; without: Spread }> {
  const approve = async (id: number) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/admin/approve/${id}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`POST /api/admin/approve/${id} answered ${res.status}`);
    return performance.now() - started;
  };
  const withVenues: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < Math.min(pending.withVenues.length, pending.without.length); i++) {
    withVenues.push(await approve(pending.withVenues[i]!));
    without.push(await approve(pending.without[i]!));
  }
  return { withVenues: spread(withVenues.slice(1)), without: spread(without.slice(1)) };
}

export type VenueReads = { page: Spread; filter: Spread; pageBytes: number; filterArtists: number };

/**
 * The busiest venue's page and the directory filtered by it, each asked right after a public change (an admin's edit
 * of a random artist's city, which publishes at once and makes every instance forget the public answers it kept): so
 * every answer timed is the first one after the server forgot it, and the server runs the queries. The database's
 * own page cache stays warm, as in a server that has run a while, and so does the server's code (warmed on another
 * venue first). A venue's grouped events are kept until its own links change (venue-events.ts): a change to one of
 * the busiest venue's 6,736 artists (about one in fifteen) makes the next answer group them again.
 */
export async function measureVenueReads(baseUrl: string, token: string, ids: number[], slug: string, rnd: Random, rounds = 40): Promise<VenueReads> {
  const page: number[] = [];
  const filter: number[] = [];
  let pageBytes = 0;
  let filterArtists = 0;
  const timed = async (address: string) => {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${address}`);
    const body = await res.text();
    const took = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${address} answered ${res.status}`);
    return { took, body };
  };
  // A server that has run a while has run this code before: warm it on another venue (the busiest one's own answers
  // and grouping stay cold, so the first round still computes them).
  const { venues } = JSON.parse((await timed('/api/venues?limit=2')).body) as { venues: { slug: string }[] };
  const other = venues.find((v) => v.slug !== slug)?.slug;
  if (other) {
    for (let i = 0; i < 5; i++) {
      await editCity(baseUrl, token, rnd.pick(ids));
      await timed(`/api/venues/${other}`);
      await timed(`/api/artists?venue=${other}`);
    }
  }
  for (let round = 0; round < rounds; round++) {
    await editCity(baseUrl, token, rnd.pick(ids));
    const venue = await timed(`/api/venues/${slug}`);
    page.push(venue.took);
    pageBytes = Buffer.byteLength(venue.body);
    await editCity(baseUrl, token, rnd.pick(ids));
    const listed = await timed(`/api/artists?venue=${slug}`);
    filter.push(listed.took);
    filterArtists = (JSON.parse(listed.body) as unknown[]).length;
  }
  return { page: spread(page), filter: spread(filter), pageBytes, filterArtists };
}
