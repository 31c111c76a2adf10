import type { EntityManager } from '@mikro-orm/core';
import { isActive } from '../../http/policy.ts';
import { authorize } from '../../http/policy.ts';
import { notFound } from '../../http/errors.ts';
import type { User } from '../users/user.entity.ts';
import { ArtistProfile } from './artist-profile.entity.ts';

/** Who may change a profile and its items, images and gallery: its owner, or an admin. */
export function canEditProfile(user: User | undefined, profile: Pick<ArtistProfile, 'user'>): boolean {
  if (!isActive(user)) return false;
  return user.isAdmin || (profile.user != null && profile.user.id === user.id);
}

/** Loads the profile named by a path id and checks the caller may change it: 404 unknown, 403 not theirs. */
export async function loadEditableProfile(em: EntityManager, user: User, id: number): Promise<ArtistProfile> {
  const profile = await em.findOne(ArtistProfile, { id });
  if (!profile) throw notFound('Artist profile not found');
  authorize(canEditProfile(user, profile), 'You can only change your own profile');
  return profile;
}

/**
 * Refuses (403) a caller who may not change the profile of a path id, before anything else of the request is read;
 * an unknown profile is left to the route's handler (its 404).
 */
export async function checkProfileOwner(em: EntityManager, user: User, id: number): Promise<void> {
  const profile = await em.findOne(ArtistProfile, { id }, { fields: ['user'] });
  if (profile) authorize(canEditProfile(user, profile), 'You can only change your own profile');
}

/** The caller's own profile, or null. */
export function findOwnProfile(em: EntityManager, user: User): Promise<ArtistProfile | null> {
  return em.findOne(ArtistProfile, { user: user.id });
}
