// `pnpm db:backup` while the server runs, `pnpm db:restore` into an empty database: the restored site serves it all.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillEverySection } from './support/cv.ts';
import {
  createProfile,
  publishedArtist,
  signIn,
  unique,
  uniqueEmail,
  uploadImage,
  type Browser,
} from './support/people.ts';
import { createDatabase, rows, type Database } from './support/postgres.ts';
import { filesUnder, tableNames, uploadFilesInDatabase } from './support/references.ts';
import {
  backendDir,
  removeDataDir,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './support/server-process.ts';
import { useSite } from './support/site.ts';

const run = promisify(execFile);
const projectDir = path.resolve(backendDir, '..');

/** Runs a root script the way a person does, with the site's environment. */
function pnpm(script: string, args: string[], env: Record<string, string>) {
  return run('npx', ['-y', 'pnpm@10', script, ...args], {
    cwd: projectDir,
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
}

async function counts(url: string): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of await tableNames(url)) {
    result[table] = (await rows<{ n: number }>(url, `select count(*)::int as n from "${table}"`))[0]!.n;
  }
  return result;
}

describe('backup and restore of a running site on PostgreSQL', () => {
  // The running site is the source; the backup is restored into a second, empty database and data folder.
  const site = useSite('backup-source');
  let target: Database;
  let targetDir: string;
  let backupParent: string;
  let restored: ServerProcess | undefined;

  beforeAll(async () => {
    target = await createDatabase();
    targetDir = tempDataDir('backup-target');
    backupParent = mkdtempSync(path.join(tmpdir(), 'oeuvre-reliability-backups-'));
  });
  afterAll(async () => {
    await restored?.stop();
    await target?.drop();
    for (const dir of [targetDir, backupParent]) removeDataDir(dir);
  });

  it('restores identical row counts, every image row with its file, and serves the same pages and images', async () => {
    const artists = [];
    for (let i = 0; i < 3; i++) {
      const { browser, profile } = await publishedArtist(site.server.url, site.admin, `kept${i}`);
      const work = await uploadImage(browser, '/api/artists/work-image-upload', 'file', {
        artistId: String(profile.id),
      });
      await fillEverySection(browser, profile.id, work);
      await uploadImage(browser, '/api/my-profile/upload-image', 'profileImage');
      await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST' });
      artists.push(profile);
    }
    const pending = uniqueEmail('pending');
    await createProfile(await signIn(site.server.url, pending), `Pending ${unique('a')}`, pending);

    const backupDir = path.join(backupParent, 'nightly');
    const backedUp = await pnpm('db:backup', [backupDir], {
      DATABASE_URL: site.db.url,
      DATA_DIR: site.dataDir,
    });
    expect(backedUp.stdout).toMatch(
      /Backed up the PostgreSQL database \(\d+ tables, \d+ rows\) and \d+ upload files/,
    );
    const before = await counts(site.db.url);
    const images = await uploadFilesInDatabase(site.db.url);
    expect(images.length).toBeGreaterThanOrEqual(18);

    const restoring = await pnpm('db:restore', [backupDir], {
      DATABASE_URL: target.url,
      DATA_DIR: targetDir,
    });
    expect(restoring.stdout).toContain(`and ${images.length} of ${images.length} upload files`);
    expect(await counts(target.url)).toEqual(before);
    expect(await uploadFilesInDatabase(target.url)).toEqual(images);
    expect(filesUnder(path.join(targetDir, 'uploads'))).toEqual(expect.arrayContaining(images));

    // Restoring again over the restored database is refused, and changes nothing.
    await expect(
      pnpm('db:restore', [backupDir], { DATABASE_URL: target.url, DATA_DIR: targetDir }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('restore into a new, empty database'),
    });
    expect(await counts(target.url)).toEqual(before);

    restored = await startServer({
      databaseUrl: target.url,
      dataDir: targetDir,
      adminEmails: site.adminEmails,
    });
    for (const profile of artists) {
      const [a, b] = await Promise.all([
        fetch(`${site.server.url}/api/artists/${profile.slug}`).then((r) => r.json()),
        fetch(`${restored.url}/api/artists/${profile.slug}`).then((r) => r.json()),
      ]);
      expect(b).toEqual(a);
    }
    for (const file of images)
      expect((await fetch(`${restored.url}/uploads/${file}`)).status, file).toBe(200);
    // Sessions are rows like any other: the admin is still signed in on the restored site.
    const sameAdmin = new (site.admin.constructor as typeof Browser)(restored.url);
    for (const pair of site.admin.cookieHeader().split('; '))
      sameAdmin.setCookie(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    expect((await sameAdmin.fetch('/api/admin/stats')).status).toBe(200);
  });
});
