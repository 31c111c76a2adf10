import { describe, expect, it } from 'vitest';
import type { GalleryItem as GalleryItemView } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { SITE_SETTINGS_ID, SiteSettings } from '../settings/site-settings.entity.ts';
import * as images from '../uploads/fixtures/images.ts';
import {
  createProfile,
  fileForm,
  filesOnDisk,
  textForm,
  unique,
  uploadRecord,
} from '../uploads/fixtures/requests.ts';
import { galleryFullMessage } from './gallery.service.ts';

describe.each(engines())('admin gallery on %s', (engine) => {
  const site = testSite(engine, { admin: `${unique('admin')}@oeuvre.test` });

  const add = async (
    artistId: number,
    fields: Record<string, string>,
    bytes?: Uint8Array,
    as: Browser = site.admin,
  ) =>
    as.fetch(`/api/admin/artists/${artistId}/gallery`, {
      method: 'POST',
      body: bytes ? fileForm('file', bytes, { fields }) : textForm(fields),
    });

  const addItem = async (artistId: number, fields: Record<string, string> = { title: 'Study' }) => {
    const res = await add(artistId, fields, await images.image('jpeg', 320, 240));
    expect(res.status).toBe(201);
    return (await res.json()) as GalleryItemView;
  };

  const list = async (artistId: number) =>
    (await (await site.admin.fetch(`/api/admin/gallery-items/${artistId}`)).json()) as GalleryItemView[];

  const published = async (artistId: number) =>
    (await site.server.orm.em.fork().findOneOrFail(ArtistProfile, artistId)).published;

  const setMaxGallerySize = async (value: number) => {
    const em = site.server.orm.em.fork();
    const settings = await em.findOneOrFail(SiteSettings, SITE_SETTINGS_ID);
    settings.maxGallerySize = value;
    await em.flush();
  };

  it('adds items with their image and lists them in order', async () => {
    const artistId = await createProfile(site.server);
    expect(await list(artistId)).toEqual([]);
    const res = await add(
      artistId,
      {
        title: 'Harbour at dusk',
        description: 'Painted on site',
        year: '2021',
        medium: 'Oil on board',
        dimensions: '30 x 40 cm',
      },
      await images.image('png', 800, 600),
    );
    expect(res.status).toBe(201);
    const first = (await res.json()) as GalleryItemView;
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'Harbour at dusk',
      description: 'Painted on site',
      fileType: 'image',
      fileUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1600\.webp$/),
      year: '2021',
      medium: 'Oil on board',
      dimensions: '30 x 40 cm',
    });
    expect(filesOnDisk(site.server, first.fileUrl)).toHaveLength(3);
    expect((await uploadRecord(site.server, first.fileUrl))?.artist?.id).toBe(artistId);

    const second = await addItem(artistId, { title: 'Pier' });
    expect(second).toMatchObject({
      title: 'Pier',
      description: null,
      year: null,
      medium: null,
      dimensions: null,
    });
    expect((await list(artistId)).map((i) => i.id)).toEqual([first.id, second.id]);
  });

  it('requires an image file, a title and a real image', async () => {
    const artistId = await createProfile(site.server);
    const noFile = await add(artistId, { title: 'Without image' });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ message: 'Please select a file to upload', field: 'file' });

    const noTitle = await add(artistId, { title: '  ' }, await images.image('jpeg', 16, 16));
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({ message: 'Title is required' });

    const svg = await add(artistId, { title: 'Vector' }, images.svgFile());
    expect(svg.status).toBe(415);
    expect(await svg.json()).toEqual({ message: 'Please select an image file' });
    expect(await list(artistId)).toEqual([]);
  });

  it('answers 404 for an unknown artist and is for admins only', async () => {
    const jpeg = await images.image('jpeg', 16, 16);
    expect((await add(987654, { title: 'Nobody' }, jpeg)).status).toBe(404);
    expect((await site.admin.fetch('/api/admin/gallery-items/987654')).status).toBe(404);

    const ownerEmail = `${unique('owner')}@oeuvre.test`;
    const owner = await signedInBrowser(site.server, ownerEmail);
    const artistId = await createProfile(site.server, { ownerEmail });
    const item = await addItem(artistId);
    expect((await add(artistId, { title: 'Mine' }, jpeg, owner)).status).toBe(403);
    expect((await owner.fetch(`/api/admin/gallery-items/${artistId}`)).status).toBe(403);
    expect(
      (await owner.fetch(`/api/admin/gallery-items/${item.id}`, { method: 'PATCH', json: { title: 'x' } }))
        .status,
    ).toBe(403);
    expect((await owner.fetch(`/api/admin/gallery-items/${item.id}`, { method: 'DELETE' })).status).toBe(403);
    const anonymous = site.server.browser();
    expect((await add(artistId, { title: 'Anyone' }, jpeg, anonymous)).status).toBe(401);
    expect((await anonymous.fetch(`/api/admin/gallery-items/${artistId}`)).status).toBe(401);
    expect(
      (
        await anonymous.fetch(`/api/admin/gallery-items/${item.id}/update-image-only`, {
          method: 'POST',
          body: fileForm('file', jpeg),
        })
      ).status,
    ).toBe(401);
  });

  it('stops at maxGallerySize items per artist (a count, not megabytes)', async () => {
    const artistId = await createProfile(site.server);
    await setMaxGallerySize(2);
    try {
      await addItem(artistId, { title: 'One' });
      await addItem(artistId, { title: 'Two' });
      const third = await add(artistId, { title: 'Three' }, await images.image('jpeg', 16, 16));
      expect(third.status).toBe(409);
      expect(await third.json()).toEqual({ message: galleryFullMessage(2) });
      expect(await list(artistId)).toHaveLength(2);
      const otherArtist = await createProfile(site.server);
      await addItem(otherArtist, { title: 'Elsewhere' }); // the limit is per artist
    } finally {
      await setMaxGallerySize(25);
    }
  });

  it('reads the JSON-in-description convention into real columns, on add and on patch', async () => {
    const artistId = await createProfile(site.server);
    const json = JSON.stringify({
      description: 'A study of light',
      year: 2019,
      medium: 'Gouache',
      dimensions: '20 x 25 cm',
    });
    const item = await addItem(artistId, { title: 'Light', description: json });
    expect(item).toMatchObject({
      description: 'A study of light',
      year: '2019',
      medium: 'Gouache',
      dimensions: '20 x 25 cm',
    });

    // Fields given by name win over the same fields inside the JSON.
    const patched = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, {
      method: 'PATCH',
      json: {
        description: JSON.stringify({ description: 'Revised', year: '2018', medium: 'Ink' }),
        medium: 'Watercolour',
      },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      title: 'Light',
      description: 'Revised',
      year: '2018',
      medium: 'Watercolour',
      dimensions: '20 x 25 cm',
    });

    // Text that only looks like JSON stays a description.
    const brace = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, {
      method: 'PATCH',
      json: { description: '{not json} but words' },
    });
    expect(await brace.json()).toMatchObject({ description: '{not json} but words', year: '2018' });
  });

  it('keeps the JSON description’s year, medium and dimensions when the admin dialog sends the three fields blank', async () => {
    const artistId = await createProfile(site.server);
    // What the admin dialog sends: every field, the three details blank when the admin typed none.
    const dialog = (description: string) => ({
      title: 'Harbour',
      description,
      year: '',
      medium: '',
      dimensions: '',
    });
    const json = JSON.stringify({
      description: 'Boats at dusk',
      year: '1998',
      medium: 'Oil',
      dimensions: '40 x 50 cm',
    });
    const item = await addItem(artistId, dialog(json));
    const kept = { description: 'Boats at dusk', year: '1998', medium: 'Oil', dimensions: '40 x 50 cm' };
    expect(item).toMatchObject(kept);
    expect((await list(artistId))[0]).toMatchObject(kept);

    const patched = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, {
      method: 'PATCH',
      json: {
        ...dialog(
          JSON.stringify({ description: 'Boats', year: 1999, medium: 'Tempera', dimensions: '1 x 2 m' }),
        ),
        year: null,
      },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      description: 'Boats',
      year: '1999',
      medium: 'Tempera',
      dimensions: '1 x 2 m',
    });

    // A value typed in the dialog still wins over the JSON's.
    const typed = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, {
      method: 'PATCH',
      json: {
        ...dialog(JSON.stringify({ description: 'Boats', year: '2000', medium: 'Oil' })),
        medium: 'Acrylic',
      },
    });
    expect(await typed.json()).toMatchObject({ year: '2000', medium: 'Acrylic', dimensions: null });
  });

  it('patches text fields, clears with null, and validates the title', async () => {
    const artistId = await createProfile(site.server);
    const item = await addItem(artistId, { title: 'Draft title', medium: 'Charcoal' });
    const res = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, {
      method: 'PATCH',
      json: { title: 'Final title', year: 2024, medium: null },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...item, title: 'Final title', year: '2024', medium: null });
    expect(await list(artistId)).toEqual([{ ...item, title: 'Final title', year: '2024', medium: null }]);

    const blank = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, {
      method: 'PATCH',
      json: { title: '' },
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Title is required' });
    expect(
      (await site.admin.fetch('/api/admin/gallery-items/987654', { method: 'PATCH', json: { title: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('replaces the image and deletes the files of the previous one', async () => {
    const artistId = await createProfile(site.server);
    const item = await addItem(artistId);
    const replace = (bytes: Uint8Array, id = item.id) =>
      site.admin.fetch(`/api/admin/gallery-items/${id}/update-image-only`, {
        method: 'POST',
        body: fileForm('file', bytes),
      });

    const res = await replace(await images.image('webp', 500, 500));
    expect(res.status).toBe(200);
    const { fileUrl } = (await res.json()) as { fileUrl: string };
    expect(fileUrl).not.toBe(item.fileUrl);
    expect((await list(artistId))[0]?.fileUrl).toBe(fileUrl);
    expect(filesOnDisk(site.server, fileUrl)).toHaveLength(3);
    expect(filesOnDisk(site.server, item.fileUrl)).toEqual([]);
    expect(await uploadRecord(site.server, item.fileUrl)).toBeNull();

    const html = await replace(images.htmlFile());
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({ message: 'Please select an image file' });
    const missing = await site.admin.fetch(`/api/admin/gallery-items/${item.id}/update-image-only`, {
      method: 'POST',
      body: textForm({ note: 'x' }),
    });
    expect(missing.status).toBe(400);
    expect((await replace(await images.image('jpeg', 8, 8), 987654)).status).toBe(404);
    expect((await list(artistId))[0]?.fileUrl).toBe(fileUrl);
  });

  it('deletes an item with its files (204), then answers 404', async () => {
    const artistId = await createProfile(site.server);
    const keep = await addItem(artistId, { title: 'Keep' });
    const item = await addItem(artistId, { title: 'Remove' });
    const res = await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(filesOnDisk(site.server, item.fileUrl)).toEqual([]);
    expect(await uploadRecord(site.server, item.fileUrl)).toBeNull();
    expect((await list(artistId)).map((i) => i.id)).toEqual([keep.id]);
    expect(filesOnDisk(site.server, keep.fileUrl)).toHaveLength(3);
    expect((await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('changes the published page at once (admin edits skip review) and leaves unpublished profiles unpublished', async () => {
    const artistId = await createProfile(site.server, { published: true });
    const item = await addItem(artistId, { title: 'Public piece' });
    expect((await published(artistId))?.galleryItems).toEqual([item]);

    await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, { method: 'PATCH', json: { title: 'Renamed' } });
    expect((await published(artistId))?.galleryItems).toEqual([{ ...item, title: 'Renamed' }]);

    const replaced = await site.admin.fetch(`/api/admin/gallery-items/${item.id}/update-image-only`, {
      method: 'POST',
      body: fileForm('file', await images.image('png', 64, 64)),
    });
    const { fileUrl } = (await replaced.json()) as { fileUrl: string };
    expect((await published(artistId))?.galleryItems).toEqual([{ ...item, title: 'Renamed', fileUrl }]);

    await site.admin.fetch(`/api/admin/gallery-items/${item.id}`, { method: 'DELETE' });
    expect((await published(artistId))?.galleryItems).toEqual([]);
    expect(filesOnDisk(site.server, fileUrl)).toEqual([]);

    const draftOnly = await createProfile(site.server);
    await addItem(draftOnly);
    expect(await published(draftOnly)).toBeNull();
  });
});
