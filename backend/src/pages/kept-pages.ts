import { statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import { matchPublicRoute } from '@oeuvre/contract';
import type { Logger } from '../logger.ts';
import { PUBLIC_CACHE_CONTROL, notModified } from '../http/caching.ts';
import { anonymousRequest, keptAnswers, type KeptAnswer } from '../http/kept-answers.ts';
import { publicVersion } from '../modules/artists/directory-cache.ts';
import { publicChangesHeard, supportersVersion } from '../modules/artists/public-changes.ts';
import { requestTheme } from './first-view.ts';

/**
 * Public pages served from memory (http/kept-answers.ts), as the public API reads are (modules/artists/public-reads.ts): for a visitor
 * without a session (no session cookie, no Authorization), the whole answer of a public page (`/`, `/artists`,
 * `/artists/{slug}`, the content pages: the HTML with its first view, compressed for the request's
 * `Accept-Encoding`, with its strong ETag and Cache-Control) is kept per address, Accept-Encoding and theme, and
 * sent before Koa: no session, router or database is asked. A `304` answers an `If-None-Match` naming it.
 *
 * What is kept is dropped on every public change (an approval, an admin edit, a delete, a hide, whoever made it: heard
 * after its commit through the database's notification, public-changes.ts), the artist and content pages also on a
 * change of a support (an artist page shows its supporters), and when the web build changes; the landing
 * page and the directory also at each new minute (their "New" badges end by the clock), which an artist page or a
 * content page does not wait for: they are kept apart, so the minute does not drop every artist page at once. While changes made elsewhere cannot be heard,
 * nothing is answered from memory. Bounded LRU caches in entries and bytes, least recently used out first, each page
 * kept at most TTL_MS.
 */

/**
 * Artist and content pages; the landing page and the directory's pages (redrawn each minute) have their own share.
 * A page is 10–15 kB compressed, 45–60 kB for a client that asks for it uncompressed (the stylesheet is inside it).
 */
const MAX_ENTRIES = { timeless: 2_000, byMinute: 500 };
const MAX_BYTES = { timeless: 64 * 1024 * 1024, byMinute: 16 * 1024 * 1024 };
const MAX_KEY_LENGTH = 1_024;
/** A kept page is right until a change (or the minute); this bounds how long one nobody asks for stays. */
const TTL_MS = 10 * 60_000;
/** How often the web build's files are looked at (a rebuild drops every kept page). */
const BUILD_CHECK_MS = 1_000;
/** Headers of the kept answer that belong to one response only. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
]);

type Entry = KeptAnswer & { headers: OutgoingHttpHeaders };

export type KeptPagesOptions = {
  /** The web build's files whose change makes every kept page stale (index.html, the server renderer). */
  buildFiles: string[];
  /** The request id of a request (requestIdOf). */
  requestId: (incoming: string | undefined) => string;
  /** Whether a page answered from memory is logged (the request log's sampler). */
  sampled: () => boolean;
  logger: Logger;
};

export type KeptPages = {
  /** Mounted before the session: keeps a visitor's public page once the rest of the chain has drawn it. */
  middleware: (ctx: Context, next: Next) => Promise<void>;
  /** Answers a kept page straight from the HTTP server's request (true), or leaves the request to Koa (false). */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Forgets every kept page (a public change). */
  clear: () => void;
  /** Pages answered from memory since start, and pages kept now. */
  stats: () => { hits: number; entries: number; bytes: number };
};

/**
 * The key of a page for this request and whether the clock's minute changes it (the landing page and the directory
 * show what is new), or undefined when it is not a visitor's public page.
 */
function keyOf(method: string | undefined, url: string | undefined, headers: IncomingMessage['headers']) {
  if ((method !== 'GET' && method !== 'HEAD') || !url || url.length > MAX_KEY_LENGTH) return undefined;
  if (url.startsWith('/api/') || !anonymousRequest(headers)) return undefined;
  const path = url.split('?', 1)[0]!;
  const match = matchPublicRoute(path);
  if (!match) return undefined;
  // Read as the page is drawn (requestTheme): a page kept under one theme is always the one drawn in it.
  const theme = requestTheme(headers) ?? '';
  return {
    key: `${headers['accept-encoding'] ?? ''}\n${theme}\n${url}`,
    byMinute: match.route.data === 'directory',
  };
}

