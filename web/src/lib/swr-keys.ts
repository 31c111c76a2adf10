// The SWR keys of data a first view can carry (first-view/first-view-data.ts), written once: the hooks ask with
// them, and the server's data is filed under them, so the app's first render finds it instead of asking again.
import type { DirectoryQueryInput } from '@oeuvre/contract';

/** An artist's public page data, `GET /api/artists/{slug}`. */
export const artistKey = (slug: string) => ['artist', slug] as const;

/** A directory search, `GET /api/directory` with `query` (see `directorySearchOf`). */
export const directoryKey = (query: DirectoryQueryInput) => ['directory', query] as const;
