import type { VenueSearch } from '@oeuvre/contract';
import useSWR from 'swr';
import { api } from '@/lib/api';
import { venueListKey } from '@/lib/swr-keys';

/** A page of the venue list, `GET /api/venues` (a first view carries the first one: first-view-data.ts). */
export function useVenueList(search: VenueSearch) {
  return useSWR(venueListKey(search), ([, q]) => api.venues.list({ query: q }), { keepPreviousData: true });
}
