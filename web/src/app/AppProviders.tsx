import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useApplyTheme } from '@/lib/theme';

/** Reads follow the product's rules: no retries, no refetch on focus or reconnect, cached data is not refetched on mount. */
export const swrDefaults = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

/** `fallback`: data the server sent with the page (SWR keys to values), shown until SWR has its own. */
export function AppProviders({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  useApplyTheme();
  return (
    <SWRConfig value={fallback ? { ...swrDefaults, fallback } : swrDefaults}>
      {children}
    </SWRConfig>
  );
}
