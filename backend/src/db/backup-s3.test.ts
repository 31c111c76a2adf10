// Backup and restore of a site whose uploads are in a bucket (a real S3 API server, s3rver): the backup holds the
// database and checks the bucket holds every file the rows name (the objects themselves are backed up by the
// storage's own tools); a backup of a site on a folder restores its files into a bucket.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { tempDataFolder, type DataFolder } from '@oeuvre/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArtist } from '../../test/db.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { loadConfig } from '../config.ts';
import { inspectImage, storeImage } from '../modules/uploads/image.service.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { Upload } from '../modules/uploads/upload.entity.ts';
import { newUploadKey, variantPaths } from '../modules/uploads/upload-files.ts';
import { uploadStorageOf } from '../modules/uploads/upload-storage.ts';
import { backupSite, restoreSite, type Site } from './backup.ts';
import { closeORM, initORM } from './orm.ts';

describe('backup and restore with uploads in a bucket', () => {
  let s3: TestS3;
  const folders: DataFolder[] = [];
  const folder = (name: string) => {
    const made = tempDataFolder(name);
    folders.push(made);
    return made.path;
  };
  const siteOn = (prefix: string): Site => {
    const dataDir = folder(prefix);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env(prefix) }, { persistSecret: false });
    return { dataDir, uploadsStorage: config.uploadsStorage };
  };

  beforeAll(async () => {
    s3 = await startTestS3('oeuvre-backup');
  });
  afterAll(async () => {
    await s3?.close();
    for (const made of folders) made.remove();
  });

  it('backs up the database, not the objects, and names the files the bucket lacks', async () => {
    const site = siteOn('site-one');
    const orm = await initORM({ dataDir: site.dataDir, migrate: true });
    const storage = await uploadStorageOf(site);
    let files: string[];
    try {
      const { profileId } = await seedArtist(orm, 'bucket-artist');
      const em = orm.em.fork();
      const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c08040' } }).png().toBuffer();
      const image = await inspectImage({
        file: { fieldname: 'file', originalname: 'a.png', mimetype: 'image/png', size: bytes.length, buffer: bytes },
        field: 'file',
      });
      await storeImage(em, storage, image, { owner: null, artist: em.getReference(ArtistProfile, profileId) });
      files = (await orm.em.fork().find(Upload, {})).flatMap((u) => u.variants);
    } finally {
      await closeORM(orm);
    }
    expect(files).toHaveLength(3);
    expect(existsSync(path.join(site.dataDir, 'uploads'))).toBe(false);

    const backupDir = path.join(folder('backup'), 'oeuvre');
    const manifest = await backupSite(site, backupDir);
    expect(manifest).toMatchObject({ engine: 'pglite', uploadFiles: 3, missingFiles: [], uploadsStorage: 's3://oeuvre-backup/site-one' });
    expect(existsSync(path.join(backupDir, 'uploads'))).toBe(false);

    await storage.remove([files[0]!]);
    const second = await backupSite(site, path.join(folder('backup-two'), 'oeuvre'));
    expect(second.missingFiles).toEqual([files[0]]);

    // Restored into a site on the same bucket and prefix: the rows are back, and the bucket is checked.
    const target: Site = { ...site, dataDir: folder('restored') };
    const result = await restoreSite(target, backupDir);
    expect(result.tables).toEqual(manifest.tables);
    expect(result.missingFiles).toEqual([files[0]]);
  });

  it('restores a backup of a site on a folder into a site on a bucket, copying its files', async () => {
    const source: Site = { dataDir: folder('folder-site') };
    const orm = await initORM({ dataDir: source.dataDir, migrate: true });
    const paths = variantPaths(newUploadKey(), 'jpg');
    try {
      const { profileId } = await seedArtist(orm, 'folder-artist');
      for (const file of Object.values(paths)) {
        mkdirSync(path.join(source.dataDir, 'uploads', path.dirname(file)), { recursive: true });
        writeFileSync(path.join(source.dataDir, 'uploads', file), Buffer.from(file));
      }
      const em = orm.em.fork();
      em.create(Upload, { owner: null, artist: profileId, key: paths.original.slice(3, 35), variants: Object.values(paths), contentType: 'image/jpeg', bytes: 10 });
      await em.flush();
    } finally {
      await closeORM(orm);
    }
    const backupDir = path.join(folder('folder-backup'), 'oeuvre');
    await backupSite(source, backupDir);

    const target = siteOn('site-two');
    const result = await restoreSite(target, backupDir);
    expect(result.missingFiles).toEqual([]);
    expect(await s3.keys('site-two/')).toEqual(Object.values(paths).map((f) => `site-two/${f}`).sort());
    expect((await (await uploadStorageOf(target)).read(paths.large))!.toString()).toBe(paths.large);
    expect(existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
  });
});
