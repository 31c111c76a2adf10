// Test data for the network and admin tests: signed-in artists with profiles, made the way the product would.
import { randomBytes } from 'node:crypto';
import type { Orm } from '../../db/orm.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser, type TestServer } from '../../../test/server.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { publishedVersion } from '../artists/artist.fixtures.ts';
import { User } from '../users/user.entity.ts';

export const uniqueHandle = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

export type TestArtist = { browser: Browser; userId: number; profileId: number; email: string; slug: string };

/**
 * A profile for an existing user. `published` gives it an approved copy whose name differs from the draft
 * (" (published)"), so tests can tell which one a response shows.
 */
export async function createProfile(
  orm: Orm,
  userId: number | null,
  handle: string,
  options: { published?: boolean; pending?: boolean } = {},
): Promise<number> {
  const em = orm.em.fork();
  const published = options.published ?? true;
  const profile = em.create(ArtistProfile, {
    user: userId,
    slug: handle,
    fullName: `${handle} Draft`,
    email: `${handle}@oeuvre.test`,
    city: 'Draft City',
    country: 'Draft Country',
    artistStatement: 'Paintings about light, water and the weight of colour.',
    isApproved: published && !options.pending,
    isPending: options.pending ?? !published,
    published: published
      ? publishedVersion({ fullName: `${handle} (published)`, city: 'Lisbon', country: 'Portugal', slug: handle, profileImageUrl: `/uploads/${handle}.webp` })
      : null,
    publishedAt: published ? new Date() : null,
  });
  await em.flush();
  return profile.id;
}

/** A person signed in through the real flow, with an artist profile (published unless told otherwise). */
export async function signedInArtist(server: TestServer, prefix: string, options: { published?: boolean; admin?: boolean } = {}): Promise<TestArtist> {
  const slug = uniqueHandle(prefix);
  const email = `${slug}@oeuvre.test`;
  const browser = await signedInBrowser(server, email, { admin: options.admin });
  const user = await server.orm.em.fork().findOneOrFail(User, { email });
  const profileId = await createProfile(server.orm, user.id, slug, options);
  return { browser, userId: user.id, profileId, email, slug };
}

/** A person signed in through the real flow, without a profile. */
export async function signedInPerson(server: TestServer, prefix: string, options: { admin?: boolean } = {}): Promise<{ browser: Browser; userId: number; email: string }> {
  const email = `${uniqueHandle(prefix)}@oeuvre.test`;
  const browser = await signedInBrowser(server, email, options);
  const user = await server.orm.em.fork().findOneOrFail(User, { email });
  return { browser, userId: user.id, email };
}
