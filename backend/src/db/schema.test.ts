import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CheckConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../modules/activity/activity.entity.ts';
import { ArtistProfile } from '../modules/artists/artist-profile.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { Connection } from '../modules/connections/connection.entity.ts';
import { CsvJob } from '../modules/csv-import/csv-job.entity.ts';
import { DesktopAuthCode } from '../modules/desktop/desktop-auth-code.entity.ts';
import { DesktopToken } from '../modules/desktop/desktop-token.entity.ts';
import { GalleryItem } from '../modules/gallery/gallery-item.entity.ts';
import { SITE_SETTINGS_ID, SiteSettings } from '../modules/settings/site-settings.entity.ts';
import type { SectionEntities } from '../modules/sections/sections.entity.ts';
type Work = SectionEntities['works'];
import { Upload } from '../modules/uploads/upload.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { publishedVersion } from '../modules/artists/artist.fixtures.ts';
import { sectionEntities } from './entities.ts';
import { closeORM, initORM, isDatabaseUp, type Em, type Orm } from './orm.ts';
import { createTestOrm, engines, seedArtist, type TestOrm } from '../../test/db.ts';

describe.each(engines())('database on %s', (engine) => {
  let db: TestOrm;
  let orm: Orm;
  const fork = (): Em => orm.em.fork();

  beforeAll(async () => {
    db = await createTestOrm(engine);
    orm = db.orm;
  });
  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration from scratch and leaves none pending', async () => {
    const executed = await orm.migrator.getExecuted();
    expect(executed.length).toBeGreaterThan(0);
    expect(executed.some((m) => m.name.endsWith('_initial'))).toBe(true);
    expect(await orm.migrator.getPending()).toEqual([]);
  });

  it('matches the entities exactly once migrated: the schema diff is empty', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('has pg_trgm installed for the directory search', async () => {
    const rows = await fork().execute<{ extname: string }[]>(
      `select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(rows).toEqual([{ extname: 'pg_trgm' }]);
  });

  it('starts with the one settings row holding the product defaults', async () => {
    const settings = await fork().findOneOrFail(SiteSettings, SITE_SETTINGS_ID);
    expect(settings).toMatchObject({
      id: 1,
      siteName: 'Oeuvre',
      allowRegistration: true,
      requireApproval: true,
      maxGallerySize: 25,
      emailNotifications: true,
      adminEmails: '',
    });
    expect(settings.siteDescription.length).toBeGreaterThan(0);
    expect(await fork().count(SiteSettings)).toBe(1);
  });

  it('refuses a second settings row and a gallery size outside 1 to 100', async () => {
    await expect(fork().insert(SiteSettings, { id: 2 })).rejects.toBeInstanceOf(
      CheckConstraintViolationException,
    );
    await expect(
      fork().nativeUpdate(SiteSettings, { id: SITE_SETTINGS_ID }, { maxGallerySize: 0 }),
    ).rejects.toBeInstanceOf(CheckConstraintViolationException);
    expect((await fork().findOneOrFail(SiteSettings, SITE_SETTINGS_ID)).maxGallerySize).toBe(25);
  });

  it('deleting a user removes their profile and every row that hangs on it, and nothing of anyone else', async () => {
    const leaving = await seedArtist(orm, 'leaving');
    const staying = await seedArtist(orm, 'staying');
    const em = fork();
    // Ties between the two: support both ways, an upload the leaving user made for the other artist, their log lines.
    em.create(Connection, { sender: leaving.profileId, receiver: staying.profileId });
    em.create(Connection, {
      sender: staying.profileId,
      receiver: leaving.profileId,
      status: 'accepted',
      isMutual: true,
    });
    const sharedUpload = em.create(Upload, {
      owner: leaving.userId,
      artist: staying.profileId,
      key: 'shared-upload',
      contentType: 'image/webp',
      bytes: 10,
    });
    const activity = em.create(Activity, { type: 'approval', message: 'Approved', actor: leaving.userId });
    const job = em.create(CsvJob, { createdBy: leaving.userId });
    await em.flush();
    const stayingBefore = await countRowsOf(fork(), staying);

    const user = await fork().findOneOrFail(User, leaving.userId);
    await orm.em.fork().remove(user).flush();

    const check = fork();
    expect(await check.count(ArtistProfile, { id: leaving.profileId })).toBe(0);
    expect(await countRowsOf(check, leaving)).toEqual(
      Object.fromEntries(Object.keys(stayingBefore).map((k) => [k, 0])),
    );
    expect(
      await check.count(Connection, {
        $or: [{ sender: leaving.profileId }, { receiver: leaving.profileId }],
      }),
    ).toBe(0);
    expect(await countRowsOf(check, staying)).toEqual(stayingBefore);
    // The log and the other artist's image stay, no longer pointing at the deleted account.
    expect((await check.findOneOrFail(Upload, sharedUpload.id)).owner).toBeNull();
    expect((await check.findOneOrFail(Activity, activity.id)).actor).toBeNull();
    expect((await check.findOneOrFail(CsvJob, job.id)).createdBy).toBeNull();
  });

  it('reports a taken slug as a UniqueConstraintViolationException', async () => {
    const em = fork();
    em.create(ArtistProfile, {
      slug: 'same-slug',
      fullName: 'First',
      email: 'a@oeuvre.test',
      city: 'Oslo',
      country: 'Norway',
    });
    await em.flush();
    const other = fork();
    other.create(ArtistProfile, {
      slug: 'same-slug',
      fullName: 'Second',
      email: 'b@oeuvre.test',
      city: 'Oslo',
      country: 'Norway',
    });
    await expect(other.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('stores emails lower-cased, so one address cannot sign up twice in another case', async () => {
    const em = fork();
    const user = em.create(User, { email: '  Mixed.Case@Oeuvre.TEST ' });
    await em.flush();
    const row = await fork().findOneOrFail(User, user.id);
    expect(row.email).toBe('mixed.case@oeuvre.test');
    expect(await fork().count(User, { email: 'MIXED.CASE@oeuvre.test' })).toBe(1);
    const again = fork();
    again.create(User, { email: 'mixed.case@OEUVRE.test' });
    await expect(again.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('refuses a profile supporting itself and a second support of the same artist', async () => {
    const a = await seedArtist(orm, 'self-a');
    const b = await seedArtist(orm, 'self-b');
    await expect(
      fork().insert(Connection, { sender: a.profileId, receiver: a.profileId }),
    ).rejects.toBeInstanceOf(CheckConstraintViolationException);
    await fork().insert(Connection, { sender: a.profileId, receiver: b.profileId });
    await expect(
      fork().insert(Connection, { sender: a.profileId, receiver: b.profileId }),
    ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('increments the profile version on every update and refuses a write based on a stale copy', async () => {
    const { profileId } = await seedArtist(orm, 'versioned');
    const first = fork();
    const second = fork();
    const mine = await first.findOneOrFail(ArtistProfile, profileId);
    const stale = await second.findOneOrFail(ArtistProfile, profileId);
    expect(mine.version).toBe(1);

    mine.city = 'Lyon';
    await first.flush();
    expect(mine.version).toBe(2);
    expect((await fork().findOneOrFail(ArtistProfile, profileId)).version).toBe(2);

    stale.city = 'Nice';
    await expect(second.flush()).rejects.toBeInstanceOf(OptimisticLockError);
    expect((await fork().findOneOrFail(ArtistProfile, profileId)).city).toBe('Lyon');
  });

  it('keeps the search text lower-cased and unaccented, from the published copy once there is one', async () => {
    const em = fork();
    const profile = em.create(ArtistProfile, {
      slug: 'jose-alvarez',
      fullName: 'José Álvarez',
      displayName: 'Pepe',
      email: 'jose@oeuvre.test',
      city: 'São Paulo',
      country: 'Brasil',
    });
    await em.flush();
    const byText = (text: string) => fork().count(ArtistProfile, { searchText: { $ilike: `%${text}%` } });
    expect(await byText('jose alvarez')).toBe(1);
    expect(await byText('sao paulo')).toBe(1);

    // The draft moves on; the directory still shows (and finds) the approved copy.
    profile.published = publishedVersion({ fullName: 'José Álvarez', city: 'São Paulo', country: 'Brasil' });
    profile.city = 'Zürich';
    await em.flush();
    expect(await byText('sao paulo')).toBe(1);
    expect(await byText('zurich')).toBe(0);
  });

  it('gives every new row lists of its own that are stored as lists', async () => {
    const em = fork();
    const base = { fullName: 'Lists', email: 'lists@oeuvre.test', city: 'Oslo', country: 'Norway' };
    const first = em.create(ArtistProfile, { ...base, slug: 'lists-1' });
    const second = em.create(ArtistProfile, { ...base, slug: 'lists-2' });
    first.disciplines.push('sculpture');
    const upload = em.create(Upload, { key: 'lists-upload', contentType: 'image/webp', bytes: 1 });
    const job = em.create(CsvJob, {});
    const session = em.create(Session, { id: 'lists-session', expiresAt: new Date(Date.now() + 60_000) });
    await em.flush();

    const check = fork();
    expect((await check.findOneOrFail(ArtistProfile, first.id)).disciplines).toEqual(['sculpture']);
    expect((await check.findOneOrFail(ArtistProfile, second.id)).disciplines).toEqual([]);
    expect((await check.findOneOrFail(Upload, upload.id)).variants).toEqual([]);
    expect((await check.findOneOrFail(CsvJob, job.id)).errors).toEqual([]);
    expect((await check.findOneOrFail(Session, session.id)).data).toEqual({});
  });

  it('answers that the database is up', async () => {
    expect(await isDatabaseUp(orm)).toBe(true);
  });

  if (engine === 'postgresql') {
    it('outlives the server dropping its connections (as on a restart) and reconnects', async () => {
      const messages: string[] = [];
      const watched = await initORM({
        databaseUrl: orm.config.get('clientUrl'),
        logger: (m) => messages.push(m),
      });
      try {
        await Promise.all([isDatabaseUp(watched), isDatabaseUp(watched)]);
        await fork().execute(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        await expect.poll(() => messages.some((m) => m.startsWith('database connection lost'))).toBe(true);
        // Every pooled connection was dropped; the pool may notice the second one a moment after the first, so the
        // check may fail once while it does: within a few seconds the pool has reconnected on its own.
        await expect.poll(() => isDatabaseUp(watched), { timeout: 5_000 }).toBe(true);
      } finally {
        await closeORM(watched);
      }
    });
  }
});

describe('database health', () => {
  it('answers that the database is down, promptly, when no server listens', async () => {
    const orm = await initORM({ databaseUrl: 'postgres://postgres@127.0.0.1:9/oeuvre' });
    try {
      expect(await isDatabaseUp(orm)).toBe(false);
    } finally {
      await closeORM(orm);
    }
  });
});

describe('embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'oeuvre-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates itself on first start, under DATA_DIR, and keeps its data across restarts', async () => {
    const first = await initORM({ dataDir, migrate: true });
    try {
      await first.em.fork().insert(User, { email: 'kept@oeuvre.test' });
    } finally {
      await closeORM(first);
    }
    const second = await initORM({ dataDir });
    try {
      expect(await second.migrator.getPending()).toEqual([]);
      expect(await second.em.fork().count(User, { email: 'kept@oeuvre.test' })).toBe(1);
    } finally {
      await closeORM(second);
    }
  });
});

/** How many rows of each kind belong to one seeded artist. */
async function countRowsOf(
  em: Em,
  artist: { userId: number; profileId: number },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const entity of sectionEntities) {
    // Every section has the same `artist` relation; one representative type keeps the loop simple.
    counts[entity.name] = await em.count(entity as Work, { artist: artist.profileId });
  }
  counts.GalleryItem = await em.count(GalleryItem, { artist: artist.profileId });
  counts.Upload = await em.count(Upload, { artist: artist.profileId });
  counts.Session = await em.count(Session, { user: artist.userId });
  counts.DesktopToken = await em.count(DesktopToken, { user: artist.userId });
  counts.DesktopAuthCode = await em.count(DesktopAuthCode, { user: artist.userId });
  counts.User = await em.count(User, { id: artist.userId });
  return counts;
}
