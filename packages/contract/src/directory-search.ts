// The directory's search as a page's address says it, apart from the API's schemas so that the public pages' code can
// read it without them.
import { DIRECTORY_PAGE_SIZE } from './directory-constants.ts';

/**
 * The search a directory page's address asks for (`/artists?q=berlin&discipline=painting&page=2`): what the web
 * app sends to `GET /api/directory`, and what the server answers in that page's first view. Only the filters that
 * are set appear, and a page that is not a whole number from 1 up means the first.
 */
export function directorySearchOf(search: URLSearchParams): { q?: string; discipline?: string; location?: string; venue?: string; sort?: 'name' | 'updated'; page: number; pageSize: number } {
  const page = Number(search.get('page') ?? '');
  const q = (search.get('q') ?? '').trim();
  const discipline = search.get('discipline') ?? '';
  const location = search.get('location') ?? '';
  const venue = (search.get('venue') ?? '').trim();
  // The default order (newest) is not written.
  const sort = search.get('sort');
  return {
    ...(q ? { q } : {}),
    ...(discipline ? { discipline } : {}),
    ...(location ? { location } : {}),
    ...(venue ? { venue } : {}),
    ...(sort === 'name' || sort === 'updated' ? { sort } : {}),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

/**
 * The landing page's 'Featured Artists': the artists an admin features, as many as one row of cards on a wide screen
 * and two on a phone. The web app asks `GET /api/directory` with it, and the server answers it in the landing page's
 * first view.
 */
export const FEATURED_ARTISTS_SEARCH = { featured: 'true', page: 1, pageSize: 6 } as const;
