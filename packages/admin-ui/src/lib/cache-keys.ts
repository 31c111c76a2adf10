import type { RouteKey } from '@oeuvre/api-client';

/**
 * The cache keys of the admin's data: the hooks read with them, and other screens refresh them after a change. Each
 * is the route id of the call that reads the data (RouteKey), alone or with what it is asked with.
 */
export const PUBLISHED_ARTISTS_KEY = 'admin.artists.search' satisfies RouteKey;
export const REJECTED_ARTISTS_KEY = 'admin.artists.rejected' satisfies RouteKey;
export const artistKey = (id: number) => ['admin.artists.get', id] as const satisfies RouteKey;
export const galleryKey = (artistId: number) => ['admin.gallery.list', artistId] as const satisfies RouteKey;
export const PENDING_KEY = 'admin.approvals.pending' satisfies RouteKey;
export const USERS_KEY = 'admin.users.search' satisfies RouteKey;
export const INBOX_KEY = 'admin.inbox.list' satisfies RouteKey;
export const OUTBOX_KEY = 'admin.outbox.list' satisfies RouteKey;
export const SETTINGS_KEY = 'admin.settings.get' satisfies RouteKey;
export const EMAIL_SETTINGS_KEY = 'admin.emailSettings.get' satisfies RouteKey;
export const TOKENS_KEY = 'admin.tokens.list' satisfies RouteKey;
export const venuesKey = (q: string) => ['admin.venues.list', q] as const satisfies RouteKey;
export const VENUE_SUGGESTIONS_KEY = 'admin.venues.suggestions' satisfies RouteKey;

/** Every cached page of the published artists' table (each search, sort and page has its own key). */
export const publishedArtistsPages = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === PUBLISHED_ARTISTS_KEY;
