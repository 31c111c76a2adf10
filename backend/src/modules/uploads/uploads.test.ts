import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { User } from '../users/user.entity.ts';
import * as images from './fixtures/images.ts';
import {
  allUploadedFiles,
  createProfile,
  diskPath,
  fileForm,
  filesOnDisk,
  unique,
  uploadRecord,
  userId,
} from './fixtures/requests.ts';
import { TOO_MANY_PIXELS } from './image.service.ts';

const STORED_URL = /^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1600\.webp$/;
const NOT_AN_IMAGE = { message: 'Please select an image file' };

describe.each(engines())('image uploads on %s', (engine) => {
  const site = testSite(engine);

  const signIn = async (options: { admin?: boolean } = {}) => {
    const email = `${unique('person')}@oeuvre.test`;
    return { email, browser: await signedInBrowser(site.server, email, options) };
  };

  const post = (browser: Browser, path: string, form: FormData) =>
    browser.fetch(path, { method: 'POST', body: form });

  const uploadOwn = (browser: Browser, bytes: Uint8Array, options?: Parameters<typeof fileForm>[2]) =>
    post(browser, '/api/my-profile/upload-image', fileForm('profileImage', bytes, options));

  describe('accepted images', () => {
    it.each([
      ['jpeg', 'jpg'],
      ['png', 'png'],
      ['webp', 'webp'],
    ] as const)(
      'stores a %s as a clean original and two WebP variants, served for a year with nosniff',
      async (kind, extension) => {
        const { browser, email } = await signIn();
        const res = await uploadOwn(browser, await images.image(kind, 640, 480), {
          name: `painting.${extension}`,
          type: `image/${kind}`,
        });
        expect(res.status).toBe(200);
        const { fileUrl } = (await res.json()) as { fileUrl: string };
        expect(fileUrl).toMatch(STORED_URL);

        const small = fileUrl.replace(/-1600\.webp$/, '-400.webp');
        const original = fileUrl.replace(/-1600\.webp$/, `.${extension}`);
        for (const [url, format, width] of [
          [fileUrl, 'webp', 640],
          [small, 'webp', 400],
          [original, kind, 640],
        ] as const) {
          const served = await site.server.browser().fetch(url);
          expect(served.status).toBe(200);
          expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
          expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
          expect(served.headers.get('Content-Type')).toBe(`image/${format}`);
          const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
          expect(meta.format).toBe(format);
          expect(meta.width).toBe(width);
        }

        const record = await uploadRecord(site.server, fileUrl);
        expect(record?.contentType).toBe(`image/${kind}`);
        expect(record?.owner?.id).toBe(await userId(site.server, email));
        expect(record?.artist).toBeNull();
        expect(record?.variants).toHaveLength(3);
        expect(filesOnDisk(site.server, fileUrl)).toHaveLength(3);
      },
    );

    it('keeps the longest edge within 1600 and 400 pixels and never enlarges', async () => {
      const { browser } = await signIn();
      const wide = (await (await uploadOwn(browser, await images.image('jpeg', 2400, 1200))).json()) as {
        fileUrl: string;
      };
      expect(await sharp(diskPath(site.server, wide.fileUrl)).metadata()).toMatchObject({
        width: 1600,
        height: 800,
      });
      expect(await sharp(diskPath(site.server, wide.fileUrl.replace('-1600', '-400'))).metadata()).toMatchObject({
        width: 400,
        height: 200,
      });
      expect(
        await sharp(diskPath(site.server, wide.fileUrl.replace('-1600.webp', '.jpg'))).metadata(),
      ).toMatchObject({ width: 2400, height: 1200 });

      const tiny = (await (await uploadOwn(browser, await images.image('png', 120, 90))).json()) as {
        fileUrl: string;
      };
      expect(await sharp(diskPath(site.server, tiny.fileUrl)).metadata()).toMatchObject({
        width: 120,
        height: 90,
      });
      expect(await sharp(diskPath(site.server, tiny.fileUrl.replace('-1600', '-400'))).metadata()).toMatchObject({
        width: 120,
        height: 90,
      });
    });

    it.each(['jpeg', 'png', 'webp'] as const)(
      'turns a sideways %s photo upright and keeps no EXIF (no GPS) in any stored file',
      async (kind) => {
        const photo = await images.photoWithGps(kind, 300, 200);
        const sent = await sharp(photo).metadata();
        expect(images.hasGpsTag(sent.exif)).toBe(true);
        expect(sent.orientation).toBe(6);

        const { browser } = await signIn();
        const res = await uploadOwn(browser, photo);
        expect(res.status).toBe(200);
        const { fileUrl } = (await res.json()) as { fileUrl: string };
        const files = filesOnDisk(site.server, fileUrl);
        expect(files).toHaveLength(3);
        for (const file of files) {
          const meta = await sharp(file).metadata();
          expect(meta.exif).toBeUndefined();
          expect(meta.xmp).toBeUndefined();
          expect(meta.orientation).toBeUndefined();
          expect([meta.width, meta.height]).toEqual([200, 300]);
          expect(readFileSync(file).includes('Oeuvre Test Camera')).toBe(false);
        }
      },
    );

    it('sets the image as the account image and deletes the previous one when nothing else shows it', async () => {
      const { browser, email } = await signIn();
      const first = (
        (await (await uploadOwn(browser, await images.image('jpeg'))).json()) as { fileUrl: string }
      ).fileUrl;
      const user = () => site.server.orm.em.fork().findOneOrFail(User, { email });
      expect((await user()).profileImageUrl).toBe(first);
      const second = (
        (await (await uploadOwn(browser, await images.image('png'))).json()) as { fileUrl: string }
      ).fileUrl;
      expect((await user()).profileImageUrl).toBe(second);
      expect(filesOnDisk(site.server, first)).toEqual([]);
      expect(await uploadRecord(site.server, first)).toBeNull();
      expect(filesOnDisk(site.server, second)).toHaveLength(3);
    });

    it("keeps the previous image while the artist's draft or published page still shows it", async () => {
      const { browser, email } = await signIn();
      const first = (
        (await (await uploadOwn(browser, await images.image('jpeg'))).json()) as { fileUrl: string }
      ).fileUrl;
      const profileId = await createProfile(site.server, {
        ownerEmail: email,
        published: true,
        profileImageUrl: first,
      });
      const second = (
        (await (await uploadOwn(browser, await images.image('webp'))).json()) as { fileUrl: string }
      ).fileUrl;
      expect(filesOnDisk(site.server, first)).toHaveLength(3);
      const profile = await site.server.orm.em.fork().findOneOrFail(ArtistProfile, profileId);
      expect(profile.profileImageUrl).toBe(first); // the draft changes when the editor saves, through review
      expect((await uploadRecord(site.server, second))?.artist?.id).toBe(profileId);
    });
  });

  describe('refused files', () => {
    const refused: [string, () => Promise<Buffer> | Buffer][] = [
      ['an SVG', images.svgFile],
      ['an HTML page', images.htmlFile],
      ['a JSON file', images.jsonFile],
      ['a GIF', images.gifImage],
      ['HTML behind a JPEG magic number', images.htmlWithJpegMagic],
      ['a JPEG with a web page after its end (polyglot)', images.jpegWithHtmlTail],
      ['a JPEG with a script in a comment segment (polyglot)', images.jpegWithScriptComment],
      ['a PNG with HTML in a text chunk (polyglot)', images.pngWithHtmlText],
      ['a truncated JPEG', () => images.truncated('jpeg')],
      ['a truncated PNG', () => images.truncated('png')],
      ['a truncated WebP', () => images.truncated('webp')],
      ['an empty file', () => Buffer.alloc(0)],
    ];

    it.each(refused)(
      'refuses %s named .jpg and declared image/jpeg: 415, nothing stored',
      async (_kind, make) => {
        const { browser } = await signIn();
        const before = allUploadedFiles(site.server).length;
        const res = await uploadOwn(browser, await make(), { name: 'holiday.jpg', type: 'image/jpeg' });
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual(NOT_AN_IMAGE);
        expect(allUploadedFiles(site.server)).toHaveLength(before);
      },
    );

    it('asks for a file when the field is missing', async () => {
      const { browser } = await signIn();
      const form = new FormData();
      form.append('note', 'no file here');
      const res = await post(browser, '/api/my-profile/upload-image', form);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Please select a file to upload', field: 'profileImage' });
    });

    it('refuses a file under another field name and a body that is not multipart', async () => {
      const { browser } = await signIn();
      const wrongField = await post(
        browser,
        '/api/my-profile/upload-image',
        fileForm('image', await images.image('jpeg', 8, 8)),
      );
      expect(wrongField.status).toBe(400);
      const json = await browser.fetch('/api/my-profile/upload-image', {
        method: 'POST',
        json: { profileImage: 'x' },
      });
      expect(json.status).toBe(415);
    });

    it('refuses 25 MB and one byte with 413 "Maximum file size is 25MB"', async () => {
      const { browser } = await signIn();
      const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x41);
      (await images.image('jpeg', 8, 8)).copy(tooLarge);
      const res = await uploadOwn(browser, tooLarge);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'Maximum file size is 25MB' });
    });

    it('lets exactly 25 MB through the size gate (then judges the bytes)', async () => {
      const { browser } = await signIn();
      const atLimit = Buffer.alloc(MAX_IMAGE_BYTES, 0x41);
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(atLimit);
      const res = await uploadOwn(browser, atLimit);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(NOT_AN_IMAGE);
    });

    it('refuses a decompression bomb before decoding it: a real 56-megapixel PNG and a forged 3.6-gigapixel header', async () => {
      const { browser } = await signIn();
      for (const bomb of [await images.hugeCanvasPng(8000, 7000), await images.forgedHugePng()]) {
        expect(bomb.length).toBeLessThan(1024 * 1024);
        const res = await uploadOwn(browser, bomb, { name: 'big.png', type: 'image/png' });
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ message: TOO_MANY_PIXELS });
      }
    });
  });

  describe('work images', () => {
    const uploadWork = (browser: Browser, artistId: number | string | undefined, bytes: Uint8Array) =>
      post(
        browser,
        '/api/artists/work-image-upload',
        fileForm('file', bytes, { fields: artistId === undefined ? {} : { artistId: String(artistId) } }),
      );

    it('stores an image for a work of the caller’s own profile', async () => {
      const { browser, email } = await signIn();
      const profileId = await createProfile(site.server, { ownerEmail: email });
      const res = await uploadWork(browser, profileId, await images.image('jpeg'));
      expect(res.status).toBe(200);
      const { fileUrl } = (await res.json()) as { fileUrl: string };
      expect(fileUrl).toMatch(STORED_URL);
      expect((await uploadRecord(site.server, fileUrl))?.artist?.id).toBe(profileId);
    });

    it("refuses another artist's profile (403) and an unknown one (404), before reading the image", async () => {
      const owner = await signIn();
      const otherId = await createProfile(site.server, { ownerEmail: owner.email });
      const intruder = await signIn();
      await createProfile(site.server, { ownerEmail: intruder.email });
      const jpeg = await images.image('jpeg');
      const forbidden = await uploadWork(intruder.browser, otherId, jpeg);
      expect(forbidden.status).toBe(403);
      expect(await forbidden.json()).toEqual({ message: 'You can only change your own profile' });
      expect((await uploadWork(intruder.browser, otherId, Buffer.from('<svg/>'))).status).toBe(403);
      expect((await uploadWork(intruder.browser, 987654, jpeg)).status).toBe(404);
    });

    it('refuses a signed-in user without a profile (403) and asks for artistId (400)', async () => {
      const owner = await signIn();
      const profileId = await createProfile(site.server, { ownerEmail: owner.email });
      const { browser } = await signIn();
      expect((await uploadWork(browser, profileId, await images.image('png'))).status).toBe(403);
      expect((await uploadWork(browser, undefined, await images.image('png'))).status).toBe(400);
      expect((await uploadWork(browser, 'abc', await images.image('png'))).status).toBe(400);
    });

    it('lets an admin upload for any artist', async () => {
      const owner = await signIn();
      const profileId = await createProfile(site.server, { ownerEmail: owner.email });
      const { browser } = await signIn({ admin: true });
      const res = await uploadWork(browser, profileId, await images.image('webp'));
      expect(res.status).toBe(200);
      const { fileUrl } = (await res.json()) as { fileUrl: string };
      expect((await uploadRecord(site.server, fileUrl))?.artist?.id).toBe(profileId);
    });
  });

  describe('admin artist image', () => {
    const uploadFor = (browser: Browser, id: number, bytes: Uint8Array) =>
      post(browser, `/api/admin/artists/${id}/upload-image`, fileForm('profileImage', bytes));

    it('sets the portrait on the draft and the published page, and deletes the replaced files', async () => {
      const { browser } = await signIn({ admin: true });
      const profileId = await createProfile(site.server, { published: true });
      const first = (
        (await (await uploadFor(browser, profileId, await images.image('jpeg'))).json()) as {
          fileUrl: string;
        }
      ).fileUrl;
      let profile = await site.server.orm.em.fork().findOneOrFail(ArtistProfile, profileId);
      expect(profile.profileImageUrl).toBe(first);
      expect(profile.published?.profileImageUrl).toBe(first);

      const res = await uploadFor(browser, profileId, await images.image('png'));
      expect(res.status).toBe(200);
      const second = ((await res.json()) as { fileUrl: string }).fileUrl;
      profile = await site.server.orm.em.fork().findOneOrFail(ArtistProfile, profileId);
      expect(profile.profileImageUrl).toBe(second);
      expect(profile.published?.profileImageUrl).toBe(second);
      expect(filesOnDisk(site.server, first)).toEqual([]);
      expect(filesOnDisk(site.server, second)).toHaveLength(3);
    });

    it('sets only the draft of a profile never published', async () => {
      const { browser } = await signIn({ admin: true });
      const profileId = await createProfile(site.server);
      const res = await uploadFor(browser, profileId, await images.image('webp'));
      expect(res.status).toBe(200);
      const profile = await site.server.orm.em.fork().findOneOrFail(ArtistProfile, profileId);
      expect(profile.profileImageUrl).toBe(((await res.json()) as { fileUrl: string }).fileUrl);
      expect(profile.published).toBeNull();
    });

    it('is for admins only, and answers 404 for an unknown artist', async () => {
      const owner = await signIn();
      const profileId = await createProfile(site.server, { ownerEmail: owner.email });
      const jpeg = await images.image('jpeg', 16, 16);
      expect((await uploadFor(owner.browser, profileId, jpeg)).status).toBe(403);
      expect((await uploadFor(site.server.browser(), profileId, jpeg)).status).toBe(401);
      const admin = await signIn({ admin: true });
      expect((await uploadFor(admin.browser, 987654, jpeg)).status).toBe(404);
      expect((await uploadFor(admin.browser, profileId, images.htmlFile())).status).toBe(415);
    });
  });

  it('answers 401 to anonymous callers of every upload route', async () => {
    const anonymous = site.server.browser();
    const jpeg = await images.image('jpeg', 8, 8);
    for (const [path, field] of [
      ['/api/my-profile/upload-image', 'profileImage'],
      ['/api/artists/work-image-upload', 'file'],
      ['/api/admin/artists/1/upload-image', 'profileImage'],
    ] as const) {
      const res = await post(
        anonymous,
        path,
        fileForm(field, jpeg, { fields: field === 'file' ? { artistId: '1' } : {} }),
      );
      expect(res.status).toBe(401);
    }
  });
});
