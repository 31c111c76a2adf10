/*
 * The built renderer's files as app://oeuvre/ answers them: which file a URL names, its type, and
 * the page's Content-Security-Policy header. Pure Node (no electron import): app-protocol.ts hands
 * these answers to Electron, and the renderer can be served the same way outside Electron.
 */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-url.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

/**
 * The file an app:// URL names inside the renderer folder, or null. Paths without an extension
 * are client-side routes and get index.html; nothing outside the folder is ever served.
 */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const root = resolve(rendererDir);
  const relative = path === '/' || extname(path) === '' ? 'index.html' : path.replace(/^\/+/, '');
  const file = resolve(root, relative);
  return file.startsWith(root + sep) ? file : null;
}

export interface AppFileAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

const NOT_FOUND: AppFileAnswer = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: new TextEncoder().encode('Not found'),
};

/** The answer to one request: the file with its type and nosniff; the page also gets the CSP. */
export async function answerAppRequest(
  rendererDir: string,
  request: { url: string; method: string },
  contentSecurityPolicy: () => string,
): Promise<AppFileAnswer> {
  const file = resolveAppFile(rendererDir, request.url);
  if (!file || request.method !== 'GET') return NOT_FOUND;
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return NOT_FOUND;
  }
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'content-type': type, 'x-content-type-options': 'nosniff' };
  if (type.startsWith('text/html')) headers['content-security-policy'] = contentSecurityPolicy();
  return { status: 200, headers, body: new Uint8Array(body) };
}