export function keptPages(options: KeptPagesOptions): KeptPages {
  let build = '';
  let buildCheckedAt = 0;
  const buildStamp = (): string => {
    const now = Date.now();
    if (now - buildCheckedAt >= BUILD_CHECK_MS) {
      buildCheckedAt = now;
      build = options.buildFiles
        .map((file) => {
          try {
            return String(statSync(file).mtimeMs);
          } catch {
            return '-';
          }
        })
        .join(',');
    }
    return build;
  };
  const stores = {
    timeless: keptAnswers<Entry>({
      maxEntries: MAX_ENTRIES.timeless,
      maxBytes: MAX_BYTES.timeless,
      ttlMs: TTL_MS,
      heard: publicChangesHeard,
      // An artist page shows its supporters: a support given or withdrawn drops the artist and content pages.
      generation: () => `${publicVersion()}.${supportersVersion()}.${buildStamp()}`,
      requestId: options.requestId,
      sampled: options.sampled,
      logger: options.logger,
    }),
    byMinute: keptAnswers<Entry>({
      maxEntries: MAX_ENTRIES.byMinute,
      maxBytes: MAX_BYTES.byMinute,
      ttlMs: TTL_MS,
      heard: publicChangesHeard,
      generation: () => `${publicVersion()}.${Math.floor(Date.now() / 60_000)}.${buildStamp()}`,
      requestId: options.requestId,
      sampled: options.sampled,
      logger: options.logger,
    }),
  };
  /** The page's key and the store it is kept in, when it is a visitor's public page and pages are kept now. */
  const placeOf = (
    method: string | undefined,
    url: string | undefined,
    headers: IncomingMessage['headers'],
  ) => {
    if (!stores.timeless.enabled()) return undefined;
    const page = keyOf(method, url, headers);
    return page && { key: page.key, kept: page.byMinute ? stores.byMinute : stores.timeless };
  };

  const middleware = async (ctx: Context, next: Next) => {
    const place = placeOf(ctx.method, ctx.url, ctx.req.headers);
    if (!place) return next();
    const { key, kept } = place;
    const hit = kept.find(key);
    if (hit) {
      ctx.state.publicRead = true;
      ctx.status = 200;
      for (const [name, value] of Object.entries(hit.headers))
        if (value !== undefined) ctx.set(name, value as string);
      if (notModified(ctx, hit.etag)) {
        ctx.status = 304;
        ctx.body = null;
      } else ctx.body = hit.body;
      return;
    }
    const generation = kept.generation();
    await next();
    if (ctx.method !== 'GET' || ctx.status !== 200 || ctx.response.type !== 'text/html') return;
    const etag = ctx.response.get('ETag');
    const raw: unknown = ctx.body;
    const body = Buffer.isBuffer(raw) ? raw : typeof raw === 'string' ? Buffer.from(raw) : undefined;
    if (!body || !etag || ctx.response.get('Cache-Control') !== PUBLIC_CACHE_CONTROL) return;
    if (ctx.response.get('Set-Cookie')) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (!PER_RESPONSE.has(name.toLowerCase())) headers[name] = value;
    }
    headers['content-length'] = String(body.length);
    kept.keep(key, { headers, body, etag }, generation);
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const place = placeOf(req.method, req.url, req.headers);
    const hit = place?.kept.find(place.key);
    if (!place || !hit) return false;
    place.kept.send(req, res, hit, (requestId, unchanged) => {
      const headers: OutgoingHttpHeaders = { ...hit.headers, 'x-request-id': requestId };
      if (unchanged) {
        delete headers['content-type'];
        delete headers['content-length'];
      }
      return headers;
    });
    return true;
  };

  return {
    middleware,
    answer,
    clear: () => {
      stores.timeless.clear();
      stores.byMinute.clear();
    },
    stats: () => {
      const [a, b] = [stores.timeless.stats(), stores.byMinute.stats()];
      return { hits: a.hits + b.hits, entries: a.entries + b.entries, bytes: a.bytes + b.bytes };
    },
  };
}
