// The admin's venues: search, edit, merge and undo, and the suggested merges. Each action is in the activity list.
import {
  VenueMessages,
  type AdminVenue,
  type AdminVenuePage,
  type AdminVenueQuery,
  type AdminVenueUpdate,
  type VenueMergeSuggestion,
} from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { PUBLIC_CHANGES_CHANNEL } from '../artists/artist-profile.entity.ts';
import { forgetPublic } from '../artists/public-changes.ts';
import type { User } from '../users/user.entity.ts';
import { Venue } from './venue.entity.ts';
import { textKey } from './venue-keys.ts';

const PAGE_SIZE = 25;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Venues as the admin sees them: with their spellings, artists and what they were merged into. */
async function present(em: Em, ids: number[]): Promise<AdminVenue[]> {
  if (!ids.length) return [];
  const [venues, aliases, counts] = await Promise.all([
    em.execute<
      {
        id: number; slug: string; name: string; city: string; country: string; kind: AdminVenue['kind'];
        website: string | null; wikidata: string | null; updated_at: Date | string;
        into_id: number | null; into_slug: string | null; into_name: string | null;
      }[]
    >(
      `select v.*, m."id" as "into_id", m."slug" as "into_slug", m."name" as "into_name"
       from "venue" v left join "venue" m on m."id" = v."merged_into_id" where v."id" in (select jsonb_array_elements_text(?::jsonb)::int)`,
      [JSON.stringify(ids)],
    ),
    em.execute<{ venue_id: number; origin_id: number; spelling: string; city: string }[]>(
      `select "venue_id", "origin_id", "spelling", "city" from "venue_alias"
       where "venue_id" in (select jsonb_array_elements_text(?::jsonb)::int) or "origin_id" in (select jsonb_array_elements_text(?::jsonb)::int) order by "spelling"`,
      [JSON.stringify(ids), JSON.stringify(ids)],
    ),
    em.execute<{ venue_id: number; artists: number }[]>(
      `select "venue_id", count(distinct "artist_id")::int as "artists" from "venue_appearance"
       where "venue_id" in (select jsonb_array_elements_text(?::jsonb)::int) group by "venue_id"`,
      [JSON.stringify(ids)],
    ),
  ]);
  const byId = new Map(venues.map((v) => [Number(v.id), v]));
  return ids.flatMap((id) => {
    const v = byId.get(id);
    if (!v) return [];
    // A merged venue shows the spellings it had (an undo gives them back); a live one those it has now.
    const own = aliases.filter((a) => Number(v.into_id ? a.origin_id : a.venue_id) === id);
    return [
      {
        id,
        slug: v.slug,
        name: v.name,
        city: v.city,
        country: v.country,
        kind: v.kind,
        website: v.website,
        wikidata: v.wikidata,
        aliases: own.map((a) => ({ spelling: a.spelling, city: a.city })),
        artistCount: Number(counts.find((c) => Number(c.venue_id) === id)?.artists ?? 0),
        mergedInto: v.into_id ? { id: Number(v.into_id), slug: v.into_slug!, name: v.into_name! } : null,
        updatedAt: iso(v.updated_at),
      },
    ];
  });
}

/** GET /api/admin/venues: by name or spelling, newest changes first. */
export async function adminListVenues(em: Em, query: AdminVenueQuery): Promise<AdminVenuePage> {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const word of textKey(query.q).split(' ').filter(Boolean).slice(0, 8)) {
    where.push(
      `(v."name_key" like ? or exists (select 1 from "venue_alias" a where a."venue_id" = v."id" and a."name_key" like ?))`,
    );
    params.push(`%${word}%`, `%${word}%`);
  }
  if (query.merged === 'true') where.push(`v."merged_into_id" is not null`);
  if (query.merged === 'false') where.push(`v."merged_into_id" is null`);
  const sql = where.length ? `where ${where.join(' and ')}` : '';
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: number }[]>(
      `select v."id" from "venue" v ${sql} order by v."name" asc, v."id" asc limit ? offset ?`,
      [...params, PAGE_SIZE, (query.page - 1) * PAGE_SIZE],
    ),
    em.execute<{ total: number }[]>(`select count(*)::int as "total" from "venue" v ${sql}`, params),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    venues: await present(em, rows.map((r) => Number(r.id))),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

async function venueOrFail(em: Em, id: number): Promise<Venue> {
  const venue = await em.findOne(Venue, id);
  if (!venue) throw notFound(VenueMessages.notFound);
  return venue;
}

/**
 * Every server forgets the public answers it keeps (artist pages name venues): told when the change commits; this
 * process forgets them besides once the transaction is over (forgetPublic), before it answers.
 */
const announce = (em: Em) => em.execute(`select pg_notify('${PUBLIC_CHANGES_CHANNEL}', '')`);

/** PATCH /api/admin/venues/:id. */
export async function updateVenue(em: Em, id: number, change: AdminVenueUpdate, actor: User): Promise<AdminVenue> {
  await em.transactional(async (tx) => {
    const venue = await venueOrFail(tx, id);
    const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    tx.assign(venue, fields);
    await tx.flush();
    await announce(tx);
    await recordActivity(tx, {
      type: 'venue',
      message: `Venue ${venue.name}${venue.city ? ` (${venue.city})` : ''} was edited: ${Object.keys(fields).join(', ') || 'nothing changed'}`,
      actor,
      subjectType: 'venue',
      subjectId: venue.id,
    });
  });
  forgetPublic();
  return (await present(em, [id]))[0]!;
}

