import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

/** A request id per request (echoed as X-Request-Id) and one log line when it ends. */
export function requestLogging(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      // The query string is left out: it may carry OAuth codes and states.
      ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}

/** Headers every response carries (CSP without inline script, no framing, no sniffing). */
export function securityHeaders(config: Config) {
  const https = config.publicUrl.startsWith('https://');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (ctx: Context, next: Next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages: a foreign Origin or a
 * cross-site fetch is refused. Bearer-token requests (the desktop app) carry no ambient credential.
 */
export function sameOriginWrites(config: Config) {
  const ownOrigin = new URL(config.publicUrl).origin;
  return async (ctx: Context, next: Next) => {
    if (!SAFE_METHODS.has(ctx.method) && ctx.path.startsWith('/api') && !ctx.get('Authorization')) {
      const origin = ctx.get('Origin');
      const fetchSite = ctx.get('Sec-Fetch-Site');
      if ((origin && origin !== ownOrigin && origin !== 'null') || origin === 'null' || fetchSite === 'cross-site') {
        throw new HttpError(403, 'Cross-site request refused');
      }
    }
    await next();
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
  if (length > limitBytes) throw new HttpError(413, 'Request too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new HttpError(413, 'Request too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? wellFormed(value) : value));
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A "\ud800" escape gives a lone surrogate, which PostgreSQL's JSON refuses: it becomes U+FFFD, as text storage makes it. */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
