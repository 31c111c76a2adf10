// Site pages and uploaded files live on the API's server: same origin on the web, the server URL on desktop.
import type { ApiClient } from '@oeuvre/api-client';
import { serverPaths } from '@oeuvre/ui/lib/paths';

/** The server's base ('' on the same origin), read from where the client sends the sign-in navigation. */
export function siteBaseOf(client: ApiClient): string {
  const login = client.urls.login();
  return login.endsWith(serverPaths.login) ? login.slice(0, -serverPaths.login.length) : login;
}

/** '/uploads/a.webp' -> '{base}/uploads/a.webp'; absolute http(s) URLs are kept as they are. */
export function joinSiteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
