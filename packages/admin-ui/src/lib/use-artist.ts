import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useAdmin } from '../admin-context.tsx';
import { artistKey } from './cache-keys.ts';

/**
 * The artist of the page's address (`:id`) with its draft (the review's draft page and the edit page): SWR's read,
 * and whether the address holds a valid id (only then is the artist read).
 */
export function useArtistOfAddress() {
  const { client } = useAdmin();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const read = useSWR(valid ? artistKey(id) : null, () => client.admin.artists.get({ params: { id } }));
  return { read, valid };
}
