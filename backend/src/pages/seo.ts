import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import {
  directoryQuery,
  directorySearchOf,
  FEATURED_ARTISTS_SEARCH,
  imageSrcSet,
  matchPublicRoute,
  PageMessages,
  PORTRAIT_SIZES,
  type PublicArtist,
} from '@oeuvre/contract';
import { personJsonLd, publishedCvSource } from '@oeuvre/cv-document';
import * as v from 'valibot';
import type { AppDeps } from '../types.ts';
import type { FirstViewData } from './first-view.ts';
import type { IndexHtmlRenderer } from './web-app.ts';
import { escapeHtml } from '../http/html.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { presentPublished } from '../modules/artists/artist.presenter.ts';
import { publicVersion } from '../modules/artists/directory-cache.ts';
import { searchDirectory } from '../modules/artists/directory.service.ts';
import { publicChangesHeard } from '../modules/artists/public-changes.ts';
import { withVenues } from '../modules/venues/venues.service.ts';
import { supportersOf } from '../modules/connections/connection.service.ts';

/** Text for a meta description: one line, at most about 160 characters, cut at a word. */
export function describe(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trimEnd() + '…';
}

const absolute = (base: string, url: string | null | undefined) =>
  !url ? undefined : /^https?:\/\//.test(url) ? url : url.startsWith('/') ? base + url : undefined;

/**
 * The artist page's largest paint is the portrait, which the app only asks for once its code and the
 * artist's data have arrived: announced here, it downloads alongside them. Same candidates and sizes as
 * the page's <img>, so the browser picks the same file (the 400 px one on a phone).
 */
function portraitPreload(url: string | null | undefined): string {
  if (!url || !url.startsWith('/')) return '';
  const srcset = imageSrcSet(url);
  if (!srcset) return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">`;
  return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${PORTRAIT_SIZES}">`;
}

/** JSON inside a script data block must not be able to close the element. */
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The data a first view shows, for the app's first render (web/src/first-view/first-view-data.ts): never run. */
export const firstViewDataBlock = (data: FirstViewData) =>
  `<script type="application/json" id="first-view-data">${jsonForHtml(data)}</script>`;

/**
 * Crawlers and link previews do not run JavaScript, so an artist page answers with that artist's
 * title, description, Open Graph tags and schema.org Person already in the head (404 when unknown),
 * and the artist's data for the first view and the app's first render.
 */
