// Every in-app href in one place, so links and routes cannot drift apart: the web app's pages, the admin area's
// mount point and the server addresses reached by full-page navigation (sign-in, sign-out, documents).
import { SIGN_IN_PATH, SIGN_OUT_PATH } from '@oeuvre/contract';
import { ADMIN_BASE_PATH } from './admin-base-path.ts';

/** The site's pages, as the web app routes them. */
export const paths = {
  home: '/',
  artists: '/artists',
  artist: (slug: string) => `/artists/${encodeURIComponent(slug)}`,
  venues: '/venues',
  venue: (slug: string) => `/venues/${encodeURIComponent(slug)}`,
  /** The directory filtered by a venue. */
  artistsAtVenue: (slug: string) => `/artists?venue=${encodeURIComponent(slug)}`,
  createCv: '/create-cv',
  profile: '/profile',
  admin: ADMIN_BASE_PATH,
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  faq: '/faq',
  blog: '/blog',
  cvGuide: '/resources/cv-guide',
  artistResources: '/resources/artist-resources',
} as const;

/** Server endpoints reached by full-page navigation, never by the client router. */
export const serverPaths = {
  /** Sign-in and sign-out: the same addresses as the route table's (the API client's navigation URLs). */
  login: SIGN_IN_PATH,
  logout: SIGN_OUT_PATH,
  /** The published CV and portfolio as PDFs (served by the server, outside the app). */
  artistCvPdf: (slug: string) => `/artists/${encodeURIComponent(slug)}/cv.pdf`,
  artistPortfolioPdf: (slug: string) => `/artists/${encodeURIComponent(slug)}/portfolio.pdf`,
  /** The signed-in artist's own draft as a CV and as a portfolio (PDF). */
  ownCvPdf: '/api/my-profile/cv.pdf',
  ownPortfolioPdf: '/api/my-profile/portfolio.pdf',
  /** The own draft as JSON Resume. */
  ownCvJson: '/api/my-profile/cv.json',
} as const;
