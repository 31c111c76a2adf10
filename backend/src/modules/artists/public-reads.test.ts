// HTTP caching of the public reads (artist, artists list, directory, pages, sitemap): strong ETags, 304s, public
// answers for visitors and private ones for signed-in people, answers kept in memory and dropped on every change, and
// a visitor without a session cookie never reaching the session store.
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { onEveryQuery, testSite } from '../../../test/site.ts';
import { artistWithProfile, json, profileForm, type ProfileRecord } from './artist.fixtures.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../http/caching.ts';

const INDEX = '<!doctype html><html lang="en"><head><title>Oeuvre</title></head><body><div id="root"></div></body></html>';

describe.each(engines())('public reads on %s', (engine) => {
  const site = testSite(engine, { index: INDEX, admin: 'admin-public-reads@oeuvre.test' });
  let queries: string[] = [];
  beforeAll(() => onEveryQuery(site.orm, (query) => void queries.push(query)));

  const anonymous = (address: string, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}${address}`, { headers });
  const approve = async (id: number) =>
    expect((await site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} })).status).toBe(200);

  async function publishedArtist(fullName: string) {
    const { browser, profile } = await artistWithProfile(site.server, { fullName });
    await approve(profile.id);
    return { browser, profile };
  }

  it('an artist: strong ETag, public caching, 304 on If-None-Match; a new ETag once a change is approved', async () => {
    const { browser, profile } = await publishedArtist('Etta Tagg');
    const first = await anonymous(`/api/artists/${profile.slug}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/); // strong: no W/
    expect(first.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(((await first.json()) as { profile: { city: string } }).profile.city).toBe('Berlin');

    const again = await anonymous(`/api/artists/${profile.slug}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect((await anonymous(`/api/artists/${profile.slug}`, { 'If-None-Match': '"other"' })).status).toBe(200);

    // The artist's own change waits for review: the public version, and its ETag, stay.
    const mine = await json<ProfileRecord>(await browser.fetch('/api/artists/user'));
    const edit = await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: { ...profileForm({ fullName: 'Etta Tagg', city: 'Lisbon' }), version: mine.version },
    });
    expect(edit.status).toBe(200);
    expect((await anonymous(`/api/artists/${profile.slug}`, { 'If-None-Match': etag })).status).toBe(304);

    await approve(profile.id);
    const changed = await anonymous(`/api/artists/${profile.slug}`, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect(((await changed.json()) as { profile: { city: string } }).profile.city).toBe('Lisbon');
  });

  it('an artist kept in memory is answered without a query, and gone at once when hidden or deleted', async () => {
    const { profile } = await publishedArtist('Mem Ory');
    expect((await anonymous(`/api/artists/${profile.slug}`)).status).toBe(200);
    queries = [];
    const kept = await anonymous(`/api/artists/${profile.slug}`, { 'X-Request-Id': 'kept-answer-0001' });
    expect(kept.status).toBe(200);
    expect(queries).toEqual([]);
    // The answer from memory is the one the whole way gives: security headers, request id, type, validator.
    expect(kept.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(kept.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(kept.headers.get('X-Frame-Options')).toBe('DENY');
    expect(kept.headers.get('X-Request-Id')).toBe('kept-answer-0001');
    expect(kept.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(kept.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(((await kept.json()) as { profile: { fullName: string } }).profile.fullName).toBe('Mem Ory');
    const head = await fetch(`${site.server.url}/api/artists/${profile.slug}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('ETag')).toBe(kept.headers.get('ETag'));
    expect(await head.text()).toBe('');

    const hidden = await site.admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' });
    expect(hidden.status).toBe(204);
    const gone = await anonymous(`/api/artists/${profile.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('ETag')).toBeNull();
  });

  it('the directory and the artists list: ETag and 304, a new ETag after a publish', async () => {
    await publishedArtist('Lister Onee');
    for (const address of ['/api/directory?q=lister', '/api/directory', '/api/artists?limit=50']) {
      const first = await anonymous(address);
      expect(first.status, address).toBe(200);
      const etag = first.headers.get('ETag')!;
      expect(first.headers.get('Cache-Control'), address).toBe(PUBLIC_CACHE_CONTROL);
      expect((await anonymous(address, { 'If-None-Match': etag })).status, address).toBe(304);
      const head = await fetch(`${site.server.url}${address}`, { method: 'HEAD', headers: { 'If-None-Match': etag } });
      expect(head.status, address).toBe(304);
    }
    const before = await anonymous('/api/directory?q=lister');
    const etag = before.headers.get('ETag')!;
    expect(((await before.json()) as { total: number }).total).toBe(1);
    await publishedArtist('Lister Twoo');
    const after = await anonymous('/api/directory?q=lister', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(((await after.json()) as { total: number }).total).toBe(2);
  });

  it('answers to a signed-in person are private and never kept for visitors', async () => {
    const { browser, profile } = await publishedArtist('Priv Ate');
    for (const address of [`/api/artists/${profile.slug}`, '/api/directory?q=priv', '/api/artists']) {
      const res = await browser.fetch(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('Cache-Control'), address).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.get('ETag'), address).toMatch(/^"[\w-]{20,}"$/);
      expect((await anonymous(address)).headers.get('Cache-Control'), address).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it('a visitor without a session cookie never reaches the session store; one with a cookie does', async () => {
    const { browser, profile } = await publishedArtist('Sess Ionless');
    queries = [];
    const addresses = [`/api/artists/${profile.slug}`, '/api/directory?q=ionless', `/artists/${profile.slug}`, '/', '/api/health'];
    for (const address of addresses) expect((await anonymous(address)).status, address).toBe(200);
    expect(queries.length).toBeGreaterThan(0); // the reads above did run queries
    expect(queries.filter((q) => /"session"/.test(q))).toEqual([]);
    queries = [];
    expect((await browser.fetch(`/api/artists/${profile.slug}`)).status).toBe(200);
    expect(queries.filter((q) => /"session"/.test(q)).length).toBeGreaterThan(0);
  });

  it('server-rendered pages and the sitemap: ETag, 304, Vary: Cookie, private for a session', async () => {
    const { browser, profile } = await publishedArtist('Page Etag');
    for (const address of [`/artists/${profile.slug}`, '/artists', '/', '/sitemap.xml']) {
      const first = await anonymous(address);
      expect(first.status, address).toBe(200);
      const etag = first.headers.get('ETag')!;
      expect(etag, address).toMatch(/^"[\w-]{20,}"$/);
      expect(first.headers.get('Cache-Control'), address).toBe(PUBLIC_CACHE_CONTROL);
      if (address !== '/sitemap.xml') expect(first.headers.get('Vary'), address).toMatch(/Cookie/);
      const again = await anonymous(address, { 'If-None-Match': etag });
      expect(again.status, address).toBe(304);
    }
    const signedIn = await browser.fetch(`/artists/${profile.slug}`);
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-cache');

    const sitemap = await anonymous('/sitemap.xml');
    const etag = sitemap.headers.get('ETag')!;
    await publishedArtist('Page Etagtwo');
    const changed = await anonymous('/sitemap.xml', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('page-etagtwo');
  });
});
