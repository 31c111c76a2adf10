// What the app's frame reads on every page (the theme, whether a session exists, where to sign in), apart from the
// product's lists and limits (constants.ts, which re-exports these) so that a page's first load holds only these.

/** The theme choice: the browser's storage key and the first-party cookie that tells the server about it. */
export const THEME_STORAGE_KEY = 'ui-theme';
/**
 * A non-secret hint next to the session cookie: present ('1') while the browser has a signed-in session, so the app
 * asks who is signed in only then. It proves nothing; the session cookie alone authenticates.
 */
export const SIGNED_IN_HINT_COOKIE = 'oeuvre.signedin';

/** Set on the root of a server-rendered page drawn for a visitor without a session: the app starts signed out. */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';

/** Where a browser goes to sign in and to sign out: full-page navigations, never API calls. */
export const SIGN_IN_PATH = '/api/login';
export const SIGN_OUT_PATH = '/api/logout';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
