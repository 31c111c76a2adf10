import { fromMyProfileResponse, type ArtistProfile } from '@oeuvre/contract';
import type { RouteKey } from '@oeuvre/api-client';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './api';
import { useCurrentUser } from './current-user';

export const MY_PROFILE_KEY = 'profile.get' satisfies RouteKey;

/**
 * The signed-in user's own draft profile with every section; null when they have none yet. The server answers
 * `profile` beside the section arrays; the app reads the draft flat.
 */
export function useMyProfile() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const result = useSWR<ArtistProfile | null>(user ? MY_PROFILE_KEY : null, async () => {
    const answer = await api.profile.get();
    return answer ? fromMyProfileResponse(answer) : null;
  });
  return {
    profile: result.data ?? null,
    error: result.error as unknown,
    isLoading: userLoading || (user !== null && result.isLoading),
    mutate: result.mutate,
  };
}

/** Every change to a section refetches the whole draft, so every screen shows what the server holds. */
export function useRefreshMyProfile(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(MY_PROFILE_KEY);
}
