import { DIRECTORY_PAGE_SIZE } from '@oeuvre/contract';
import useSWR from 'swr';
import { api } from '@/lib/api';
import type { DirectoryParams } from '../directory-params';

export function useDirectory(params: DirectoryParams) {
  const query = {
    q: params.q || undefined,
    discipline: params.discipline || undefined,
    location: params.location || undefined,
    page: params.page,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
  return useSWR(['directory', query], ([, q]) => api.directory.search(q));
}
