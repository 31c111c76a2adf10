import { SIGNED_IN_HINT_COOKIE, type CurrentUser } from '@oeuvre/contract';
import type { RouteKey } from '@oeuvre/api-client';
import useSWR from 'swr';
import { api } from './api';

export type { CurrentUser };

export const CURRENT_USER_KEY = 'session.currentUser' satisfies RouteKey;

/**
 * Whether the browser may have a session: the server keeps a non-secret hint cookie next to the session cookie.
 * Without it the visitor is signed out and nobody is asked (no request, no 401 in the console).
 */
export function maybeSignedIn(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
  } catch {
    return true;
  }
}

/** The signed-in user, or null when signed out (the server's 401, which is no error). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!maybeSignedIn()) return null;
  return api.session.currentUser();
}

export interface CurrentUserState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** Cached five minutes, never retried; any failure leaves the visitor treated as signed out. */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useSWR(CURRENT_USER_KEY, fetchCurrentUser, {
    dedupingInterval: 300_000,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

export function fullNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
}
