import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/** The build's precompressed twin (`.br`, `.gz`) of a file, when the browser accepts it and it exists. */
async function precompressed(ctx: Context, file: string) {
  for (const [encoding, extension] of ENCODINGS) {
    if (ctx.acceptsEncodings(encoding, 'identity') !== encoding) continue;
    const info = await stat(file + extension).catch(() => undefined);
    if (info?.isFile()) return { encoding, file: file + extension, info };
  }
  return undefined;
}

export async function sendFile(
  ctx: Context,
  file: string,
  cacheControl: string,
  options: { compressed?: boolean } = {},
): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const twin = options.compressed ? await precompressed(ctx, file) : undefined;
  ctx.status = 200;
  ctx.type = contentTypeOf(file);
  ctx.lastModified = info.mtime;
  ctx.set('Cache-Control', cacheControl);
  if (options.compressed) ctx.vary('Accept-Encoding');
  if (twin) ctx.set('Content-Encoding', twin.encoding);
  ctx.length = (twin?.info ?? info).size;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(twin?.file ?? file);
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
