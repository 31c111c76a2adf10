// Stored images at /uploads/… on Oeuvre's own origin, whichever storage holds them: the folder is served as files
// (as it always was), a bucket's objects are streamed through, with their validators, so a browser revalidates
// with a 304 and no image URL ever points elsewhere.
import type { Context, Next } from 'koa';
import { UPLOADS_PATH_PREFIX } from '@oeuvre/contract';
import { etagMatches } from '../../http/caching.ts';
import { contentTypeOf, serveDirectory } from '../../http/static.ts';
import { StorageUnavailable, type UploadStorage } from './storage.ts';

/** Stored names are content-addressed (a new picture is a new name), so caches may keep them for good. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// Only the names the server hands out (upload-files.ts): nothing else is ever asked of the bucket.
const STORED_NAME = /^[0-9a-f]{2}\/[0-9a-f]{32}(?:-\d+)?\.(?:webp|jpg|png)$/;

export function serveUploads(storage: UploadStorage) {
  const prefix = UPLOADS_PATH_PREFIX.replace(/\/$/, '');
  if (storage.localDir) return serveDirectory(prefix, storage.localDir, UPLOADS_CACHE_CONTROL);
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix + '/')) return next();
    const relative = ctx.path.slice(prefix.length + 1);
    let object;
    try {
      object = STORED_NAME.test(relative) ? await storage.open(relative) : undefined;
    } catch (err) {
      if (err instanceof StorageUnavailable) ctx.set('Retry-After', '5');
      throw err;
    }
    if (!object) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    ctx.status = 200;
    ctx.type = contentTypeOf(relative);
    ctx.lastModified = object.lastModified;
    if (object.etag) ctx.etag = object.etag;
    ctx.set('Cache-Control', UPLOADS_CACHE_CONTROL);
    const unchanged = isUnchanged(ctx, object.etag, object.lastModified);
    if (unchanged || ctx.method === 'HEAD') {
      object.body.destroy();
      if (unchanged) ctx.status = 304;
      else ctx.length = object.size;
      return;
    }
    ctx.length = object.size;
    ctx.body = object.body;
  };
}

/**
 * The client's copy is current: its If-None-Match names the ETag or, without one, its If-Modified-Since is not
 * older than the object. (Not `ctx.fresh`, which says no to any request with `Cache-Control: no-cache`, as fetch()
 * sends with every conditional request.)
 */
function isUnchanged(ctx: Context, etag: string | undefined, lastModified: Date): boolean {
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch) return !!etag && etagMatches(ifNoneMatch, etag);
  const since = Date.parse(ctx.get('If-Modified-Since'));
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
