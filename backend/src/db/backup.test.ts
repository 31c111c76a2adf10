import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPostgresDatabase, tempDataFolder, type DataFolder, type TestDatabase } from '@oeuvre/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Upload } from '../modules/uploads/upload.entity.ts';
import { newUploadKey, variantPaths } from '../modules/uploads/upload-files.ts';
import { backupSite, BackupError, restoreSite, tableCounts, uploadFilesOf, type Site } from './backup.ts';
import { closeORM, initORM, type Orm } from './orm.ts';
import { engines, seedArtist } from '../../test/db.ts';

/** Two artists with everything an account holds, and stored images whose files are on disk. */
async function fillSite(orm: Orm, dataDir: string): Promise<void> {
  for (const handle of [`ana-${randomBytes(3).toString('hex')}`, `ben-${randomBytes(3).toString('hex')}`]) {
    const { userId, profileId } = await seedArtist(orm, handle);
    const em = orm.em.fork();
    for (let i = 0; i < 3; i++) {
      const key = newUploadKey();
      const paths = variantPaths(key, 'jpg');
      const variants = [paths.original, paths.large, paths.small];
      for (const file of variants) {
        mkdirSync(path.join(dataDir, 'uploads', path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dataDir, 'uploads', file), randomBytes(256));
      }
      em.create(Upload, {
        owner: userId,
        artist: profileId,
        key,
        variants,
        contentType: 'image/jpeg',
        bytes: 256,
      });
    }
    await em.flush();
  }
}

async function contentOf(orm: Orm, dataDir: string) {
  const tables = await tableCounts(orm.em.fork());
  const files = await uploadFilesOf(orm.em.fork());
  return { tables, files, onDisk: files.filter((f) => existsSync(path.join(dataDir, 'uploads', f))).length };
}

describe('backup and restore of the embedded engine', () => {
  const folders: DataFolder[] = [];
  const folder = (name: string) => {
    const made = tempDataFolder(name);
    folders.push(made);
    return made.path;
  };
  let source: Site;
  let before: Awaited<ReturnType<typeof contentOf>>;
  let backupDir: string;

  beforeAll(async () => {
    source = { dataDir: folder('site') };
    const orm = await initORM({ dataDir: source.dataDir, migrate: true });
    try {
      await fillSite(orm, source.dataDir);
      before = await contentOf(orm, source.dataDir);
      // While the server has the database open, a folder copy could be torn: refused.
      await expect(backupSite(source, path.join(folder('open'), 'backup'))).rejects.toThrow(
        /is open: stop the server first/,
      );
    } finally {
      await closeORM(orm);
    }
    backupDir = path.join(folder('backup'), 'oeuvre');
    await backupSite(source, backupDir);
  });
  afterAll(() => {
    for (const made of folders) made.remove();
  });

  it('writes a manifest with the row count of every table and every upload file', () => {
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      engine: 'pglite',
      tables: before.tables,
      uploadFiles: 18,
      missingFiles: [],
    });
    expect(before.tables.artist_profile).toBe(2);
    expect(before.tables.upload).toBe(8);
  });

  it('restores into an empty DATA_DIR with identical row counts and every image row its file', async () => {
    const target: Site = { dataDir: folder('restored') };
    const result = await restoreSite(target, backupDir);
    expect(result.missingFiles).toEqual([]);
    const orm = await initORM({ dataDir: target.dataDir });
    try {
      const after = await contentOf(orm, target.dataDir);
      expect(after.tables).toEqual(before.tables);
      expect(after.files).toEqual(before.files);
      expect(after.onDisk).toBe(before.files.length);
    } finally {
      await closeORM(orm);
    }
  });

  it('refuses to restore over an existing database, to restore into the other engine, and a folder that is no backup', async () => {
    await expect(restoreSite(source, backupDir)).rejects.toThrow(/already holds a database/);
    await expect(
      restoreSite({ dataDir: folder('x'), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, backupDir),
    ).rejects.toThrow(/backup is of the embedded \(PGlite\) database/);
    await expect(restoreSite({ dataDir: folder('y') }, folder('not-a-backup'))).rejects.toThrow(BackupError);
  });

  it('refuses to write into a folder that is not empty', async () => {
    await expect(backupSite(source, backupDir)).rejects.toThrow(/is not empty/);
  });
});

describe.runIf(engines().includes('postgresql'))('backup and restore of PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const databases: TestDatabase[] = [];
  const folders: DataFolder[] = [];
  const tempDir = (name: string) => {
    const made = tempDataFolder(name);
    folders.push(made);
    return made.path;
  };
  let source: Site;
  let orm: Orm;

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) databases.push(await createPostgresDatabase(serverUrl, 'oeuvre_backup'));
    source = { databaseUrl: databases[0]!.url, dataDir: tempDir('pg-site') };
    orm = await initORM({ databaseUrl: source.databaseUrl, migrate: true });
    await fillSite(orm, source.dataDir);
  });
  afterAll(async () => {
    await orm?.close(true);
    for (const database of databases) await database.drop();
    for (const made of folders) made.remove();
  });

  it('dumps while the database is in use and restores into an empty database with identical row counts and files', async () => {
    const before = await contentOf(orm, source.dataDir);
    const backupDir = path.join(tempDir('pg-backup'), 'oeuvre');
    const manifest = await backupSite(source, backupDir);
    expect(manifest).toMatchObject({
      engine: 'postgresql',
      tables: before.tables,
      uploadFiles: 18,
      missingFiles: [],
    });
    expect(existsSync(path.join(backupDir, 'database.dump'))).toBe(true);

    const target: Site = { databaseUrl: databases[1]!.url, dataDir: tempDir('pg-restored') };
    const result = await restoreSite(target, backupDir);
    expect(result.missingFiles).toEqual([]);
    const restored = await initORM({ databaseUrl: target.databaseUrl });
    try {
      const after = await contentOf(restored, target.dataDir);
      expect(after.tables).toEqual(before.tables);
      expect(after.files).toEqual(before.files);
      expect(after.onDisk).toBe(before.files.length);
      // Sequences come back too: a new row gets a fresh id, not one that is taken.
      const em = restored.em.fork();
      em.create(Upload, { key: newUploadKey(), contentType: 'image/webp', bytes: 1 });
      await em.flush();
    } finally {
      await closeORM(restored);
    }

    // The target now holds tables: a second restore into it is refused, and so is the wrong engine.
    await expect(restoreSite(target, backupDir)).rejects.toThrow(/restore into a new, empty database/);
    const wrong = tempDir('pg-wrong');
    await expect(restoreSite({ dataDir: wrong }, backupDir)).rejects.toThrow(
      /backup is of the PostgreSQL database/,
    );
  });
});
