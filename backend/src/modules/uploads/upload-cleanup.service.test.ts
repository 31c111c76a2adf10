import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, engines, type TestOrm } from '../../../test/db.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { GalleryItem } from '../gallery/gallery-item.entity.ts';
import { SECTION_ENTITIES } from '../sections/sections.entity.ts';
import { User } from '../users/user.entity.ts';
import * as images from './fixtures/images.ts';
import { unique } from './fixtures/requests.ts';
import { inspectImage, storeImage } from './image.service.ts';
import { deleteFilesOf, releaseFiles, sweepUnusedUploads, uploadUrlsIn } from './upload-cleanup.service.ts';
import { removeFiles, uploadKeyOf, uploadsDirOf } from './upload-files.ts';
import { Upload } from './upload.entity.ts';
import { publishedVersion } from '../artists/artist.fixtures.ts';

const { works: Work } = SECTION_ENTITIES;

describe.each(engines())('deleting stored images on %s', (engine) => {
  let db: TestOrm;
  let config: { dataDir: string };

  beforeAll(async () => {
    db = await createTestOrm(engine);
    config = { dataDir: mkdtempSync(path.join(tmpdir(), 'oeuvre-cleanup-')) };
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  const em = () => db.orm.em.fork();

  async function person(withProfile: boolean) {
    const fork = em();
    const handle = unique('cleanup');
    const user = fork.create(User, { email: `${handle}@oeuvre.test` });
    const profile = withProfile
      ? fork.create(ArtistProfile, {
          user,
          slug: handle,
          fullName: 'Ann Example',
          email: `${handle}@oeuvre.test`,
          city: 'Oslo',
          country: 'Norway',
        })
      : null;
    await fork.flush();
    return { userId: user.id, profileId: profile?.id ?? null };
  }

  async function store(links: { ownerId: number | null; artistId: number | null }) {
    const fork = em();
    const image = await inspectImage({
      file: {
        fieldname: 'file',
        originalname: 'a.jpg',
        mimetype: 'image/jpeg',
        size: 0,
        buffer: await images.image('jpeg', 64, 48),
      },
      field: 'file',
    });
    const stored = await storeImage(fork, uploadsDirOf(config), image, {
      owner: links.ownerId ? fork.getReference(User, links.ownerId) : null,
      artist: links.artistId ? fork.getReference(ArtistProfile, links.artistId) : null,
    });
    return stored.fileUrl;
  }

  const filesExist = async (url: string) => {
    const upload = await em().findOne(Upload, { key: uploadKeyOf(url)! });
    const expected = [url, url.replace('-1600.webp', '-400.webp'), url.replace('-1600.webp', '.jpg')];
    const onDisk = expected.map((u) =>
      existsSync(path.join(uploadsDirOf(config), u.replace('/uploads/', ''))),
    );
    return { record: upload !== null, files: onDisk.every(Boolean), anyFile: onDisk.some(Boolean) };
  };
  const kept = { record: true, files: true, anyFile: true };
  const gone = { record: false, files: false, anyFile: false };

  it('deletes every upload of an artist profile, and only those', async () => {
    const ann = await person(true);
    const bob = await person(true);
    const admin = await person(false);
    const portrait = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const byAdmin = await store({ ownerId: admin.userId, artistId: ann.profileId });
    const bobs = await store({ ownerId: bob.userId, artistId: bob.profileId });
    await deleteFilesOf(em(), config, { artistId: ann.profileId! });
    expect(await filesExist(portrait)).toEqual(gone);
    expect(await filesExist(byAdmin)).toEqual(gone);
    expect(await filesExist(bobs)).toEqual(kept);
  });

  it("deletes a user's profile uploads and their own loose uploads, not what they uploaded for another artist", async () => {
    const ann = await person(true);
    const moderator = await person(false);
    const loose = await store({ ownerId: moderator.userId, artistId: null });
    const forAnn = await store({ ownerId: moderator.userId, artistId: ann.profileId });
    const annsOwn = await store({ ownerId: ann.userId, artistId: ann.profileId });
    await deleteFilesOf(em(), config, { userId: moderator.userId });
    expect(await filesExist(loose)).toEqual(gone);
    expect(await filesExist(forAnn)).toEqual(kept);
    await deleteFilesOf(em(), config, { userId: ann.userId });
    expect(await filesExist(forAnn)).toEqual(gone);
    expect(await filesExist(annsOwn)).toEqual(gone);
  });

  it('deletes the uploads behind given URLs (any variant) and ignores other URLs', async () => {
    const ann = await person(true);
    const a = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const b = await store({ ownerId: ann.userId, artistId: ann.profileId });
    await deleteFilesOf(em(), config, {
      fileUrls: [
        a.replace('-1600.webp', '-400.webp'),
        'https://example.org/x.jpg',
        '/uploads/../../etc/passwd',
        null,
      ],
    });
    expect(await filesExist(a)).toEqual(gone);
    expect(await filesExist(b)).toEqual(kept);
    await deleteFilesOf(em(), config, {}); // an empty scope deletes nothing
    expect(await filesExist(b)).toEqual(kept);
  });

  it('releases an image only once nothing of its artist or owner shows it', async () => {
    const ann = await person(true);
    const work = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const gallery = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const snapshot = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const avatar = await store({ ownerId: ann.userId, artistId: null });
    const unused = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const fork = em();
    const profile = await fork.findOneOrFail(ArtistProfile, ann.profileId!);
    fork.create(Work, { artist: profile, title: 'Tide', medium: 'Oil', year: '2020', imageUrl: work });
    const item = fork.create(GalleryItem, { artist: profile, title: 'Shore', fileUrl: gallery });
    profile.published = publishedVersion({
      fullName: profile.fullName,
      city: profile.city,
      country: profile.country,
      works: [{ title: 'Tide', medium: 'Oil', dimensions: null, year: '2020', imageUrl: snapshot, exhibition: null }],
    });
    (await fork.findOneOrFail(User, ann.userId)).profileImageUrl = avatar;
    await fork.flush();

    await releaseFiles(em(), config, [work, gallery, snapshot, avatar, unused]);
    for (const url of [work, gallery, snapshot, avatar]) expect(await filesExist(url)).toEqual(kept);
    expect(await filesExist(unused)).toEqual(gone);

    await fork.remove(item).flush();
    await releaseFiles(em(), config, [gallery]);
    expect(await filesExist(gallery)).toEqual(gone);
  });

  it('sweeps images nothing shows once they are a day old; keeps everything shown, and recent ones', async () => {
    const ann = await person(true);
    const other = await person(true);
    const work = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const gallery = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const snapshot = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const avatar = await store({ ownerId: ann.userId, artistId: null });
    const portrait = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const shownElsewhere = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const neverSaved = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const looseNeverSaved = await store({ ownerId: ann.userId, artistId: null });
    const recent = await store({ ownerId: ann.userId, artistId: ann.profileId });
    const fork = em();
    const profile = await fork.findOneOrFail(ArtistProfile, ann.profileId!);
    fork.create(Work, { artist: profile, title: 'Tide', medium: 'Oil', year: '2020', imageUrl: work });
    fork.create(GalleryItem, { artist: profile, title: 'Shore', fileUrl: gallery });
    profile.profileImageUrl = portrait.replace('-1600.webp', '-400.webp'); // any variant shows the upload
    profile.published = publishedVersion({
      fullName: profile.fullName,
      city: profile.city,
      country: profile.country,
      works: [{ title: 'Tide', medium: 'Oil', dimensions: null, year: '2020', imageUrl: snapshot, exhibition: null }],
    });
    (await fork.findOneOrFail(User, ann.userId)).profileImageUrl = avatar;
    // Another artist's work showing the image keeps it too: the sweep deletes only what nothing shows.
    const others = await fork.findOneOrFail(ArtistProfile, other.profileId!);
    fork.create(Work, { artist: others, title: 'Copy', medium: 'Oil', year: '2021', imageUrl: shownElsewhere });
    await fork.flush();
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    const old = [work, gallery, snapshot, avatar, portrait, shownElsewhere, neverSaved, looseNeverSaved];
    await em().nativeUpdate(Upload, { key: { $in: old.map((u) => uploadKeyOf(u)!) } }, { createdAt: dayAndAMinuteAgo });

    expect(await sweepUnusedUploads(em(), config)).toBe(2);
    for (const url of [work, gallery, snapshot, avatar, portrait, shownElsewhere, recent])
      expect(await filesExist(url)).toEqual(kept);
    expect(await filesExist(neverSaved)).toEqual(gone);
    expect(await filesExist(looseNeverSaved)).toEqual(gone);
    expect(await sweepUnusedUploads(em(), config)).toBe(0);
  });

  it('finds every stored-image URL in a snapshot', () => {
    const a = '/uploads/ab/abababababababababababababababab-1600.webp';
    const b = '/uploads/cd/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.png';
    expect(
      uploadUrlsIn({
        profileImageUrl: a,
        works: [{ imageUrl: b }, { imageUrl: 'https://example.org/w.jpg' }],
        title: 'x',
      }),
    ).toEqual([a, b]);
  });

  it('never removes a file outside the uploads folder', async () => {
    const outside = path.join(config.dataDir, 'keep.txt');
    writeFileSync(outside, 'keep');
    await removeFiles(uploadsDirOf(config), ['../keep.txt', '/etc/hostname']);
    expect(existsSync(outside)).toBe(true);
  });
});
