import useSWR from 'swr';

export interface CurrentUser {
  id?: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

export const CURRENT_USER_KEY = '/api/auth/user';

/** A 401 means signed out, which is an answer, not an error. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const res = await fetch(CURRENT_USER_KEY, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as CurrentUser;
}

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useSWR(CURRENT_USER_KEY, fetchCurrentUser, {
    dedupingInterval: 300_000,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  // Any failure other than 401 leaves the visitor treated as signed out.
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

export function fullNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
}
