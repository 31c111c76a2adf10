import { describe, expect, it } from 'vitest';
import type { AdminStats, ContactMessage as ContactMessageView } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { Activity } from '../activity/activity.entity.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { createProfile, signedInPerson, uniqueHandle } from '../connections/connection.fixtures.ts';
import { ContactMessage } from '../contact/contact-message.entity.ts';
import { User } from '../users/user.entity.ts';

const json = <T = unknown>(res: Response) => res.json() as Promise<T>;

/** Every admin call of the dashboard, users, inbox and settings, as [method, path]. */
const ADMIN_CALLS: [string, string][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/1/make-admin'],
  ['PUT', '/api/admin/users/1/remove-admin'],
  ['PUT', '/api/admin/users/1/freeze'],
  ['PUT', '/api/admin/users/1/unfreeze'],
  ['DELETE', '/api/admin/users/1/delete'],
  ['GET', '/api/admin/inbox'],
  ['PATCH', '/api/admin/inbox/1/read'],
  ['DELETE', '/api/admin/inbox/1'],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
];

describe.each(engines())('admin dashboard and inbox on %s', (engine) => {
  const site = testSite(engine);

  const storeMessage = async (subject: string, options: { isRead?: boolean; createdAt?: Date } = {}) => {
    const em = site.orm.em.fork();
    const message = em.create(ContactMessage, {
      name: 'Lucy',
      email: `${uniqueHandle('lucy')}@example.org`,
      subject,
      message: 'Hello there',
      isRead: options.isRead ?? false,
      createdAt: options.createdAt ?? new Date(),
    });
    await em.flush();
    return message.id;
  };

  it('answers 401 to anonymous callers and 403 to signed-in non-admins on every admin call', async () => {
    const anonymous = site.server.browser();
    const person = await signedInPerson(site.server, 'person');
    for (const [method, path] of ADMIN_CALLS) {
      const init = { method, json: method === 'PUT' && path.endsWith('settings') ? { siteName: 'X' } : undefined };
      const signedOut = await anonymous.fetch(path, init);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      const notAdmin = await person.browser.fetch(path, init);
      expect(notAdmin.status, `${method} ${path}`).toBe(403);
      expect(await json(notAdmin)).toEqual({ message: 'Admin access required' });
    }
  });

  it('counts unread messages, pending approvals, published artists, all artists and all users', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const stats = async () => {
      const res = await admin.browser.fetch('/api/admin/stats');
      expect(res.status).toBe(200);
      return json<AdminStats>(res);
    };
    const before = await stats();
    const em = site.orm.em.fork();
    expect(before.totalUsers).toBe(await em.count(User));

    await storeMessage('Unread one');
    await storeMessage('Unread two');
    await storeMessage('Already read', { isRead: true });
    await createProfile(site.orm, null, uniqueHandle('pending'), { published: false });
    await createProfile(site.orm, null, uniqueHandle('published'));
    // Approved once and edited since: published and pending at the same time.
    await createProfile(site.orm, null, uniqueHandle('edited'), { published: true, pending: true });
    await signedInPerson(site.server, 'newcomer');

    const after = await stats();
    expect({
      unreadMessages: after.unreadMessages - before.unreadMessages,
      pendingApprovals: after.pendingApprovals - before.pendingApprovals,
      publishedArtists: after.publishedArtists - before.publishedArtists,
      totalArtists: after.totalArtists - before.totalArtists,
      totalUsers: after.totalUsers - before.totalUsers,
    }).toEqual({ unreadMessages: 2, pendingApprovals: 2, publishedArtists: 2, totalArtists: 3, totalUsers: 1 });
  });

  it('lists the 20 newest activity entries, newest first, with the dashboard kinds approval, rejection, other', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const em = site.orm.em.fork();
    const base = Date.now() + 24 * 60 * 60 * 1000;
    const types = ['approval', 'rejection', 'user', 'import', 'submission'] as const;
    for (let i = 0; i < 25; i++) {
      em.create(Activity, { type: types[i % types.length]!, message: `Entry ${i}`, createdAt: new Date(base + i * 1000) });
    }
    await em.flush();
    const { recentActivity } = await json<AdminStats>(await admin.browser.fetch('/api/admin/stats'));
    expect(recentActivity).toHaveLength(20);
    expect(recentActivity.map((a) => a.message)).toEqual(Array.from({ length: 20 }, (_, i) => `Entry ${24 - i}`));
    expect(recentActivity[0]).toEqual({ id: expect.any(String), type: 'other', message: 'Entry 24', timestamp: new Date(base + 24_000).toISOString() });
    expect(recentActivity.slice(0, 5).map((a) => a.type)).toEqual(['other', 'other', 'other', 'rejection', 'approval']);
    // Clear the future so later tests see their own entries first.
    await site.orm.em.fork().nativeDelete(Activity, { message: { $like: 'Entry %' } });
    await recordActivity(site.orm.em.fork(), { type: 'approval', message: 'Approved someone' });
    expect((await json<AdminStats>(await admin.browser.fetch('/api/admin/stats'))).recentActivity[0]).toMatchObject({ type: 'approval', message: 'Approved someone' });
  });

  it('lists the inbox newest first, marks a message read (unread count drops) and deletes it (204, then 404)', async () => {
    const admin = await signedInPerson(site.server, 'admin', { admin: true });
    const older = await storeMessage('Older', { createdAt: new Date(Date.now() + 60_000) });
    const newer = await storeMessage('Newer', { createdAt: new Date(Date.now() + 120_000) });
    const inbox = await json<ContactMessageView[]>(await admin.browser.fetch('/api/admin/inbox'));
    expect(inbox.slice(0, 2).map((m) => m.id)).toEqual([newer, older]);
    expect(inbox[0]).toEqual({ id: newer, name: 'Lucy', email: expect.stringContaining('@example.org'), subject: 'Newer', message: 'Hello there', isRead: false, createdAt: expect.any(String) });
    expect(inbox[0]).not.toHaveProperty('ipHash');

    const unreadBefore = (await json<AdminStats>(await admin.browser.fetch('/api/admin/stats'))).unreadMessages;
    const read = await admin.browser.fetch(`/api/admin/inbox/${newer}/read`, { method: 'PATCH' });
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ id: newer, isRead: true });
    expect((await json<AdminStats>(await admin.browser.fetch('/api/admin/stats'))).unreadMessages).toBe(unreadBefore - 1);
    // Reading twice changes nothing more.
    expect((await admin.browser.fetch(`/api/admin/inbox/${newer}/read`, { method: 'PATCH' })).status).toBe(200);

    const removed = await admin.browser.fetch(`/api/admin/inbox/${newer}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await site.orm.em.fork().count(ContactMessage, { id: newer })).toBe(0);
    for (const [method, path] of [['DELETE', `/api/admin/inbox/${newer}`], ['PATCH', `/api/admin/inbox/${newer}/read`]] as const) {
      const res = await admin.browser.fetch(path, { method });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Message not found' });
    }
    expect((await admin.browser.fetch('/api/admin/inbox/abc/read', { method: 'PATCH' })).status).toBe(404);
  });
});
