// Visitors' public pages served from memory: the second visit is answered without a query, an approval (or a hide)
// changes it at once, someone signed in never gets a visitor's kept page, and 304 works from memory.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from '../../test/db.ts';
import { onEveryQuery, testSite } from '../../test/site.ts';
import { artistWithProfile, json, profileForm, type ProfileRecord } from '../modules/artists/artist.fixtures.ts';
import { PUBLIC_CACHE_CONTROL } from '../http/caching.ts';
import { testWebBuild } from './web-build.fixtures.ts';

// Long enough to be sent compressed.
const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="${'Artists and their CVs. '.repeat(60)}"></head><body><div id="root"></div></body></html>`;

describe.each(engines())('public pages from memory on %s', (engine) => {
  const site = testSite(engine, { index: INDEX, admin: 'admin-kept-pages@oeuvre.test' });
  let queries: string[] = [];
  beforeAll(() => onEveryQuery(site.orm, (query) => void queries.push(query)));

  const visit = (address: string, headers: Record<string, string> = {}) => fetch(`${site.server.url}${address}`, { headers });
  const hits = () => site.server.app.pages.stats().hits;
  const approve = async (id: number) =>
    expect((await site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} })).status).toBe(200);

  it('a second visit is answered from memory, without a query, with the same page, validator and headers', async () => {
    const { profile } = await artistWithProfile(site.server, { fullName: 'Kept Paige' });
    await approve(profile.id);
    for (const address of [`/artists/${profile.slug}`, '/artists', '/', '/about']) {
      const first = await visit(address, { 'Accept-Encoding': 'gzip' });
      expect(first.status, address).toBe(200);
      const firstBody = await first.text();
      const before = hits();
      queries = [];
      const again = await visit(address, { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'kept-page-00001' });
      expect(again.status, address).toBe(200);
      expect(hits(), address).toBe(before + 1);
      expect(queries, address).toEqual([]);
      expect(await again.text(), address).toBe(firstBody);
      expect(again.headers.get('ETag'), address).toBe(first.headers.get('ETag'));
      expect(again.headers.get('Cache-Control'), address).toBe(PUBLIC_CACHE_CONTROL);
      expect(again.headers.get('Content-Type'), address).toBe('text/html; charset=utf-8');
      expect(again.headers.get('Content-Encoding'), address).toBe('gzip');
      expect(again.headers.get('Vary'), address).toMatch(/Cookie/);
      expect(again.headers.get('Content-Security-Policy'), address).toContain("frame-ancestors 'none'");
      expect(again.headers.get('X-Request-Id'), address).toBe('kept-page-00001');
    }
    // Another encoding is another answer, kept apart.
    const plain = await visit(`/artists/${profile.slug}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('Kept Paige');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      void import('node:http').then(({ get }) =>
        get(`${site.server.url}/artists/${profile.slug}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(gunzipSync(raw).toString()).toContain('Kept Paige');
  });

  it("a new minute redraws the landing page and the directory (what is new), not an artist's page or a content page", async () => {
    const { profile } = await artistWithProfile(site.server, { fullName: 'Minute Mina' });
    await approve(profile.id);
    const timeless = [`/artists/${profile.slug}`, '/about'];
    const byMinute = ['/', '/artists'];
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const address of [...timeless, ...byMinute]) {
        await visit(address);
        const before = hits();
        await visit(address);
        expect(hits(), address).toBe(before + 1);
      }
      vi.setSystemTime(Date.now() + 60_000);
      for (const address of timeless) {
        const before = hits();
        queries = [];
        expect((await visit(address)).status, address).toBe(200);
        expect(hits(), address).toBe(before + 1);
        expect(queries, address).toEqual([]);
      }
      for (const address of byMinute) {
        const before = hits();
        expect((await visit(address)).status, address).toBe(200);
        expect(hits(), address).toBe(before);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('304 on If-None-Match from memory, HEAD without a body', async () => {
    const { profile } = await artistWithProfile(site.server, { fullName: 'Nott Modified' });
    await approve(profile.id);
    const first = await visit(`/artists/${profile.slug}`);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const before = hits();
    const again = await visit(`/artists/${profile.slug}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect(hits()).toBe(before + 1);
    const head = await fetch(`${site.server.url}/artists/${profile.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('ETag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('an approval changes the kept page at once, and a hidden artist is gone', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Chan Ged' });
    await approve(profile.id);
    const address = `/artists/${profile.slug}`;
    await visit(address);
    const kept = await visit(address);
    expect(await kept.text()).toContain('Berlin');
    const etag = kept.headers.get('ETag')!;

    const mine = await json<ProfileRecord>(await browser.fetch('/api/artists/user'));
    const edit = await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: { ...profileForm({ fullName: 'Chan Ged', city: 'Lisbon' }), version: mine.version },
    });
    expect(edit.status).toBe(200);
    await approve(profile.id);
    const changed = await visit(address, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    const html = await changed.text();
    expect(html).toContain('Lisbon');
    expect(html).not.toContain('Berlin');

    expect((await site.admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await visit(address)).status).toBe(404);
  });

  it('someone signed in never gets a visitor’s kept page', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Sig Nedin' });
    await approve(profile.id);
    const address = `/artists/${profile.slug}`;
    await visit(address);
    await visit(address);
    const before = hits();
    const signedIn = await browser.fetch(address);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-cache');
    const landing = await browser.fetch('/');
    expect(landing.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(hits()).toBe(before);
    // And what was drawn for them is not kept for visitors.
    const visitor = await visit('/');
    expect(visitor.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe.each(engines())('the theme of kept pages on %s', (engine) => {
  const web = testWebBuild();
  afterAll(() => web.remove());
  const site = testSite(engine, { env: web.env });
  const visit = async (address: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${site.server.url}${address}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });
    const html = await res.text();
    return { theme: /data-first-view="(\w+)"/.exec(html)?.[1], dark: html.includes('<body class="bp6-dark">') };
  };

  it("reads the theme once, for the page's key and its drawing: one visitor's cookie never chooses another's page", async () => {
    // A quoted value (RFC 6265 allows it) is the same choice as the bare one, for the key and for the drawing.
    expect(await visit('/about', { Cookie: 'ui-theme="dark"' })).toEqual({ theme: 'dark', dark: true });
    expect(await visit('/about')).toEqual({ theme: 'unknown', dark: false });
    expect(await visit('/about', { Cookie: 'ui-theme=dark' })).toEqual({ theme: 'dark', dark: true });
    // A value that is no theme is no choice: the page is the one drawn without any.
    expect(await visit('/faq', { Cookie: 'ui-theme="dark' })).toEqual({ theme: 'unknown', dark: false });
    expect(await visit('/faq', { Cookie: 'ui-theme=%22dark%22' })).toEqual({ theme: 'unknown', dark: false });
    expect(await visit('/faq')).toEqual({ theme: 'unknown', dark: false });
    // The system's theme as browsers send the client hint (a structured-field string, quoted).
    expect(await visit('/privacy', { 'Sec-CH-Prefers-Color-Scheme': '"dark"' })).toEqual({ theme: 'dark', dark: true });
    expect(await visit('/privacy')).toEqual({ theme: 'unknown', dark: false });
    expect(await visit('/privacy', { 'Sec-CH-Prefers-Color-Scheme': 'light' })).toEqual({ theme: 'light', dark: false });
  });
});
