import { type Connection } from '@oeuvre/contract';
import { CONNECTION_REFETCH_MS } from '@oeuvre/ui/lib/ui-constants';
import type { RouteKey } from '@oeuvre/api-client';
import useSWR from 'swr';
import { api } from '@/lib/api';

/**
 * The SWR key of an artist's supporters, `GET /api/connections/artist/{artistId}` (a signed-out first view is drawn
 * with them: first-view/render.tsx). Here, not in lib/swr-keys.ts with the keys the app's entry files data under.
 */
export const supportersKey = (artistId: number) =>
  ['connections.forArtist', artistId] as const satisfies RouteKey;

/**
 * What a failed read of the supporters answers: no supporters (the spec's "failure yields an empty list"), told apart
 * from a real empty list by whoever must not take it for an answer (ArtistFirstView keeps the server's drawing).
 */
export const SUPPORTERS_UNREAD: readonly Connection[] = Object.freeze([]);

/** The artist's supporters, kept fresh: every 10 seconds and when the window regains focus. A failure reads as none. */
export function useArtistConnections(artistId: number | undefined) {
  return useSWR<readonly Connection[]>(
    artistId ? supportersKey(artistId) : null,
    ([, id]: [string, number]) =>
      api.connections.forArtist({ params: { artistId: id } }).catch(() => SUPPORTERS_UNREAD),
    { refreshInterval: CONNECTION_REFETCH_MS, revalidateOnFocus: true },
  );
}

/** Whether the signed-in user supports this artist; asked only when signed in. */
export function useConnectionStatus(artistId: number | undefined, signedIn: boolean) {
  return useSWR(
    signedIn && artistId ? (['connections.status', artistId] as const satisfies RouteKey) : null,
    ([, id]: [string, number]) => api.connections.status({ params: { artistId: id } }),
  );
}
