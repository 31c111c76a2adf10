// The SWR keys of data a first view can carry (first-view/first-view-data.ts), written once: the hooks ask with
// them, and the server's data is filed under them, so the app's first render finds it instead of asking again.
import type { DirectoryQueryInput, VenueSearch } from '@oeuvre/contract';

/** An artist's public page data, `GET /api/artists/{slug}`. */
export const artistKey = (slug: string) => ['artist', slug] as const;

/** A directory search, `GET /api/directory` with `query` (see `directorySearchOf`). */
export const directoryKey = (query: DirectoryQueryInput) => ['directory', query] as const;

/** A venue's page data, `GET /api/venues/{slug}`. */
export const venueKey = (slug: string) => ['venue', slug] as const;

/** A page of the venue list, `GET /api/venues` with `search` (see `venueSearchOf`). */
export const venueListKey = (search: VenueSearch) => ['venues', search] as const;
