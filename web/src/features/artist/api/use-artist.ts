import useSWR from 'swr';
import { api } from '@/lib/api';

export function useArtist(slug: string) {
  return useSWR(['artist', slug], ([, s]) => api.artists.get(s));
}
