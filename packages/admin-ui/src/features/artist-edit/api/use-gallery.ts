import useSWR from 'swr';
import { useAdmin } from '../../../admin-context.tsx';
import { galleryKey } from '../../../lib/cache-keys.ts';

/** The artist's gallery items. */
export function useGallery(artistId: number) {
  const { client } = useAdmin();
  return useSWR(galleryKey(artistId), () => client.admin.gallery.list({ params: { artistId } }));
}
