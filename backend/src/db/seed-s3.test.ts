// The demo seed on a site whose uploads are in a bucket (a real S3 API server, s3rver): every image it draws is an
// object there, none a file under DATA_DIR/uploads.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrm, type TestOrm } from '../../test/db.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { loadConfig } from '../config.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { uploadStorageOf } from '../modules/uploads/upload-storage.ts';
import { seedDemoArtists } from './seed.ts';

describe('demo seed with uploads in a bucket', () => {
  let db: TestOrm;
  let s3: TestS3;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-seed-s3-'));
  beforeAll(async () => {
    db = await createTestOrm('pglite');
    s3 = await startTestS3('oeuvre-seed');
  });
  afterAll(async () => {
    await db?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every drawn image and its variants as objects', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env('demo') }, { persistSecret: false });
    const storage = await uploadStorageOf(config);
    expect(await seedDemoArtists(db.orm.em.fork(), { uploadsDir: storage, limit: 2 })).toBe(2);
    const profiles = await db.orm.em.fork().find(ArtistProfile, {}, { populate: ['works'] });
    const urls = profiles.flatMap((p) => [p.profileImageUrl!, ...p.works.getItems().map((w) => w.imageUrl!)]);
    expect(urls.length).toBeGreaterThan(2);
    const keys = await s3.keys('demo/');
    expect(keys).toHaveLength(urls.length * 3);
    for (const url of urls) expect(keys).toContain(`demo/${url.replace(/^\/uploads\//, '')}`);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});
