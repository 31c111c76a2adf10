import { createHash, randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Context, Next } from 'koa';
import { APP_LOADER_SCRIPT } from '@oeuvre/web/app-loader';
import type { Logger } from '../logger.ts';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

/** One successful public read in this many is logged (see requestLogging). */
export const PUBLIC_READ_LOG_SAMPLE = 100;

/** True for one call in PUBLIC_READ_LOG_SAMPLE: whether this successful public read gets its log line. */
export function publicReadSampler(): () => boolean {
  let count = 0;
  return () => count++ % PUBLIC_READ_LOG_SAMPLE === 0;
}

/**
 * A request id per request (echoed as X-Request-Id) and one log line when it ends. Successful public reads (the
 * artist, the artists list and the directory: 200 and 304) are the bulk of the traffic and are logged one in
 * PUBLIC_READ_LOG_SAMPLE, with `sampled` saying so; every other request, and every failure, has its line. The
 * request's logger (`ctx.state.log`) is made when first used.
 */
export function requestLogging(logger: Logger, sampler: () => boolean = publicReadSampler()) {
  return async (ctx: Context, next: Next) => {
    const requestId = requestIdOf(ctx.get('X-Request-Id'));
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ requestId })),
      set: (value: Logger) => (log = value),
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const sampled = ctx.state.publicRead && (ctx.status === 200 || ctx.status === 304);
      if (!sampled || sampler()) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        // The query string is left out: it may carry OAuth codes and states.
        const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms };
        (ctx.state.log as Logger).info(
          sampled ? { ...line, sampled: PUBLIC_READ_LOG_SAMPLE } : line,
          'request',
        );
      }
    }
  };
}

/** The one inline script a page may run: the web app's loader, allowed by its hash. */
const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

/** Headers every response carries (CSP without inline script but the app's loader, no framing, no sniffing), as name-value pairs. */
export function securityHeaderList(config: Config): [string, string][] {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${APP_LOADER_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (config.publicUrl.startsWith('https://'))
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/** Sets the security headers on every response. */
export function securityHeaders(config: Config) {
  const headers = securityHeaderList(config);
  return async (ctx: Context, next: Next) => {
    for (const [name, value] of headers) ctx.set(name, value);
    await next();
  };
}

/** The request id a request brings (`X-Request-Id`, when well formed), or a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages: a foreign Origin or a
 * cross-site fetch is refused. Bearer-token requests (the desktop app) carry no ambient credential.
 * The path is compared without case, as the router matches it ('/API/...' reaches the same routes).
 */
export function sameOriginWrites(config: Config) {
  const ownOrigin = new URL(config.publicUrl).origin;
  return async (ctx: Context, next: Next) => {
    if (
      !SAFE_METHODS.has(ctx.method) &&
      ctx.path.toLowerCase().startsWith('/api') &&
      !ctx.get('Authorization')
    ) {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site');
      if (
        (origin && origin !== ownOrigin && origin !== 'null') ||
        origin === 'null' ||
        fetchSite === 'cross-site'
      ) {
        throw new HttpError(403, 'Cross-site request refused');
      }
    }
    await next();
  };
}

/** How long a refused body's connection stays open after the answer, its incoming bytes discarded. */
export const LINGER_MS = 5_000;

/**
 * For a request refused while its body is still arriving (too large): the answer carries `Connection: close`,
 * nothing more of the body is kept (what still arrives is read and dropped), and the connection is closed in
 * stages once the answer is written (RFC 9112, section 9.6): our side first, then the socket when the client
 * closes its side, or after LINGER_MS. Node's own close for `Connection: close` (`socket.destroySoon()`, called
 * when the answer is finished) destroys the socket as soon as the answer is written; a client still sending then
 * gets a reset, which can reach it before it has read the answer (it sees EPIPE or ECONNRESET instead of the 413).
 * Call before throwing the error; the error handler writes the answer.
 */
export function closeAfterAnswer(ctx: Context): void {
  ctx.set('Connection', 'close');
  const req = ctx.req;
  const socket = req.socket as Socket | null;
  req.resume(); // drop the rest of the body as it arrives: never buffered
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy()); // the client has closed its side: nothing left to say
    if (this.writable) this.end(); // our side: the answer, then FIN
    this.resume();
  };
}

/** Reads a JSON body: wrong type 415, too large 413, malformed 400; an empty body is `{}`. */
export async function readJson(ctx: Context, limitBytes = 1024 * 1024): Promise<unknown> {
  const length = Number(ctx.get('Content-Length') || 0);
  const hasBody = length > 0 || Boolean(ctx.get('Transfer-Encoding'));
  if (!hasBody) return {};
  if (!ctx.is('application/json', 'application/*+json')) {
    throw new HttpError(415, 'Send JSON with Content-Type: application/json');
  }
  if (length > limitBytes) {
    closeAfterAnswer(ctx);
    throw new HttpError(413, 'Request too large');
  }
  const text = (await readBody(ctx, limitBytes)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' ? wellFormed(value) : value,
    );
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
}

/**
 * The request body, refused with 413 as soon as it passes `limitBytes` (a body sent without a length is counted
 * as it arrives): the rest is dropped unread and the connection closed after the answer (closeAfterAnswer).
 */
function readBody(ctx: Context, limitBytes: number): Promise<Buffer> {
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) return void chunks.push(chunk);
      cleanup();
      chunks.length = 0;
      closeAfterAnswer(ctx);
      reject(new HttpError(413, 'Request too large'));
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onClose = () => {
      cleanup();
      reject(Object.assign(new Error('The client closed the request'), { code: 'ECONNABORTED' }));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A "\ud800" escape gives a lone surrogate, which PostgreSQL's JSON refuses: it becomes U+FFFD, as text storage makes it. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
