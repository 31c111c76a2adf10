// Seeds a database with published artists with full CVs, fast: multi-row inserts with indexes built afterwards.
import { isDeepStrictEqual } from 'node:util';
import type { EntityClass } from '@mikro-orm/core';
import type { Orm } from '../backend/src/db/orm.ts';
import { ArtistProfile } from '../backend/src/modules/artists/artist-profile.entity.ts';
import { directoryColumns } from '../backend/src/modules/artists/directory-columns.ts';
import { loadDraft, snapshot } from '../backend/src/modules/artists/publishing.service.ts';
import { SECTION_ENTITIES as ENTITIES } from '../backend/src/modules/sections/sections.entity.ts';
import { artistFactory, type BenchArtist, type Row, type Sample } from './lib/artists.ts';
import { bulkInserter } from './lib/bulk-insert.ts';
import type { PgPool } from './lib/pg.ts';
import { random } from './lib/random.ts';
import { venueLinker, VENUE_ENTITIES, type Links } from './lib/venue-links.ts';

/** Every section table's entity, by the profile's list of its rows (the server's, made from the definitions). */
export const SECTION_ENTITIES = ENTITIES as unknown as Record<keyof BenchArtist['sections'], EntityClass<object>>;
const SECTIONS = Object.keys(SECTION_ENTITIES) as (keyof BenchArtist['sections'])[];
const CHUNK = 2000;

export type Tables = { profiles: Row[]; sections: Record<string, Row[]> };

/** The profile as the publishing service sees a loaded draft: its fields and every list. */
function draftOf(artist: BenchArtist, id: number, sections: Record<string, Row[]>) {
  const list = (rows: Row[]) => ({ getItems: () => rows });
  return {
    id,
    slug: artist.slug,
    fullName: artist.fullName,
    displayName: null,
    email: artist.email,
    showEmail: false,
    city: artist.city,
    country: artist.country,
    website: artist.website,
    artistStatement: artist.artistStatement,
    profileImageUrl: null,
    disciplines: artist.disciplines,
    isApproved: true,
    isPending: false,
    rejectionReason: null,
    publishedAt: artist.createdAt,
    createdAt: artist.createdAt,
    updatedAt: artist.createdAt,
    version: 1,
    ...Object.fromEntries(SECTIONS.map((s) => [s, list(sections[s]!)])),
    galleryItems: list([]),
  } as unknown as ArtistProfile;
}

/** One chunk of artists as table rows, ids given here so the snapshot can carry them. */
export function tablesOf(artists: BenchArtist[], nextId: Record<string, number>): Tables {
  const tables: Tables = { profiles: [], sections: Object.fromEntries(SECTIONS.map((s) => [s, []])) };
  for (const artist of artists) {
    const id = nextId.profile!++;
    const own: Record<string, Row[]> = {};
    for (const section of SECTIONS) {
      own[section] = artist.sections[section].map((row) => ({ ...row, id: nextId[section]!++, artist: id }));
      tables.sections[section]!.push(...own[section]!);
    }
    const draft = draftOf(artist, id, own);
    const published = snapshot(draft, artist.createdAt);
    tables.profiles.push({
      id,
      user: null,
      slug: artist.slug,
      fullName: artist.fullName,
      email: artist.email,
      city: artist.city,
      country: artist.country,
      website: artist.website,
      artistStatement: artist.artistStatement,
      disciplines: artist.disciplines,
      isApproved: true,
      isPending: false,
      published,
      publishedAt: artist.createdAt,
      source: 'csv',
      ...directoryColumns(draft, published),
      version: 1,
      createdAt: artist.createdAt,
      updatedAt: artist.createdAt,
    });
  }
  return tables;
}

export type Insert = ReturnType<typeof bulkInserter>;

export async function insertTables(insert: Insert, tables: Tables, links?: Links): Promise<void> {
  await insert(ArtistProfile, tables.profiles);
  await Promise.all(SECTIONS.map((s) => insert(SECTION_ENTITIES[s]!, tables.sections[s]!)));
  if (!links) return;
  // Venues before their spellings, spellings before the links (foreign keys).
  await insert(VENUE_ENTITIES.venue, links.venues);
  await insert(VENUE_ENTITIES.alias, links.aliases);
  await insert(VENUE_ENTITIES.appearance, links.appearances);
}

const tableOf = (orm: Orm, entity: EntityClass<object>) => orm.getMetadata().get(entity).tableName;

