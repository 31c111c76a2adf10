// The venue list's search as a page's address says it: what the web app sends to `GET /api/venues` and what the
// server answers in that page's first view, read the same way by both.
import { VENUE_KINDS, type VenueKind } from './venue-kinds.ts';

export type VenueSearch = { q?: string; city?: string; kind?: VenueKind; page: number };

/**
 * The search a venue list's address asks for (`/venues?q=gallery&city=london&kind=museum&page=2`): only the filters
 * that are set appear, an unknown kind is no filter, and a page that is not a whole number from 1 up means the first.
 */
export function venueSearchOf(search: URLSearchParams): VenueSearch {
  const q = (search.get('q') ?? '').trim();
  const city = (search.get('city') ?? '').trim();
  const kind = search.get('kind') ?? '';
  const page = Number(search.get('page') ?? '');
  return {
    ...(q ? { q } : {}),
    ...(city ? { city } : {}),
    ...((VENUE_KINDS as readonly string[]).includes(kind) ? { kind: kind as VenueKind } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
