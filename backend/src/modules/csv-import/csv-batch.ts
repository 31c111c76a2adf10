import { EventType } from '@mikro-orm/core';
import type { CsvArtistRow } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { snapshot } from '../artists/publishing.service.ts';
import { allocateSlugs } from './csv-slugs.ts';
import { eventLoopTurns } from './event-loop.ts';

/** A row that passed every check: its spreadsheet row number, its values and its normalized email. */
export type ValidRow = { row: number; data: CsvArtistRow; email: string };

/** Ids for new profiles, taken from the table's sequence so the snapshot can carry them before the insert. */
async function reserveProfileIds(em: Em, count: number): Promise<number[]> {
  const table = em.getMetadata().get(ArtistProfile).tableName;
  const rows = await em.execute<{ id: number }[]>(
    `select nextval(pg_get_serial_sequence('"${table}"', 'id'))::int as id from generate_series(1, ?)`,
    [count],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The batch's new profiles, ready to insert: published, no owner (source csv), readable slugs not used by any
 * profile nor by `slugsTaken` (earlier batches of the same file, maybe not saved yet), each with the snapshot
 * the publishing service builds and the profile's own beforeCreate hooks run (the bulk insert skips them).
 */
export async function prepareBatch(
  em: Em,
  rows: ValidRow[],
  slugsTaken: Set<string>,
): Promise<ArtistProfile[]> {
  const slugs = await allocateSlugs(
    em,
    rows.map((r) => r.data.fullName),
    slugsTaken,
  );
  const ids = await reserveProfileIds(em, rows.length);
  const now = new Date();
  const events = em.getEventManager();
  const profiles: ArtistProfile[] = [];
  const turn = eventLoopTurns();
  for (const [i, { data, email }] of rows.entries()) {
    await turn();
    const entity = em.create(
      ArtistProfile,
      {
        id: ids[i]!,
        user: null,
        slug: slugs[i]!,
        fullName: data.fullName,
        email,
        city: data.city,
        country: data.country,
        website: data.website ?? null,
        artistStatement: data.artistStatement ?? '',
        source: 'csv',
        isApproved: true,
        isPending: false,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      { persist: false },
    );
    entity.published = snapshot(entity, now);
    await events.dispatchEvent(EventType.beforeCreate, { entity, em });
    profiles.push(entity);
  }
  return profiles;
}

/** Rows per insert statement: building one statement for a whole batch held the event loop for up to 60 ms. */
export const INSERT_SLICE = 100;

/**
 * Saves a prepared batch in one transaction: all of it or none. Bulk inserts rather than the unit of work,
 * which would copy and compare every snapshot several times over; a few statements of INSERT_SLICE rows each,
 * so other requests run while each is on its way to the database.
 */
export async function insertBatch(em: Em, profiles: ArtistProfile[]): Promise<void> {
  await em.transactional(async (tx) => {
    for (let at = 0; at < profiles.length; at += INSERT_SLICE) {
      await tx.insertMany(profiles.slice(at, at + INSERT_SLICE));
    }
  });
}
