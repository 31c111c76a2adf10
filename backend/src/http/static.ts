import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return full === root || full.startsWith(root + path.sep) ? full : undefined;
}

async function sendFile(ctx: Context, file: string, cacheControl: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  ctx.status = 200;
  ctx.type = contentTypeOf(file);
  ctx.length = info.size;
  ctx.lastModified = info.mtime;
  ctx.set('Cache-Control', cacheControl);
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
  return true;
}

/** Serves files under `root` at `prefix`; hashed build assets and uploads are cached for a year. */
export function serveDirectory(prefix: string, root: string, cacheControl: string) {
  const resolvedRoot = path.resolve(root);
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix + '/')) return next();
    const file = safeJoin(resolvedRoot, ctx.path.slice(prefix.length));
    if (!file || !(await sendFile(ctx, file, cacheControl))) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
    }
  };
}

export type IndexHtmlRenderer = (
  ctx: Context,
  indexHtml: string,
) => Promise<{ html: string; status?: number } | undefined>;

/**
 * The built web app: real files first, then `index.html` for every other non-API path (SPA fallback).
 * `renderIndex` may rewrite the head for a path (artist pages for crawlers) or answer undefined.
 */
export function serveWebApp(webDist: string, renderIndex?: IndexHtmlRenderer) {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  let indexHtml: string | undefined;
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(indexFile)) return next();
    const file = ctx.path === '/' ? undefined : safeJoin(root, ctx.path);
    if (file && file !== indexFile) {
      const immutable = ctx.path.startsWith('/assets/');
      if (await sendFile(ctx, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')) return;
      if (path.extname(ctx.path)) return next(); // a missing asset is a 404, not the app
    }
    indexHtml ??= await readFile(indexFile, 'utf8');
    const html = indexHtml;
    const rendered = renderIndex ? await renderIndex(ctx, html) : undefined;
    ctx.status = rendered?.status ?? 200;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = rendered?.html ?? html;
  };
}
