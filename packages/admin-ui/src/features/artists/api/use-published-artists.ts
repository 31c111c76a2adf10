import type { AdminArtistSort, ArtistProfileRecord } from '@oeuvre/contract';
import { useAdmin } from '../../../admin-context.tsx';
import { PUBLISHED_ARTISTS_KEY } from '../../../lib/cache-keys.ts';
import { useServerTable } from '../../../lib/use-server-table.ts';

/** The published artists' table: searched, sorted and paged by the server, newest first. */
export function usePublishedArtists() {
  const { client } = useAdmin();
  return useServerTable<AdminArtistSort, ArtistProfileRecord>(
    PUBLISHED_ARTISTS_KEY,
    { sort: 'created', order: 'desc' },
    (query) => client.admin.artists.search({ query }),
  );
}
