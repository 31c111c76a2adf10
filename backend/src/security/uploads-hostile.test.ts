/**
 * Hostile files at every image route: JSON, HTML and SVG named .png, GIF, polyglots (image + HTML or script),
 * truncated and empty files; path-traversal names; 100 parts; camera photos with GPS. Pass: 0 non-images accepted
 * (no row, no file), names never reach the disk, part limits hold (413/400), 0 EXIF GPS tags in any stored file.
 */
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Route } from '@oeuvre/contract';
import { hasGpsTag, photoWithGps } from '../modules/uploads/fixtures/images.ts';
import { Upload } from '../modules/uploads/upload.entity.ts';
import { uploadsDirOf } from '../modules/uploads/upload-files.ts';
import { HOSTILE_IMAGE_FILES, makeFiles, type FileBytes } from '../../test/security/hostile-files.ts';
import { filesUnder, filesWithGps } from '../../test/security/stored-files.ts';
import { SecurityFixture, type Role } from '../../test/security/fixture.ts';

const STORED_URL = /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1600\.webp$/;
const imageRoutes = apiRoutes.filter((r) => r.contentType === 'multipart' && r.fileKind === 'image');

describe('hostile files at every image route', () => {
  let fixture: SecurityFixture;
  let files: FileBytes;
  let uploadsDir: string;

  beforeAll(async () => {
    fixture = await SecurityFixture.create();
    files = await makeFiles();
    uploadsDir = uploadsDirOf(fixture.server.config);
  });
  afterAll(async () => {
    await fixture?.close();
  });

  /** A form for the route: its file field with these bytes, and the text fields it needs. */
  async function formFor(
    route: Route,
    bytes: Buffer,
    name: string,
    type: string,
  ): Promise<{ path: string; role: Role; form: FormData }> {
    const params = await fixture.params(route, { to: 'mine' });
    const form = new FormData();
    if (route.id === 'works.uploadImage') form.append('artistId', String(fixture.ids.artistProfile));
    if (route.id === 'admin.gallery.add') form.append('title', 'Study');
    form.append(route.files![0]!, new Blob([new Uint8Array(bytes)], { type }), name);
    return { path: fixture.path(route, params), role: route.access === 'admin' ? 'admin' : 'artist', form };
  }

  it('covers the five image routes', () => {
    expect(imageRoutes.map((r) => r.id).sort()).toEqual([
      'admin.artists.uploadImage',
      'admin.gallery.add',
      'admin.gallery.replaceImage',
      'profile.uploadImage',
      'works.uploadImage',
    ]);
  });

  it('accepts no file that is not a JPEG, PNG or WebP image, whatever its name and declared type: no row, no file', async () => {
    const rowsBefore = await fixture.em().count(Upload, {});
    const filesBefore = filesUnder(uploadsDir).length;
    const accepted: string[] = [];
    let sent = 0;
    for (const route of imageRoutes) {
      for (const kind of HOSTILE_IMAGE_FILES) {
        for (const [name, type] of [
          ['photo.png', 'image/png'],
          ['photo.jpg', 'image/jpeg'],
          [`file.${kind}`, 'application/octet-stream'],
        ] as const) {
          const { path, role, form } = await formFor(route, files[kind], name, type);
          const res = await fixture.fetch(role, path, { method: 'POST', body: form });
          sent++;
          const body = (await res.json()) as { message?: string };
          if (![400, 415].includes(res.status) || typeof body.message !== 'string')
            accepted.push(`${route.id} ${kind} as ${name}: ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(await fixture.em().count(Upload, {})).toBe(rowsBefore);
    expect(filesUnder(uploadsDir).length).toBe(filesBefore);
    expect(sent).toBe(imageRoutes.length * HOSTILE_IMAGE_FILES.length * 3);
    console.log(
      `hostile files: ${sent} uploads of ${HOSTILE_IMAGE_FILES.length} kinds to ${imageRoutes.length} routes, 0 accepted`,
    );
  });

  it('never lets a file name reach the disk: traversal names are stored under a random key inside the uploads folder', async () => {
    const names = [
      '../../../../../../tmp/oeuvre-traversal.png',
      '..\\..\\..\\oeuvre-traversal.png',
      '/etc/oeuvre-traversal.png',
      'a/../../oeuvre-traversal.png',
      '%2e%2e%2foeuvre-traversal.png',
      '\u0000oeuvre-traversal.png',
    ];
    const route = imageRoutes.find((r) => r.id === 'profile.uploadImage')!;
    for (const name of names) {
      const { path: url, role, form } = await formFor(route, files.png, name, 'image/png');
      const res = await fixture.fetch(role, url, { method: 'POST', body: form });
      // A NUL in the name makes the multipart body malformed (400); every other name is simply not used.
      if (name.includes('\u0000') && res.status === 400) continue;
      expect(res.status, name).toBe(200);
      expect(((await res.json()) as { fileUrl: string }).fileUrl).toMatch(STORED_URL);
    }
    const everything = filesUnder(fixture.server.config.dataDir);
    expect(everything.filter((f) => f.includes('traversal'))).toEqual([]);
    expect(existsSync('/tmp/oeuvre-traversal.png')).toBe(false);
    expect(
      filesUnder(uploadsDir).every((f) => /\/[0-9a-f]{2}\/[0-9a-f]{32}(-\d+)?\.(webp|png|jpg)$/.test(f)),
    ).toBe(true);
  });

  it('holds the part limits: 100 text fields, 100 files in one field, 100 file fields', async () => {
    const rowsBefore = await fixture.em().count(Upload, {});
    const shapes: [string, (form: FormData) => void, number[]][] = [
      ['100 text fields', (f) => Array.from({ length: 100 }, (_, i) => f.append(`field${i}`, 'x')), [413]],
      [
        '100 files in the image field',
        (f) =>
          Array.from({ length: 99 }, () =>
            f.append('profileImage', new Blob([new Uint8Array(files.png)]), 'more.png'),
          ),
        [400, 413],
      ],
      [
        '100 file fields',
        (f) =>
          Array.from({ length: 99 }, (_, i) =>
            f.append(`file${i}`, new Blob([new Uint8Array(files.png)]), 'more.png'),
          ),
        [400, 413],
      ],
    ];
    for (const [label, fill, expected] of shapes) {
      const form = new FormData();
      form.append('profileImage', new Blob([new Uint8Array(files.png)], { type: 'image/png' }), 'photo.png');
      fill(form);
      const res = await fixture.fetch('artist', '/api/my-profile/upload-image', { method: 'POST', body: form });
      expect(expected, `${label}: ${res.status}`).toContain(res.status);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
    expect(await fixture.em().count(Upload, {})).toBe(rowsBefore);
  });

  it('stores camera photos of every format without their EXIF GPS position, in every variant', async () => {
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      const photo = await photoWithGps(kind);
      expect(hasGpsTag((await sharp(photo).metadata()).exif), `the ${kind} fixture carries GPS`).toBe(true);
      for (const route of imageRoutes) {
        const { path, role, form } = await formFor(route, photo, `camera.${kind}`, `image/${kind}`);
        const res = await fixture.fetch(role, path, { method: 'POST', body: form });
        expect(res.status, `${route.id} ${kind}`).toBeLessThan(300);
      }
    }
    const stored = filesUnder(uploadsDir);
    expect(stored.length).toBeGreaterThan(0);
    expect(await filesWithGps(stored)).toBe(0);
    console.log(`EXIF GPS: ${stored.length} stored files scanned, 0 with a GPS tag`);
  });
});
