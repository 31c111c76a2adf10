import { describe, expect, it } from 'vitest';
import { ServerMessages, SupportMessages, type Connection as ConnectionView } from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { Connection } from './connection.entity.ts';
import { createProfile, signedInArtist, signedInPerson, uniqueHandle, type TestArtist } from './connection.fixtures.ts';

const json = <T = unknown>(res: Response) => res.json() as Promise<T>;

describe.each(engines())('support and connections on %s', (engine) => {
  const site = testSite(engine);

  const supportOf = (from: TestArtist, to: { profileId: number }) =>
    from.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: to.profileId } });
  const statusOf = async (from: TestArtist, to: { profileId: number }) => json(await from.browser.fetch(`/api/connections/status/${to.profileId}`));
  const rowsBetween = (a: number, b: number) => site.orm.em.fork().find(Connection, { $or: [{ sender: a, receiver: b }, { sender: b, receiver: a }] }, { orderBy: { id: 'asc' } });

  it('answers 401 to anonymous callers of every signed-in network call', async () => {
    const anonymous = site.server.browser();
    const calls: [string, string][] = [
      ['POST', '/api/connections'],
      ['GET', '/api/connections/status/1'],
      ['GET', '/api/connections/requests'],
      ['GET', '/api/my-connections'],
      ['DELETE', '/api/connections/1'],
      ['POST', '/api/connections/1/accept'],
      ['POST', '/api/connections/1/reject'],
    ];
    for (const [method, path] of calls) {
      const res = await anonymous.fetch(path, { method, json: method === 'POST' ? { receiverId: 1 } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await json(res)).toEqual({ message: 'Sign in required' });
    }
  });

  it('refuses support without a profile of your own (403 with the product’s message)', async () => {
    const target = await signedInArtist(site.server, 'target');
    const person = await signedInPerson(site.server, 'noprofile');
    const res = await person.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: target.profileId } });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: 'You need to create an artist profile before supporting others' });
    for (const path of ['/api/connections/requests', '/api/my-connections']) {
      const other = await person.browser.fetch(path);
      expect(other.status).toBe(403);
      expect(await json(other)).toEqual({ message: ServerMessages.profileRequired });
    }
    // Without a profile the status is simply "not supporting".
    expect(await json(await person.browser.fetch(`/api/connections/status/${target.profileId}`))).toEqual({
      isSupporting: false,
      isMutualConnection: false,
      connectionId: null,
    });
  });

  it('refuses supporting your own profile (400), an unknown or unpublished artist (404) and a bad receiverId (400)', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const own = await supportOf(ada, ada);
    expect(own.status).toBe(400);
    expect(await json(own)).toEqual({ message: 'You cannot support your own profile', field: 'receiverId' });

    const unknown = await ada.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: 999_999 } });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: 'Artist not found' });

    const draftOnly = await createProfile(site.orm, null, uniqueHandle('draft'), { published: false });
    const unpublished = await ada.browser.fetch('/api/connections', { method: 'POST', json: { receiverId: draftOnly } });
    expect(unpublished.status).toBe(404);

    for (const receiverId of ['abc', 0, -3, undefined]) {
      const bad = await ada.browser.fetch('/api/connections', { method: 'POST', json: { receiverId } });
      expect(bad.status).toBe(400);
      expect(await json(bad)).toEqual({ message: 'Choose an artist to support', field: 'receiverId' });
    }
    expect(await site.orm.em.fork().count(Connection, { sender: ada.profileId })).toBe(0);
  });

  it('support -> pending request -> accept makes a mutual Connection in both directions', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const bea = await signedInArtist(site.server, 'bea');
    const cy = await signedInArtist(site.server, 'cy');

    const created = await supportOf(ada, bea);
    expect(created.status).toBe(201);
    const support = await json<ConnectionView>(created);
    expect(support).toEqual({
      id: expect.any(Number),
      sender: { id: ada.profileId, slug: ada.slug, profileImageUrl: `/uploads/${ada.slug}.webp`, fullName: `${ada.slug} (published)`, city: 'Lisbon', country: 'Portugal' },
      receiver: { id: bea.profileId, slug: bea.slug, profileImageUrl: `/uploads/${bea.slug}.webp`, fullName: `${bea.slug} (published)`, city: 'Lisbon', country: 'Portugal' },
      isMutual: false,
      status: 'pending',
    });
    expect(await statusOf(ada, bea)).toEqual({ isSupporting: true, isMutualConnection: false, connectionId: support.id });
    expect(await statusOf(bea, ada)).toEqual({ isSupporting: false, isMutualConnection: false, connectionId: null });

    const twice = await supportOf(ada, bea);
    expect(twice.status).toBe(409);
    expect(await json(twice)).toEqual({ message: SupportMessages.alreadySupporting });

    const requests = await json<ConnectionView[]>(await bea.browser.fetch('/api/connections/requests'));
    expect(requests.map((r) => r.id)).toEqual([support.id]);
    expect(await json(await ada.browser.fetch('/api/connections/requests'))).toEqual([]);

    // Only the receiver answers: not the sender, not a third artist.
    for (const someone of [ada, cy]) {
      const refused = await someone.browser.fetch(`/api/connections/${support.id}/accept`, { method: 'POST' });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({ message: 'Only the receiving artist can answer this request' });
    }

    const accepted = await bea.browser.fetch(`/api/connections/${support.id}/accept`, { method: 'POST' });
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ id: support.id, isMutual: true, status: 'accepted' });

    const rows = await rowsBetween(ada.profileId, bea.profileId);
    expect(rows.map((r) => [r.sender.id, r.receiver.id, r.status, r.isMutual])).toEqual([
      [ada.profileId, bea.profileId, 'accepted', true],
      [bea.profileId, ada.profileId, 'accepted', true],
    ]);
    expect(rows.every((r) => r.respondedAt instanceof Date)).toBe(true);
    expect(await statusOf(ada, bea)).toEqual({ isSupporting: true, isMutualConnection: true, connectionId: support.id });
    expect(await statusOf(bea, ada)).toEqual({ isSupporting: true, isMutualConnection: true, connectionId: rows[1]!.id });

    const again = await bea.browser.fetch(`/api/connections/${support.id}/accept`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: 'This connection request was already answered' });
    expect(await json(await bea.browser.fetch('/api/connections/requests'))).toEqual([]);

    const adasNetwork = await json<ConnectionView[]>(await ada.browser.fetch('/api/my-connections'));
    expect(adasNetwork.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('reject leaves the support one-way and the request answered', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const bea = await signedInArtist(site.server, 'bea');
    const support = await json<ConnectionView>(await supportOf(ada, bea));

    const rejected = await bea.browser.fetch(`/api/connections/${support.id}/reject`, { method: 'POST', json: {} });
    expect(rejected.status).toBe(200);
    expect(await json(rejected)).toMatchObject({ id: support.id, isMutual: false, status: 'rejected' });
    expect(await statusOf(ada, bea)).toEqual({ isSupporting: true, isMutualConnection: false, connectionId: support.id });
    expect(await json(await bea.browser.fetch('/api/connections/requests'))).toEqual([]);
    expect((await rowsBetween(ada.profileId, bea.profileId)).length).toBe(1);

    for (const answer of ['accept', 'reject']) {
      const late = await bea.browser.fetch(`/api/connections/${support.id}/${answer}`, { method: 'POST', json: {} });
      expect(late.status).toBe(409);
      expect(await json(late)).toEqual({ message: ServerMessages.requestAlreadyHandled });
    }
    const bySender = await ada.browser.fetch(`/api/connections/${support.id}/reject`, { method: 'POST', json: {} });
    expect(bySender.status).toBe(403);
    const tooLong = await bea.browser.fetch(`/api/connections/${support.id}/reject`, { method: 'POST', json: { reason: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(await json(tooLong)).toEqual({ message: 'Reason must be at most 1000 characters', field: 'reason' });
  });

  it('supporting back someone who supports you makes both a Connection at once', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const bea = await signedInArtist(site.server, 'bea');
    const first = await json<ConnectionView>(await supportOf(ada, bea));
    const back = await supportOf(bea, ada);
    expect(back.status).toBe(201);
    expect(await json(back)).toMatchObject({ isMutual: true, status: 'accepted', sender: { id: bea.profileId }, receiver: { id: ada.profileId } });
    expect(await statusOf(ada, bea)).toEqual({ isSupporting: true, isMutualConnection: true, connectionId: first.id });
    expect(await json(await bea.browser.fetch('/api/connections/requests'))).toEqual([]);
  });

  it('two artists supporting each other at the same moment still end mutual', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const bea = await signedInArtist(site.server, 'bea');
    const [a, b] = await Promise.all([supportOf(ada, bea), supportOf(bea, ada)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await rowsBetween(ada.profileId, bea.profileId);
    expect(rows.map((r) => [r.isMutual, r.status])).toEqual([
      [true, 'accepted'],
      [true, 'accepted'],
    ]);
  });

  it('removing a support: only a party may, and it breaks mutuality but keeps the other direction', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const bea = await signedInArtist(site.server, 'bea');
    const cy = await signedInArtist(site.server, 'cy');
    const adaToBea = await json<ConnectionView>(await supportOf(ada, bea));
    const beaToAda = await json<ConnectionView>(await supportOf(bea, ada));

    const byStranger = await cy.browser.fetch(`/api/connections/${adaToBea.id}`, { method: 'DELETE' });
    expect(byStranger.status).toBe(403);
    expect(await json(byStranger)).toEqual({ message: 'You can only remove a support you are part of' });
    const byAdmin = await signedInArtist(site.server, 'admin', { admin: true });
    expect((await byAdmin.browser.fetch(`/api/connections/${adaToBea.id}`, { method: 'DELETE' })).status).toBe(403);

    const removed = await ada.browser.fetch(`/api/connections/${adaToBea.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await statusOf(ada, bea)).toEqual({ isSupporting: false, isMutualConnection: false, connectionId: null });
    expect(await statusOf(bea, ada)).toEqual({ isSupporting: true, isMutualConnection: false, connectionId: beaToAda.id });
    const supportersOfAda = await json(await site.server.browser().fetch(`/api/connections/artist/${ada.profileId}`));
    expect(supportersOfAda).toEqual([expect.objectContaining({ id: beaToAda.id, isMutual: false })]);

    const gone = await ada.browser.fetch(`/api/connections/${adaToBea.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect((await ada.browser.fetch('/api/connections/abc', { method: 'DELETE' })).status).toBe(404);

    // The supported artist may remove a supporter too.
    const byReceiver = await ada.browser.fetch(`/api/connections/${beaToAda.id}`, { method: 'DELETE' });
    expect(byReceiver.status).toBe(204);
    expect(await rowsBetween(ada.profileId, bea.profileId)).toEqual([]);
  });

  it('lists an artist\'s accepted supporters publicly, from published data, hiding supporters not yet published', async () => {
    const star = await signedInArtist(site.server, 'star');
    const fan = await signedInArtist(site.server, 'fan');
    const newcomer = await signedInArtist(site.server, 'newcomer', { published: false });
    const friend = await signedInArtist(site.server, 'friend');
    await supportOf(fan, star);
    expect((await supportOf(newcomer, star)).status).toBe(201);
    await supportOf(friend, star);
    await supportOf(star, friend);

    const res = await site.server.browser().fetch(`/api/connections/artist/${star.profileId}`);
    expect(res.status).toBe(200);
    const list = await json<ConnectionView[]>(res);
    expect(list.map((c) => [c.sender.id, c.isMutual])).toEqual([[friend.profileId, true]]);
    expect(list[0]!.sender).toEqual({ id: friend.profileId, slug: friend.slug, profileImageUrl: `/uploads/${friend.slug}.webp`, fullName: `${friend.slug} (published)`, city: 'Lisbon', country: 'Portugal' });
    expect(JSON.stringify(list)).not.toContain('Draft');

    // The supported artist still sees the unpublished supporter's request, by its draft name.
    const requests = await json<ConnectionView[]>(await star.browser.fetch('/api/connections/requests'));
    expect(requests.map((r) => r.sender.fullName).sort()).toEqual([`${fan.slug} (published)`, `${newcomer.slug} Draft`].sort());

    expect((await site.server.browser().fetch('/api/connections/artist/999999')).status).toBe(404);
    expect((await site.server.browser().fetch(`/api/connections/artist/${newcomer.profileId}`)).status).toBe(404);
    expect((await site.server.browser().fetch('/api/connections/artist/not-an-id')).status).toBe(404);
    expect((await star.browser.fetch('/api/connections/status/999999')).status).toBe(404);
  });

  it('shows only accepted supports publicly (never who was rejected or waits), and counts them as the artist\'s own network does', async () => {
    const star = await signedInArtist(site.server, 'star');
    const waiting = await signedInArtist(site.server, 'waiting');
    const turnedDown = await signedInArtist(site.server, 'turned-down');
    const accepted = await signedInArtist(site.server, 'accepted');
    const newcomer = await signedInArtist(site.server, 'newcomer', { published: false });
    await supportOf(waiting, star);
    const refused = await json<ConnectionView>(await supportOf(turnedDown, star));
    const welcome = await json<ConnectionView>(await supportOf(accepted, star));
    const unpublished = await json<ConnectionView>(await supportOf(newcomer, star));
    expect((await star.browser.fetch(`/api/connections/${refused.id}/reject`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await star.browser.fetch(`/api/connections/${welcome.id}/accept`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await star.browser.fetch(`/api/connections/${unpublished.id}/accept`, { method: 'POST', json: {} })).status).toBe(200);

    const publicList = await json<ConnectionView[]>(await site.server.browser().fetch(`/api/connections/artist/${star.profileId}`));
    expect(publicList.map((c) => c.sender.id)).toEqual([accepted.profileId]);
    expect(publicList.every((c) => c.status === 'accepted')).toBe(true);
    const text = JSON.stringify(publicList);
    for (const hidden of ['rejected', 'pending', turnedDown.slug, waiting.slug, newcomer.slug]) expect(text).not.toContain(hidden);

    // The artist's own network (/profile's Supporters tab: accepted supports received) names the same people.
    const mine = await json<ConnectionView[]>(await star.browser.fetch('/api/my-connections'));
    const ownSupporters = mine.filter((c) => c.status === 'accepted' && c.receiver.id === star.profileId);
    expect(ownSupporters.map((c) => c.sender.id)).toEqual(publicList.map((c) => c.sender.id));
    // The unpublished artist's request stays the artist's to see among the answered requests, not in the network.
    expect(JSON.stringify(mine)).not.toContain(newcomer.slug);
  });

  it('lists every support the artist sends or receives, newest first', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    const bea = await signedInArtist(site.server, 'bea');
    const cy = await signedInArtist(site.server, 'cy');
    const out = await json<ConnectionView>(await supportOf(ada, bea));
    const incoming = await json<ConnectionView>(await supportOf(cy, ada));
    const mine = await json<ConnectionView[]>(await ada.browser.fetch('/api/my-connections'));
    expect(mine.map((c) => c.id)).toEqual([incoming.id, out.id]);
    expect(await json(await bea.browser.fetch('/api/my-connections'))).toEqual([expect.objectContaining({ id: out.id })]);
  });

  it('answers 404 for unknown connection ids on accept and reject', async () => {
    const ada = await signedInArtist(site.server, 'ada');
    for (const answer of ['accept', 'reject']) {
      const res = await ada.browser.fetch(`/api/connections/999999/${answer}`, { method: 'POST', json: {} });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ message: 'Connection not found' });
    }
  });
});
