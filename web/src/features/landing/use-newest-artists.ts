import { type DirectoryPage, directorySearchOf } from '@oeuvre/contract';
import useSWR from 'swr';
import { directoryKey } from '@/lib/swr-keys';

/** The directory's first page without a search: its newest artists (the server sends it with the landing page). */
const NEWEST = directorySearchOf(new URLSearchParams());

/** A plain fetch rather than the API client: the landing page is in the first bundle, the client's route table is not. */
async function fetchNewest(): Promise<DirectoryPage> {
  const search = new URLSearchParams({ page: String(NEWEST.page), pageSize: String(NEWEST.pageSize) });
  const res = await fetch(`/api/directory?${search}`, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as DirectoryPage;
}

/** The newest published artists; a failure leaves the landing page without them, never with an error. */
export function useNewestArtists() {
  return useSWR(directoryKey(NEWEST), fetchNewest, { revalidateOnFocus: false, shouldRetryOnError: false });
}
