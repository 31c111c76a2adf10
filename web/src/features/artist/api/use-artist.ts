import useSWR from 'swr';
import { api } from '@/lib/api';
import { artistKey } from '@/lib/swr-keys';

export function useArtist(slug: string) {
  return useSWR(artistKey(slug), ([, s]) => api.artists.get(s));
}
