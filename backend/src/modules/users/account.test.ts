import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { engines, seedArtist } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signInThroughBuiltinProvider } from '../../../test/http.ts';
import { Activity } from '../activity/activity.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { Connection } from '../connections/connection.entity.ts';
import { signedInArtist, signedInPerson, uniqueHandle } from '../connections/connection.fixtures.ts';
import { DesktopToken } from '../desktop/desktop-token.entity.ts';
import { sha256 } from '../desktop/desktop-token.service.ts';
import { Upload } from '../uploads/upload.entity.ts';
import { newUploadKey, uploadsDirOf, variantPaths } from '../uploads/upload-files.ts';
import { User } from './user.entity.ts';

const json = <T = unknown>(res: Response) => res.json() as Promise<T>;

/** How many rows of every table point at the given user or profile through a foreign key. */
async function rowsReferencing(em: Em, ids: { user: number; profile: number }): Promise<Record<string, number>> {
  const keys = await em.execute<{ table_name: string; column_name: string; target: string }[]>(
    `select kcu.table_name, kcu.column_name, ccu.table_name as target
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name in ('user', 'artist_profile') and tc.table_schema = current_schema()`,
  );
  const counts: Record<string, number> = {};
  for (const key of keys) {
    const id = key.target === 'user' ? ids.user : ids.profile;
    const [row] = await em.execute<{ n: string | number }[]>(`select count(*) as n from "${key.table_name}" where "${key.column_name}" = ?`, [id]);
    counts[`${key.table_name}.${key.column_name}`] = Number(row!.n);
  }
  return counts;
}

