// What the directory's pages read (its page sizes and limits, the disciplines and their labels), apart from the
// product's other lists and limits (constants.ts, which re-exports these) so that the public pages load only these.

export const DIRECTORY_PAGE_SIZE = 9;
export const DIRECTORY_MAX_PAGE_SIZE = 100;
/** A directory search counts its matches up to this many; a `total` above it means "more than this many". */
export const DIRECTORY_COUNT_LIMIT = 1000;
/** Artists the plain directory list fetches in one call (GET /api/artists?limit=1000). */
export const DIRECTORY_FETCH_LIMIT = 1000;

export const DISCIPLINES = [
  'painting',
  'sculpture',
  'photography',
  'mixed_media',
  'digital',
  'installation',
  'drawing',
  'printmaking',
  'textile',
  'ceramics',
  'video',
  'performance',
  'sound',
  'other',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export const DISCIPLINE_LABELS: Record<Discipline, string> = {
  painting: 'Painting',
  sculpture: 'Sculpture',
  photography: 'Photography',
  mixed_media: 'Mixed Media',
  digital: 'Digital',
  installation: 'Installation',
  drawing: 'Drawing',
  printmaking: 'Printmaking',
  textile: 'Textile',
  ceramics: 'Ceramics',
  video: 'Video',
  performance: 'Performance',
  sound: 'Sound',
  other: 'Other',
};

/** The card label when an artist has no discipline (the card then says 'Mixed Media'). */
export const DEFAULT_DISCIPLINE_LABEL = 'Mixed Media';
