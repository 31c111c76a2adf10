// What the server sends along with a first view, so the app's first render shows the same page
// instead of a loading state: a JSON data block in the HTML (not a script: the CSP allows no inline code).
import {
  SIGNED_OUT_ATTRIBUTE,
  type Connection,
  type DirectoryPage,
  type DirectoryQueryInput,
  type PublicArtistResponse,
  type VenueDetail,
  type VenueListPage,
  type VenueSearch,
} from '@oeuvre/contract';
import { unstable_serialize } from 'swr';
import { CURRENT_USER_KEY } from '@/lib/current-user';
import { artistKey, directoryKey, venueKey, venueListKey } from '@/lib/swr-keys';

/**
 * An artist page carries the artist (as `GET /api/artists/{slug}` answers it) and its supporters; a directory page carries its
 * search (`directorySearchOf` of its address) and the page of results `GET /api/directory` answers for it; the venue
 * pages theirs likewise.
 */
export type FirstViewData = {
  artist?: PublicArtistResponse;
  /**
   * The artist's supporters, as `GET /api/connections/artist/{id}` answers them: drawn beside the name in a signed-out
   * visitor's first view (render.tsx), which the app adopts as drawn; its own widget takes their place once it has
   * asked for them again (ArtistFirstView.tsx). Given to the server's renderer only: the page's data block leaves them
   * out (they may be many; the page shows three and the count).
   */
  supporters?: Connection[];
  directory?: { query: DirectoryQueryInput; page: DirectoryPage };
  /** The landing page carries its 'Featured Artists' too (FEATURED_ARTISTS_SEARCH, as `GET /api/directory` answers it). */
  featured?: { query: DirectoryQueryInput; page: DirectoryPage };
  /**
   * A venue's page carries the slug its address names and the venue (as `GET /api/venues/{slug}` answers it: a merged
   * venue's address answers the venue it became, whose own address the page then moves to).
   */
  venue?: { slug: string; detail: VenueDetail };
  /** The venue list carries its search (`venueSearchOf` of its address) and the page `GET /api/venues` answers for it. */
  venues?: { search: VenueSearch; page: VenueListPage };
  /**
   * The request carried no session: the page is drawn for a signed-out visitor (the header's sign-in buttons, the
   * landing page) and the app starts from the same answer, so it neither waits for nor draws the page again.
   */
  signedOut?: boolean;
};

/** The id of the `<script type="application/json">` element holding the data. */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** The data as SWR fallback entries, filed under the keys the pages' hooks ask with. */
export function fallbackOf(data: FirstViewData): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  const slug: unknown = data.artist?.profile?.slug;
  if (typeof slug === 'string') fallback[unstable_serialize(artistKey(slug))] = data.artist;
  for (const directory of [data.directory, data.featured]) {
    if (directory?.query && typeof directory.query === 'object' && Array.isArray(directory.page?.items)) {
      fallback[unstable_serialize(directoryKey(directory.query))] = directory.page;
    }
  }
  const venue = data.venue;
  if (typeof venue?.slug === 'string' && typeof venue.detail?.slug === 'string') {
    fallback[unstable_serialize(venueKey(venue.slug))] = venue.detail;
    fallback[unstable_serialize(venueKey(venue.detail.slug))] = venue.detail;
  }
  const venues = data.venues;
  if (venues?.search && typeof venues.search === 'object' && Array.isArray(venues.page?.venues)) {
    fallback[unstable_serialize(venueListKey(venues.search))] = venues.page;
  }
  if (data.signedOut === true) fallback[CURRENT_USER_KEY] = null;
  return fallback;
}

/** The data the server put in the page, as SWR fallback entries; empty when there is none or it is unreadable. */
export function readFirstViewFallback(doc: Document): Record<string, unknown> {
  const signedOut = doc.getElementById('root')?.hasAttribute(SIGNED_OUT_ATTRIBUTE) === true;
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  let data: unknown = {};
  try {
    if (text) data = JSON.parse(text);
  } catch {
    data = {};
  }
  return fallbackOf({ ...(data && typeof data === 'object' ? (data as FirstViewData) : {}), signedOut });
}