describe.each(engines())('user management on %s', (engine) => {
  const site = testSite(engine);
  const lastUserActivity = async () => (await site.orm.em.fork().find(Activity, { type: 'user' }, { orderBy: { id: 'desc' }, limit: 1 }))[0]!;

  const giveDesktopToken = async (userId: number) => {
    const token = `desktop-${uniqueHandle('token')}-0123456789`;
    const em = site.orm.em.fork();
    em.create(DesktopToken, { user: userId, tokenHash: sha256(token), deviceName: 'Studio Mac', expiresAt: new Date(Date.now() + 60_000) });
    await em.flush();
    return { Authorization: `Bearer ${token}` };
  };

  it('lists every user newest first with isFrozen, createdAt and whether they have a profile', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const artist = await signedInArtist(site.server, 'artist');
    const person = await signedInPerson(site.server, 'person');
    const res = await admin.browser.fetch('/api/admin/users');
    expect(res.status).toBe(200);
    const users = await json<AdminUser[]>(res);
    expect(users.slice(0, 3).map((u) => u.id)).toEqual([person.userId, artist.userId, admin.userId]);
    expect(users[0]).toEqual({
      id: person.userId,
      email: person.email,
      firstName: 'Test',
      lastName: 'Person',
      profileImageUrl: null,
      isAdmin: false,
      isFrozen: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hasProfile: false,
    });
    expect(users[1]).toMatchObject({ id: artist.userId, hasProfile: true });
    expect(users[2]).toMatchObject({ id: admin.userId, isAdmin: true });
  });

  it('makes and removes admins, recording each change; the new admin reaches the admin area at once', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const person = await signedInPerson(site.server, 'person');
    expect((await person.browser.fetch('/api/admin/stats')).status).toBe(403);

    const made = await admin.browser.fetch(`/api/admin/users/${person.userId}/make-admin`, { method: 'PUT' });
    expect(made.status).toBe(200);
    expect(await json(made)).toMatchObject({ id: person.userId, isAdmin: true, isFrozen: false, hasProfile: false });
    expect(await lastUserActivity()).toMatchObject({ message: `${admin.email} made ${person.email} an admin`, subjectType: 'user', subjectId: person.userId });
    expect((await person.browser.fetch('/api/admin/stats')).status).toBe(200);
    const token = await giveDesktopToken(person.userId);
    expect((await site.server.browser().fetch('/api/admin/stats', { headers: token })).status).toBe(200);

    const removed = await admin.browser.fetch(`/api/admin/users/${person.userId}/remove-admin`, { method: 'PUT' });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toMatchObject({ id: person.userId, isAdmin: false });
    expect(await lastUserActivity()).toMatchObject({ message: `${admin.email} removed admin rights from ${person.email}` });
    expect((await person.browser.fetch('/api/admin/stats')).status).toBe(403);
    // Their desktop sign-in is revoked with the rights, and stays so if they become admin again.
    await admin.browser.fetch(`/api/admin/users/${person.userId}/make-admin`, { method: 'PUT' });
    expect((await site.server.browser().fetch('/api/admin/stats', { headers: token })).status).toBe(401);
  });

  it('lets an admin step down while another active admin remains', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const res = await admin.browser.fetch(`/api/admin/users/${admin.userId}/remove-admin`, { method: 'PUT' });
    expect(res.status).toBe(200);
    expect((await admin.browser.fetch('/api/admin/stats')).status).toBe(403);
  });

  it('freezing ends the user\'s sessions and desktop tokens at once and blocks sign-in; unfreezing restores sign-in', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const target = await signedInArtist(site.server, 'target', { admin: true });
    const token = await giveDesktopToken(target.userId);
    expect((await target.browser.fetch('/api/auth/user')).status).toBe(200);
    expect((await site.server.browser().fetch('/api/admin/stats', { headers: token })).status).toBe(200);

    const frozen = await admin.browser.fetch(`/api/admin/users/${target.userId}/freeze`, { method: 'PUT' });
    expect(frozen.status).toBe(200);
    expect(await json(frozen)).toMatchObject({ id: target.userId, isFrozen: true, hasProfile: true });
    expect(await lastUserActivity()).toMatchObject({ message: `${admin.email} froze the account ${target.email}` });
    const em = site.orm.em.fork();
    expect(await em.count(Session, { user: target.userId })).toBe(0);
    expect(await em.count(DesktopToken, { user: target.userId, revokedAt: null })).toBe(0);

    const next = await target.browser.fetch('/api/auth/user');
    expect(next.status).toBe(401);
    expect((await target.browser.fetch(`/api/artists/${target.profileId}`, { method: 'PATCH', json: {} })).status).toBe(401);
    expect((await site.server.browser().fetch('/api/admin/stats', { headers: token })).status).toBe(401);
    const again = site.server.browser();
    const refused = await signInThroughBuiltinProvider(again, { email: target.email, firstName: 'Test', lastName: 'Person' });
    expect(refused.res.status).toBe(403);
    expect(await refused.res.text()).toContain('Account frozen');
    expect((await again.fetch('/api/auth/user')).status).toBe(401);

    const unfrozen = await admin.browser.fetch(`/api/admin/users/${target.userId}/unfreeze`, { method: 'PUT' });
    expect(unfrozen.status).toBe(200);
    expect(await json(unfrozen)).toMatchObject({ id: target.userId, isFrozen: false });
    expect(await lastUserActivity()).toMatchObject({ message: `${admin.email} unfroze the account ${target.email}` });
    const back = site.server.browser();
    await signInThroughBuiltinProvider(back, { email: target.email, firstName: 'Test', lastName: 'Person' });
    expect((await back.fetch('/api/auth/user')).status).toBe(200);
    expect((await site.server.browser().fetch('/api/admin/stats', { headers: token })).status).toBe(401);
  });

  it('refuses to freeze or delete yourself (400) and answers 404 for unknown users', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const freezeSelf = await admin.browser.fetch(`/api/admin/users/${admin.userId}/freeze`, { method: 'PUT' });
    expect(freezeSelf.status).toBe(400);
    expect(await json(freezeSelf)).toEqual({ message: 'You cannot freeze your own account' });
    const deleteSelf = await admin.browser.fetch(`/api/admin/users/${admin.userId}/delete`, { method: 'DELETE' });
    expect(deleteSelf.status).toBe(400);
    expect(await json(deleteSelf)).toEqual({ message: 'You cannot delete your own account' });
    expect((await admin.browser.fetch('/api/auth/user')).status).toBe(200);

    for (const [method, action] of [['PUT', 'make-admin'], ['PUT', 'remove-admin'], ['PUT', 'freeze'], ['PUT', 'unfreeze'], ['DELETE', 'delete']] as const) {
      const res = await admin.browser.fetch(`/api/admin/users/999999/${action}`, { method });
      expect(res.status, action).toBe(404);
      expect(await json(res)).toEqual({ message: 'User not found' });
      expect((await admin.browser.fetch(`/api/admin/users/nope/${action}`, { method })).status).toBe(404);
    }
  });

  it('deleting a user removes them, their profile and every row that refers to either, and nothing of anyone else', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const other = await signedInArtist(site.server, 'other');
    const handle = uniqueHandle('leaving');
    const leaving = await seedArtist(site.orm, handle);
    const em = site.orm.em.fork();
    em.create(Connection, { sender: leaving.profileId, receiver: other.profileId, status: 'accepted', isMutual: true });
    em.create(Connection, { sender: other.profileId, receiver: leaving.profileId, status: 'accepted', isMutual: true });
    em.create(Activity, { type: 'submission', message: 'Submitted', actor: leaving.userId });
    await em.flush();
    const before = await rowsReferencing(site.orm.em.fork(), { user: leaving.userId, profile: leaving.profileId });
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(15);
    const otherBefore = await rowsReferencing(site.orm.em.fork(), { user: other.userId, profile: other.profileId });

    const res = await admin.browser.fetch(`/api/admin/users/${leaving.userId}/delete`, { method: 'DELETE' });
    expect(res.status).toBe(204);

    const check = site.orm.em.fork();
    expect(await check.count(User, { id: leaving.userId })).toBe(0);
    const after = await rowsReferencing(check, { user: leaving.userId, profile: leaving.profileId });
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((k) => [k, 0])));
    const otherAfter = await rowsReferencing(check, { user: other.userId, profile: other.profileId });
    expect(otherAfter).toEqual({ ...otherBefore, 'connection.sender_id': otherBefore['connection.sender_id']! - 1, 'connection.receiver_id': otherBefore['connection.receiver_id']! - 1 });
    expect(await check.count(Activity, { message: 'Submitted', actor: null })).toBeGreaterThan(0);
    expect(await lastUserActivity()).toMatchObject({ message: `${admin.email} deleted the account ${handle}@oeuvre.test`, subjectId: leaving.userId });
    expect((await other.browser.fetch('/api/auth/user')).status).toBe(200);

    const again = await admin.browser.fetch(`/api/admin/users/${leaving.userId}/delete`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('deleting a user deletes the stored images of their profile, not those they made for someone else', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const other = await signedInArtist(site.server, 'other');
    const leaving = await signedInArtist(site.server, 'leaving');
    const storeFiles = async (owner: number, artist: number | null) => {
      const key = newUploadKey();
      const files = Object.values(variantPaths(key, 'jpg'));
      for (const file of files) {
        const full = path.join(uploadsDirOf(site.server.config), file);
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, 'image bytes');
      }
      const em = site.orm.em.fork();
      em.create(Upload, { owner, artist, key, variants: files, contentType: 'image/jpeg', bytes: 11 });
      await em.flush();
      return files.map((file) => path.join(uploadsDirOf(site.server.config), file));
    };
    const portrait = await storeFiles(leaving.userId, leaving.profileId);
    const unattached = await storeFiles(leaving.userId, null);
    const forOther = await storeFiles(leaving.userId, other.profileId);
    const othersOwn = await storeFiles(other.userId, other.profileId);

    expect((await admin.browser.fetch(`/api/admin/users/${leaving.userId}/delete`, { method: 'DELETE' })).status).toBe(204);
    expect([...portrait, ...unattached].filter((file) => existsSync(file))).toEqual([]);
    expect([...forOther, ...othersOwn].every((file) => existsSync(file))).toBe(true);
  });

  it('deleting a signed-in user signs them out at once', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const target = await signedInArtist(site.server, 'target');
    expect((await admin.browser.fetch(`/api/admin/users/${target.userId}/delete`, { method: 'DELETE' })).status).toBe(204);
    expect((await target.browser.fetch('/api/auth/user')).status).toBe(401);
    expect((await target.browser.fetch('/api/my-connections')).status).toBe(401);
  });
});
