// Site pages and uploaded files live on the API's server: same origin on the web, the server URL on desktop.
import type { ApiClient } from '@oeuvre/api-client';

/** The server's base ('' on the same origin), read from where the client sends the sign-in navigation. */
export function siteBaseOf(client: ApiClient): string {
  return client.urls.login().replace(/\/api\/login$/, '');
}

/** '/uploads/a.webp' -> '{base}/uploads/a.webp'; absolute http(s) URLs are kept as they are. */
export function joinSiteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
