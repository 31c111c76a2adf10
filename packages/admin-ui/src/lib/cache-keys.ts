/** The cache keys of the admin's data: the hooks read with them, and other screens refresh them after a change. */
export const PUBLISHED_ARTISTS_KEY = 'admin.artists.search';
export const REJECTED_ARTISTS_KEY = 'admin.artists.rejected';
export const artistKey = (id: number) => ['admin.artists.get', id] as const;
export const galleryKey = (artistId: number) => ['admin.gallery.list', artistId] as const;
export const PENDING_KEY = 'admin.approvals.pending';
export const USERS_KEY = 'admin.users.search';
export const INBOX_KEY = 'admin.inbox.list';
export const OUTBOX_KEY = 'admin.outbox.list';
export const SETTINGS_KEY = 'admin.settings.get';
export const EMAIL_SETTINGS_KEY = 'admin.emailSettings.get';
export const TOKENS_KEY = 'admin.tokens.list';

/** Every cached page of the published artists' table (each search, sort and page has its own key). */
export const publishedArtistsPages = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === PUBLISHED_ARTISTS_KEY;
