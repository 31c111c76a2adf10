// Published CVs linked to venues in bulk, as the server's linking (appearances.ts) would link them one by one.
import { linkedEntries } from '../../backend/src/modules/venues/appearances.ts';
import { Venue, VenueAlias, VenueAppearance } from '../../backend/src/modules/venues/venue.entity.ts';
import { guessKind, textKey, venueSlugBase } from '../../backend/src/modules/venues/venue-keys.ts';
import { keyText } from '../../backend/src/modules/venues/venue-match.ts';
import type { Row } from './artists.ts';

export const VENUE_ENTITIES = { venue: Venue, alias: VenueAlias, appearance: VenueAppearance };

export type Links = { venues: Row[]; aliases: Row[]; appearances: Row[] };

/**
 * Links published profiles to venues as `rebuildAppearances` does for each one published, in the same order: every
 * public entry naming a place (`linkedEntries`, the server's own) links to the venue of its spelling and city; a new
 * spelling makes a venue (the first free slug of name-city, name-city-2...; the artist's country when it is in the
 * artist's city; its kind guessed from its name) and its alias. Merge suggestions, which no measured read uses, are
 * not made. Ids are given here; the rows are returned for a bulk insert.
 */
export function venueLinker() {
  const aliases = new Map<string, { id: number; venueId: number }>();
  const slugs = new Set<string>();
  const next = { venue: 1, alias: 1, appearance: 1 };
  const now = new Date();
  return function link(profiles: Row[]): Links {
    const out: Links = { venues: [], aliases: [], appearances: [] };
    for (const profile of profiles) {
      const homeCity = textKey(profile.city as string);
      for (const e of linkedEntries(profile.published)) {
        const key = keyText(e);
        let alias = aliases.get(key);
        if (!alias) {
          const base = venueSlugBase(e.name, e.city);
          let slug = base;
          for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
          slugs.add(slug);
          const venueId = next.venue++;
          const country = homeCity && e.cityKey === homeCity ? ((profile.country as string | null) ?? '') : '';
          out.venues.push({ id: venueId, slug, name: e.name, city: e.city, country, kind: guessKind(e.nameKey, e.section), nameKey: e.nameKey, cityKey: e.cityKey, createdAt: now, updatedAt: now });
          alias = { id: next.alias++, venueId };
          out.aliases.push({ id: alias.id, venue: venueId, origin: venueId, spelling: e.name, city: e.city, nameKey: e.nameKey, cityKey: e.cityKey, createdAt: now });
          aliases.set(key, alias);
        }
        out.appearances.push({
          id: next.appearance++,
          artist: profile.id,
          venue: alias.venueId,
          alias: alias.id,
          section: e.section,
          position: e.position,
          entryKey: e.entryKey,
          role: e.role,
          exhibitionKind: e.exhibitionKind,
          year: e.year,
          title: e.title,
          titleKey: e.title ? textKey(e.title) : null,
          artistCreatedAt: profile.createdAt,
        });
      }
    }
    return out;
  };
}
