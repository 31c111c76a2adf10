// The links between published CV entries and venues, rebuilt from the published version each time it changes.
import type { EventArgs } from '@mikro-orm/core';
import {
  PUBLIC_PAGE_SECTIONS,
  VENUE_SECTIONS,
  VENUE_SECTION_KEYS,
  type VenueSectionKey,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { ArtistProfileSchema, type ArtistProfile } from '../artists/artist-profile.entity.ts';
import { guessKind, textKey, venueDisplayName, venueSlugBase } from './venue-keys.ts';
import { keyText, knownSpellings, placeKeyOf } from './venue-match.ts';

/** Names alike enough (pg_trgm similarity of their keys) to be offered to an admin as one venue. */
export const SUGGESTION_SIMILARITY = 0.5;

/** One public entry of a published version that names a place. */
export interface LinkedEntry {
  section: VenueSectionKey;
  position: number;
  entryKey: string;
  role: string;
  exhibitionKind: 'solo' | 'group' | null;
  name: string;
  city: string;
  nameKey: string;
  cityKey: string;
  year: string | null;
  title: string | null;
}

/** The field of a section's year column (its public section's). */
const yearFieldOf = (section: VenueSectionKey) =>
  PUBLIC_PAGE_SECTIONS.find((s) => s.key === section)?.yearField;

/**
 * A field's text as a venue's name, city or a link's title shows it: control characters and line breaks (which an
 * entry's text may hold) become spaces, so none reaches a venue's page title, its schema.org data or a PDF.
 */
const str = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** The entries of a published version that name a place (a published version holds only public entries). */
export function linkedEntries(published: unknown): LinkedEntry[] {
  if (!published || typeof published !== 'object') return [];
  const lists = published as Record<string, unknown>;
  const out: LinkedEntry[] = [];
  for (const section of VENUE_SECTION_KEYS) {
    const list = lists[section];
    if (!Array.isArray(list)) continue;
    const fields = VENUE_SECTIONS[section];
    list.forEach((item: unknown, position) => {
      if (!item || typeof item !== 'object') return;
      const entry = item as Record<string, unknown>;
      if (entry.visibility === 'private') return;
      const name = str(entry[fields.name]);
      const city = fields.city ? str(entry[fields.city]) : '';
      const place = placeKeyOf(name, city);
      if (!place) return;
      const title = str(entry[fields.title]) || null;
      out.push({
        section,
        position,
        entryKey: entry.id != null ? String(entry.id) : String(position),
        role: fields.role,
        exhibitionKind: fields.exhibition ?? null,
        name: venueDisplayName(name, city),
        city,
        nameKey: place.nameKey,
        cityKey: place.cityKey,
        year: str(entry[yearFieldOf(section) ?? 'year']) || null,
        title,
      });
    });
  }
  return out;
}

type AliasRow = { id: number; venue_id: number; name_key: string; city_key: string };
const keyOf = (nameKey: string, cityKey: string) => keyText({ nameKey, cityKey });

/** A fresh slug for a new venue: name-city, then name-city-2... */
async function insertVenue(em: Em, entry: LinkedEntry, country: string): Promise<number> {
  const base = venueSlugBase(entry.name, entry.city);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const rows = await em.execute<{ id: number }[]>(
      `insert into "venue" ("slug", "name", "city", "country", "kind", "name_key", "city_key")
       values (?, ?, ?, ?, ?, ?, ?) on conflict ("slug") do nothing returning "id"`,
      [
        slug,
        entry.name,
        entry.city,
        country,
        guessKind(entry.nameKey, entry.section),
        entry.nameKey,
        entry.cityKey,
      ],
    );
    if (rows[0]) return Number(rows[0].id);
  }
}

/**
 * The alias (and venue) of a spelling seen for the first time. Names alike in the same city (or where either has no
 * city) become a suggested merge for an admin; nothing is merged here.
 */
