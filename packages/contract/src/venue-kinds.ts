// A venue's kinds and how the pages name them, and how its page lists what happened there: no schema here, so a public page that names a kind loads no valibot
// (schemas/venues.ts checks them).
export const VENUE_KINDS = ['museum', 'gallery', 'art-centre', 'festival', 'residency', 'school', 'other'] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];
export const VENUE_KIND_LABELS: Record<VenueKind, string> = {
  museum: 'Museum',
  gallery: 'Gallery',
  'art-centre': 'Art centre',
  festival: 'Festival or biennial',
  residency: 'Residency',
  school: 'School',
  other: 'Other',
};

/** What a venue's page lists: the roles a CV entry gives an artist at a venue. */
export const VENUE_ROLES = ['exhibition', 'resident', 'collection', 'alumni', 'teacher'] as const;
export type VenueRole = (typeof VENUE_ROLES)[number];

/**
 * A venue page's lists, each paged: its first page comes with the venue (`GET /api/venues/{slug}`), the next ones from
 * `GET /api/venues/{slug}/events?list=…&page=…`. A busy museum is named by thousands of CVs; a page of it is not.
 */
export const VENUE_LISTS = ['exhibitions', 'residents', 'collection', 'alumni', 'teachers'] as const;
export type VenueList = (typeof VENUE_LISTS)[number];
/** The role a list gathers. */
export const VENUE_LIST_ROLES = {
  exhibitions: 'exhibition',
  residents: 'resident',
  collection: 'collection',
  alumni: 'alumni',
  teachers: 'teacher',
} as const satisfies Record<VenueList, VenueRole>;
/** Events (an exhibition, a residency year, a class...) in a page of a list. */
export const VENUE_EVENTS_PAGE_SIZE = 30;
/** Artists named with one event; `artistCount` says how many there are in all (the venue filter lists every one). */
export const VENUE_EVENT_ARTISTS_MAX = 24;
