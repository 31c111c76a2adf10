import type { RouteKey } from '@oeuvre/api-client';
import useSWR from 'swr';
import { useAdmin } from '../admin-context.tsx';

export const STATS_KEY = 'admin.stats' satisfies RouteKey;

/** The dashboard numbers; also the admin check every screen rides on (401/403 turn the visitor away). */
export function useStats() {
  const { client } = useAdmin();
  return useSWR(STATS_KEY, () => client.admin.stats());
}
