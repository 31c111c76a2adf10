import { LockMode } from '@mikro-orm/core';
import { ServerMessages } from '@oeuvre/contract';
import type { Em, Orm } from '../../db/orm.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { endSessionsOf } from '../auth/session-store.ts';
import { DesktopAuthCode } from '../desktop/desktop-auth-code.entity.ts';
import { DesktopToken } from '../desktop/desktop-token.entity.ts';
import { deleteFilesOf } from '../uploads/upload-cleanup.service.ts';
import { User } from './user.entity.ts';
import { canDelete, canFreeze, isActiveAdmin } from './user.policy.ts';

/** Every user, newest first, with whether they have an artist profile. */
export async function listUsers(em: Em): Promise<{ user: User; hasProfile: boolean }[]> {
  const users = await em.find(User, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const profiles = await em.find(ArtistProfile, { user: { $ne: null } }, { fields: ['user'] });
  const withProfile = new Set(profiles.map((p) => p.user?.id));
  return users.map((user) => ({ user, hasProfile: withProfile.has(user.id) }));
}

export async function hasProfile(em: Em, user: User): Promise<boolean> {
  return (await em.count(ArtistProfile, { user: user.id })) > 0;
}

async function findUser(em: Em, id: number): Promise<User> {
  const user = await em.findOne(User, { id }, { refresh: true });
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Refuses (409) a change that would take the last active admin away. The active admins' rows stay locked
 * until the change commits, so two admins demoting, freezing or deleting each other at once cannot both succeed.
 */
async function keepAnActiveAdmin(tx: Em, target: User): Promise<void> {
  const admins = await tx.find(User, { isAdmin: true, isFrozen: false }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (admins.some((a) => a.id === target.id) && admins.length <= 1) throw conflict(ServerMessages.lastAdmin);
}

/** Runs a change to one account in a transaction, with the last-admin rule checked under lock. */
async function changeAccount(em: Em, id: number, change: (tx: Em, target: User) => Promise<void> | void, guardAdmins: boolean): Promise<User> {
  return em.transactional(async (tx) => {
    const target = await findUser(tx, id);
    if (guardAdmins && isActiveAdmin(target)) await keepAnActiveAdmin(tx, target);
    await change(tx, target);
    await tx.flush();
    return target;
  });
}

async function revokeDesktopAccess(tx: Em, userId: number): Promise<void> {
  await tx.nativeUpdate(DesktopToken, { user: userId, revokedAt: null }, { revokedAt: new Date() });
  await tx.nativeDelete(DesktopAuthCode, { user: userId });
}

export async function makeAdmin(em: Em, admin: User, id: number): Promise<User> {
  const target = await changeAccount(em, id, (_tx, user) => void (user.isAdmin = true), false);
  await recordActivity(em, { type: 'user', message: `${admin.email} made ${target.email} an admin`, actor: admin, subjectType: 'user', subjectId: target.id });
  return target;
}

/** Takes admin rights away (also from oneself, as long as another active admin remains); desktop tokens go with them. */
export async function removeAdmin(em: Em, admin: User, id: number): Promise<User> {
  const target = await changeAccount(
    em,
    id,
    async (tx, user) => {
      user.isAdmin = false;
      await revokeDesktopAccess(tx, user.id);
    },
    true,
  );
  await recordActivity(em, { type: 'user', message: `${admin.email} removed admin rights from ${target.email}`, actor: admin, subjectType: 'user', subjectId: target.id });
  return target;
}

/** Freezes an account: no sign-in, every session ends now, desktop tokens are revoked. */
export async function freezeUser(orm: Orm, em: Em, admin: User, id: number): Promise<User> {
  if (!canFreeze(admin, { id })) throw badRequest(ServerMessages.cannotFreezeSelf);
  const target = await changeAccount(
    em,
    id,
    async (tx, user) => {
      user.isFrozen = true;
      await revokeDesktopAccess(tx, user.id);
    },
    true,
  );
  await endSessionsOf(orm, target.id);
  await recordActivity(em, { type: 'user', message: `${admin.email} froze the account ${target.email}`, actor: admin, subjectType: 'user', subjectId: target.id });
  return target;
}

export async function unfreezeUser(em: Em, admin: User, id: number): Promise<User> {
  const target = await changeAccount(em, id, (_tx, user) => void (user.isFrozen = false), false);
  await recordActivity(em, { type: 'user', message: `${admin.email} unfroze the account ${target.email}`, actor: admin, subjectType: 'user', subjectId: target.id });
  return target;
}

/**
 * Deletes an account for good: the database cascades to the artist profile, its CV, gallery, connections,
 * uploads, sessions and desktop tokens; the log keeps its lines without the actor. The stored images of the
 * profile (and the user's own, tied to no profile) go once the last-admin rule has let the deletion through.
 */
export async function deleteUser(orm: Orm, em: Em, config: { dataDir: string }, admin: User, id: number): Promise<void> {
  if (!canDelete(admin, { id })) throw badRequest(ServerMessages.cannotDeleteSelf);
  let email = '';
  await changeAccount(
    em,
    id,
    async (tx, user) => {
      email = user.email;
      await deleteFilesOf(tx, config, { userId: user.id });
      tx.remove(user);
    },
    true,
  );
  await endSessionsOf(orm, id);
  await recordActivity(em, { type: 'user', message: `${admin.email} deleted the account ${email}`, actor: admin, subjectType: 'user', subjectId: id });
}
