// Business constants and limits, and the product's fixed lists: what the server and its clients both hold to. How the
// screens look and time themselves is the UI's own (@oeuvre/ui/lib/ui-constants).

/** The earliest birth year a profile takes (the latest is the current year). */
export const BIRTH_YEAR_MIN = 1900;

/** Rows per page of the admin tables of artists and users, and the most a client may ask for. */
export const ADMIN_LIST_PAGE_SIZE = 25;
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const STATEMENT_MIN_LENGTH = 20;
export const FULL_NAME_MIN_LENGTH = 2;
export const MAX_DISCIPLINES = 5;
export const DEFAULT_SMTP_PORT = 587;
const PRODUCT_NAME = 'Oeuvre';

// The app frame's own (theme, session hint, sign-in addresses) and the directory's (its page sizes, the disciplines),
// in modules of their own: every page loads the first, the directory, the landing page and the artist page the second.
export * from './app-frame.ts';
export * from './directory-constants.ts';


/** Image types the uploads accept: JPG, PNG, WEBP. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CSV_MIME_TYPES = ['text/csv', 'application/vnd.ms-excel'] as const;

/** What each kind of upload accepts. */
export const FILE_KINDS = {
  image: { mimeTypes: IMAGE_MIME_TYPES, maxBytes: MAX_IMAGE_BYTES },
  csv: { mimeTypes: CSV_MIME_TYPES, maxBytes: MAX_CSV_BYTES },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Site-relative prefix of files the server stores; image URLs may use it. */
export const UPLOADS_PATH_PREFIX = '/uploads/';

export const DEFAULT_SITE_SETTINGS = {
  siteName: PRODUCT_NAME,
  siteDescription: 'A living record of artistic practice',
  allowRegistration: true,
  requireApproval: true,
  maxGallerySize: 25,
  emailNotifications: true,
  adminEmails: '',
} as const;


export const LOCATION_OPTIONS = [
  'all',
  'new_york',
  'los_angeles',
  'london',
  'berlin',
  'tokyo',
  'paris',
] as const;
export const LOCATION_LABELS: Record<(typeof LOCATION_OPTIONS)[number], string> = {
  all: 'All Locations',
  new_york: 'New York',
  los_angeles: 'Los Angeles',
  london: 'London',
  berlin: 'Berlin',
  tokyo: 'Tokyo',
  paris: 'Paris',
};

export const SOCIAL_PLATFORMS = ['instagram', 'twitter', 'facebook', 'linkedin', 'youtube', 'other'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
/** The editor offers all but youtube. */
export const EDITOR_SOCIAL_PLATFORMS = ['instagram', 'twitter', 'facebook', 'linkedin', 'other'] as const;
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  twitter: 'Twitter',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  other: 'Other',
};
/** Unknown platforms fall back to other. */
export function toSocialPlatform(value: string): SocialPlatform {
  return (SOCIAL_PLATFORMS as readonly string[]).includes(value) ? (value as SocialPlatform) : 'other';
}

export const GRANT_TYPES = ['grant', 'fellowship', 'residency'] as const;
type GrantType = (typeof GRANT_TYPES)[number];
export const GRANT_TYPE_LABELS: Record<GrantType, string> = {
  grant: 'Grant',
  fellowship: 'Fellowship',
  residency: 'Residency',
};

export const BIBLIOGRAPHY_TYPES = ['article', 'review', 'interview', 'catalog', 'book', 'web'] as const;
type BibliographyType = (typeof BIBLIOGRAPHY_TYPES)[number];
export const BIBLIOGRAPHY_TYPE_LABELS: Record<BibliographyType, string> = {
  article: 'Article',
  review: 'Review',
  interview: 'Interview',
  catalog: 'Catalog',
  book: 'Book',
  web: 'Web',
};

export const COLLECTION_TYPES = ['public', 'private', 'corporate'] as const;
type CollectionType = (typeof COLLECTION_TYPES)[number];
export const COLLECTION_TYPE_LABELS: Record<CollectionType, string> = {
  public: 'Public',
  private: 'Private',
  corporate: 'Corporate',
};

export const GALLERY_FILE_TYPES = ['image', 'video', 'audio'] as const;
export type GalleryFileType = (typeof GALLERY_FILE_TYPES)[number];

export const CONNECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const ACTIVITY_TYPES = ['approval', 'rejection', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const CSV_REQUIRED_COLUMNS = ['fullName', 'email', 'city', 'country'] as const;
export const CSV_OPTIONAL_COLUMNS = ['website', 'artistStatement'] as const;

/** Text length limits the schemas share. */
export const TEXT_LIMITS = {
  short: 200,
  url: 2048,
  email: 254,
  notes: 5000,
  statement: 10_000,
  reason: 1000,
  search: 200,
  contactMessage: 5000,
} as const;

/** Slugs an artist can never get: they are fixed segments of GET /api/artists/... */
export const RESERVED_SLUGS = ['user', 'work-image-upload'] as const;

/**
 * The most entries one CV section holds (the longest real CVs list a few hundred exhibitions): adding past it, by hand
 * or by a CV import, is refused; every entry can still be put in order in one request.
 */
export const SECTION_ENTRIES_MAX = 1000;