export function artistPageHead({ config, orm }: AppDeps): IndexHtmlRenderer {
  return async (ctx, indexHtml) => {
    const match = matchPublicRoute(ctx.path);
    const slug = match?.route.data === 'artist' ? match.slug : undefined;
    if (!slug) return undefined;
    const profile = await orm.em.findOne(ArtistProfile, { slug, publishedAt: { $ne: null } });
    // The published version as stored is the contract's published artist, as GET /api/artists/{slug} serves it.
    // With the row's id, as findPublished reads it for GET /api/artists/{slug}.
    const view = (profile?.published ? { ...profile.published, id: profile.id } : undefined) as
      PublicArtist | undefined;
    if (!profile || !view) {
      return {
        status: 404,
        html: replaceHead(indexHtml, {
          title: `${PageMessages.artistNotFound.title} · Oeuvre`,
          description: PageMessages.artistNotFound.description,
          extra: NO_INDEX,
        }),
      };
    }
    const name = view.displayName?.trim() || view.fullName || profile.fullName;
    const place = [view.city, view.country].filter(Boolean).join(', ');
    const url = `${config.publicUrl}/artists/${slug}`;
    const description = describe(
      view.artistStatement || `${name}, artist${place ? ` based in ${place}` : ''}: CV on Oeuvre.`,
    );
    const image = absolute(config.publicUrl, view.profileImageUrl);
    const answer = await withVenues(orm.em, profile, presentPublished(view));
    // The supporters beside the name, as GET /api/connections/artist/{id} answers them: the page shows them drawn.
    const supporters = await supportersOf(orm.em, profile.id);
    const person = personJsonLd(publishedCvSource(view), { url, image, description });
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:type" content="profile">`,
      `<meta property="og:site_name" content="Oeuvre">`,
      `<meta property="og:title" content="${escapeHtml(name)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
      `<script type="application/ld+json">${jsonForHtml(person)}</script>`,
      // The artist as GET /api/artists/{slug} answers it: the app's first render uses it instead of asking again.
      // The supporters are drawn, not sent: the app asks for them again (they may be many; the page shows three).
      firstViewDataBlock({ artist: answer }),
      portraitPreload(view.profileImageUrl),
    ].join('');
    return {
      html: replaceHead(indexHtml, { title: `${name} · Oeuvre`, description, extra: tags }),
      data: { artist: answer, supporters },
      // A profile deleted and made again under its slug may reach the same row version: its id tells them apart. The
      // supporters' digest tells apart the pages drawn before and after a support.
      version: `${profile.id}.${profile.version}.${digestOf(JSON.stringify(supporters))}`,
    };
  };
}

/**
 * The directory page answers with its first page of results already in the HTML: the search its address asks for
 * (`directorySearchOf`, as the app asks `GET /api/directory`), so a visitor, a shared search and a crawler see the
 * artists without waiting for the app, and the app's first render uses them instead of asking again. An address
 * the API would refuse (an unknown discipline, say) or a failing search gets no data: the app then asks, and shows
 * the error as usual. The landing page carries the directory's first page without a search the same way.
 */
export function directoryPageHead({ orm, logger }: AppDeps): IndexHtmlRenderer {
  return listPageHead(logger, {
    route: 'directory',
    name: 'directory',
    // The landing page shows the newest artists and their works: the directory's first page without a search.
    searchOf: (ctx) => directorySearchOf(new URLSearchParams(ctx.path === '/' ? '' : ctx.querystring)),
    schema: directoryQuery,
    load: (query) => searchDirectory(orm.em, query),
    data: (query, page) => ({ directory: { query, page } }),
    // The landing page's 'Featured Artists' come with it too, so its first view is whole without the app.
    more: async (ctx) =>
      ctx.path === '/'
        ? {
            featured: {
              query: FEATURED_ARTISTS_SEARCH,
              page: await searchDirectory(orm.em, v.parse(directoryQuery, FEATURED_ARTISTS_SEARCH)),
            },
          }
        : {},
    // Renders are kept per version: these results, and the minute (an artist's "New" badge ends by the clock).
    version: (digest) => `${digest}.${Math.floor(Date.now() / 60_000)}`,
  });
}

/** A digest of what a first view shows: its kept renders are kept per this version. */
export const digestOf = (block: string) =>
  createHash('sha256').update(block).digest('base64url').slice(0, 16);

/**
 * A list page's first view (the directory, the venue list): the search its address asks for, read as the app reads
 * it and checked with the API's own schema, its first page loaded, and the data block in the head. An address the API
 * would refuse, or a failing read (logged), gets no data: the app then asks, and shows the error as usual.
 */
export function listPageHead<S, Q extends v.GenericSchema, P>(
  logger: AppDeps['logger'],
  list: {
    /** The public route's `data` this renderer draws. */
    route: string;
    /** How the log names it. */
    name: string;
    searchOf: (ctx: Context) => S;
    schema: Q;
    load: (query: v.InferOutput<Q>) => Promise<P>;
    data: (search: S, page: P) => FirstViewData;
    /** What else the page shows, read with the list (a failing read fails both: the app then asks). */
    more?: (ctx: Context) => Promise<FirstViewData>;
    version?: (digest: string) => string;
  },
): IndexHtmlRenderer {
  return async (ctx, indexHtml) => {
    if (matchPublicRoute(ctx.path)?.route.data !== list.route) return undefined;
    const search = list.searchOf(ctx);
    const parsed = v.safeParse(list.schema, search);
    if (!parsed.success) return undefined;
    let page: P;
    let more: FirstViewData | undefined;
    try {
      [page, more] = await Promise.all([list.load(parsed.output), list.more?.(ctx)]);
    } catch (error) {
      logger.warn({ err: error }, `${list.name} first view without data`);
      return undefined;
    }
    const data = { ...list.data(search, page), ...more };
    const block = firstViewDataBlock(data);
    const digest = digestOf(block);
    return {
      html: indexHtml.replace('</head>', () => `${block}</head>`),
      data,
      version: list.version ? list.version(digest) : digest,
    };
  };
}

/** The first of `renderers` that has something for the request. */
export function firstIndexRenderer(...renderers: IndexHtmlRenderer[]): IndexHtmlRenderer {
  return async (ctx, indexHtml) => {
    for (const render of renderers) {
      const rendered = await render(ctx, indexHtml);
      if (rendered) return rendered;
    }
    return undefined;
  };
}

export const NO_INDEX = '<meta name="robots" content="noindex">';

/** index.html for an address that is no page of the app: the app shows its not-found page; the head says so too. */
export function notFoundHead(indexHtml: string): string {
  const { title, summary } = PageMessages.pageNotFound;
  return replaceHead(indexHtml, { title: `${title} · Oeuvre`, description: summary, extra: NO_INDEX });
}

export function replaceHead(
  html: string,
  head: { title: string; description: string; extra: string },
): string {
  // Replaced by functions: a `$&` or `$1` in a name is text, not a pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', () => `${head.extra}</head>`);
}

const STATIC_PAGES = [
  '/',
  '/artists',
  '/venues',
  '/about',
  '/contact',
  '/faq',
  '/resources/cv-guide',
  '/resources/artist-resources',
  '/privacy',
  '/terms',
];

/**
 * `/robots.txt` and `/sitemap.xml` (every published artist and venue). The sitemap reads up to 50,000 of each: it is
 * built once per public version and kept (while changes are heard), so asking again costs no database work; every
 * public change makes it afresh.
 */
export function crawlerFiles({ config, orm }: AppDeps) {
  let keptSitemap: { version: number; body: string } | undefined;
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /create-cv',
        'Disallow: /oidc/',
        'Disallow: /connect/',
        '',
        `Sitemap: ${config.publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=600');
      const version = publicVersion();
      if (publicChangesHeard() && keptSitemap?.version === version) {
        ctx.body = keptSitemap.body;
        return;
      }
      const rows = await orm.em
        .getConnection()
        .execute<{ slug: string; published_at: Date | string }[]>(
          'select slug, published_at from artist_profile where published_at is not null order by published_at desc limit 50000',
        );
      // Venues with a published artist's entry, most artists first.
      const venues = await orm.em.getConnection().execute<{ slug: string }[]>(
        `select v."slug" from "venue" v where v."merged_into_id" is null and exists (select 1 from "venue_appearance" ap
           join "artist_profile" p on p."id" = ap."artist_id" and p."published_at" is not null where ap."venue_id" = v."id")
         order by v."id" limit 50000`,
      );
      const entry = (loc: string, lastmod?: Date | string) =>
        `<url><loc>${escapeHtml(config.publicUrl + loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        STATIC_PAGES.map((p) => entry(p)).join('') +
        rows.map((r) => entry(`/artists/${encodeURIComponent(r.slug)}`, r.published_at)).join('') +
        venues.map((r) => entry(`/venues/${encodeURIComponent(r.slug)}`)).join('') +
        '</urlset>\n';
      // Kept only when nothing public changed while it was read (it could say what was true before the change).
      keptSitemap = publicChangesHeard() && publicVersion() === version ? { version, body } : undefined;
      ctx.body = body;
      return;
    }
    return next();
  };
}