/** POST /api/admin/venues/:id/merge: the venue's spellings and entries now link to `into`. */
export async function mergeVenue(em: Em, id: number, into: number, actor: User): Promise<AdminVenue> {
  await em.transactional(async (tx) => {
    const venue = await venueOrFail(tx, id);
    if (id === into) throw badRequest(VenueMessages.intoItself, 'into');
    const target = await tx.findOne(Venue, into);
    if (!target) throw badRequest(VenueMessages.into, 'into');
    if (venue.mergedInto) throw badRequest(VenueMessages.alreadyMerged);
    if (target.mergedInto) throw badRequest(VenueMessages.intoMerged, 'into');
    await tx.execute(`update "venue_alias" set "venue_id" = ? where "venue_id" = ?`, [into, id]);
    await tx.execute(`update "venue_appearance" set "venue_id" = ? where "venue_id" = ?`, [into, id]);
    await tx.execute(
      `update "venue_suggestion" set "dismissed_at" = now() where "dismissed_at" is null
       and (("venue_id" = ? and "other_id" = ?) or ("venue_id" = ? and "other_id" = ?))`,
      [id, into, into, id],
    );
    await tx.execute(`update "venue" set "merged_into_id" = ?, "updated_at" = now() where "id" = ?`, [into, id]);
    await announce(tx);
    await recordActivity(tx, {
      type: 'venue',
      message: `Venue ${venue.name}${venue.city ? ` (${venue.city})` : ''} was merged into ${target.name}${target.city ? ` (${target.city})` : ''}`,
      actor,
      subjectType: 'venue',
      subjectId: id,
    });
  });
  forgetPublic();
  return (await present(em, [id]))[0]!;
}

/**
 * POST /api/admin/venues/:id/unmerge: the venue takes back the spellings it was made from, and those of the venues
 * merged into it before, with their entries.
 */
export async function unmergeVenue(em: Em, id: number, actor: User): Promise<AdminVenue> {
  await em.transactional(async (tx) => {
    const venue = await venueOrFail(tx, id);
    if (!venue.mergedInto) throw badRequest(VenueMessages.notMerged);
    const from = await tx.findOneOrFail(Venue, venue.mergedInto.id);
    const family = `with recursive "d"("id") as (select ?::int union select v."id" from "venue" v join "d" on v."merged_into_id" = d."id")`;
    await tx.execute(
      `${family} update "venue_alias" set "venue_id" = ? where "origin_id" in (select "id" from "d")`,
      [id, id],
    );
    await tx.execute(
      `update "venue_appearance" ap set "venue_id" = a."venue_id" from "venue_alias" a
       where a."id" = ap."alias_id" and a."venue_id" = ? and ap."venue_id" <> ?`,
      [id, id],
    );
    await tx.execute(`update "venue" set "merged_into_id" = null, "updated_at" = now() where "id" = ?`, [id]);
    await announce(tx);
    await recordActivity(tx, {
      type: 'venue',
      message: `The merge of venue ${venue.name}${venue.city ? ` (${venue.city})` : ''} into ${from.name} was undone`,
      actor,
      subjectType: 'venue',
      subjectId: id,
    });
  });
  forgetPublic();
  return (await present(em, [id]))[0]!;
}

/** GET /api/admin/venues/suggestions: open suggestions between two live venues, most alike first. */
export async function mergeSuggestions(em: Em): Promise<VenueMergeSuggestion[]> {
  const rows = await em.execute<{ id: number; venue_id: number; other_id: number; similarity: number }[]>(
    `select s."id", s."venue_id", s."other_id", s."similarity" from "venue_suggestion" s
     join "venue" a on a."id" = s."venue_id" and a."merged_into_id" is null
     join "venue" b on b."id" = s."other_id" and b."merged_into_id" is null
     where s."dismissed_at" is null order by s."similarity" desc, s."id" asc limit 100`,
  );
  const venues = await present(em, [...new Set(rows.flatMap((r) => [Number(r.venue_id), Number(r.other_id)]))]);
  const byId = new Map(venues.map((v) => [v.id, v]));
  return rows.map((r) => ({
    id: Number(r.id),
    similarity: Math.round(Number(r.similarity) * 100) / 100,
    venue: byId.get(Number(r.venue_id))!,
    other: byId.get(Number(r.other_id))!,
  }));
}

/** POST /api/admin/venues/suggestions/:id/dismiss: the two stay apart and the suggestion leaves the queue. */
export async function dismissSuggestion(em: Em, id: number, actor: User): Promise<void> {
  await em.transactional(async (tx) => {
    const rows = await tx.execute<{ a: string; b: string }[]>(
      `update "venue_suggestion" s set "dismissed_at" = now() from "venue" a, "venue" b
       where s."id" = ? and a."id" = s."venue_id" and b."id" = s."other_id" and s."dismissed_at" is null
       returning a."name" as "a", b."name" as "b"`,
      [id],
    );
    if (!rows[0]) throw notFound(VenueMessages.suggestionNotFound);
    await recordActivity(tx, {
      type: 'venue',
      message: `Venues ${rows[0].a} and ${rows[0].b} were kept apart (suggested merge dismissed)`,
      actor,
      subjectType: 'venue',
    });
  });
}
