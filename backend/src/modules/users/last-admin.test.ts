import { describe, expect, it } from 'vitest';
import { ServerMessages } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInPerson, uniqueHandle } from '../connections/connection.fixtures.ts';
import { deleteUser, freezeUser, removeAdmin } from './account.service.ts';
import { User } from './user.entity.ts';

const json = <T = unknown>(res: Response) => res.json() as Promise<T>;

// A database of its own: these tests need to know every admin there is.
describe.each(engines())('the site always keeps an active admin, on %s', (engine) => {
  const site = testSite(engine);
  const activeAdmins = () => site.orm.em.fork().count(User, { isAdmin: true, isFrozen: false });

  it('refuses (409) to take admin rights from the only active admin', async () => {
    const only = await signedInPerson(site.server, 'only', { admin: true });
    expect(await activeAdmins()).toBe(1);
    const res = await only.browser.fetch(`/api/admin/users/${only.userId}/remove-admin`, { method: 'PUT' });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ message: ServerMessages.lastAdmin });
    expect(await activeAdmins()).toBe(1);

    // A frozen admin does not count: they cannot sign in to run the site.
    const frozen = await signedInPerson(site.server, 'frozen', { admin: true });
    expect((await only.browser.fetch(`/api/admin/users/${frozen.userId}/freeze`, { method: 'PUT' })).status).toBe(200);
    expect((await only.browser.fetch(`/api/admin/users/${only.userId}/remove-admin`, { method: 'PUT' })).status).toBe(409);
    // Demoting or deleting the frozen admin is fine.
    expect((await only.browser.fetch(`/api/admin/users/${frozen.userId}/remove-admin`, { method: 'PUT' })).status).toBe(200);
    expect((await only.browser.fetch(`/api/admin/users/${frozen.userId}/delete`, { method: 'DELETE' })).status).toBe(204);
  });

  it('two admins deleting each other at the same moment: one wins, one admin remains', async () => {
    const [a, b] = [await signedInPerson(site.server, 'a', { admin: true }), await signedInPerson(site.server, 'b', { admin: true })];
    // Leave exactly these two active.
    await site.orm.em.fork().nativeUpdate(User, { isAdmin: true, id: { $nin: [a.userId, b.userId] } }, { isAdmin: false });
    expect(await activeAdmins()).toBe(2);
    const results = await Promise.all([
      a.browser.fetch(`/api/admin/users/${b.userId}/delete`, { method: 'DELETE' }),
      b.browser.fetch(`/api/admin/users/${a.userId}/delete`, { method: 'DELETE' }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(204);
    expect([401, 409]).toContain(statuses[1]);
    expect(await activeAdmins()).toBe(1);
  });

  it('two admins freezing or demoting each other at the same moment: one active admin remains', async () => {
    for (const action of ['freeze', 'remove-admin']) {
      const [a, b] = [await signedInPerson(site.server, 'a', { admin: true }), await signedInPerson(site.server, 'b', { admin: true })];
      await site.orm.em.fork().nativeUpdate(User, { isAdmin: true, id: { $nin: [a.userId, b.userId] } }, { isAdmin: false });
      const results = await Promise.all([
        a.browser.fetch(`/api/admin/users/${b.userId}/${action}`, { method: 'PUT' }),
        b.browser.fetch(`/api/admin/users/${a.userId}/${action}`, { method: 'PUT' }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0], action).toBe(200);
      expect([401, 403, 409], action).toContain(statuses[1]);
      expect(await activeAdmins(), action).toBe(1);
    }
  });

  it('holds under races straight at the service, where the two changes overlap in the database', async () => {
    const changes = {
      freeze: (admin: User, id: number) => freezeUser(site.orm, site.orm.em.fork(), admin, id),
      demote: (admin: User, id: number) => removeAdmin(site.orm.em.fork(), admin, id),
      delete: (admin: User, id: number) => deleteUser(site.orm, site.orm.em.fork(), site.server.config, admin, id),
    };
    for (const [name, change] of Object.entries(changes)) {
      for (let round = 0; round < 3; round++) {
        const em = site.orm.em.fork();
        const a = em.create(User, { email: `${uniqueHandle('a')}@oeuvre.test`, isAdmin: true });
        const b = em.create(User, { email: `${uniqueHandle('b')}@oeuvre.test`, isAdmin: true });
        await em.flush();
        await site.orm.em.fork().nativeUpdate(User, { isAdmin: true, id: { $nin: [a.id, b.id] } }, { isAdmin: false });
        const results = await Promise.allSettled([change(a, b.id), change(b, a.id)]);
        expect(results.map((r) => r.status).sort(), name).toEqual(['fulfilled', 'rejected']);
        const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(refused.reason, name).toMatchObject({ status: 409, message: ServerMessages.lastAdmin });
        expect(await activeAdmins(), name).toBe(1);
      }
    }
  });
});
