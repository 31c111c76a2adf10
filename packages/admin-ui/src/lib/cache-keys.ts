/** Cache keys other screens refresh after a change. */
export const PUBLISHED_ARTISTS_KEY = 'admin.artists.search';
export const REJECTED_ARTISTS_KEY = 'admin.artists.rejected';
export const artistKey = (id: number) => ['admin.artists.get', id] as const;
export const galleryKey = (artistId: number) => ['admin.gallery.list', artistId] as const;

/** Every cached page of the published artists' table (each search, sort and page has its own key). */
export const publishedArtistsPages = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === PUBLISHED_ARTISTS_KEY;
