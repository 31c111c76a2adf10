// Which venue a place's spelling belongs to: the one lookup the linking (appearances.ts) and the CV import's review
// both use, so a review never promises a link the publication would not make.
import type { Em } from '../../db/orm.ts';
import { textKey, venueNameKey } from './venue-keys.ts';

/** A place's spelling as the linking compares it: its name's key in its city, and the city's key. */
export type PlaceKey = { nameKey: string; cityKey: string };

/** The key of a name in a city; undefined when the name has no letters or digits (no place: never linked). */
export function placeKeyOf(name: string, city: string): PlaceKey | undefined {
  const nameKey = venueNameKey(name, city);
  return nameKey ? { nameKey, cityKey: textKey(city) } : undefined;
}

export const keyText = (key: PlaceKey) => `${key.nameKey}\u0000${key.cityKey}`;

/** A known spelling (alias) and the venue it links to now (merges move an alias to the venue it was merged into). */
export type AliasMatch = {
  id: number;
  venue_id: number;
  name_key: string;
  city_key: string;
  slug: string;
  name: string;
  city: string;
};

/**
 * The known spellings among `keys`, by `keyText`, in one statement however many there are: precise matching only (the
 * same key in the same city); anything less certain is an admin's suggestion, never a link.
 */
export async function knownSpellings(em: Em, keys: PlaceKey[]): Promise<Map<string, AliasMatch>> {
  const distinct = new Map(keys.map((k) => [keyText(k), k]));
  if (!distinct.size) return new Map();
  const rows = await em.execute<AliasMatch[]>(
    `select a."id", a."venue_id", a."name_key", a."city_key", v."slug", v."name", v."city" from "venue_alias" a
     join jsonb_to_recordset(?::jsonb) as k("n" text, "c" text) on a."name_key" = k."n" and a."city_key" = k."c"
     join "venue" v on v."id" = a."venue_id"`,
    [JSON.stringify([...distinct.values()].map((k) => ({ n: k.nameKey, c: k.cityKey })))],
  );
  return new Map(
    rows.map((r) => [keyText({ nameKey: r.name_key, cityKey: r.city_key }), { ...r, id: Number(r.id), venue_id: Number(r.venue_id) }]),
  );
}

/**
 * The venue each place will link to once published: the venue of its known spelling, null when none matches yet (a
 * new venue will be made), undefined when it names no place. One lookup for all of them.
 */
export async function venuesOfPlaces(
  em: Em,
  places: readonly ({ name: string; city: string } | undefined)[],
): Promise<({ slug: string; name: string; city: string } | null | undefined)[]> {
  const keys = places.map((p) => (p ? placeKeyOf(p.name, p.city) : undefined));
  const known = await knownSpellings(em, keys.filter((k): k is PlaceKey => k !== undefined));
  return keys.map((key) => {
    if (!key) return undefined;
    const match = known.get(keyText(key));
    return match ? { slug: match.slug, name: match.name, city: match.city } : null;
  });
}
