// The public documents' ETag: made from what is printed, so a private edit is invisible, and a client's copy is
// confirmed (304) before anything is rendered.
import { describe, expect, it, vi } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { startTestServer } from '../../../test/server.ts';
import { addEntry, artistWithCv } from './cv-documents.fixtures.ts';
import { cvDocumentsOf } from './cv-documents.service.ts';

describe.each(engines())('public document ETags on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  const etagOf = async (url: string) => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return res.headers.get('etag');
  };

  it('editing a private entry leaves the public ETag as it was; a public edit changes it', async () => {
    const { browser, profile } = await artistWithCv(site.server, { fullName: 'Quiet Artist' });
    const secret = await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: 'Secret Show',
      venue: 'Back Room',
      city: 'Leith',
      year: '2024',
    });
    const hide = await browser.fetch(`/api/solo-exhibitions/${secret.id}`, {
      method: 'PATCH',
      json: { visibility: 'private' },
    });
    expect(hide.status, await hide.clone().text()).toBe(200);
    const cv = `${site.server.url}/artists/${profile.slug}/cv.pdf`;
    const portfolio = `${site.server.url}/artists/${profile.slug}/portfolio.pdf`;
    const before = [await etagOf(cv), await etagOf(portfolio)];

    const edit = await browser.fetch(`/api/solo-exhibitions/${secret.id}`, {
      method: 'PATCH',
      json: { title: 'Secret Show, renamed', notes: 'Still private' },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    await addEntry(browser, profile.id, 'awards', {
      name: 'Hidden Prize',
      presenter: 'Us',
      year: '2025',
    }).then((award) =>
      browser.fetch(`/api/artists/${profile.id}/awards/${award.id}`, {
        method: 'PATCH',
        json: { visibility: 'private' },
      }),
    );
    expect([await etagOf(cv), await etagOf(portfolio)]).toEqual(before);

    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: 'Open Show',
      venue: 'Front Room',
      city: 'Leith',
      year: '2025',
    });
    const after = [await etagOf(cv), await etagOf(portfolio)];
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('If-None-Match is answered 304 before any render, even by a server that has not kept the document', async () => {
    const { profile } = await artistWithCv(site.server, { fullName: 'Cached Artist' });
    const path = `/artists/${profile.slug}/portfolio.pdf`;
    const etag = await etagOf(`${site.server.url}${path}`);
    expect(etag).toMatch(/^".+"$/);
    // A second server on the same database: its cache is empty, as after a restart or an eviction.
    const fresh = await startTestServer(site.orm);
    try {
      const renders = vi.spyOn(cvDocumentsOf(fresh.app.deps), 'render');
      const notModified = await fetch(`${fresh.url}${path}`, { headers: { 'If-None-Match': etag! } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(renders).not.toHaveBeenCalled();
      // A stale ETag still gets the document.
      const stale = await fetch(`${fresh.url}${path}`, { headers: { 'If-None-Match': '"old"' } });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
      expect(renders).toHaveBeenCalledTimes(1);
    } finally {
      await fresh.close();
    }
  });

  it('a weak or list form of the ETag, and If-None-Match: *, are answered 304 before any render; an unknown artist stays 404', async () => {
    const { profile } = await artistWithCv(site.server, { fullName: 'Proxied Artist' });
    const path = `/artists/${profile.slug}/cv.pdf`;
    const etag = await etagOf(`${site.server.url}${path}`);
    // A second server on the same database, so nothing is kept: any answer but a 304 would be a render.
    const fresh = await startTestServer(site.orm);
    try {
      const renders = vi.spyOn(cvDocumentsOf(fresh.app.deps), 'render');
      // A proxy that compresses answers hands the client a weak ETag, which the client sends back as it got it.
      for (const header of [`W/${etag}`, `"other",${etag}`, '*']) {
        const res = await fetch(`${fresh.url}${path}`, { headers: { 'If-None-Match': header } });
        expect(res.status, header).toBe(304);
        expect(res.headers.get('etag')).toBe(etag);
      }
      expect(renders).not.toHaveBeenCalled();
      const missing = await fetch(`${fresh.url}/artists/nobody-${profile.slug}/portfolio.pdf`, { headers: { 'If-None-Match': '*' } });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Artist not found' });
    } finally {
      await fresh.close();
    }
  });
});
