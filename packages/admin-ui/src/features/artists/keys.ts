/** Cache keys other screens refresh after a change. */
export const PUBLISHED_ARTISTS_KEY = 'admin.artists.approved';
