// @vitest-environment node
// The first view as the server renders it: in Node, with no document, from the app's own routes.
import {
  type DirectoryPage,
  directorySearchOf,
  FEATURED_ARTISTS_SEARCH,
  toPublicArtistResponse,
  type VenueDetail,
  type VenueListPage,
  venueSearchOf,
} from '@oeuvre/contract';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '@/lib/current-user';
import { artistKey, directoryKey, venueKey, venueListKey } from '@/lib/swr-keys';
import { connectionArtist, publicArtist, supportFrom } from '@/test/fixtures';
import { fallbackOf, readFirstViewFallback } from './first-view-data';
import { renderFirstView, renderFirstViewPage } from './render';
import { SITE_DESCRIPTION } from '@/lib/document-head';

const at = (path: string) => new URL(path, 'http://oeuvre.test');

/** A page of results as GET /api/directory answers it. */
function directoryPage(names: string[], page = 1): DirectoryPage {
  return {
    items: names.map((fullName, i) => ({
      id: i + 1,
      slug: fullName.toLowerCase().replace(/\W+/g, '-'),
      fullName,
      displayName: null,
      city: 'Berlin',
      country: 'Germany',
      profileImageUrl: null,
      disciplines: ['painting'],
      createdAt: '2020-01-01T00:00:00.000Z',
    })),
    total: 11,
    page,
    pageSize: 9,
    facets: { disciplines: [{ value: 'painting', count: 11 }], locations: [{ value: 'Berlin', count: 11 }] },
  };
}

/** A venue as GET /api/venues/{slug} answers it. */
function venue(): VenueDetail {
  return {
    slug: 'kunsthalle-nord',
    name: 'Kunsthalle <i>Nord</i>',
    city: 'Kiel',
    country: 'Germany',
    kind: 'art-centre',
    website: null,
    wikidata: null,
    aliases: ['Kunsthalle Nord'],
    artistCount: 3,
    exhibitions: [
      {
        year: '2021',
        title: 'Tidal Lines',
        kind: 'group',
        artists: [
          { slug: 'ana-ruiz', name: 'Ana Ruiz' },
          { slug: 'ben-ode', name: 'Ben Ode' },
        ],
        artistCount: 27,
      },
    ],
    residents: [
      {
        year: '2019',
        title: 'Studio year',
        artists: [{ slug: 'cleo-vance', name: 'Cleo Vance' }],
        artistCount: 1,
      },
    ],
    collection: [],
    alumni: [],
    teachers: [],
    // More exhibitions than the first page holds.
    totals: { exhibitions: 31, residents: 1, collection: 0, alumni: 0, teachers: 0 },
  };
}

/** A page of the venue list as GET /api/venues answers it. */
function venueList(): VenueListPage {
  return {
    venues: [
      {
        slug: 'kunsthalle-nord',
        name: 'Kunsthalle Nord',
        city: 'Kiel',
        country: 'Germany',
        kind: 'art-centre',
        artistCount: 3,
      },
    ],
    total: 41,
    page: 2,
    pages: 3,
  };
}

