// The public pages a visit starts on, in one list: the web app's router makes their routes from it, its build names
// their code in the HTML, and the server draws their first view and writes their head from it. Nothing is imported
// here, so the web build's configuration can read it too.

/**
 * What the server sends with a page for its first view: the artist of an artist page, a directory page's results, a
 * venue's page, or the venue list's results.
 */
export type PublicRouteData = 'artist' | 'directory' | 'venue' | 'venues';

export interface PublicRoute {
  /** The router's path; `:slug` is one artist's or venue's slug. */
  readonly path: string;
  /** The page's module in the web package (from its root) and the component it exports. */
  readonly page?: { readonly module: string; readonly export: string };
  /** The server names the page's code in the HTML (`modulepreload`), so it downloads with the entry. */
  readonly preload?: boolean;
  /**
   * A signed-out visitor's first view is adopted as the server drew it, with this module's few live parts (islands)
   * instead of the whole page: the page's code loads when the visitor acts on the page (a work to open, say), when the
   * visitor is signed in, or when the app draws the page itself (a later visit within the app). See
   * `web/src/lib/adopted-page.tsx`.
   */
  readonly adopted?: { readonly module: string; readonly export: string };
  /** The data the server puts in the page (see `FirstViewData`). */
  readonly data?: PublicRouteData;
}

const content = (path: string, module: string, name: string): PublicRoute => ({
  path,
  page: { module: `src/features/${module}/${name}.tsx`, export: name },
});

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  // '/' is the most visited first page: its code is named in the HTML like the directory's. Its newest artists come with it.
  {
    path: '/',
    page: { module: 'src/app/HomePage.tsx', export: 'HomePage' },
    preload: true,
    data: 'directory',
  },
  {
    path: '/artists',
    page: { module: 'src/features/directory/DirectoryPage.tsx', export: 'DirectoryPage' },
    preload: true,
    data: 'directory',
  },
  {
    path: '/artists/:slug',
    page: { module: 'src/features/artist/ArtistPage.tsx', export: 'ArtistPage' },
    adopted: { module: 'src/features/artist/ArtistFirstView.tsx', export: 'ArtistFirstView' },
    preload: true,
    data: 'artist',
  },
  {
    path: '/venues',
    page: { module: 'src/features/venues/VenuesPage.tsx', export: 'VenuesPage' },
    preload: true,
    data: 'venues',
  },
  {
    path: '/venues/:slug',
    page: { module: 'src/features/venues/VenuePage.tsx', export: 'VenuePage' },
    preload: true,
    data: 'venue',
  },
  content('/about', 'info', 'AboutPage'),
  content('/privacy', 'info', 'PrivacyPage'),
  content('/terms', 'info', 'TermsPage'),
  content('/faq', 'info', 'FaqPage'),
  content('/blog', 'info', 'BlogPage'),
  content('/resources/cv-guide', 'resources', 'CvGuidePage'),
  content('/resources/artist-resources', 'resources', 'ArtistResourcesPage'),
];

/** An artist's or venue's slug in a public address (as slugs are made: lower-case letters, digits and dashes). */
const SLUG = '[a-z0-9][a-z0-9-]{0,199}';

function patternOf(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const source = path
    .split('/')
    .map((segment) => (segment === ':slug' ? `(${SLUG})` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

// Marked pure: a page that reads the list alone (the web app's router) leaves the matchers out of its code.
const PATTERNS = /* @__PURE__ */ PUBLIC_ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

/** The public route of an address's path, and its slug for an artist or venue page; undefined for any other path. */
export function matchPublicRoute(pathname: string): { route: PublicRoute; slug?: string } | undefined {
  for (const { route, pattern } of PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return match[1] ? { route, slug: match[1] } : { route };
  }
  return undefined;
}

/**
 * The web app's pages beside the public routes, as its router has them (`web/src/app/router.tsx`): the signed-in pages,
 * the contact form, and the admin area with every address under it (`/*`). Every other address is the app's not-found
 * page, which the server answers with 404 (so search engines do not keep it).
 */
export const APP_PAGES: readonly string[] = ['/create-cv', '/create-cv/import', '/profile', '/contact', '/admin/*'];

const APP_PAGE_PATTERNS = /* @__PURE__ */ APP_PAGES.map((path) =>
  path.endsWith('/*') ? new RegExp(`^${path.slice(0, -2)}(/.*)?$`) : patternOf(path),
);

/** Whether an address's path is one of the web app's pages (a public route or one of APP_PAGES). */
export function isAppPage(pathname: string): boolean {
  return matchPublicRoute(pathname) !== undefined || APP_PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
