import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { signedInBrowser, startTestServer, type TestServer } from '../../test/server.ts';
import { User } from '../modules/users/user.entity.ts';
import { firstViewStylesheet, MAX_INLINE_CSS, withFirstView } from './first-view.ts';

// index.html as the web build writes it: a render-blocking-free stylesheet and the loading placeholder between markers.
const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" />
<link rel="preload" as="style" crossorigin href="/assets/index-1.css">
<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print" data-app-styles>
<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/page-1.js"></head>
<body><div id="root">
  <!-- a note for the next engineer -->
  <!--first-view--><div class="app-shell boot">frame</div><!--/first-view-->
</div></body></html>`;

// The app's entry stylesheet (the public pages' own): both themes' rules.
const STYLESHEET =
  'body{margin:0}.app-shell{color:red}.unused{color:blue}@media (min-width:1px){.app-shell{margin:0}.other{top:0}}.bp6-dark .app-shell{color:pink}';

// What the server is given in place of the web build's renderer (its real output is tested in the web
// app and in the browser suite): it says what it was asked to render, and how many times it ran.
const RENDERER = `let renders = 0;
async function draw(url, data) {
  renders++;
  if (url.pathname === '/faq') throw new Error('cannot render');
  if (url.pathname === '/terms') return undefined;
  const results = data?.directory ? ' with ' + data.directory.page.items.map((a) => a.fullName).join(', ') : '';
  return '<div class="app-shell">first view of ' + url.pathname + url.search + ' for ' + (data?.artist?.profile?.fullName ?? 'nobody') + results + ' $& $1' + (data?.signedOut ? ' signed out' : '') + ' (render ' + renders + ')</div>';
}
// The markup, and the head its page asks for.
export async function renderFirstViewPage(url, data) {
  const html = await draw(url, data);
  return html === undefined ? undefined : { html, head: { title: 'Page ' + url.pathname + ' $& <b> · Oeuvre', description: 'About ' + url.pathname } };
}
`;

describe('first views: the page rendered into the HTML', () => {
  let db: TestOrm;
  let server: TestServer;
  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${pathname}`, { headers });
    return { res, html: await res.text() };
  };

  /** The cookies of a person signed in through the real flow. */
  const sessionCookie = async () =>
    (
      await signedInBrowser(server, `reader-${Math.random().toString(36).slice(2)}@oeuvre.test`)
    ).cookieHeader();
  /** The cookies of a session whose user was then deleted (the session goes with them). */
  const endedSessionCookie = async () => {
    const email = `gone-${Math.random().toString(36).slice(2)}@oeuvre.test`;
    const browser = await signedInBrowser(server, email);
    await db.orm.em.fork().nativeDelete(User, { email });
    return browser.cookieHeader();
  };

  beforeAll(async () => {
    db = await createTestOrm('pglite');
    const dir = path.join(tmpdir(), `oeuvre-first-view-${process.pid}`);
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    mkdirSync(path.join(dir, 'dist-server'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
    mkdirSync(path.join(dir, 'dist', 'assets'));
    writeFileSync(path.join(dir, 'dist', 'assets', 'index-1.css'), STYLESHEET);
    writeFileSync(path.join(dir, 'dist-server', 'render.js'), RENDERER);
    // As the web build writes it: the artist page's first view may be adopted as drawn (its live parts' code).
    writeFileSync(
      path.join(dir, 'dist', 'route-preloads.json'),
      JSON.stringify({
        '/artists/:slug': {
          scripts: ['/assets/public-ArtistPage-1.js', '/assets/shared-1.js'],
          styles: [],
          adopted: { scripts: ['/assets/public-ArtistFirstView-1.js', '/assets/shared-1.js'], styles: [] },
        },
      }),
    );
    server = await startTestServer(db.orm, { WEB_DIST: path.join(dir, 'dist') });
    const em = db.orm.em.fork();
    em.create(ArtistProfile, {
      slug: 'amara-okafor',
      fullName: 'Amara Okafor',
      email: 'a@oeuvre.test',
      city: 'Lagos',
      country: 'Nigeria',
      artistStatement: 'Textiles.',
      published: { slug: 'amara-okafor', fullName: 'Amara Okafor', artistStatement: 'Textiles.' },
      publishedAt: new Date('2026-01-02T00:00:00Z'),
    } as never);
    await em.flush();
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('puts the page in the root instead of the loading placeholder, with the whole stylesheet inside it', async () => {
    const { res, html } = await page('/artists?q=berlin');
    expect(res.status).toBe(200);
    expect(html).toContain(
      '<div id="root" data-first-view="unknown" data-signed-out data-app-on-intent><div class="app-shell">first view of /artists?q=berlin for nobody with  $& $1 signed out',
    );
    expect(html).not.toContain('boot');
    // Exactly React's markup in the root (no comment, no whitespace): the app hydrates it as it is.
    expect(html).toMatch(
      /<div id="root" data-first-view="unknown" data-signed-out data-app-on-intent><div class="app-shell">[^<]*<\/div><\/div><\/body>/,
    );
    // The whole stylesheet, both themes, inside the page: the page asks for no stylesheet before or after its paint.
    expect(html).toContain(`<style data-first-view-styles>${STYLESHEET}</style></head>`);
    expect(html).not.toContain('index-1.css');
    expect(res.headers.get('Accept-CH')).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(res.headers.get('Vary')).toContain('Sec-CH-Prefers-Color-Scheme');
  });

  it("writes the head its page asks for where none was written for the page; an artist's own head stays", async () => {
    const about = await page('/about');
    expect(about.html).toContain('<title>Page /about $&amp; &lt;b&gt; · Oeuvre</title>');
    expect(about.html).toContain('<meta name="description" content="About /about">');
    const artist = await page('/artists/amara-okafor');
    expect(artist.html).not.toContain('<title>Page ');
    expect(artist.html).toMatch(/<title>[^<]*Amara[^<]*<\/title>/);
  });

  it('draws a visitor without a session signed out, and says so on the root; a session is drawn as the app finds it', async () => {
    const visitor = await page('/about');
    // Nothing on the page is live: the app's code is wanted when the visitor acts (app-loader.ts).
    expect(visitor.html).toContain(
      '<div id="root" data-first-view="unknown" data-signed-out data-app-on-intent>',
    );
    expect(visitor.html).toMatch(/first view of \/about for nobody \$& \$1 signed out \(render \d+\)/);
    // A session: the page is drawn without a sign-in state, which the app then asks for.
    const session = await page('/about', { Cookie: await sessionCookie() });
    expect(session.html).toContain('<div id="root" data-first-view="unknown">');
    expect(session.html).not.toContain('data-signed-out');
    expect(session.html).not.toContain('data-app-on-intent');
    expect(session.html).toMatch(/first view of \/about for nobody \$& \$1 \(render \d+\)/);
  });

  it('a session cookie naming no session (ended, or its user deleted) is a signed-out visitor, and the cookie is cleared', async () => {
    for (const cookie of [
      'oeuvre.sid=anything',
      'oeuvre.sid=anything; oeuvre.sid.sig=forged',
      await endedSessionCookie(),
    ]) {
      const stale = await page('/about', { Cookie: cookie });
      expect(stale.html, cookie).toContain(
        '<div id="root" data-first-view="unknown" data-signed-out data-app-on-intent>',
      );
      const cleared = stale.res.headers.getSetCookie().find((c) => c.startsWith('oeuvre.sid='));
      expect(cleared, cookie).toMatch(/^oeuvre\.sid=;.*expires=Thu, 01 Jan 1970/);
    }
    // A live session keeps its cookie.
    const live = await page('/about', { Cookie: await sessionCookie() });
    expect(live.res.headers.getSetCookie().some((c) => c.startsWith('oeuvre.sid=;'))).toBe(false);
  });

  it("draws it in the visitor's theme: their choice first, then their system's", async () => {
    const dark = await page('/about', { Cookie: 'ui-theme=dark' });
    expect(dark.html).toContain('<body class="bp6-dark">');
    expect(dark.html).toContain('data-first-view="dark"');
    expect(dark.html).toContain(`<style data-first-view-styles>${STYLESHEET}</style>`);
    const hinted = await page('/about', { 'Sec-CH-Prefers-Color-Scheme': 'dark' });
    expect(hinted.html).toContain('<body class="bp6-dark">');
    const chosenLight = await page('/about', {
      Cookie: 'ui-theme=light',
      'Sec-CH-Prefers-Color-Scheme': 'dark',
    });
    expect(chosenLight.html).toContain('<body>');
    expect(chosenLight.html).toContain('data-first-view="light"');
    const system = await page('/about', { Cookie: 'ui-theme=system' });
    expect(system.html).toContain('data-first-view="unknown"');
  });

  it('answers the directory with the search of its address and its first results, for the first view and the app', async () => {
    const first = await page('/artists?q=%20amara%20&page=1');
    expect(first.res.status).toBe(200);
    expect(first.html).toContain('first view of /artists?q=%20amara%20&page=1 for nobody with Amara Okafor');
    const block = /<script type="application\/json" id="first-view-data">([^<]*)<\/script>/.exec(
      first.html,
    )?.[1];
    const data = JSON.parse(block!) as {
      directory: { query: unknown; page: { items: { slug: string }[]; total: number } };
    };
    // The query as the app asks GET /api/directory for this address, and the page of results it would answer.
    expect(data.directory.query).toEqual({ q: 'amara', page: 1, pageSize: 9 });
    const api = (await (
      await fetch(`${server.url}/api/directory?q=amara&page=1&pageSize=9`)
    ).json()) as unknown;
    expect(data.directory.page).toEqual(api);
    expect(data.directory.page.items.map((a) => a.slug)).toEqual(['amara-okafor']);
    // Rendered again only when the results change.
    const render = /\(render (\d+)\)/.exec(first.html)![1];
    expect(/\(render (\d+)\)/.exec((await page('/artists?q=%20amara%20&page=1')).html)![1]).toBe(render);
    const none = await page('/artists?q=nobody-matches-this');
    expect(none.html).toContain('"items":[]');
    expect(none.html).toContain('for nobody with  $&');
  });

  it('sends no directory data for an address the API would refuse: the app asks, and shows the error', async () => {
    for (const search of ['?discipline=juggling', `?q=${'x'.repeat(300)}`, '?page=2000000']) {
      const { res, html } = await page(`/artists${search}`);
      expect(res.status, search).toBe(200);
      expect(html, search).not.toContain('first-view-data');
      expect(html, search).toContain('for nobody $&');
    }
  });

  it("renders an artist page with that artist's data, and again only when the artist changes", async () => {
    const first = await page('/artists/amara-okafor');
    expect(first.html).toContain('first view of /artists/amara-okafor for Amara Okafor');
    const render = /\(render (\d+)\)/.exec(first.html)![1];
    const again = await page('/artists/amara-okafor');
    expect(/\(render (\d+)\)/.exec(again.html)![1]).toBe(render);

    const em = db.orm.em.fork();
    const profile = await em.findOneOrFail(ArtistProfile, { slug: 'amara-okafor' });
    profile.published = { ...(profile.published as object), fullName: 'Amara O. Okafor' } as never;
    await em.flush();
    const changed = await page('/artists/amara-okafor');
    expect(changed.html).toContain('for Amara O. Okafor');
    expect(/\(render (\d+)\)/.exec(changed.html)![1]).not.toBe(render);
  });

  it("names the code of an adopted first view's live parts for a visitor without a session, the page's for a session", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const visitor = await page('/artists/amara-okafor');
    expect(visitor.html).toContain('data-signed-out');
    // Its live part (the supporters) is drawn with it: its code waits for the visitor (or for the supporters to be due).
    expect(visitor.html).toContain(
      '<div id="root" data-first-view="unknown" data-signed-out data-app-on-intent>',
    );
    expect(preloads(visitor.html)).toEqual([
      '/assets/page-1.js',
      '/assets/public-ArtistFirstView-1.js',
      '/assets/shared-1.js',
    ]);
    const session = await page('/artists/amara-okafor', { Cookie: await sessionCookie() });
    expect(preloads(session.html)).toEqual([
      '/assets/page-1.js',
      '/assets/public-ArtistPage-1.js',
      '/assets/shared-1.js',
    ]);
    // No first view drawn (an address that is no artist's): the page's own code, which the app then draws with.
    const unknown = await page('/artists/nobody-here');
    expect(unknown.html).not.toContain('public-ArtistFirstView-1.js');
  });

  it('leaves the loading placeholder where there is no first view to draw', async () => {
    // Unknown artist (404), pages for signed-in people, the home page of a signed-in visitor (their dashboard).
    const unknown = await page('/artists/nobody-here');
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('<div class="app-shell boot">frame</div>');
    for (const pathname of ['/profile', '/create-cv', '/admin', '/contact', '/no-such-page']) {
      const { html } = await page(pathname);
      expect(html, pathname).toContain('<!--first-view--><div class="app-shell boot">');
      expect(html, pathname).toContain('media="print" data-app-styles');
    }
    const signedIn = await page('/', { Cookie: 'oeuvre.sid=abc' });
    expect(signedIn.html).toContain('<div class="app-shell boot">frame</div>');
    const visitor = await page('/');
    expect(visitor.html).toContain('first view of / for nobody');
  });

  it('serves the page with its loading placeholder when the renderer fails or declines, and says so in the log', async () => {
    for (const pathname of ['/faq', '/terms']) {
      const { res, html } = await page(pathname);
      expect(res.status).toBe(200);
      expect(html).toContain('<div class="app-shell boot">frame</div>');
    }
    expect(server.logs.join('')).toContain('first view not rendered');
  });
});

describe('the directory while its database fails', () => {
  it('is served drawn without results, says so in the log, and leaves the search to the app', async () => {
    const db = await createTestOrm('pglite');
    const dir = path.join(tmpdir(), `oeuvre-first-view-down-${process.pid}`);
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(dir, 'dist-server'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'dist', 'assets', 'index-1.css'), '.app-shell{color:red}');
    writeFileSync(path.join(dir, 'dist-server', 'render.js'), RENDERER);
    const server = await startTestServer(db.orm, { WEB_DIST: path.join(dir, 'dist') });
    try {
      await db.orm.close(true);
      const res = await fetch(`${server.url}/artists?q=amara`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain('first view of /artists?q=amara for nobody $&');
      expect(html).not.toContain('first-view-data');
      // The app searches at once, not when the visitor acts.
      expect(html).toContain('data-signed-out');
      expect(html).not.toContain('data-app-on-intent');
      expect(server.logs.join('')).toContain('directory first view without data');
      expect(html).not.toMatch(/Error|\.ts:\d+/); // nothing of the failure reaches the page
    } finally {
      await server.close();
      await db.close().catch(() => undefined);
    }
  });
});

describe('a first view without its stylesheet inside', () => {
  it('makes the stylesheet render-blocking, so the markup never paints unstyled', () => {
    const html = withFirstView(INDEX, '<div class="app-shell">page</div>', undefined);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" data-app-styles>');
    expect(html).not.toContain('data-first-view-styles');
    const unsafe = withFirstView(INDEX, '<div>page</div>', 'light', 'a{}</style><script>');
    expect(unsafe).not.toContain('<script>');
    expect(unsafe).toContain('href="/assets/index-1.css" data-app-styles>');
  });

  it('is what a stylesheet too large to copy into every page gets', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'oeuvre-first-view-css-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets', 'index-1.css'), STYLESHEET);
      expect(await firstViewStylesheet(dir, INDEX)).toBe(STYLESHEET);
      writeFileSync(path.join(dir, 'assets', 'index-1.css'), `a{}${' '.repeat(MAX_INLINE_CSS)}`);
      expect(await firstViewStylesheet(dir, INDEX)).toBeUndefined();
      expect(await firstViewStylesheet(dir, INDEX.replace(' data-app-styles', ''))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