describe('the first view', () => {
  it('renders the landing page with the header, its account placeholder and no sign-in state yet', async () => {
    const html = await renderFirstView(at('/'));
    expect(html).toContain('A Living Record of Artistic Practice');
    expect(html).toContain('class="hero-lead"');
    expect(html).toContain('data-testid="account-placeholder"');
    expect(html).not.toContain('Sign Out');
  });

  it("renders the landing page's featured artists it is given, under the heading 'Featured Artists'", async () => {
    const featured = { query: FEATURED_ARTISTS_SEARCH, page: directoryPage(['Chosen <i>One</i>']) };
    const html = (await renderFirstView(at('/'), { featured })) ?? '';
    expect(html).toContain('Featured Artists');
    expect(html).toContain('Chosen &lt;i&gt;One&lt;/i&gt;');
    expect(fallbackOf({ featured })[unstable_serialize(directoryKey(FEATURED_ARTISTS_SEARCH))]).toEqual(
      featured.page,
    );
  });

  it('gives the head each page asks for, as the app sets it: the server writes it into the page', async () => {
    expect((await renderFirstViewPage(at('/artists')))?.head?.title).toBe('Artist Directory · Oeuvre');
    expect((await renderFirstViewPage(at('/venues')))?.head?.title).toBe('Venues · Oeuvre');
    expect((await renderFirstViewPage(at('/')))?.head).toEqual({
      title: 'Oeuvre · A Living Record of Artistic Practice',
      description: SITE_DESCRIPTION,
    });
  });

  it('renders the directory in its loading state, with the search from the address', async () => {
    const html = await renderFirstView(at('/artists?q=berlin&page=2'));
    expect(html).toContain('<h1 class="page-title">Artist Directory</h1>');
    expect(html).toContain('class="page-lead"');
    expect(html).toContain('value="berlin"');
    expect(html).toContain('Loading artists');
    expect(html).toContain('aria-current="page"');
  });

  it('renders the results it is given for the search in the address, names escaped', async () => {
    const url = at('/artists?q=berlin&page=2');
    const directory = {
      query: directorySearchOf(url.searchParams),
      page: directoryPage(['Ana <b>Ruiz</b>', 'Ben Ode'], 2),
    };
    const html = (await renderFirstView(url, { directory })) ?? '';
    expect(html).toContain('Ana &lt;b&gt;Ruiz&lt;/b&gt;');
    expect(html).toContain('Ben Ode');
    expect(html).toContain('11 artists');
    expect(html).not.toContain('Loading artists');
    expect(html).not.toContain('<b>');
  });

  it('never shows the results of another search than the address asks for', async () => {
    const directory = {
      query: directorySearchOf(new URLSearchParams('q=paris')),
      page: directoryPage(['Ana Ruiz']),
    };
    const html = (await renderFirstView(at('/artists?q=berlin'), { directory })) ?? '';
    expect(html).not.toContain('Ana Ruiz');
    expect(html).toContain('Loading artists');
  });

  it("renders an artist's page from the data it is given, every text escaped", async () => {
    const artist = toPublicArtistResponse(
      publicArtist({
        slug: 'lena-park',
        fullName: 'Lena <img src=x onerror=alert(1)> Park',
        artistStatement: 'First paragraph about tides.\n\nSecond </script><script>alert(2)</script>',
      }),
    );
    const html = (await renderFirstView(at('/artists/lena-park'), { artist })) ?? '';
    expect(html).toContain('Lena &lt;img src=x onerror=alert(1)&gt; Park');
    expect(html).toContain('First paragraph about tides.');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img src=x|<script/);
    expect(html).toContain('class="artist-image"');
  });

  it("draws the supporters a signed-out visitor's page comes with (the app adopts it as drawn); a signed-in one asks", async () => {
    const artist = toPublicArtistResponse(publicArtist({ slug: 'lena-park' }));
    const receiver = connectionArtist(artist.profile.id, 'Lena Park');
    const supporters = [1, 2, 3, 4].map((id) => supportFrom(id, receiver, id === 1));
    const signedOut =
      (await renderFirstView(at('/artists/lena-park'), { artist, supporters, signedOut: true })) ?? '';
    expect(signedOut).toContain('4 supporters');
    expect(signedOut).toContain('aria-label="Friend 1, Connection"');
    expect(signedOut).toContain('aria-label="Friend 2, Supporter"');
    expect(signedOut).toMatch(/aria-label="and 1 more">\+(<!-- -->)?1</);
    // Inside the place the app's own widget takes, which it asks for again every 10 seconds.
    expect(signedOut).toMatch(
      /<div class="artist-connection" data-island="connection" data-app-due="10000"><div class="connection-widget">/,
    );
    const signedIn = (await renderFirstView(at('/artists/lena-park'), { artist, supporters })) ?? '';
    expect(signedIn).not.toContain('supporters');
    expect(signedIn).toContain('data-island="connection"');
  });

  it('without the data, an artist page is its loading state, never another artist', async () => {
    const html = (await renderFirstView(at('/artists/someone'))) ?? '';
    expect(html).not.toContain('Lena');
    expect(html).toContain('app-main');
  });

  it("renders a venue's page from the data it is given: its name escaped, each artist linked", async () => {
    const html =
      (await renderFirstView(at('/venues/kunsthalle-nord'), {
        venue: { slug: 'kunsthalle-nord', detail: venue() },
      })) ?? '';
    expect(html).toContain('<h1 class="page-title">Kunsthalle &lt;i&gt;Nord&lt;/i&gt;</h1>');
    expect(html).toContain('Tidal Lines');
    expect(html).toContain('href="/artists/ana-ruiz"');
    expect(html).toContain('href="/artists/ben-ode"');
    expect(html).toContain('href="/artists/cleo-vance"');
    expect(html).toContain('Residencies');
    // A show with more artists than are named links the rest (the venue filter); a list longer than its page offers more.
    expect(html).toMatch(/and <a [^>]*href="\/artists\?venue=kunsthalle-nord"[^>]*>25 more<\/a>/);
    expect(html).toContain('Show more (1 of 31)');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<i>');
  });

  it("without the data, or with another venue's, a venue page is its loading state", async () => {
    const other = { slug: 'elsewhere', detail: { ...venue(), slug: 'elsewhere' } };
    for (const data of [{}, { venue: other }]) {
      const html = (await renderFirstView(at('/venues/kunsthalle-nord'), data)) ?? '';
      expect(html).toContain('Loading');
      expect(html).not.toContain('Tidal Lines');
    }
  });

  it('renders the venue list it is given for the search in the address, and only that search', async () => {
    const url = at('/venues?q=kunst&page=2');
    const drawn =
      (await renderFirstView(url, {
        venues: { search: venueSearchOf(url.searchParams), page: venueList() },
      })) ?? '';
    const html = drawn.replaceAll('<!-- -->', ''); // React's markers between text parts
    expect(html).toContain('href="/venues/kunsthalle-nord"');
    expect(html).toContain('41 venues');
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('value="kunst"');
    const elsewhere =
      (await renderFirstView(at('/venues?q=other'), {
        venues: { search: venueSearchOf(url.searchParams), page: venueList() },
      })) ?? '';
    expect(elsewhere).not.toContain('kunsthalle-nord');
    expect(elsewhere).toContain('Loading venues');
  });

  it('the content pages render their text', async () => {
    expect(await renderFirstView(at('/privacy'))).toContain('Cookies');
    expect(await renderFirstView(at('/faq'))).toContain('<h1');
  });
});

