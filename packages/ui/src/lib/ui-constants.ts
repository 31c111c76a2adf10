// How the screens look and time themselves: counts shown, delays, breakpoints, keys of the browser's storage. The
// web app's and the admin screens' own; the API contract (@oeuvre/contract) holds only what the server shares.

export const DASHBOARD_ARTISTS = 3;
export const SKELETON_CARDS = 6;
export const CONNECTION_AVATARS_SHOWN = 3;
export const CONNECTION_REFETCH_MS = 10_000;
export const NEW_ARTIST_DAYS = 7;
export const CSV_ERRORS_SHOWN = 5;
export const MOBILE_BREAKPOINT_PX = 768;
export const APPROVAL_REVIEW_TIME = '1-3 business days';
export const INITIALS_FALLBACK = 'SP';
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const EXPLAINER_DISMISSED_STORAGE_KEY = 'network-explainer-dismissed';
