import { BlueprintProvider } from '@blueprintjs/core';
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

export function AppProviders({ children }: { children: ReactNode }) {
  useApplyTheme();
  return (
    <SWRConfig value={swrDefaults}>
      <BlueprintProvider>
        {children}
      </BlueprintProvider>
    </SWRConfig>
  );
}
