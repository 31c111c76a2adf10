// A venue's kinds and how the pages name them: no schema here, so a public page that names a kind loads no valibot
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