describe('the first view of a signed-out visitor', () => {
  it('shows the sign-in buttons at once, with no account placeholder waiting for an answer', async () => {
    const html = await renderFirstView(at('/'), { signedOut: true });
    expect(html).toContain('A Living Record of Artistic Practice');
    expect(html).toContain('class="sign-in-buttons"');
    expect(html).toContain('Sign In');
    expect(html).not.toContain('data-testid="account-placeholder"');
  });

  it("draws the header's icons and the landing page's in the markup, not after a download", async () => {
    const html = await renderFirstView(at('/'), { signedOut: true });
    expect(html).toMatch(/data-icon="menu"[^>]*><svg[^>]*viewBox="0 0 16 16"/);
    expect(html).toMatch(/data-icon="people"[^>]*><svg[^>]*viewBox="0 0 20 20"/);
  });
});

describe('the data sent with a first view', () => {
  const page = (body: string, signedOut = false) => {
    const doc = {
      getElementById: (id: string) =>
        id === 'first-view-data' && body
          ? { textContent: body }
          : id === 'root'
            ? { hasAttribute: (name: string) => signedOut && name === 'data-signed-out' }
            : null,
    };
    return doc as unknown as Document;
  };

  it('a page drawn for a signed-out visitor starts the app signed out: no wait for, nor second draw of, the header', () => {
    expect(readFirstViewFallback(page('', true))).toEqual({ [CURRENT_USER_KEY]: null });
    const artist = toPublicArtistResponse(publicArtist());
    expect(readFirstViewFallback(page(JSON.stringify({ artist }), true))).toEqual({
      [unstable_serialize(artistKey('lena-park'))]: artist,
      [CURRENT_USER_KEY]: null,
    });
  });

  it('becomes the SWR entry the artist page asks for', () => {
    const artist = toPublicArtistResponse(publicArtist());
    expect(readFirstViewFallback(page(JSON.stringify({ artist })))).toEqual({
      [unstable_serialize(artistKey('lena-park'))]: artist,
    });
  });

  it('becomes the SWR entry the directory asks for, whatever order the query came in', () => {
    const results = directoryPage(['Ana Ruiz']);
    const sent = { directory: { query: { pageSize: 9, page: 2, q: 'berlin' }, page: results } };
    const asked = directorySearchOf(new URLSearchParams('page=2&q=berlin'));
    expect(readFirstViewFallback(page(JSON.stringify(sent)))).toEqual({
      [unstable_serialize(directoryKey(asked))]: results,
    });
  });

  it("becomes the SWR entries the venue pages ask for (a merged venue's address and the one it became)", () => {
    const detail = venue();
    expect(readFirstViewFallback(page(JSON.stringify({ venue: { slug: 'old-spelling', detail } })))).toEqual({
      [unstable_serialize(venueKey('old-spelling'))]: detail,
      [unstable_serialize(venueKey('kunsthalle-nord'))]: detail,
    });
    const results = venueList();
    const sent = { venues: { search: { page: 2, q: 'kunst', kind: 'museum' }, page: results } };
    const asked = venueSearchOf(new URLSearchParams('kind=museum&q=kunst&page=2'));
    expect(readFirstViewFallback(page(JSON.stringify(sent)))).toEqual({
      [unstable_serialize(venueListKey(asked))]: results,
    });
    expect(readFirstViewFallback(page('{"venue":{"slug":"x"}}'))).toEqual({});
    expect(readFirstViewFallback(page('{"venues":{"search":{"page":1}}}'))).toEqual({});
  });

  it('is ignored when missing, unreadable or not what a page asks for', () => {
    expect(readFirstViewFallback(page(''))).toEqual({});
    expect(readFirstViewFallback(page('{not json'))).toEqual({});
    expect(readFirstViewFallback(page('null'))).toEqual({});
    expect(readFirstViewFallback(page('{"artist":{}}'))).toEqual({});
    // The artist is the API's answer, `profile` beside the lists: a flat profile is not one.
    expect(readFirstViewFallback(page('{"artist":{"slug":"lena-park"}}'))).toEqual({});
    expect(readFirstViewFallback(page('{"directory":{"query":{"page":1}}}'))).toEqual({});
  });
});
