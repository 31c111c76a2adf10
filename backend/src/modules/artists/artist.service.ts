import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ServerMessages, type ArtistProfileInput } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { User } from '../users/user.entity.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { findOwnProfile, loadEditableProfile } from './artist.policy.ts';
import { DRAFT_RELATIONS } from './artist.presenter.ts';
import { releaseFiles } from '../uploads/upload-cleanup.service.ts';
import { markChanged, type FilesDir } from './publishing.service.ts';
import { uniqueSlug } from './slug.ts';

const ATTEMPTS = 3;

/** `once` on a fresh fork, again (at most ATTEMPTS times in all) while `worthRetrying` says the failure was a race. */
async function withRetries<T>(
  em: Em,
  once: (fork: Em) => Promise<T>,
  worthRetrying: (error: unknown) => boolean | Promise<boolean>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(em.fork());
    } catch (error) {
      if (attempt >= ATTEMPTS || !(await worthRetrying(error))) throw error;
    }
  }
}

/** Only the fields the form sent: a missing optional field is left as it is. */
function basicInfo(input: ArtistProfileInput): Partial<ArtistProfile> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<ArtistProfile>;
}

async function createOnce(
  em: Em,
  user: User,
  input: ArtistProfileInput,
  files?: FilesDir,
): Promise<ArtistProfile> {
  if (await findOwnProfile(em, user)) throw conflict(ServerMessages.profileExists);
  const profile = em.create(ArtistProfile, {
    user: em.getReference(User, user.id),
    slug: await uniqueSlug(em, input.fullName),
    fullName: input.fullName,
    email: input.email,
    showEmail: input.showEmail ?? false,
    city: input.city,
    country: input.country,
    birthYear: input.birthYear ?? null,
    birthPlace: input.birthPlace ?? null,
    artistStatement: input.artistStatement,
    displayName: input.displayName ?? null,
    website: input.website ?? null,
    profileImageUrl: input.profileImageUrl ?? null,
    disciplines: input.disciplines ?? [],
    wikidata: input.wikidata ?? null,
    ulan: input.ulan ?? null,
    isni: input.isni ?? null,
    orcid: input.orcid ?? null,
  });
  await em.flush();
  return markChanged(em, profile, { actor: em.getReference(User, user.id), created: true, files });
}

/**
 * The caller's own profile, with a readable slug; one per user (409 for a second). Two people of the same
 * name signing up at once race for the slug: the loser retries with the next free one.
 */
export async function createProfile(
  em: Em,
  user: User,
  input: ArtistProfileInput,
  files?: FilesDir,
): Promise<ArtistProfile> {
  return withRetries(
    em,
    (fork) => createOnce(fork, user, input, files),
    async (error) =>
      error instanceof UniqueConstraintViolationException && !(await findOwnProfile(em.fork(), user)),
  );
}

async function updateOnce(
  em: Em,
  user: User,
  id: number,
  input: ArtistProfileInput,
  files?: FilesDir,
): Promise<ArtistProfile> {
  const profile = await loadEditableProfile(em, user, id);
  const imageBefore = profile.profileImageUrl;
  em.assign(profile, basicInfo(input));
  await markChanged(em, profile, { actor: em.getReference(User, user.id), files });
  if (files && imageBefore !== profile.profileImageUrl) await releaseFiles(em, files, [imageBefore]);
  return profile;
}

/**
 * The owner (or an admin) changes the basic info; the profile goes back to review. The slug never changes.
 * The form carries no version (the artist's own edits are last-write-wins), so a version moved between reading and
 * saving, by an approval landing at that moment, is not the artist's conflict: the change is applied again to a
 * fresh read. Applying it again is safe: it sets the same values.
 */
export async function updateProfile(
  em: Em,
  user: User,
  id: number,
  input: ArtistProfileInput,
  files?: FilesDir,
): Promise<ArtistProfile> {
  return withRetries(
    em,
    (fork) => updateOnce(fork, user, id, input, files),
    (error) => error instanceof OptimisticLockError,
  );
}

export async function ownProfileOrFail(em: Em, user: User): Promise<ArtistProfile> {
  const profile = await findOwnProfile(em, user);
  if (!profile) throw notFound(ServerMessages.profileRequired);
  return profile;
}

export async function ownDraftOrFail(em: Em, user: User): Promise<ArtistProfile> {
  const profile = await em.findOne(ArtistProfile, { user: user.id }, { populate: DRAFT_RELATIONS });
  if (!profile) throw notFound(ServerMessages.profileRequired);
  return profile;
}
