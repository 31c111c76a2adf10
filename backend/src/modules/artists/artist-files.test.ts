import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { artistWithProfile, json, profileForm, uniqueEmail } from './artist.fixtures.ts';

/** Stored images go with what shows them: a removed work, a replaced portrait, a deleted artist. */
describe.each(engines())('stored images of artists on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });
  const onDisk = (url: string) => existsSync(path.join(site.server.config.dataDir, url));

  const png = () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
  async function uploadWorkImage(browser: Browser, artistId: number): Promise<string> {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'work.png');
    form.set('artistId', String(artistId));
    const res = await browser.fetch('/api/artists/work-image-upload', { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await json<{ fileUrl: string }>(res)).fileUrl;
  }
  const addWork = async (browser: Browser, artistId: number, imageUrl: string) =>
    json<{ id: number }>(
      await browser.fetch(`/api/artists/${artistId}/works`, {
        method: 'POST',
        json: { title: 'Work', medium: 'Oil', year: '2020', imageUrl },
      }),
    );
  const approve = (id: number) => site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} });

  it('removing an unpublished work deletes its image', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const url = await uploadWorkImage(browser, profile.id);
    const work = await addWork(browser, profile.id, url);
    expect(onDisk(url)).toBe(true);
    expect((await browser.fetch(`/api/works/${work.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(onDisk(url)).toBe(false);
  });

  it('a published work’s image stays while the public page shows it, and goes once the change is approved', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const first = await uploadWorkImage(browser, profile.id);
    const work = await addWork(browser, profile.id, first);
    await approve(profile.id);
    const second = await uploadWorkImage(browser, profile.id);
    await browser.fetch(`/api/works/${work.id}`, { method: 'PATCH', json: { imageUrl: second } });
    expect(onDisk(first)).toBe(true);
    await approve(profile.id);
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
  });

  it('a published work carries its stored image’s size, so the public page can keep the work’s shape', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const url = await uploadWorkImage(browser, profile.id);
    await addWork(browser, profile.id, url);
    // A work whose image has no stored row (as a CSV import can name one).
    const outside = `/uploads/00/${'0'.repeat(32)}-1600.webp`;
    await addWork(browser, profile.id, outside);
    expect((await approve(profile.id)).status).toBe(200);
    const page = await json<{ works: { imageUrl: string; imageWidth?: number; imageHeight?: number }[] }>(
      await site.server.browser().fetch(`/api/artists/${profile.slug}`),
    );
    const stored = page.works.find((w) => w.imageUrl === url)!;
    expect([stored.imageWidth, stored.imageHeight]).toEqual([64, 48]);
    // Without a stored size the page learns the work's shape when its image loads.
    const other = page.works.find((w) => w.imageUrl === outside)!;
    expect(other.imageWidth).toBeUndefined();
    expect(other.imageHeight).toBeUndefined();
  });

  it('replacing the portrait in the profile form deletes the old one once nothing shows it', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const first = await uploadWorkImage(browser, profile.id);
    await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ profileImageUrl: first }),
    });
    const second = await uploadWorkImage(browser, profile.id);
    await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ profileImageUrl: second }),
    });
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);
  });

  it('deleting an artist deletes every image stored for them', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const url = await uploadWorkImage(browser, profile.id);
    await addWork(browser, profile.id, url);
    await approve(profile.id);
    expect((await site.admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(onDisk(url)).toBe(false);
    expect(onDisk(url.replace('-1600.webp', '-400.webp'))).toBe(false);
  });
});
