import type { Context, Next } from 'koa';
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, notModified, strongEtag } from '../http/caching.ts';
import { SESSION_COOKIE } from '../http/session.ts';

/** Answers built per request (pages, the sitemap) and worth a validator; files have their own caching. */
function revalidated(ctx: Context): boolean {
  const type = ctx.response.type;
  return type === 'text/html' || type === 'application/xml';
}

/**
 * The server-rendered pages and `sitemap.xml`: a strong ETag over the bytes sent (compressed or not, so `Vary:
 * Accept-Encoding` keeps them apart) and `304 Not Modified` on a matching `If-None-Match`. A page drawn for a
 * visitor with a session cookie may differ from the public one (the first view of `/` is for visitors only), so
 * pages vary on `Cookie` and are `private, no-cache` for someone signed in; public ones are
 * `public, max-age=0, s-maxage=5, must-revalidate` as the public API reads are (caching.ts).
 */
export function conditionalPages() {
  return async (ctx: Context, next: Next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200 || !revalidated(ctx)) return;
    const body: unknown = ctx.body;
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
    const signedIn = Boolean(ctx.cookies.get(SESSION_COOKIE) || ctx.get('Authorization'));
    const etag = strongEtag(body);
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', signedIn ? PRIVATE_PAGE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
    if (ctx.response.type === 'text/html') ctx.vary('Cookie');
    if (notModified(ctx, etag)) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