/** Secondary indexes of these tables (not those behind a primary key or unique constraint), to drop and rebuild. */
async function secondaryIndexes(orm: Orm, tables: string[]): Promise<{ name: string; definition: string }[]> {
  return orm.em.getConnection().execute(
    `select indexname as name, indexdef as definition from pg_indexes i
     where schemaname = current_schema() and tablename in (${tables.map(() => '?').join(', ')})
     and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    tables,
  );
}

export type SeedResult = { count: number; seconds: number; slugs: string[]; rows: number };

/** Adds `count` published artists with full CVs; the result lists their slugs for the read benchmarks. */
export async function seedArtists(
  orm: Orm,
  pool: PgPool,
  sample: Sample,
  count: number,
  log: (line: string) => void,
): Promise<SeedResult> {
  const insert = bulkInserter(orm, pool);
  const started = performance.now();
  const connection = orm.em.getConnection();
  const tables = [ArtistProfile, ...Object.values(SECTION_ENTITIES), ...Object.values(VENUE_ENTITIES)].map((e) => tableOf(orm, e));
  const indexes = await secondaryIndexes(orm, tables);
  for (const index of indexes) await connection.execute(`drop index "${index.name}"`);

  const nextId: Record<string, number> = { profile: 1, ...Object.fromEntries(SECTIONS.map((s) => [s, 1])) };
  const next = artistFactory(sample, random(20261122));
  // Each published CV's entries linked to venues as the server's linking would (venues.ts).
  const link = venueLinker();
  const slugs: string[] = [];
  let rows = 0;
  let pending: Promise<void> = Promise.resolve();
  for (let done = 0; done < count; done += CHUNK) {
    const artists = Array.from({ length: Math.min(CHUNK, count - done) }, next);
    const chunk = tablesOf(artists, nextId);
    const links = link(chunk.profiles);
    slugs.push(...artists.map((a) => a.slug));
    rows += chunk.profiles.length + Object.values(chunk.sections).reduce((n, list) => n + list.length, 0);
    rows += links.venues.length + links.aliases.length + links.appearances.length;
    await pending; // the database saves one chunk while the next is built
    pending = insertTables(insert, chunk, links);
    if ((done + CHUNK) % 20_000 === 0) log(`  ${done + CHUNK} artists`);
  }
  await pending;

  log(`  ${count} artists and ${rows} rows inserted in ${((performance.now() - started) / 1000).toFixed(1)} s; building ${indexes.length} indexes`);
  for (const index of indexes) await connection.execute(index.definition);
  for (const table of tables) {
    await connection.execute(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 1))`);
  }
  // Vacuumed and checkpointed now, so neither autovacuum nor a checkpoint of the seeded rows takes the machine's cores
  // while the measures run (a checkpoint needs a privileged role: skipped otherwise).
  await connection.execute('vacuum analyze');
  await connection.execute('checkpoint').catch(() => undefined);
  return { count, seconds: (performance.now() - started) / 1000, slugs, rows };
}

/** The seeded snapshot must be what approval would publish: compare one with the publishing service's own. */
export async function checkSeededSnapshot(orm: Orm, slug: string): Promise<void> {
  const em = orm.em.fork();
  const profile = await em.findOneOrFail(ArtistProfile, { slug });
  const draft = await loadDraft(em as never, profile.id);
  // jsonb orders keys its own way: compare values, not text.
  if (!isDeepStrictEqual(profile.published, JSON.parse(JSON.stringify(snapshot(draft, profile.publishedAt!))))) {
    const built = JSON.parse(JSON.stringify(snapshot(draft, profile.publishedAt!))) as Record<string, unknown>;
    const seeded = profile.published as unknown as Record<string, unknown>;
    const differing = [...new Set([...Object.keys(built), ...Object.keys(seeded)])].filter((k) => !isDeepStrictEqual(built[k], seeded[k]));
    throw new Error(`The seeded snapshot of ${slug} differs from what the publishing service builds, in ${differing.join(', ')}: ${JSON.stringify(differing.map((k) => [seeded[k], built[k]])).slice(0, 600)}`);
  }
}

/** The published artists of a database kept by an earlier run (BENCH_DATABASE): their slugs, nothing seeded. */
export async function keptArtists(pool: PgPool): Promise<SeedResult> {
  const { rows } = await pool.query<{ slug: string }>(`select "slug" from "artist_profile" where "published_at" is not null order by "id"`);
  return { count: rows.length, seconds: 0, slugs: rows.map((r) => r.slug), rows: 0 };
}
