import type { VenueSearch } from '@oeuvre/contract';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { venueKey, venueListKey } from '@/lib/swr-keys';

/** A page of the venue list, `GET /api/venues` (a first view carries the first one: first-view-data.ts). */
export function useVenueList(search: VenueSearch) {
  return useSWR(venueListKey(search), ([, q]) => api.venues.list({ query: q }), { keepPreviousData: true });
}

/** A venue's page data, `GET /api/venues/{slug}` (a first view carries it: first-view-data.ts). */
export function useVenue(slug: string) {
  return useSWR(venueKey(slug), ([, s]) => api.venues.get({ params: { slug: s } }));
}
