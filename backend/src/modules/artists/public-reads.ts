import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import type { Logger } from '../../logger.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, notModified, strongEtag } from '../../http/caching.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { PUBLIC_READ_LOG_SAMPLE } from '../../http/middleware.ts';
import { publicVersion } from './directory-cache.ts';

/**
 * Caching of the public reads: `GET /api/artists/{slug}`, `GET /api/artists` and `GET /api/directory`.
 *
 * - Every answer carries a strong ETag (a hash of its bytes) and `304 Not Modified` answers an `If-None-Match` that
 *   names it.
 * - Anonymous answers are `public, max-age=0, s-maxage=5, must-revalidate`: a browser asks again every time (a 304
 *   costs a few bytes), a shared cache (CDN) may reuse them for 5 seconds, then asks again. Answers to a signed-in
 *   person or the desktop app are `private, no-store`, as every authenticated answer of the API is.
 * - Anonymous answers are kept in memory, as the bytes sent, per address, for the directory's current version
 *   (directory-cache.ts): any change to a published profile anywhere (in this process, or on PostgreSQL in any
 *   instance, heard through LISTEN/NOTIFY: public-changes.ts) starts afresh. A kept answer is sent before the
 *   session, the router or the database are asked anything.
 */

/** The routes whose answers are public reads (ids of the contract's route table). */
export const PUBLIC_READ_ROUTES = new Set(['artists.get', 'artists.list', 'directory.search']);

const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_KEY_LENGTH = 2_048;

type Entry = { body: Buffer; etag: string };

/** Only requests that carry no credential are answered from memory: anything else goes the whole way. */
function anonymous(ctx: Context): boolean {
  return !ctx.get('Authorization') && !ctx.cookies.get(SESSION_COOKIE);
}

function send(ctx: Context, entry: Entry, cacheControl: string): void {
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
  /** Off while changes made elsewhere cannot be heard (PostgreSQL listener down): nothing is answered from memory. */
  setEnabled: (on: boolean) => void;
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
  const sessionCookie = `${SESSION_COOKIE}=`;
  let enabled = true;
  let keptGeneration = -1;
  let bytes = 0;
  const entries = new Map<string, Entry>();

  const current = (): Map<string, Entry> => {
    const generation = publicVersion();
    if (keptGeneration !== generation) {
      entries.clear();
      bytes = 0;
      keptGeneration = generation;
    }
    return entries;
  };

  const keep = (key: string, entry: Entry, generation: number): void => {
    if (!enabled || generation !== publicVersion()) return; // read before a change: not kept
    if (entry.body.length > MAX_BYTES / 16) return;
    const kept = current();
    while (kept.size >= MAX_ENTRIES || (kept.size && bytes + entry.body.length > MAX_BYTES)) {
      const oldest = kept.keys().next().value as string;
      bytes -= kept.get(oldest)!.body.length;
      kept.delete(oldest);
    }
    kept.set(key, entry);
    bytes += entry.body.length;
  };

  const middleware = async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith('/api/')) return next();
    const key = ctx.url;
    const fromMemory = enabled && anonymous(ctx) && key.length <= MAX_KEY_LENGTH;
    if (fromMemory) {
      const hit = current().get(key);
      if (hit) {
        ctx.state.publicRead = true;
        return send(ctx, hit, PUBLIC_CACHE_CONTROL);
      }
    }
    const generation = publicVersion();
    await next();
    if (!PUBLIC_READ_ROUTES.has(ctx.state.routeId as string) || ctx.status !== 200) return;
    ctx.state.publicRead = true;
    const raw: unknown = ctx.body;
    const body = Buffer.isBuffer(raw) ? raw : Buffer.from(typeof raw === 'string' ? raw : JSON.stringify(raw ?? null));
    const entry = { body, etag: strongEtag(body) };
    if (ctx.state.user) return send(ctx, entry, PRIVATE_CACHE_CONTROL);
    if (fromMemory) keep(key, entry, generation);
    send(ctx, entry, PUBLIC_CACHE_CONTROL);
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD') || !url?.startsWith('/api/')) return false;
    if (req.headers.authorization || req.headers.cookie?.includes(sessionCookie)) return false;
    const hit = current().get(url);
    if (!hit) return false;
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId = options.requestId(typeof incoming === 'string' ? incoming : undefined);
    const inm = req.headers['if-none-match'];
    const unchanged = Boolean(inm) && inm!.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t === hit.etag || t === `W/${hit.etag}`;
    });
    const status = unchanged ? 304 : 200;
    const headers = [...fixed, 'X-Request-Id', requestId, 'Content-Type', 'application/json; charset=utf-8', 'ETag', hit.etag, 'Cache-Control', PUBLIC_CACHE_CONTROL];
    if (!unchanged) headers.push('Content-Length', String(hit.body.length));
    res.writeHead(status, headers);
    res.end(unchanged || req.method === 'HEAD' ? undefined : hit.body);
    if (options.sampled()) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const path = url.split('?', 1)[0];
      options.logger.info({ requestId, method: req.method, path, status, ms, sampled: PUBLIC_READ_LOG_SAMPLE }, 'request');
    }
    return true;
  };

  return {
    middleware,
    answer,
    setEnabled: (on) => {
      enabled = on;
      entries.clear();
      bytes = 0;
    },
  };
}
