import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { REJECTED_ARTISTS_KEY } from '../../../lib/cache-keys.ts';

/** Profiles whose last version was rejected, read again each time the tab opens. */
export function useRejectedArtists() {
  const { client } = useAdmin();
  return useSWR(REJECTED_ARTISTS_KEY, () => client.admin.artists.rejected(), { revalidateOnMount: true });
}
