import type { DirectoryQueryInput } from '@oeuvre/contract';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { directoryKey } from '@/lib/swr-keys';

/** One page of a directory search; `query` comes from the page's address (`directorySearchOf`). */
export function useDirectory(query: DirectoryQueryInput) {
  return useSWR(directoryKey(query), ([, q]) => api.directory.search({ query: q }));
}
