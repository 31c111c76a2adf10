// The venue pages' heads and first views: a venue's page and the venue list, drawn on the server with their data
// as the API answers it, like the artist page and the directory (seo.ts).
import { matchPublicRoute, venueListQuery, venueSearchOf } from '@oeuvre/contract';
import type { AppDeps } from '../types.ts';
import type { FirstViewData } from './first-view.ts';
import type { IndexHtmlRenderer } from './web-app.ts';
import { escapeHtml } from '../http/html.ts';
import { HttpError } from '../http/errors.ts';
import { listVenues, venueDetail } from '../modules/venues/venues.service.ts';
import {
  describe,
  digestOf,
  firstViewDataBlock,
  jsonForHtml,
  listPageHead,
  NO_INDEX,
  replaceHead,
} from './seo.ts';

// Renders are kept per version of what the page shows: a digest of its data block (digestOf). What it shows changes
// only with a public change (a publication, an admin's venue edit, merge or undo), which forgets every kept render
// besides.

/**
 * A venue page answers with the venue's name and place in the head, schema.org data (a Place, its exhibitions as
 * ExhibitionEvents with their performers), the venue as `GET /api/venues/{slug}` answers it for the first view and
 * the app's first render, and 404 when the venue is unknown.
 */
export function venuePageHead({ config, orm }: AppDeps): IndexHtmlRenderer {
  return async (ctx, indexHtml) => {
    const match = matchPublicRoute(ctx.path);
    if (match?.route.data !== 'venue' || !match.slug) return undefined;
    const venue = await venueDetail(orm.em, match.slug).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    if (!venue) {
      return {
        status: 404,
        html: replaceHead(indexHtml, {
          title: 'Venue not found · Oeuvre',
          description: 'No venue has this address on Oeuvre.',
          extra: NO_INDEX,
        }),
      };
    }
    // A merged venue's old address: the venue it became, at its own address (its page's links and head name it).
    if (venue.slug !== match.slug) return { redirect: `/venues/${venue.slug}` };
    const url = `${config.publicUrl}/venues/${venue.slug}`;
    const place = [venue.city, venue.country].filter(Boolean).join(', ');
    const description = describe(
      `${venue.name}${place ? `, ${place}` : ''}: ${venue.artistCount} ${venue.artistCount === 1 ? 'artist' : 'artists'} on Oeuvre exhibited, held residencies, studied or taught here.`,
    );
    const artistUrl = (slug: string) => `${config.publicUrl}/artists/${slug}`;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: venue.name,
      url,
      ...(place
        ? {
            address: {
              '@type': 'PostalAddress',
              addressLocality: venue.city || undefined,
              addressCountry: venue.country || undefined,
            },
          }
        : {}),
      ...(venue.website || venue.wikidata
        ? {
            sameAs: [
              venue.website,
              venue.wikidata ? `https://www.wikidata.org/wiki/${venue.wikidata}` : null,
            ].filter(Boolean),
          }
        : {}),
      event: venue.exhibitions.slice(0, 200).map((e) => ({
        '@type': 'ExhibitionEvent',
        name: e.title,
        ...(/^\d{4}/.test(e.year) ? { startDate: e.year.slice(0, 4) } : {}),
        location: { '@type': 'Place', name: venue.name },
        performer: e.artists.map((a) => ({ '@type': 'Person', name: a.name, url: artistUrl(a.slug) })),
      })),
    };
    // The venue as GET /api/venues/{slug} answers it: the app's first render uses it instead of asking again.
    const data: FirstViewData = { venue: { slug: match.slug, detail: venue } };
    const block = firstViewDataBlock(data);
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      `<meta property="og:type" content="place">`,
      `<meta property="og:site_name" content="Oeuvre">`,
      `<meta property="og:title" content="${escapeHtml(venue.name)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<script type="application/ld+json">${jsonForHtml(jsonLd)}</script>`,
      block,
    ].join('');
    return {
      html: replaceHead(indexHtml, {
        title: `${venue.name}${venue.city ? `, ${venue.city}` : ''} · Oeuvre`,
        description,
        extra: tags,
      }),
      data,
      version: digestOf(block),
    };
  };
}

/**
 * The venue list answers with its first page of results in the HTML: the search its address asks for
 * (`venueSearchOf`, as the app asks `GET /api/venues`). An address the API would refuse (a search too long, say) gets
 * no data: the app then asks, and shows the error as usual.
 */
export function venueListPageHead({ orm, logger }: AppDeps): IndexHtmlRenderer {
  return listPageHead(logger, {
    route: 'venues',
    name: 'venue list',
    searchOf: (ctx) => venueSearchOf(new URLSearchParams(ctx.querystring)),
    schema: venueListQuery,
    load: (query) => listVenues(orm.em, query),
    data: (search, page) => ({ venues: { search, page } }),
  });
}
