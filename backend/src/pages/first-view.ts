// The first view: the web build's own components rendered to HTML for a visitor's first request, so the
// page's text and portrait paint as soon as the HTML arrives (with the stylesheet rules they need inline),
// before the app's code has downloaded and run. The app hydrates it with the same data; the module is the web build's
// `dist-server/render.js` (`vite build --ssr`), loaded here when it exists.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { matchPublicRoute, SIGNED_OUT_ATTRIBUTE, THEME_STORAGE_KEY } from '@oeuvre/contract';
import { APP_ON_INTENT_ATTRIBUTE } from '@oeuvre/web/app-loader';
import type { Logger } from '../logger.ts';
import { cookieValue } from '../http/kept-answers.ts';
import { SESSION_COOKIE } from '../http/session.ts';
import { publicVersion } from '../modules/artists/directory-cache.ts';
import { publicChangesHeard } from '../modules/artists/public-changes.ts';

/**
 * What the server knows that the page shows: the artist of an artist page (as `GET /api/artists/{slug}`) and its
 * supporters (as `GET /api/connections/artist/{id}`), the search
 * and first results of the directory (as `GET /api/directory`), a venue's page (the slug asked for and the venue, as
 * `GET /api/venues/{slug}`) and the venue list's search and results (as `GET /api/venues`).
 */
export type FirstViewData = {
  artist?: unknown;
  /** An artist page's supporters (as `GET /api/connections/artist/{id}`), drawn beside the name (not in its data block). */
  supporters?: unknown[];
  directory?: { query: unknown; page: unknown };
  /** The landing page's 'Featured Artists' (the contract's FEATURED_ARTISTS_SEARCH, as `GET /api/directory`). */
  featured?: { query: unknown; page: unknown };
  venue?: { slug: string; detail: unknown };
  venues?: { search: unknown; page: unknown };
  /** Drawn for a visitor without a session: signed out, the header's sign-in buttons shown (see signedOutRequest). */
  signedOut?: boolean;
};

/**
 * Whether a request is a signed-out visitor's: it carries no session cookie, or one naming no signed-in user (a
 * session that ended; its cookie is cleared with this answer: modules/auth/authenticate.ts). Its first view is drawn
 * signed out, and the root says so (`data-signed-out`), so the app starts from the same state and does not draw the
 * page again.
 */
export function signedOutRequest(ctx: Context): boolean {
  return !ctx.cookies.get(SESSION_COOKIE) || ctx.state.user === undefined;
}

/** A page's tab title and meta description, as the app sets them (web: lib/document-head.ts). */
export type FirstViewHead = { title: string; description: string };
/** A first view: the root's markup and the head its page asks for. */
export type FirstView = { html: string; head?: FirstViewHead };
type RenderFirstView = (url: URL, data?: FirstViewData) => Promise<FirstView | undefined>;

/** Rendered pages kept, least recently used out first, each at most CACHE_TTL_MS; a key longer than this is not kept. */
const CACHE_ENTRIES = 200;
const CACHE_BYTES = 16 * 1024 * 1024;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_KEY_LENGTH = 300;

/** `light` or `dark` when the visitor's theme is known (their choice, or their system's, sent as a client hint). */
export type KnownTheme = 'light' | 'dark' | undefined;

/** `light` or `dark`, bare or quoted (a cookie value may be, and the client hint is a structured-field string). */
function themeNamed(value: string | undefined): KnownTheme {
  const name = value && /^"[^"]*"$/.test(value) ? value.slice(1, -1) : value;
  return name === 'light' || name === 'dark' ? name : undefined;
}

/**
 * The theme a request's page is drawn in, from its raw headers: the `ui-theme` cookie (the visitor's choice), else the
 * `Sec-CH-Prefers-Color-Scheme` client hint (their system's). The one reading of it: the kept pages' key
 * (kept-pages.ts) and the drawing (themeOf) both call it, so a page kept for one theme is always drawn in it.
 */
export function requestTheme(headers: IncomingHttpHeaders): KnownTheme {
  const hint = headers['sec-ch-prefers-color-scheme'];
  return (
    themeNamed(cookieValue(headers.cookie, THEME_STORAGE_KEY)) ??
    themeNamed(typeof hint === 'string' ? hint : undefined)
  );
}

export function themeOf(ctx: Context): KnownTheme {
  return requestTheme(ctx.req.headers);
}

export type FirstViewRenderer = {
  /** Whether `path` is a page rendered on the server. */
  covers(path: string): boolean;
  /**
   * The markup of the page's root element, or undefined (no renderer built, a page it does not render, an
   * error, which is logged). `version` names the state of the data the page shows (an artist page: the profile's id
   * and row version), so two states of one address are never taken for each other.
   */
  render(url: URL, data?: FirstViewData, version?: string): Promise<FirstView | undefined>;
  /** Loads the renderer ahead of the first request (at start), so no visitor waits for it. */
  warm(): Promise<void>;
  /** Forgets every kept render (a public change). */
  clear(): void;
  /** Renders kept now, and their characters. */
  stats(): { entries: number; size: number };
};

