/*
 * The window's Content-Security-Policy, built in one place: main sends it as a header (naming the
 * exact server) and the build writes it into index.html's meta tag (which cannot know the server).
 * Both are enforced, so the page gets the stricter of the two.
 */
export interface CspOptions {
  /** Origins the page may fetch from and load images from, besides itself. */
  serverSources: string[];
  /** Vite's dev server needs an inline preamble, injected styles and its HMR socket. */
  dev: boolean;
  /** frame-ancestors is ignored (with a warning) in a meta tag. */
  forMetaTag?: boolean;
}

/** Sources the meta tag allows: any https server, or one on this computer. */
// CSP has no syntax for IPv6 literals, so [::1] is not offered (server-url.ts refuses it too).
export const ANY_SERVER_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

export function contentSecurityPolicy({ serverSources, dev, forMetaTag = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...serverSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...serverSources, ...(dev ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    ...(forMetaTag ? {} : { 'frame-ancestors': ["'none'"] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
