// The SWR keys of data a first view can carry (first-view/first-view-data.ts), written once: the hooks ask with
// them, and the server's data is filed under them, so the app's first render finds it instead of asking again. Each
// is the route id of the call that reads the data, then what it is asked with (RouteKey).
import type { RouteKey } from '@oeuvre/api-client';
import type { DirectoryQueryInput, VenueSearch } from '@oeuvre/contract';

/** An artist's public page data, `GET /api/artists/{slug}`. */
export const artistKey = (slug: string) => ['artists.get', slug] as const satisfies RouteKey;

/** A directory search, `GET /api/directory` with `query` (see `directorySearchOf`). */
export const directoryKey = (query: DirectoryQueryInput) =>
  ['directory.search', query] as const satisfies RouteKey;

/** A venue's page data, `GET /api/venues/{slug}`. */
export const venueKey = (slug: string) => ['venues.get', slug] as const satisfies RouteKey;

/** A page of the venue list, `GET /api/venues` with `search` (see `venueSearchOf`). */
export const venueListKey = (search: VenueSearch) => ['venues.list', search] as const satisfies RouteKey;
