import { directorySearchOf } from '@oeuvre/contract';

/** The directory's orders as its address writes them: newest first when none is written. */
export type DirectoryOrder = '' | 'name' | 'updated';

export interface DirectoryParams {
  q: string;
  discipline: string;
  location: string;
  sort: DirectoryOrder;
  page: number;
  /** A venue's slug: artists with an entry linked to it. */
  venue?: string;
}

/** The directory's state lives in the URL (/artists?q=berlin&discipline=painting&sort=name&page=2). */
export function readDirectoryParams(search: URLSearchParams): DirectoryParams {
  const { q = '', discipline = '', location = '', sort = '', page, venue } = directorySearchOf(search);
  return { q, discipline, location, sort, page, ...(venue ? { venue } : {}) };
}

/** Only what differs from the defaults goes in the URL, so links stay short. */
export function writeDirectoryParams(params: DirectoryParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.discipline) search.set('discipline', params.discipline);
  if (params.location) search.set('location', params.location);
  if (params.sort) search.set('sort', params.sort);
  if (params.venue) search.set('venue', params.venue);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
