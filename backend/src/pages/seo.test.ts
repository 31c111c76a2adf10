import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { PORTRAIT_SIZES } from '@oeuvre/contract';
import { describe as metaDescription } from './seo.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;

describe('pages for crawlers', () => {
  let db: TestOrm;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestOrm('pglite');
    const web = path.join(tmpdir(), `oeuvre-seo-${process.pid}`);
    mkdirSync(web, { recursive: true });
    writeFileSync(path.join(web, 'index.html'), INDEX);
    // As the web build writes it: each lazily loaded page's own chunks, by router path.
    writeFileSync(
      path.join(web, 'route-preloads.json'),
      JSON.stringify({
        '/artists': { scripts: ['/assets/DirectoryPage-abc.js', '/assets/api-def.js'], styles: [] },
        '/artists/:slug': {
          scripts: ['/assets/ArtistPage-123.js', '/assets/api-def.js'],
          styles: ['/assets/ArtistPage-123.css', 'https://elsewhere.example/x.css'],
        },
      }),
    );
    server = await startTestServer(db.orm, { WEB_DIST: web });
    const em = db.orm.em.fork();
    const base = {
      city: 'Lagos',
      country: 'Nigeria',
      email: 'a@oeuvre.test',
      artistStatement: 'x'.repeat(30),
    };
    em.create(ArtistProfile, {
      ...base,
      slug: 'amara-okafor',
      fullName: 'Amara Okafor',
      published: {
        fullName: 'Amara Okafor',
        displayName: null,
        city: 'Lagos',
        country: 'Nigeria',
        artistStatement:
          'Amara works with indigo-dyed textiles and found wood.\n\nHer installations map the city.',
        profileImageUrl: '/uploads/amara-1600.webp',
        website: 'https://amara.example.org',
      },
      publishedAt: new Date('2026-01-02T00:00:00Z'),
    } as never);
    em.create(ArtistProfile, {
      ...base,
      slug: 'evil-name',
      fullName: 'Evil',
      published: {
        fullName: '</script><script>alert(1)</script>',
        city: '"><img src=x onerror=alert(1)>',
        country: 'X',
        artistStatement: '<b>bold</b>',
      },
      publishedAt: new Date(),
    } as never);
    em.create(ArtistProfile, { ...base, slug: 'draft-only', fullName: 'Draft Only' } as never);
    await em.flush();
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("answers an artist page with the artist's title, description, Open Graph image and Person JSON-LD", async () => {
    const res = await fetch(`${server.url}/artists/amara-okafor`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Amara Okafor · Oeuvre</title>');
    expect(html).toContain(
      '<meta name="description" content="Amara works with indigo-dyed textiles and found wood. Her installations map the city.">',
    );
    expect(html).toContain(`<meta property="og:image" content="${server.url}/uploads/amara-1600.webp">`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Person',
      name: 'Amara Okafor',
      url: `${server.url}/artists/amara-okafor`,
      sameAs: ['https://amara.example.org'],
    });
  });

  it('answers 404 for an unknown or unpublished artist, still with the app so it can show its page', async () => {
    for (const slug of ['nobody-here', 'draft-only']) {
      const res = await fetch(`${server.url}/artists/${slug}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('noindex');
    }
  });

  it('answers 404 for an address that is no page of the app, with the app and its not-found page; its pages stay 200', async () => {
    for (const address of [
      '/no-such-page',
      '/artists/amara-okafor/more',
      '/resources',
      '/profile/extra',
      '/admins',
      '/about/us',
    ]) {
      const res = await fetch(`${server.url}${address}`);
      expect(res.status, address).toBe(404);
      const html = await res.text();
      expect(html, address).toContain('<div id="root">');
      expect(html, address).toContain('<title>Page Not Found · Oeuvre</title>');
      expect(html, address).toContain('<meta name="robots" content="noindex">');
      expect(res.headers.get('Cache-Control'), address).toBe('no-cache');
    }
    for (const address of [
      '/',
      '/artists',
      '/artists/',
      '/artists/amara-okafor',
      '/about',
      '/blog',
      '/faq',
      '/privacy',
      '/terms',
      '/resources/cv-guide',
      '/resources/artist-resources',
      '/contact',
      '/create-cv',
      '/create-cv/',
      '/profile',
      '/admin',
      '/admin/users',
      '/admin/artists/edit/3',
    ]) {
      const res = await fetch(`${server.url}${address}`);
      expect(res.status, address).toBe(200);
      expect(await res.text(), address).not.toContain('noindex');
    }
  });

  it("names the directory's and an artist page's chunks in the head, and only theirs", async () => {
    const directory = await (await fetch(`${server.url}/artists`)).text();
    expect(directory).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/DirectoryPage-abc.js"><link rel="modulepreload" crossorigin href="/assets/api-def.js"><script type="application/json" id="first-view-data">',
    );
    expect(directory).not.toContain('ArtistPage');
    for (const slug of ['amara-okafor', 'nobody-here']) {
      const artist = await (await fetch(`${server.url}/artists/${slug}/`)).text();
      expect(artist).toContain('<link rel="modulepreload" crossorigin href="/assets/ArtistPage-123.js">');
      expect(artist).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/ArtistPage-123.css">',
      );
      expect(artist).not.toContain('elsewhere.example'); // only the build's own files
      expect(artist).not.toContain('DirectoryPage');
    }
    for (const other of ['/', '/about', '/artists/amara-okafor/works']) {
      expect(await (await fetch(`${server.url}${other}`)).text()).not.toContain('modulepreload');
    }
  });

  it('sends the directory its results as data that cannot close its element or run', async () => {
    const html = await (await fetch(`${server.url}/artists`)).text();
    const block = /<script type="application\/json" id="first-view-data">([^<]*)<\/script><\/head>/.exec(
      html,
    )?.[1];
    expect(block).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<img src=x');
    const data = JSON.parse(block!) as { directory: { page: { items: { fullName: string }[] } } };
    expect(data.directory.page.items.map((a) => a.fullName)).toContain('</script><script>alert(1)</script>');
  });

  it('sends the landing page the directory’s first page (its newest artists), as GET /api/directory answers it', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const block = /<script type="application\/json" id="first-view-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeTruthy();
    const data = JSON.parse(block!) as {
      directory: { query: unknown; page: unknown };
      featured: { query: unknown; page: unknown };
    };
    expect(data.directory.query).toEqual({ page: 1, pageSize: 9 });
    const api = await (await fetch(`${server.url}/api/directory?page=1&pageSize=9`)).json();
    expect(data.directory.page).toEqual(api);
    // Its 'Featured Artists' too, as the app would ask for them: the page is whole without the app.
    expect(data.featured.query).toEqual({ featured: 'true', page: 1, pageSize: 6 });
    const featured = await (
      await fetch(`${server.url}/api/directory?featured=true&page=1&pageSize=6`)
    ).json();
    expect(data.featured.page).toEqual(featured);
    // The directory's own page carries its search alone.
    const directoryHtml = await (await fetch(`${server.url}/artists`)).text();
    expect(/id="first-view-data">(.*?)<\/script>/.exec(directoryHtml)?.[1]).not.toContain('featured');
  });

  it("sends the artist's data with the page and starts the portrait: the 400 px portrait on a phone", async () => {
    const html = await (await fetch(`${server.url}/artists/amara-okafor`)).text();
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="/uploads/amara-400.webp 400w, /uploads/amara-1600.webp 1600w" imagesizes="${PORTRAIT_SIZES}">`,
    );
    // The same JSON as GET /api/artists/{slug}: the app's first render uses it instead of asking again.
    const block = /<script type="application\/json" id="first-view-data">(.*?)<\/script>/.exec(html)![1]!;
    const api = await (await fetch(`${server.url}/api/artists/amara-okafor`)).json();
    expect(JSON.parse(block)).toEqual({ artist: api });
    const missing = await (await fetch(`${server.url}/artists/nobody-here`)).text();
    expect(missing).not.toContain('first-view-data');
    expect(missing).not.toContain('as="image"');
  });

  it('sends the page compressed to a browser that accepts it, as it is to one that does not', async () => {
    const br = await fetch(`${server.url}/artists/amara-okafor`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    const gzip = await fetch(`${server.url}/artists/amara-okafor`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await fetch(`${server.url}/artists/amara-okafor`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    expect(text).toContain('<title>Amara Okafor · Oeuvre</title>');
    expect(await br.text()).toBe(text); // fetch decodes br and gzip
    expect(await gzip.text()).toBe(text);
  });

  it('escapes everything an artist typed', async () => {
    const html = await (await fetch(`${server.url}/artists/evil-name`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>bold</b>');
    expect(html.match(/<script/g)!.length).toBe(2); // the JSON-LD and the artist's data, both data blocks
    expect(html.match(/<\/script>/g)!.length).toBe(2);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });

  it('lists every published artist in the sitemap and serves a real robots.txt', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('Content-Type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${server.url}/artists/amara-okafor</loc><lastmod>2026-01-02</lastmod>`);
    expect(xml).not.toContain('draft-only');
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('Content-Type')).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('cuts a long description at a word', () => {
    const long = 'word '.repeat(100);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
  });
});
