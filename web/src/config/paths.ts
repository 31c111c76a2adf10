/** Every in-app href in one place, so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  artists: '/artists',
  artist: (slug: string) => `/artists/${encodeURIComponent(slug)}`,
  createCv: '/create-cv',
  profile: '/profile',
  admin: '/admin',
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
  login: '/api/login',
  logout: '/api/logout',
  /** The published CV as a PDF (served by the server, outside the app). */
  artistCvPdf: (slug: string) => `/artists/${encodeURIComponent(slug)}/cv.pdf`,
  /** The signed-in artist's own draft as a CV and as a portfolio (PDF). */
  ownCvPdf: '/api/my-profile/cv.pdf',
  ownPortfolioPdf: '/api/my-profile/portfolio.pdf',
  /** The own draft as JSON Resume. */
  ownCvJson: '/api/my-profile/cv.json',
} as const;
