// Server rendering of the web app's pages (this folder): index.html for every page address, with the head, data and
// first view the page needs (seo.ts, first-view.ts), and validators on the pages sent (conditional-pages.ts).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import {
  type FirstViewData,
  type FirstViewRenderer,
  firstViewStylesheet,
  signedOutRequest,
  themeOf,
  wantsFirstView,
  withFirstView,
} from './first-view.ts';
import { isAppPage, matchPublicRoute } from '@oeuvre/contract';
import { APP_SCRIPTS_TEMPLATE_ID } from '@oeuvre/web/app-loader';
import { notFoundHead, replaceHead } from './seo.ts';
import { HttpError } from '../http/errors.ts';
import { pathHasControlCharacter, refuseQueryControlCharacters } from '../http/query-text.ts';
import { safeJoin, sendFile } from '../http/static.ts';

export type IndexHtmlRenderer = (
  ctx: Context,
  indexHtml: string,
) => Promise<
  | { html: string; status?: number; data?: FirstViewData; version?: string; redirect?: undefined }
  /** The page lives at another address now (a merged venue's): the visitor is sent there. */
  | { redirect: string }
  | undefined
>;

/**
 * What the web build's `route-preloads.json` says a route's page needs beyond what index.html loads; `adopted`, what
 * its first view adopted as drawn needs instead, for a signed-out visitor (the contract's `adopted` routes).
 */
type Preloads = { scripts?: string[]; styles?: string[] };
type RoutePreloads = Record<string, Preloads & { adopted?: Preloads }>;

/** `/artists/:slug` -> a RegExp matching `/artists/anything` (one segment per parameter, optional trailing slash). */
function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The build's preload map as matchers; missing or unreadable means no preloads. */
async function readRoutePreloads(
  file: string,
): Promise<{ pattern: RegExp; tags: string; adoptedTags?: string }[]> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (!text) return [];
  let map: RoutePreloads;
  try {
    map = JSON.parse(text) as RoutePreloads;
  } catch {
    return [];
  }
  const safe = (href: string) => /^\/assets\/[\w.-]+$/.test(href);
  const tagsOf = ({ scripts = [], styles = [] }: Preloads) =>
    [
      ...scripts.filter(safe).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...styles.filter(safe).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ].join('');
  return Object.entries(map).map(([route, preloads]) => ({
    pattern: routePattern(route),
    tags: tagsOf(preloads),
    ...(preloads.adopted ? { adoptedTags: tagsOf(preloads.adopted) } : {}),
  }));
}

/**
 * A page's own chunks beside the entry's: inside the template of the app's scripts when the build has one (they load
 * with the app, after the first paint), otherwise at the end of the head.
 */
