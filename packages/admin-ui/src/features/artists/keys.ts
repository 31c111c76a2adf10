/** Cache keys other screens refresh after a change. */
export const PUBLISHED_ARTISTS_KEY = 'admin.artists.approved';
export const REJECTED_ARTISTS_KEY = 'admin.artists.rejected';
