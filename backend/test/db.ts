import { createPostgresDatabase } from '@oeuvre/test-kit';
import pg from 'pg';
import { ArtistProfile } from '../src/modules/artists/artist-profile.entity.ts';
import { Session } from '../src/modules/auth/session.entity.ts';
import { DesktopAuthCode } from '../src/modules/desktop/desktop-auth-code.entity.ts';
import { DesktopToken } from '../src/modules/desktop/desktop-token.entity.ts';
import { GalleryItem } from '../src/modules/gallery/gallery-item.entity.ts';
import { SECTION_ENTITIES } from '../src/modules/sections/sections.entity.ts';
import { Upload } from '../src/modules/uploads/upload.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { closeORM, initORM, type Orm } from '../src/db/orm.ts';

const {
  affiliations: Affiliation,
  awards: Award,
  bibliography: BibliographyEntry,
  collections: CollectionEntry,
  commissions: Commission,
  education: Education,
  exhibitions: Exhibition,
  grants: Grant,
  socialMedia: SocialMedia,
  teaching: Teaching,
  works: Work,
} = SECTION_ENTITIES;

export type Engine = 'pglite' | 'postgresql';

/** A freshly migrated database of its own; `close` ends it and, on PostgreSQL, drops it. */
export interface TestOrm {
  engine: Engine;
  orm: Orm;
  close: () => Promise<void>;
}

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL names a server. */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
}

/**
 * Runs SQL behind the server, as another program (or a person at a console) would: on PostgreSQL a connection of its
 * own; on the embedded engine, which has one session, through the ORM's connection. `?` marks the parameters.
 */
export async function sqlBehindTheServer(
  engine: Engine,
  orm: Orm,
  statement: string,
  params: unknown[] = [],
): Promise<void> {
  if (engine === 'pglite') {
    await orm.em.fork().getConnection().execute(statement, params);
    return;
  }
  const client = new pg.Client({ connectionString: orm.config.get('clientUrl') });
  await client.connect();
  try {
    let n = 0;
    await client.query(
      statement.replace(/\?/g, () => `$${++n}`),
      params,
    );
  } finally {
    await client.end();
  }
}

export async function createTestOrm(engine: Engine = 'pglite'): Promise<TestOrm> {
  if (engine === 'pglite') {
    const orm = await initORM({ inMemory: true, migrate: true });
    return { engine, orm, close: () => closeORM(orm) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: cannot run the tests on PostgreSQL');
  const database = await createPostgresDatabase(serverUrl, 'oeuvre_test');
  let orm: Orm;
  try {
    orm = await initORM({ databaseUrl: database.url, migrate: true });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    engine,
    orm,
    close: async () => {
      await closeORM(orm);
      await database.drop();
    },
  };
}

/**
 * A signed-up artist with a row in every CV section and everything else that belongs to an account
 * (gallery item, upload, sessions, desktop token and code), named after `handle`.
 */
export async function seedArtist(orm: Orm, handle: string): Promise<{ userId: number; profileId: number }> {
  const em = orm.em.fork();
  const soon = new Date(Date.now() + 60_000);
  const user = em.create(User, { email: `${handle}@oeuvre.test`, firstName: handle, lastName: 'Artist' });
  const artist = em.create(ArtistProfile, {
    user,
    slug: handle,
    fullName: `${handle} Artist`,
    email: `${handle}@oeuvre.test`,
    city: 'Berlin',
    country: 'Germany',
    artistStatement: 'Paintings about light, water and the weight of colour.',
    disciplines: ['painting'],
  });
  em.create(SocialMedia, { artist, platform: 'instagram', username: `@${handle}` });
  em.create(Education, { artist, degree: 'MFA', institution: 'UdK Berlin', years: '2010-2012' });
  em.create(Exhibition, {
    artist,
    kind: 'solo',
    title: 'Tides',
    venue: 'Kunsthalle',
    city: 'Bern',
    year: '2020',
  });
  em.create(Exhibition, { artist, kind: 'group', title: 'Shore', venue: 'KW', city: 'Berlin', year: '2021' });
  em.create(Award, { artist, name: 'Young Painter Prize', presenter: 'Foundation', year: '2019' });
  em.create(Grant, { artist, type: 'residency', name: 'Studio Year', organization: 'Villa', year: '2018' });
  em.create(CollectionEntry, { artist, type: 'public', name: 'Museum of Light' });
  em.create(BibliographyEntry, { artist, title: 'On Tides', publication: 'Frieze', year: '2021' });
  em.create(Work, {
    artist,
    title: 'Tide I',
    medium: 'Oil on linen',
    year: '2020',
    imageUrl: '/uploads/tide.webp',
  });
  em.create(Commission, { artist, title: 'Mural', commissioner: 'City of Bern', year: '2022' });
  em.create(Teaching, { artist, role: 'Lecturer', institution: 'UdK Berlin', year: '2023' });
  em.create(Affiliation, { artist, name: 'Painters Guild', type: 'membership' });
  em.create(GalleryItem, { artist, title: 'Tide II', fileUrl: '/uploads/tide-2.webp' });
  em.create(Upload, {
    owner: user,
    artist,
    key: `${handle}-portrait`,
    contentType: 'image/webp',
    bytes: 2048,
  });
  em.create(Session, { id: `${handle}-session-1`, user, expiresAt: soon });
  em.create(Session, { id: `${handle}-session-2`, user, expiresAt: soon });
  em.create(DesktopToken, { user, tokenHash: `${handle}-token`, deviceName: 'Studio Mac', expiresAt: soon });
  em.create(DesktopAuthCode, {
    user,
    codeHash: `${handle}-code`,
    codeChallenge: 'challenge',
    redirectUri: 'http://127.0.0.1:51234/callback',
    deviceName: 'Studio Mac',
    expiresAt: soon,
  });
  await em.flush();
  return { userId: user.id, profileId: artist.id };
}