async function createAlias(em: Em, entry: LinkedEntry, country: string): Promise<AliasRow> {
  const venueId = await insertVenue(em, entry, country);
  const inserted = await em.execute<AliasRow[]>(
    `insert into "venue_alias" ("venue_id", "origin_id", "spelling", "city", "name_key", "city_key")
     values (?, ?, ?, ?, ?, ?) on conflict ("name_key", "city_key") do nothing
     returning "id", "venue_id", "name_key", "city_key"`,
    [venueId, venueId, entry.name, entry.city, entry.nameKey, entry.cityKey],
  );
  if (!inserted[0]) {
    // Another publication made it first (and has committed): use its venue, drop ours.
    await em.execute(`delete from "venue" where "id" = ?`, [venueId]);
    const [row] = await em.execute<AliasRow[]>(
      `select "id", "venue_id", "name_key", "city_key" from "venue_alias" where "name_key" = ? and "city_key" = ?`,
      [entry.nameKey, entry.cityKey],
    );
    return row!;
  }
  await em.execute(
    `insert into "venue_suggestion" ("venue_id", "other_id", "similarity")
     select ?, v."id", similarity(v."name_key", ?) from "venue" v
     where v."id" <> ? and v."merged_into_id" is null and v."name_key" % ?
       and similarity(v."name_key", ?) >= ? and (v."city_key" = ? or v."city_key" = '' or ? = '')
     order by similarity(v."name_key", ?) desc limit 5
     on conflict do nothing`,
    [
      venueId,
      entry.nameKey,
      venueId,
      entry.nameKey,
      entry.nameKey,
      SUGGESTION_SIMILARITY,
      entry.cityKey,
      entry.cityKey,
      entry.nameKey,
    ],
  );
  return inserted[0];
}

/**
 * Rebuilds one profile's links from its published version (null: none), in the caller's transaction: every public
 * entry that names a place links to the venue of its spelling and city, a new spelling making a new venue.
 */
export async function rebuildAppearances(
  em: Em,
  profile: { id: number; city?: string | null; country?: string | null; published: unknown },
): Promise<void> {
  await em.execute(`delete from "venue_appearance" where "artist_id" = ?`, [profile.id]);
  const entries = linkedEntries(profile.published);
  if (!entries.length) return;
  const distinct = new Map<string, LinkedEntry>();
  for (const e of entries)
    if (!distinct.has(keyOf(e.nameKey, e.cityKey))) distinct.set(keyOf(e.nameKey, e.cityKey), e);
  const wanted = [...distinct.values()];
  const aliases = new Map<string, AliasRow>(await knownSpellings(em, wanted));
  const homeCity = textKey(profile.city);
  for (const e of wanted) {
    const key = keyOf(e.nameKey, e.cityKey);
    if (aliases.has(key)) continue;
    // A venue in the artist's own city is most likely in the artist's country; elsewhere an admin says.
    const country = homeCity && e.cityKey === homeCity ? (profile.country ?? '') : '';
    aliases.set(key, await createAlias(em, e, country));
  }
  const values: unknown[] = [];
  for (const e of entries) {
    const alias = aliases.get(keyOf(e.nameKey, e.cityKey))!;
    values.push(
      profile.id,
      alias.venue_id,
      alias.id,
      e.section,
      e.position,
      e.entryKey,
      e.role,
      e.exhibitionKind,
      e.year,
      e.title,
      e.title ? textKey(e.title) : null,
    );
  }
  // Each link carries its profile's creation time (the venue filter's order), read from the row once.
  await em.execute(
    `insert into "venue_appearance" ("artist_id", "venue_id", "alias_id", "section", "position", "entry_key", "role",
       "exhibition_kind", "year", "title", "title_key", "artist_created_at")
     select l.*, p."created_at" from (values ${entries.map(() => '(?::int, ?::int, ?::int, ?, ?::int, ?, ?, ?, ?, ?, ?)').join(', ')})
       as l ("artist_id", "venue_id", "alias_id", "section", "position", "entry_key", "role", "exhibition_kind", "year", "title", "title_key")
     join "artist_profile" p on p."id" = l."artist_id"`,
    values,
  );
}

async function afterCreate({ entity, em }: EventArgs<ArtistProfile>): Promise<void> {
  if (entity.published) await rebuildAppearances(em as Em, entity);
}

async function afterUpdate({ entity, em, changeSet }: EventArgs<ArtistProfile>): Promise<void> {
  if (!changeSet || !('published' in changeSet.payload)) return;
  await rebuildAppearances(em as Em, entity);
}

// Wherever the published version is written (publishing, hiding an entry, an admin's edit, the seed, fixtures), the
// links follow in the same transaction. Bulk inserts that bypass the entity hooks (the CSV import, which publishes
// no CV entries) call rebuildAppearances themselves if they ever do.
ArtistProfileSchema.addHook('afterCreate', afterCreate);
ArtistProfileSchema.addHook('afterUpdate', afterUpdate);