export function firstViewRenderer(moduleFile: string, logger: Logger): FirstViewRenderer {
  let loaded: { mtimeMs: number; render: RenderFirstView } | undefined;
  // Keyed by the public version, the page's address and what its data depends on (`version`: an artist's id and row
  // version), and forgotten on every public change. A page the renderer could not draw is kept as '' (drawn as none).
  const cache = new LRUCache<string, FirstView | ''>({
    max: CACHE_ENTRIES,
    maxSize: CACHE_BYTES,
    sizeCalculation: (view, key) =>
      key.length +
        (view
          ? view.html.length + (view.head ? view.head.title.length + view.head.description.length : 0)
          : 0) || 1,
    ttl: CACHE_TTL_MS,
  });

  // Loaded on first use, and again when the build changes, so a rebuild never renders with stale code.
  async function current(): Promise<RenderFirstView | undefined> {
    const info = await stat(moduleFile).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      const module = (await import(`${pathToFileURL(moduleFile).href}?build=${info.mtimeMs}`)) as {
        renderFirstViewPage?: RenderFirstView;
      };
      const render = module.renderFirstViewPage;
      if (typeof render !== 'function') return undefined;
      loaded = { mtimeMs: info.mtimeMs, render };
      cache.clear();
    }
    return loaded.render;
  }

  return {
    // Pages rendered on the server: the public pages a visit starts on (the contract's list), none that asks for a
    // signed-in user.
    covers: (path) => matchPublicRoute(path) !== undefined,
    async warm() {
      await current().catch((error: unknown) =>
        logger.warn({ err: error }, 'first-view renderer could not be loaded'),
      );
    },
    async render(url, data, version = '') {
      const render = await current().catch((error: unknown) => {
        logger.warn({ err: error }, 'first-view renderer could not be loaded');
        return undefined;
      });
      if (!render) return undefined;
      const drawnIn = publicVersion();
      const key = `${url.pathname}${url.search}#${version}`;
      const kept = cache.get(`${drawnIn}:${key}`);
      if (kept !== undefined) return kept || undefined;
      let view: FirstView | undefined;
      try {
        view = await render(url, data);
      } catch (error) {
        logger.warn({ err: error, path: url.pathname }, 'first view not rendered');
      }
      if (view && !view.html) view = undefined;
      // Kept only when nothing public changed while it was drawn, and while changes are heard.
      if (key.length <= CACHE_KEY_LENGTH && publicChangesHeard() && drawnIn === publicVersion()) {
        cache.set(`${drawnIn}:${key}`, view ?? '');
      }
      return view;
    },
    clear: () => cache.clear(),
    stats: () => ({ entries: cache.size, size: cache.calculatedSize }),
  };
}

/** A first view for this request: a page it renders, and not the home page of a signed-in user (their dashboard). */
export function wantsFirstView(ctx: Context, renderer: FirstViewRenderer): boolean {
  if (!renderer.covers(ctx.path)) return false;
  return !(ctx.path === '/' && ctx.cookies.get(SESSION_COOKIE));
}

// The root's whole content (comments and whitespace around the loading placeholder included): the app hydrates the first
// view, so the root must hold exactly the markup React rendered.
const FIRST_VIEW_SLOT = /<div id="root">[\s\S]*?<!--first-view-->[\s\S]*?<!--\/first-view-->\s*<\/div>/;

/**
 * index.html with the first view in its root, in place of the loading placeholder between `<!--first-view-->` and
 * `<!--/first-view-->`. The app's stylesheet comes whole inside the page (`css`, see `firstViewStylesheet`), so the
 * page paints with the HTML and asks for no stylesheet at all (the link and its preload are dropped); without it the
 * stylesheet link becomes render-blocking, so the markup never paints unstyled. The theme, when known, is applied;
 * when it is not, index.html's own style hides the first view on a dark system until the app has set the theme.
 * `visitor` marks the root: signed out (the app adopts or hydrates without asking who they are), and the app's code
 * wanted only when the visitor acts (app-loader.ts: a signed-out first view drawn whole).
 */
export function withFirstView(
  html: string,
  markup: string,
  theme: KnownTheme,
  css?: string,
  visitor: { signedOut?: boolean; appOnIntent?: boolean } = {},
): string {
  if (!FIRST_VIEW_SLOT.test(html)) return html;
  const marks = `${visitor.signedOut ? ` ${SIGNED_OUT_ATTRIBUTE}` : ''}${visitor.appOnIntent ? ` ${APP_ON_INTENT_ATTRIBUTE}` : ''}`;
  const root = `<div id="root" data-first-view="${theme ?? 'unknown'}"${marks}>`;
  const page = html
    .replace(FIRST_VIEW_SLOT, () => `${root}${markup}</div>`)
    .replace('<body>', theme === 'dark' ? '<body class="bp6-dark">' : '<body>');
  if (css && !/<\/style/i.test(css)) {
    return page
      .replace(/<link rel="preload" as="style" crossorigin href="\/assets\/[\w.-]+\.css">\s*/, '')
      .replace(
        /<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css" media="print" data-app-styles>\s*/,
        '',
      )
      .replace('</head>', () => `<style data-first-view-styles>${css}</style></head>`);
  }
  return page.replace(' media="print" data-app-styles', ' data-app-styles');
}

/**
 * The largest stylesheet put whole into a page (bytes before compression). The public pages' own stylesheet is far
 * below it (about 30 kB, 6 kB compressed: Blueprint's comes only with the editor's and the admin's screens); a
 * build whose entry stylesheet grew past it is linked render-blocking instead of being copied into every page.
 */
export const MAX_INLINE_CSS = 96 * 1024;

/**
 * The stylesheet index.html links (the app's entry stylesheet: the public pages' own), read once per build, to be
 * put whole into each first view; undefined when there is none or it is too large to copy into every page.
 */
export async function firstViewStylesheet(webRoot: string, indexHtml: string): Promise<string | undefined> {
  const href = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*data-app-styles/.exec(
    indexHtml,
  )?.[1];
  if (!href) return undefined;
  const text = await readFile(path.join(webRoot, href), 'utf8').catch(() => undefined);
  if (!text || Buffer.byteLength(text) > MAX_INLINE_CSS) return undefined;
  return text;
}
