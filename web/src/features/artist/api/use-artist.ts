import { fromPublicArtistResponse, type PublicArtist } from '@oeuvre/contract';
import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { artistKey } from '@/lib/swr-keys';

/** The published artist of a slug: the answer of `GET /api/artists/{slug}` (`profile` beside the lists), read flat. */
export function useArtist(slug: string) {
  const result = useSWR(artistKey(slug), ([, s]) => api.artists.get({ params: { slug: s } }));
  const answer = result.data;
  const data = useMemo<PublicArtist | undefined>(
    () => (answer ? fromPublicArtistResponse(answer) : undefined),
    [answer],
  );
  return { data, error: result.error as unknown, isLoading: result.isLoading };
}
