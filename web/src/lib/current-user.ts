import type { CurrentUser } from '@oeuvre/contract';
import useSWR from 'swr';
import { api } from './api';

export type { CurrentUser };

export const CURRENT_USER_KEY = '/api/auth/user';

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user: a 401 means signed out, and any other failure is treated the same way. */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useSWR(CURRENT_USER_KEY, () => api.session.currentUser(), {
    dedupingInterval: 300_000,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

export function fullNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
}
