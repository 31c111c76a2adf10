import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';
import { etagMatches } from './caching.ts';
import { PUBLIC_READ_LOG_SAMPLE } from './middleware.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Answers kept in memory for visitors (the public API reads, the public pages): the bytes sent, with their strong
 * ETag, per key, for one generation of what the public sees. Every public change heard clears them (`clear`, called
 * from modules/artists/public-changes.ts through the app); when the generation moves otherwise (for pages the clock's
 * minute and the web build), everything kept is dropped too. While changes cannot be heard, nothing is kept or
 * answered. A bounded LRU cache: at most `maxEntries` answers and `maxBytes` bytes, least recently used out first,
 * each kept at most `ttlMs`; an answer over a 16th of the bytes is never kept.
 *
 * A kept answer is sent straight from the HTTP server's request, before Koa: no session, router or database is asked.
 */

export type KeptAnswer = { body: Buffer; etag: string };

export type KeptAnswersOptions = {
  maxEntries: number;
  maxBytes: number;
  /** The longest an answer is kept, whatever happens. */
  ttlMs: number;
  /** Whether changes made anywhere are heard now: while they are not, nothing is kept or answered. */
  heard: () => boolean;
  /** What the public sees now: whatever is kept under another generation is dropped. */
  generation: () => string;
  /** The request id of a request (requestIdOf). */
  requestId: (incoming: string | undefined) => string;
  /** Whether an answer sent from memory is logged (the request log's sampler). */
  sampled: () => boolean;
  logger: Logger;
};

export type KeptAnswers<E extends KeptAnswer> = {
  /** Whether answers are kept and answered now: not while changes cannot be heard. */
  enabled: () => boolean;
  /** The kept answer under this key, counted as a hit when there is one. */
  find: (key: string) => E | undefined;
  /** The generation now: taken before an answer is drawn, and given back to `keep`. */
  generation: () => string;
  /** Keeps an answer, unless the generation moved while it was drawn (it may say what was true before a change). */
  keep: (key: string, entry: E, drawnIn: string) => void;
  /**
   * Sends a kept answer on the HTTP server's response: `304` when the request's If-None-Match names its ETag, no body
   * for HEAD, the request id the request brought (or a new one); logged when the sampler says so.
   */
  send: (
    req: IncomingMessage,
    res: ServerResponse,
    hit: E,
    headers: (requestId: string, unchanged: boolean) => OutgoingHttpHeaders | OutgoingHttpHeader[],
  ) => void;
  /** Forgets every answer kept (a public change). */
  clear: () => void;
  /** Answers sent from memory since start, and answers kept now. */
  stats: () => { hits: number; entries: number; bytes: number };
};

/** A cookie's value in a raw Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return new RegExp(`(?:^|;) *${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`).exec(header)?.[1];
}

/** A raw request with no credential (no Authorization, no session cookie): only those are answered from memory. */
export function anonymousRequest(headers: IncomingMessage['headers']): boolean {
  return !headers.authorization && cookieValue(headers.cookie, SESSION_COOKIE) === undefined;
}

export function keptAnswers<E extends KeptAnswer>(options: KeptAnswersOptions): KeptAnswers<E> {
  let hits = 0;
  let keptGeneration: string | undefined;
  const entries = new LRUCache<string, E>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    maxEntrySize: options.maxBytes / 16,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
    ttl: options.ttlMs,
  });

  const current = (): LRUCache<string, E> => {
    const generation = options.generation();
    if (keptGeneration !== generation) {
      entries.clear();
      keptGeneration = generation;
    }
    return entries;
  };

  const keep = (key: string, entry: E, drawnIn: string): void => {
    if (!options.heard() || drawnIn !== options.generation()) return;
    current().set(key, entry);
  };

  const find = (key: string): E | undefined => {
    if (!options.heard()) return undefined;
    const hit = current().get(key);
    if (hit) hits++;
    return hit;
  };

  const send: KeptAnswers<E>['send'] = (req, res, hit, headers) => {
    const started = performance.now();
    const incoming = req.headers['x-request-id'];
    const requestId = options.requestId(typeof incoming === 'string' ? incoming : undefined);
    const unchanged = etagMatches(req.headers['if-none-match'], hit.etag);
    const status = unchanged ? 304 : 200;
    res.writeHead(status, headers(requestId, unchanged));
    res.end(unchanged || req.method === 'HEAD' ? undefined : hit.body);
    if (options.sampled()) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const path = req.url!.split('?', 1)[0];
      options.logger.info(
        { requestId, method: req.method, path, status, ms, sampled: PUBLIC_READ_LOG_SAMPLE },
        'request',
      );
    }
  };

  return {
    enabled: options.heard,
    find,
    generation: options.generation,
    keep,
    send,
    clear: () => entries.clear(),
    stats: () => ({ hits, entries: entries.size, bytes: entries.calculatedSize }),
  };
}
