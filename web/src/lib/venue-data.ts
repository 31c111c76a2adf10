// A venue's data, read by the venue pages and by the directory's venue filter (its chip names the venue).
import useSWR from 'swr';
import { api } from '@/lib/api';
import { venueKey } from '@/lib/swr-keys';

/** A venue's page data, `GET /api/venues/{slug}` (a first view carries it: first-view-data.ts). */
export function useVenue(slug: string) {
  return useSWR(venueKey(slug), ([, s]) => api.venues.get({ params: { slug: s } }));
}