function withPreloads(html: string, tags: string): string {
  const template = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">`;
  const start = html.indexOf(template);
  if (start < 0) return html.replace('</head>', `${tags}</head>`);
  const end = html.indexOf('</template>', start);
  return `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** The HTML page compressed for the browser (it is rewritten per request, so it has no precompressed twin). */
function compressHtml(ctx: Context, html: string): Buffer | string {
  if (Buffer.byteLength(html) < 1024) return html;
  ctx.vary('Accept-Encoding');
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/**
 * The built web app: real files first, then `index.html` for every other non-API path (SPA fallback).
 * For a route named in the build's `route-preloads.json`, the page's own chunks are announced in the head
 * (`modulepreload`), so they download alongside the entry bundle instead of after it has run.
 * `renderIndex` may rewrite the head for a path (artist pages for crawlers) or answer undefined; `firstView`
 * draws the page itself into the root for the pages a visit starts on (first-view.ts).
 */
/** The `<title>` element of a page. */
const titleOf = (page: string) => /<title>[^<]*<\/title>/.exec(page)?.[0];

export function serveWebApp(webDist: string, renderIndex?: IndexHtmlRenderer, firstView?: FirstViewRenderer) {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const preloadsFile = path.join(root, 'route-preloads.json');
  let index:
    | {
        html: string;
        preloads: { pattern: RegExp; tags: string; adoptedTags?: string }[];
        mtimeMs: number;
        styles: string | undefined;
      }
    | undefined;
  let loading: Promise<NonNullable<typeof index>> | undefined;
  // Re-read when the build changes, so a rebuild never leaves the server on stale asset names.
  async function currentIndex(): Promise<NonNullable<typeof index>> {
    const info = await stat(indexFile);
    if (index?.mtimeMs === info.mtimeMs) return index;
    loading ??= (async () => {
      const [html, preloads] = await Promise.all([
        readFile(indexFile, 'utf8'),
        readRoutePreloads(preloadsFile),
      ]);
      const styles = firstView ? await firstViewStylesheet(root, html) : undefined;
      return { html, preloads, mtimeMs: info.mtimeMs, styles };
    })().finally(() => (loading = undefined));
    index = await loading;
    return index;
  }
  // The first visitor should not wait for the renderer and the stylesheet to load: both start now.
  if (firstView && existsSync(indexFile)) {
    void Promise.all([firstView.warm(), currentIndex()]).catch(() => undefined);
  }
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (!existsSync(indexFile)) return next();
    const file = ctx.path === '/' ? undefined : safeJoin(root, ctx.path);
    if (file && file !== indexFile) {
      const immutable = ctx.path.startsWith('/assets/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      if (await sendFile(ctx, file, cache, { compressed: true })) return;
      if (path.extname(ctx.path)) return next(); // a missing asset is a 404, not the app
    }
    // A page address with a control character is refused before any page searches with it, as the API does.
    if (pathHasControlCharacter(ctx.path)) throw new HttpError(404, 'Not found');
    refuseQueryControlCharacters(ctx.query);
    const index = await currentIndex();
    const preload = index.preloads.find((p) => p.pattern.test(ctx.path));
    const html = preload ? withPreloads(index.html, preload.tags) : index.html;
    // An address that is no page of the app is its not-found page, answered 404 (not a "soft 404" that is indexed).
    const unknown = !isAppPage(ctx.path);
    const rendered = unknown
      ? { html: notFoundHead(html), status: 404 }
      : renderIndex
        ? await renderIndex(ctx, html)
        : undefined;
    if (rendered?.redirect !== undefined) {
      // Found, not moved for good: an admin may undo a merge, and the old address is then a page again.
      ctx.redirect(`${rendered.redirect}${ctx.querystring ? `?${ctx.querystring}` : ''}`);
      ctx.set('Cache-Control', 'no-cache');
      return;
    }
    const status = rendered?.status ?? 200;
    let page = rendered?.html ?? html;
    if (firstView && status === 200 && wantsFirstView(ctx, firstView)) {
      // The visitor's system theme, asked for as a client hint, lets a first view paint in the right colours.
      ctx.set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
      ctx.vary('Sec-CH-Prefers-Color-Scheme');
      const url = new URL(ctx.originalUrl, 'http://first-view.invalid');
      const signedOut = signedOutRequest(ctx);
      const data = { ...rendered?.data, signedOut };
      const view = await firstView.render(
        url,
        data,
        `${rendered?.version ?? ''}${signedOut ? '|signed-out' : ''}`,
      );
      const markup = view?.html;
      // The page's own title and description, as the app sets them, where the head was not written for the page
      // (the directory, the content pages): the page reads right before (or without) the app.
      if (view?.head && titleOf(page) === titleOf(html))
        page = replaceHead(page, { ...view.head, extra: '' });
      const theme = themeOf(ctx);
      // A signed-out visitor's first view drawn whole (with the data its route reads) needs the app only when the
      // visitor acts, or when a part of it is due to be kept fresh (the artist page's supporters: app-loader.ts); one
      // drawn without its data (a failing search) needs it at once. A page adopted as drawn loads the code of its live
      // parts only, in place of the page's.
      const adopted = signedOut && Boolean(preload?.tags) && preload?.adoptedTags !== undefined;
      const whole = !matchPublicRoute(ctx.path)?.route.data || rendered?.data !== undefined;
      const appOnIntent = signedOut && whole;
      if (markup) page = withFirstView(page, markup, theme, index.styles, { signedOut, appOnIntent });
      if (markup && adopted) page = page.replace(preload!.tags, () => preload!.adoptedTags!);
    }
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = compressHtml(ctx, page); // Koa leaves the body out of a HEAD answer
  };
}
