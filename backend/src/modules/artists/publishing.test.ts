import { ReviewMessages } from '@oeuvre/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { Activity } from '../activity/activity.entity.ts';
import { artistWithProfile, json, profileForm, setRequireApproval, uniqueEmail, type ProfileRecord } from './artist.fixtures.ts';

/** GET /api/artists/:slug: `profile` beside the section arrays. */
type Page = Record<string, unknown> & {
  profile: Record<string, unknown> & { city: string; fullName: string };
  soloExhibitions: { title: string }[];
};

describe.each(engines())('review and publishing on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });

  afterEach(async () => {
    await setRequireApproval(site.orm, true);
  });

  const publicPage = (slug: string) => site.server.browser().fetch(`/api/artists/${slug}`);
  const approve = (id: number) => site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} });
  const reject = (id: number, body: object = {}) =>
    site.admin.fetch(`/api/admin/reject/${id}`, { method: 'POST', json: body });
  const activityOf = async (id: number) =>
    (
      await site.orm.em
        .fork()
        .find(Activity, { subjectType: 'artist', subjectId: id }, { orderBy: { id: 'asc' } })
    ).map((a) => a.type);
  const addExhibition = (browser: Browser, id: number, title: string, year = '2020') =>
    browser.fetch(`/api/artists/${id}/solo-exhibitions`, {
      method: 'POST',
      json: { title, venue: 'Kunsthalle', city: 'Bern', year },
    });

  it('a new profile is pending and not public: no page, not listed, not in the directory', async () => {
    const { profile } = await artistWithProfile(site.server, { fullName: 'Pending Person' });
    expect(profile).toMatchObject({ isPending: true, isApproved: false, publishedAt: null });
    const page = await publicPage(profile.slug);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: 'Artist not found' });
    const list = await json<{ id: number }[]>(await site.server.browser().fetch('/api/artists?limit=1000'));
    expect(list.map((a) => a.id)).not.toContain(profile.id);
    const directory = await json<{ total: number }>(
      await site.server.browser().fetch(`/api/directory?q=${profile.slug}`),
    );
    expect(directory.total).toBe(0);
  });

  it('approval publishes the draft: the public sees it, the owner sees approved, the log says so', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Approved Person' });
    await addExhibition(browser, profile.id, 'First Light');
    const res = await approve(profile.id);
    expect(res.status).toBe(200);
    const record = await json<ProfileRecord>(res);
    expect(record).toMatchObject({
      isApproved: true,
      isPending: false,
      rejectionReason: null,
      publishedAt: expect.any(String),
    });

    const page = await json<Page>(await publicPage(profile.slug));
    expect(page.profile).toMatchObject({
      id: profile.id,
      slug: profile.slug,
      fullName: 'Approved Person',
      publishedAt: record.publishedAt,
    });
    expect(page.soloExhibitions.map((e) => e.title)).toEqual(['First Light']);
    expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
      isApproved: true,
      isPending: false,
    });
    expect(await activityOf(profile.id)).toEqual(['submission', 'approval']);
  });

  it('an approved artist who edits stays public with the last approved version until the change is approved', async () => {
    const { browser, profile } = await artistWithProfile(site.server, {
      fullName: 'Editing Person',
      city: 'Berlin',
    });
    await approve(profile.id);
    const edit = await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Edited Person', city: 'Lisbon' }),
    });
    expect(await json(edit)).toMatchObject({ city: 'Lisbon', isPending: true, isApproved: false });
    await addExhibition(browser, profile.id, 'Second Light');

    const before = await json<Page>(await publicPage(profile.slug));
    expect(before.profile).toMatchObject({ fullName: 'Editing Person', city: 'Berlin' });
    expect(before.soloExhibitions).toEqual([]);
    const directory = await json<{ items: { city: string }[] }>(
      await site.server.browser().fetch(`/api/directory?q=${encodeURIComponent('editing person')}`),
    );
    expect(directory.items.map((i) => i.city)).toContain('Berlin');
    expect(
      (await json<{ total: number }>(await site.server.browser().fetch('/api/directory?q=edited+person'))).total,
    ).toBe(0);
    expect(await json(await browser.fetch('/api/my-profile'))).toMatchObject({
      profile: { city: 'Lisbon', isPending: true },
    });

    await approve(profile.id);
    const after = await json<Page>(await publicPage(profile.slug));
    expect(after.profile).toMatchObject({ fullName: 'Edited Person', city: 'Lisbon' });
    expect(after.soloExhibitions.map((e) => e.title)).toEqual(['Second Light']);
    // One submission per time the profile entered review, not one per edit.
    expect(await activityOf(profile.id)).toEqual(['submission', 'approval', 'submission', 'approval']);
  });

  it('a rejection with a reason: the owner sees it; the last approved version stays public', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { city: 'Oslo' });
    await approve(profile.id);
    await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ city: 'Bergen' }),
    });
    const res = await reject(profile.id, { reason: '  Please add a real statement.  ' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      isApproved: false,
      isPending: false,
      rejectionReason: 'Please add a real statement.',
    });
    const own = (await json<{ profile: ProfileRecord }>(await browser.fetch('/api/my-profile'))).profile;
    expect(own).toMatchObject({
      isApproved: false,
      isPending: false,
      rejectionReason: 'Please add a real statement.',
      city: 'Bergen',
    });
    expect(own.publishedAt).not.toBeNull();
    expect(await json(await publicPage(profile.slug))).toMatchObject({ profile: { city: 'Oslo' } });
    expect(await activityOf(profile.id)).toEqual(['submission', 'approval', 'submission', 'rejection']);

    // Resubmitting (any change) goes back to review and clears the old reason.
    await addExhibition(browser, profile.id, 'Resubmitted');
    expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
      isPending: true,
      rejectionReason: null,
    });
  });

  it('a rejection without a reason of a never-approved profile: nothing public, no reason', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const res = await site.admin.fetch(`/api/admin/reject/${profile.id}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
      isApproved: false,
      isPending: false,
      rejectionReason: null,
      publishedAt: null,
    });
    expect((await publicPage(profile.slug)).status).toBe(404);
    expect(ReviewMessages.notApproved.title).toBe('Not Approved');
  });

  it('refuses a reason longer than 1000 characters', async () => {
    const { profile } = await artistWithProfile(site.server);
    const res = await reject(profile.id, { reason: 'x'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Reason must be at most 1000 characters', field: 'reason' });
  });

  it('with requireApproval off, a new profile and every change are published at once', async () => {
    await setRequireApproval(site.orm, false);
    const { browser, profile } = await artistWithProfile(site.server, {
      fullName: 'Instant Person',
      city: 'Vienna',
    });
    expect(profile).toMatchObject({ isApproved: true, isPending: false, publishedAt: expect.any(String) });
    expect(await json(await publicPage(profile.slug))).toMatchObject({
      profile: { fullName: 'Instant Person', city: 'Vienna' },
    });

    await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Instant Person', city: 'Graz' }),
    });
    await addExhibition(browser, profile.id, 'Instant Show');
    const page = await json<Page>(await publicPage(profile.slug));
    expect(page.profile.city).toBe('Graz');
    expect(page.soloExhibitions.map((e) => e.title)).toEqual(['Instant Show']);
    expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
      isApproved: true,
      isPending: false,
    });
    expect(await activityOf(profile.id)).toEqual(['submission']);
  });

  it('approve and reject: 404 for an unknown profile, 403 for a non-admin, 401 anonymous', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    expect((await approve(99999999)).status).toBe(404);
    expect((await reject(99999999)).status).toBe(404);
    expect(
      (await browser.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status,
    ).toBe(403);
    expect(
      (await browser.fetch(`/api/admin/reject/${profile.id}`, { method: 'POST', json: {} })).status,
    ).toBe(403);
    expect(
      (await site.server.browser().fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status,
    ).toBe(401);
    expect((await browser.fetch('/api/admin/pending-approvals')).status).toBe(403);
  });

  it('lists pending profiles longest waiting first, with the published version beside the draft when there is one', async () => {
    const first = await artistWithProfile(site.server, { fullName: 'Queue First' });
    const second = await artistWithProfile(site.server, { fullName: 'Queue Second', city: 'Madrid' });
    await approve(second.profile.id);
    await second.browser.fetch(`/api/artists/${second.profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Queue Second', city: 'Seville' }),
    });
    await addExhibition(second.browser, second.profile.id, 'New Show');

    const res = await site.admin.fetch('/api/admin/pending-approvals');
    expect(res.status).toBe(200);
    const queue =
      await json<
        (ProfileRecord & { published: Record<string, unknown> | null; soloExhibitions: unknown[] })[]
      >(res);
    const ours = queue.filter((p) => p.id === first.profile.id || p.id === second.profile.id);
    expect(ours.map((p) => p.fullName)).toEqual(['Queue First', 'Queue Second']);
    expect(ours[0]!.published).toBeNull();
    expect(ours[1]).toMatchObject({
      city: 'Seville',
      soloExhibitions: [expect.objectContaining({ title: 'New Show' })],
    });
    expect(ours[1]!.published).toMatchObject({ city: 'Madrid', soloExhibitions: [] });
    expect(queue.every((p) => p.isPending)).toBe(true);
  });
});
