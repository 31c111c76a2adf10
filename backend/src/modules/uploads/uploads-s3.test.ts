// Uploads in an S3-compatible bucket (a real S3 API server, s3rver): stored with their variants, served from
// Oeuvre's own origin with validators and 304s, deleted with what shows them, swept when unused, read by the
// documents, answering 503 while the bucket is away; and never a file under DATA_DIR/uploads.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { bytesOf, readPdf } from '../../../test/pdf.ts';
import { startTestS3, type TestS3 } from '../../../test/s3.ts';
import { testSite } from '../../../test/site.ts';
import { artistWithProfile, json, uniqueEmail } from '../artists/artist.fixtures.ts';
import { addEntry, uploadWorkImage } from '../cv-documents/cv-documents.fixtures.ts';
import * as images from './fixtures/images.ts';
import { fileForm } from './fixtures/requests.ts';
import { sweepUnusedUploads } from './upload-cleanup.service.ts';
import { uploadKeyOf } from './upload-files.ts';

const PREFIX = 'site-a';

describe.each(engines())('uploads in an S3 bucket on %s', (engine) => {
  let s3: TestS3;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startTestS3();
    Object.assign(env, s3.env(PREFIX));
  });
  afterAll(async () => {
    await s3?.close();
  });
  const site = testSite(engine, { env, admin: uniqueEmail('admin'), requireApproval: false });

  /** The bucket's objects of the upload behind a URL (original and both variants). */
  const objectsOf = async (url: string) => s3.keys(`${PREFIX}/${uploadKeyOf(url)!.slice(0, 2)}/${uploadKeyOf(url)}`);
  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${site.server.url}${url}`, { headers });

  it('stores the original and both variants in the bucket, and serves each from /uploads with validators', async () => {
    const { browser } = await artistWithProfile(site.server);
    const res = await browser.fetch('/api/my-profile/upload-image', {
      method: 'POST',
      body: fileForm('profileImage', await images.image('png', 2000, 1000), { name: 'portrait.png', type: 'image/png' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { fileUrl } = await json<{ fileUrl: string }>(res);
    expect(fileUrl).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1600\.webp$/);
    const key = uploadKeyOf(fileUrl)!;
    const stem = `${PREFIX}/${key.slice(0, 2)}/${key}`;
    expect(await objectsOf(fileUrl)).toEqual([`${stem}-1600.webp`, `${stem}-400.webp`, `${stem}.png`].sort());

    for (const [url, format, width, type] of [
      [fileUrl, 'webp', 1600, 'image/webp'],
      [fileUrl.replace('-1600.webp', '-400.webp'), 'webp', 400, 'image/webp'],
      [fileUrl.replace('-1600.webp', '.png'), 'png', 2000, 'image/png'],
    ] as const) {
      const served = await get(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = served.headers.get('etag');
      const lastModified = served.headers.get('last-modified');
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(lastModified).toBeTruthy();
      const bytes = await bytesOf(served);
      expect(Number(served.headers.get('content-length'))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width]).toEqual([format, width]);

      const again = await get(url, { 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect((await get(url, { 'If-Modified-Since': lastModified! })).status).toBe(304);
      const head = await fetch(`${site.server.url}${url}`, { method: 'HEAD' });
      expect([head.status, head.headers.get('etag')]).toEqual([200, etag]);
    }
    expect((await get(`/uploads/${key.slice(0, 2)}/${'0'.repeat(32)}-1600.webp`)).status).toBe(404);
    expect((await get('/uploads/../config.json')).status).toBe(404);
  });

  it('streams an original larger than one part (5 MB) to the bucket in parts, whole', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const png = await images.noisy('png', 1800, 1400);
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await browser.fetch('/api/artists/work-image-upload', {
      method: 'POST',
      body: fileForm('file', png, { name: 'noise.png', type: 'image/png', fields: { artistId: String(profile.id) } }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { fileUrl } = await json<{ fileUrl: string }>(res);
    const served = await get(fileUrl.replace('-1600.webp', '.png'));
    expect(served.status).toBe(200);
    const bytes = await bytesOf(served);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1800, 1400]);
  });

  it('a removed work and a deleted artist take their objects with them', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const url = await uploadWorkImage(browser, profile.id, 300, 200);
    const work = await addEntry(browser, profile.id, 'works', { title: 'Work', medium: 'Oil', year: '2020', imageUrl: url });
    expect(await objectsOf(url)).toHaveLength(3);
    expect((await browser.fetch(`/api/works/${work.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await objectsOf(url)).toEqual([]);
    expect((await get(url)).status).toBe(404);

    const kept = await uploadWorkImage(browser, profile.id, 300, 200);
    await addEntry(browser, profile.id, 'works', { title: 'Kept', medium: 'Oil', year: '2021', imageUrl: kept });
    expect(await objectsOf(kept)).toHaveLength(3);
    expect((await site.admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await objectsOf(kept)).toEqual([]);
  });

  it('the sweep deletes the objects of an image nothing shows, and keeps those shown', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const unused = await uploadWorkImage(browser, profile.id, 300, 200);
    const shown = await uploadWorkImage(browser, profile.id, 300, 200);
    await addEntry(browser, profile.id, 'works', { title: 'Shown', medium: 'Ink', year: '2022', imageUrl: shown });
    await new Promise((r) => setTimeout(r, 20));
    expect(await sweepUnusedUploads(site.orm.em.fork(), site.server.config, { olderThanMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await objectsOf(unused)).toEqual([]);
    expect(await objectsOf(shown)).toHaveLength(3);
  });

  it('the portfolio PDF embeds work images read from the bucket', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Bucket Painter' });
    const wide = await uploadWorkImage(browser, profile.id, 1200, 600);
    await addEntry(browser, profile.id, 'works', { title: 'Wide', medium: 'Oil', year: '2019', imageUrl: wide });
    const res = await browser.fetch(`/api/my-profile/portfolio.pdf`);
    expect(res.status, await res.clone().text()).toBe(200);
    const pdf = await readPdf(await bytesOf(res));
    expect(pdf.text).toContain('Wide');
    expect(pdf.text).not.toContain('Image unavailable');
    // The cover shows the first work, then the work has its own page: both read from the bucket, whole.
    expect(pdf.images.map((img) => [img.width, img.height])).toEqual([[1200, 600], [1200, 600]]);
  });

  it('answers 503 while the bucket is away, and serves again once it is back', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const url = await uploadWorkImage(browser, profile.id, 300, 200);
    await s3.stop();
    try {
      const during = await get(url);
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      const upload = await browser.fetch('/api/artists/work-image-upload', {
        method: 'POST',
        body: fileForm('file', await images.image('png', 64, 64), { name: 'w.png', type: 'image/png', fields: { artistId: String(profile.id) } }),
      });
      expect(upload.status).toBe(503);
    } finally {
      await s3.start();
    }
    const after = await get(url);
    expect(after.status).toBe(200);
    expect((await sharp(await bytesOf(after)).metadata()).format).toBe('webp');
  });

  it('writes nothing under DATA_DIR/uploads', () => {
    expect(existsSync(path.join(site.server.config.dataDir, 'uploads'))).toBe(false);
  });
});
