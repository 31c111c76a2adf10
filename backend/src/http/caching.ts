import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Caching of public answers. Visitors: a browser asks again every time (a 304 costs a few bytes), a shared cache
 * (CDN) may reuse an answer for 5 seconds, then asks again. The API's answers to someone signed in are
 * `private, no-store`, as every authenticated answer of the API is; pages drawn for them `private, no-cache`.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/** A strong validator for these bytes. */
export function strongEtag(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether the request's `If-None-Match` names this ETag (or is `*`): the origin's own evaluation (RFC 9110, 13.1.2),
 * made whatever the request's Cache-Control says (a `no-cache` there is for caches on the way, which must ask us).
 */
export function notModified(ctx: Context, etag: string): boolean {
  return etagMatches(ctx.get('If-None-Match'), etag);
}

/** Whether an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}
