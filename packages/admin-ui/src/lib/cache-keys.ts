/** Cache keys other screens refresh after a change. */
export const PUBLISHED_ARTISTS_KEY = 'admin.artists.approved';
export const REJECTED_ARTISTS_KEY = 'admin.artists.rejected';
export const artistKey = (id: number) => ['admin.artists.get', id] as const;
export const galleryKey = (artistId: number) => ['admin.gallery.list', artistId] as const;
