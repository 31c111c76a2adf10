import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import type { Logger } from '../../logger.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, notModified, strongEtag } from '../../http/caching.ts';
import { anonymousRequest, keptAnswers, type KeptAnswer } from '../../http/kept-answers.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { routeList } from '@oeuvre/contract';
import { publicVersion } from './directory-cache.ts';
import { publicChangesHeard } from './public-changes.ts';

/**
 * Caching of the public reads: the routes the contract's route table marks `kept` (`GET /api/artists/{slug}`,
 * `GET /api/artists` and `GET /api/directory`).
 *
 * - Every answer carries a strong ETag (a hash of its bytes) and `304 Not Modified` answers an `If-None-Match` that
 *   names it.
 * - Anonymous answers are `public, max-age=0, s-maxage=5, must-revalidate`: a browser asks again every time (a 304
 *   costs a few bytes), a shared cache (CDN) may reuse them for 5 seconds, then asks again. Answers to a signed-in
 *   person or the desktop app are `private, no-store`, as every authenticated answer of the API is.
 * - Anonymous answers are kept in memory, as the bytes sent, per address, for the current public version
 *   (directory-cache.ts): every public change, wherever it was made, is heard after it commits and forgets them all
 *   (public-changes.ts). A kept answer is sent before the session, the router or the database are asked anything
 *   (http/kept-answers.ts).
 */

/** The routes whose answers are kept: those the route table marks `kept`. */
const KEPT_ROUTES = new Set<string>(routeList.filter((route) => route.kept).map((route) => route.id));

const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A kept answer is right until a public change; this bounds how long one nobody asks for stays. */
const TTL_MS = 10 * 60_000;
const MAX_KEY_LENGTH = 2_048;

/** Only requests that carry no credential are answered from memory: anything else goes the whole way. */
function anonymous(ctx: Context): boolean {
  return !ctx.get('Authorization') && !ctx.cookies.get(SESSION_COOKIE);
}

function send(ctx: Context, entry: KeptAnswer, cacheControl: string): void {
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.set('ETag', entry.etag);
  ctx.set('Cache-Control', cacheControl);
  if (notModified(ctx, entry.etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.body = entry.body;
}

export type PublicReads = {
  /** Mounted before the session and the router. */
  middleware: (ctx: Context, next: Next) => Promise<void>;
  /**
   * Answers a kept public read straight from the HTTP server's request, before Koa (true), or leaves the request to
   * Koa (false). The answer is the one Koa would send: security headers, request id, ETag, caching, 304.
   */
  answer: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Forgets every kept answer (a public change). */
  clear: () => void;
  /** Answers sent from memory since start, and answers kept now. */
  stats: () => { hits: number; entries: number; bytes: number };
};

/**
 * A public read kept in memory is answered at once; any other request goes on, and a public read's answer is then
 * given its validator and caching headers, and kept when anonymous.
 */
export type PublicReadsOptions = {
  /** The headers every response carries (securityHeaderList). */
  headers: [string, string][];
  /** The request id of a request (requestIdOf). */
  requestId: (incoming: string | undefined) => string;
  /** Whether a successful public read is logged (the request log's sampler), and where. */
  sampled: () => boolean;
  logger: Logger;
};

export function publicReads(options: PublicReadsOptions): PublicReads {
  const fixed = options.headers.flat();
  const kept = keptAnswers<KeptAnswer>({
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    ttlMs: TTL_MS,
    heard: publicChangesHeard,
    generation: () => String(publicVersion()),
    requestId: options.requestId,
    sampled: options.sampled,
    logger: options.logger,
  });

  const middleware = async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/api/')) return next();
    const key = ctx.url;
    const fromMemory = kept.enabled() && anonymous(ctx) && key.length <= MAX_KEY_LENGTH;
    if (fromMemory) {
      const hit = kept.find(key);
      if (hit) {
        ctx.state.publicRead = true;
        return send(ctx, hit, PUBLIC_CACHE_CONTROL);
      }
    }
    const generation = kept.generation();
    await next();
    if (!KEPT_ROUTES.has(ctx.state.routeId as string) || ctx.status !== 200) return;
    ctx.state.publicRead = true;
    const raw: unknown = ctx.body;
    const body = Buffer.isBuffer(raw) ? raw : Buffer.from(typeof raw === 'string' ? raw : JSON.stringify(raw ?? null));
    const entry = { body, etag: strongEtag(body) };
    if (ctx.state.user) return send(ctx, entry, PRIVATE_CACHE_CONTROL);
    if (fromMemory) kept.keep(key, entry, generation);
    send(ctx, entry, PUBLIC_CACHE_CONTROL);
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (!kept.enabled() || (req.method !== 'GET' && req.method !== 'HEAD') || !url?.startsWith('/api/')) return false;
    const hit = anonymousRequest(req.headers) ? kept.find(url) : undefined;
    if (!hit) return false;
    kept.send(req, res, hit, (requestId, unchanged) => {
      const headers = [...fixed, 'X-Request-Id', requestId, 'Content-Type', 'application/json; charset=utf-8', 'ETag', hit.etag, 'Cache-Control', PUBLIC_CACHE_CONTROL];
      if (!unchanged) headers.push('Content-Length', String(hit.body.length));
      return headers;
    });
    return true;
  };

  return { middleware, answer, clear: kept.clear, stats: kept.stats };
}
