import { type Connection } from '@oeuvre/contract';
import { CONNECTION_REFETCH_MS } from '@oeuvre/ui/lib/ui-constants';
import useSWR from 'swr';
import { api } from '@/lib/api';

/**
 * The SWR key of an artist's supporters, `GET /api/connections/artist/{artistId}` (a signed-out first view is drawn
 * with them: first-view/render.tsx). Here, not in lib/swr-keys.ts with the keys the app's entry files data under.
 */
export const supportersKey = (artistId: number) => ['connections', artistId] as const;

/** The artist's supporters, kept fresh: every 10 seconds and when the window regains focus. A failure reads as none. */
export function useArtistConnections(artistId: number | undefined) {
  return useSWR<Connection[]>(
    artistId ? supportersKey(artistId) : null,
    ([, id]: [string, number]) => api.connections.forArtist({ params: { artistId: id } }).catch(() => []),
    { refreshInterval: CONNECTION_REFETCH_MS, revalidateOnFocus: true },
  );
}

/** Whether the signed-in user supports this artist; asked only when signed in. */
export function useConnectionStatus(artistId: number | undefined, signedIn: boolean) {
  return useSWR(signedIn && artistId ? ['connection-status', artistId] : null, ([, id]: [string, number]) =>
    api.connections.status({ params: { artistId: id } }),
  );
}
