// The public PDFs' addresses as a visitor or a crawler may type them: a slug with a control character is an unknown
// artist (404 JSON, never a database error answered 503), and the other spellings of an address answer the one
// published document or 404, never something else.
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { artistWithCv } from './cv-documents.fixtures.ts';

describe.each(engines())('public document addresses on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('a slug holding NUL or another control character is 404 "Artist not found", for GET and HEAD, and nothing fails', async () => {
    const { profile } = await artistWithCv(site.server, { fullName: 'Plain Artist' });
    for (const slug of [`${profile.slug}%00`, 'a%00b', `${profile.slug}%0A`, '%7F', '%C2%85']) {
      for (const kind of ['cv', 'portfolio']) {
        const url = `${site.server.url}/artists/${slug}/${kind}.pdf`;
        const res = await fetch(url);
        expect(res.status, url).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ message: 'Artist not found' });
        const head = await fetch(url, { method: 'HEAD' });
        expect(head.status, `HEAD ${url}`).toBe(404);
      }
    }
    // Nothing reached the database as a failed query (it was logged as the database being unavailable).
    expect(site.server.logs.filter((line) => /"level":(40|50|60)/.test(line))).toEqual([]);
    // The artist's own address still answers the document.
    const ok = await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/pdf');
    await ok.arrayBuffer();
  });

  it('other spellings: the slug is exact (its case, an encoded slash, a long one are unknown); a trailing slash or a query is the same document', async () => {
    const { profile } = await artistWithCv(site.server, { fullName: 'Spelled Artist' });
    const base = `${site.server.url}/artists`;
    const reference = await fetch(`${base}/${profile.slug}/cv.pdf`);
    expect(reference.status).toBe(200);
    const etag = reference.headers.get('etag');
    await reference.arrayBuffer();
    for (const path of [`/${profile.slug.toUpperCase()}/cv.pdf`, `/${profile.slug}%2Fcv.pdf/cv.pdf`, `/${'a'.repeat(4000)}/cv.pdf`]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path.slice(0, 80)).toBe(404);
      await res.arrayBuffer();
    }
    for (const path of [`/${profile.slug}/cv.pdf/`, `/${profile.slug}/cv.pdf?download=1`]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${profile.slug}-cv.pdf"`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      await res.arrayBuffer();
    }
  });
});
