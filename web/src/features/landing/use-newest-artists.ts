import { type DirectoryPage, directorySearchOf, FEATURED_ARTISTS_SEARCH } from '@oeuvre/contract';
import useSWR from 'swr';
import { directoryKey } from '@/lib/swr-keys';

/** The directory's first page without a search: its newest artists (the server sends it with the landing page). */
const NEWEST = directorySearchOf(new URLSearchParams());


/**
 * A plain fetch rather than the API client: the landing page is in the first bundle, the client's route table is not.
 */
async function fetchDirectory(query: Record<string, string | number>): Promise<DirectoryPage> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const res = await fetch(`/api/directory?${search}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as DirectoryPage;
}

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The newest published artists; a failure leaves the landing page without them, never with an error. */
export function useNewestArtists() {
  return useSWR(directoryKey(NEWEST), () => fetchDirectory({ page: NEWEST.page, pageSize: NEWEST.pageSize }), quiet);
}

/**
 * The featured artists (the server sends them with the landing page too); none (or a failure) leaves the landing page
 * without its 'Featured Artists'.
 */
export function useFeaturedArtists() {
  return useSWR(directoryKey(FEATURED_ARTISTS_SEARCH), () => fetchDirectory(FEATURED_ARTISTS_SEARCH), quiet);
}
