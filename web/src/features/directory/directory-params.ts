import { directorySearchOf } from '@oeuvre/contract';

export interface DirectoryParams {
  q: string;
  discipline: string;
  location: string;
  page: number;
}

/** The directory's state lives in the URL (/artists?q=berlin&discipline=painting&page=2). */
export function readDirectoryParams(search: URLSearchParams): DirectoryParams {
  const { q = '', discipline = '', location = '', page } = directorySearchOf(search);
  return { q, discipline, location, page };
}

/** Only what differs from the defaults goes in the URL, so links stay short. */
export function writeDirectoryParams(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.discipline) search.set('discipline', params.discipline);
  if (params.location) search.set('location', params.location);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
