import { ServerMessages, ValidationMessages as M } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { Activity } from '../activity/activity.entity.ts';
import { GalleryItem } from '../gallery/gallery-item.entity.ts';
import { SECTION_ENTITIES } from '../sections/sections.entity.ts';
import { User } from '../users/user.entity.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { artistWithProfile, json, profileForm, uniqueEmail, type ProfileRecord } from './artist.fixtures.ts';

const { awards: Award, exhibitions: Exhibition } = SECTION_ENTITIES;

describe.each(engines())('admin artist routes on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });
  const approve = (id: number) => site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} });
  const adminForm = (overrides: Record<string, unknown> = {}) => ({ ...profileForm(), ...overrides });

  it('refuses every admin artist route to anonymous (401) and non-admin (403) callers', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ['/api/admin/artists/approved', {}],
      ['/api/admin/artists/rejected', {}],
      [`/api/admin/artists/${profile.id}`, {}],
      [`/api/admin/artists/${profile.id}`, { method: 'PATCH', json: adminForm() }],
      [`/api/admin/artists/${profile.id}`, { method: 'DELETE' }],
      ['/api/admin/pending-approvals', {}],
      [`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} }],
      [`/api/admin/reject/${profile.id}`, { method: 'POST', json: {} }],
    ];
    for (const [path, init] of calls) {
      expect(
        (await site.server.browser().fetch(path, init)).status,
        `anonymous ${init.method ?? 'GET'} ${path}`,
      ).toBe(401);
      expect((await browser.fetch(path, init)).status, `artist ${init.method ?? 'GET'} ${path}`).toBe(403);
    }
    expect((await browser.fetch('/api/artists/user')).status).toBe(200);
  });

  it('lists published artists (also those with a change waiting), newest first, never unpublished ones', async () => {
    const older = await artistWithProfile(site.server, { fullName: 'Older Published' });
    const newer = await artistWithProfile(site.server, { fullName: 'Newer Published' });
    const unpublished = await artistWithProfile(site.server, { fullName: 'Never Published' });
    await approve(older.profile.id);
    await approve(newer.profile.id);
    await newer.browser.fetch(`/api/artists/${newer.profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Newer Published' }),
    });

    const res = await site.admin.fetch('/api/admin/artists/approved');
    expect(res.status).toBe(200);
    const list = await json<ProfileRecord[]>(res);
    const ids = list.map((p) => p.id);
    expect(ids).toContain(older.profile.id);
    expect(ids).not.toContain(unpublished.profile.id);
    expect(ids.indexOf(newer.profile.id)).toBeLessThan(ids.indexOf(older.profile.id));
    expect(list.find((p) => p.id === newer.profile.id)).toMatchObject({
      isPending: true,
      publishedAt: expect.any(String),
    });
    expect(list.find((p) => p.id === older.profile.id)).toEqual(
      await json(await older.browser.fetch('/api/artists/user')),
    );
    expect(list[0]).not.toHaveProperty('published');
  });

  it('lists rejected profiles with their reason, latest first: never-published ones and published ones with a rejected change', async () => {
    const never = await artistWithProfile(site.server, { fullName: 'Never Published Rejected' });
    const published = await artistWithProfile(site.server, { fullName: 'Published Then Rejected' });
    const waiting = await artistWithProfile(site.server, { fullName: 'Still Waiting' });
    await approve(published.profile.id);
    await published.browser.fetch(`/api/artists/${published.profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Published Then Rejected', city: 'Nowhere' }),
    });
    const reject = (id: number, reason?: string) =>
      site.admin.fetch(`/api/admin/reject/${id}`, { method: 'POST', json: reason ? { reason } : {} });
    expect((await reject(never.profile.id, 'Statement copied from elsewhere')).status).toBe(200);
    expect((await reject(published.profile.id)).status).toBe(200);

    const res = await site.admin.fetch('/api/admin/artists/rejected');
    expect(res.status).toBe(200);
    const list = await json<ProfileRecord[]>(res);
    const ids = list.map((p) => p.id);
    expect(ids).not.toContain(waiting.profile.id);
    expect(ids.indexOf(published.profile.id)).toBeLessThan(ids.indexOf(never.profile.id));
    expect(list.find((p) => p.id === never.profile.id)).toMatchObject({
      isApproved: false,
      isPending: false,
      rejectionReason: 'Statement copied from elsewhere',
      publishedAt: null,
    });
    expect(list.find((p) => p.id === published.profile.id)).toMatchObject({
      isApproved: false,
      isPending: false,
      rejectionReason: null,
      publishedAt: expect.any(String),
    });
    // The published one still shows among the published artists, its state telling the rejection.
    const shown = await json<ProfileRecord[]>(await site.admin.fetch('/api/admin/artists/approved'));
    expect(shown.find((p) => p.id === published.profile.id)).toMatchObject({
      isApproved: false,
      isPending: false,
    });

    // Resubmitted, it leaves the rejected list.
    await never.browser.fetch(`/api/artists/${never.profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Never Published Rejected', city: 'Resubmitted' }),
    });
    const after = await json<ProfileRecord[]>(await site.admin.fetch('/api/admin/artists/rejected'));
    expect(after.map((p) => p.id)).not.toContain(never.profile.id);
  });

  it('answers an artist’s draft with every section, 404 for an unknown id', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    await browser.fetch(`/api/artists/${profile.id}/education`, {
      method: 'POST',
      json: { institution: 'RCA', degree: 'MA', years: '2001-2003' },
    });
    const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: profile.id,
      education: [{ institution: 'RCA', degree: 'MA', years: '2001-2003', notes: null }],
      galleryItems: [],
    });
    expect((await site.admin.fetch('/api/admin/artists/99999999')).status).toBe(404);
  });

  it('an admin edit applies to the draft and the published version at once, without review', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Admin Edited', city: 'Turin' });
    await approve(profile.id);
    const before = await json<ProfileRecord>(await browser.fetch('/api/artists/user'));
    const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`, {
      method: 'PATCH',
      json: adminForm({
        fullName: 'Admin Edited',
        city: 'Milan',
        website: 'https://',
        version: before.version,
      }),
    });
    expect(res.status).toBe(200);
    const record = await json<ProfileRecord>(res);
    expect(record).toMatchObject({ city: 'Milan', website: null, isApproved: true, isPending: false });
    expect(record.version).toBeGreaterThan(before.version);
    expect(await json(await site.server.browser().fetch(`/api/artists/${profile.slug}`))).toMatchObject({
      profile: { city: 'Milan', website: null },
    });
    const directory = await json<{ items: { city: string }[] }>(
      await site.server.browser().fetch('/api/directory?q=admin+edited'),
    );
    expect(directory.items.map((i) => i.city)).toEqual(['Milan']);
    const log = await site.orm.em.fork().find(Activity, { type: 'artist', subjectId: profile.id });
    expect(log).toHaveLength(1);
  });

  describe('an admin edit never publishes the artist’s change waiting for review or rejected', () => {
    const setUp = async () => {
      const artist = await artistWithProfile(site.server, { fullName: 'Reviewed Artist', city: 'Turin' });
      await approve(artist.profile.id);
      // The artist's change, not reviewed yet.
      await artist.browser.fetch(`/api/artists/${artist.profile.id}`, {
        method: 'PATCH',
        json: profileForm({ fullName: 'Reviewed Artist', city: 'Unreviewed City' }),
      });
      const draft = await json<ProfileRecord & { published: Record<string, unknown> | null }>(
        await site.admin.fetch(`/api/admin/artists/${artist.profile.id}`),
      );
      return { ...artist, draft };
    };
    /** The profile's fields of the public page (`profile` of GET /api/artists/{slug}). */
    const publicPage = async (slug: string) =>
      (await json<{ profile: Record<string, unknown> }>(await site.server.browser().fetch(`/api/artists/${slug}`))).profile;
    const edit = (id: number, body: Record<string, unknown>) =>
      site.admin.fetch(`/api/admin/artists/${id}`, { method: 'PATCH', json: body });

    it('the admin reads the draft beside the published version', async () => {
      const { draft } = await setUp();
      expect(draft).toMatchObject({ city: 'Unreviewed City', isPending: true });
      expect(draft.published).toMatchObject({ city: 'Turin' });
    });

    it('one field changed: only it changes, on the draft and the published version; the rest waits for review', async () => {
      const { browser, profile, draft } = await setUp();
      const res = await edit(profile.id, { website: 'https://admin-fixed.example', version: draft.version });
      expect(res.status).toBe(200);
      expect(await publicPage(profile.slug)).toMatchObject({
        city: 'Turin',
        website: 'https://admin-fixed.example',
      });
      expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
        city: 'Unreviewed City',
        website: 'https://admin-fixed.example',
        isPending: true,
        isApproved: false,
      });
      const queue = await json<{ id: number }[]>(await site.admin.fetch('/api/admin/pending-approvals'));
      expect(queue.map((p) => p.id)).toContain(profile.id);
    });

    it('a form sending every field of the published version changes only the fields that differ from it', async () => {
      const { browser, profile, draft } = await setUp();
      const shown = draft.published as Record<string, unknown>;
      const res = await edit(profile.id, {
        ...adminForm({
          fullName: shown.fullName,
          email: shown.email,
          city: shown.city,
          country: shown.country,
          website: shown.website,
          artistStatement: shown.artistStatement,
        }),
        country: 'Italy',
        version: draft.version,
      });
      expect(res.status).toBe(200);
      expect(await publicPage(profile.slug)).toMatchObject({ city: 'Turin', country: 'Italy' });
      expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
        city: 'Unreviewed City',
        country: 'Italy',
        isPending: true,
      });
    });

    it('a rejected change stays rejected and unpublished; the owner still sees it with the reason', async () => {
      const { browser, profile } = await setUp();
      await site.admin.fetch(`/api/admin/reject/${profile.id}`, {
        method: 'POST',
        json: { reason: 'City unverifiable' },
      });
      const current = await json<ProfileRecord>(await site.admin.fetch(`/api/admin/artists/${profile.id}`));
      const res = await edit(profile.id, {
        artistStatement: 'A statement the admin corrected for clarity.',
        version: current.version,
      });
      expect(res.status).toBe(200);
      expect(await publicPage(profile.slug)).toMatchObject({
        city: 'Turin',
        artistStatement: 'A statement the admin corrected for clarity.',
      });
      expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({
        city: 'Unreviewed City',
        artistStatement: 'A statement the admin corrected for clarity.',
        isPending: false,
        isApproved: false,
        rejectionReason: 'City unverifiable',
      });
    });

    it('refuses a bad value of a field given alone, changing nothing', async () => {
      const { profile, draft } = await setUp();
      const res = await edit(profile.id, { city: ' ', version: draft.version });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: M.city, field: 'city' });
      expect(await publicPage(profile.slug)).toMatchObject({ city: 'Turin' });
    });
  });

  it('an admin edit of an unpublished profile changes only the draft and keeps its review state', async () => {
    const { profile } = await artistWithProfile(site.server);
    const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`, {
      method: 'PATCH',
      json: adminForm({ city: 'Porto' }),
    });
    expect(await json(res)).toMatchObject({ city: 'Porto', isPending: true, publishedAt: null });
    expect((await site.server.browser().fetch(`/api/artists/${profile.slug}`)).status).toBe(404);
  });

  it('refuses an admin edit made on a stale version with 409', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ city: 'Changed meanwhile' }),
    });
    const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`, {
      method: 'PATCH',
      json: adminForm({ city: 'Stale', version: profile.version }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: ServerMessages.conflict });
    expect(await json(await browser.fetch('/api/artists/user'))).toMatchObject({ city: 'Changed meanwhile' });
    expect(
      (await site.admin.fetch('/api/admin/artists/99999999', { method: 'PATCH', json: adminForm() })).status,
    ).toBe(404);
  });

  describe('validation of the admin edit, with the product’s messages', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['fullName', { fullName: 'J' }, M.fullNameAdmin],
      ['email', { email: 'nope' }, M.email],
      ['website', { website: 'ftp://files.example' }, M.websiteAdmin],
      ['website', { website: 'www.example.org' }, M.websiteAdmin],
      ['city', { city: '' }, M.city],
      ['country', { country: ' ' }, M.country],
      ['artistStatement', { artistStatement: 'Too short' }, M.artistStatement],
      ['version', { version: 'one' }, M.invalidBody],
    ];
    it.each(cases)('%s: %j -> 400', async (field, change, message) => {
      const { profile } = await artistWithProfile(site.server);
      const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`, {
        method: 'PATCH',
        json: adminForm(change),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, field });
    });

    it('takes an empty website or a bare https:// as none, and keeps the display name optional', async () => {
      const { profile } = await artistWithProfile(site.server, { displayName: 'Shown' });
      for (const website of ['', 'https://', '  ']) {
        const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`, {
          method: 'PATCH',
          json: adminForm({ website }),
        });
        expect(await json(res)).toMatchObject({ website: null, displayName: null });
      }
    });
  });

  it('deletes an artist permanently with every section row and gallery item; the owner account stays', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Deleted Artist' });
    await browser.fetch(`/api/artists/${profile.id}/awards`, {
      method: 'POST',
      json: { name: 'Prize', presenter: 'P', year: '2000' },
    });
    await browser.fetch(`/api/artists/${profile.id}/solo-exhibitions`, {
      method: 'POST',
      json: { title: 'Show', venue: 'V', city: 'C', year: '2001' },
    });
    const em = site.orm.em.fork();
    em.create(GalleryItem, { artist: profile.id, title: 'Gallery', fileUrl: '/uploads/ab/x.webp' });
    await em.flush();
    await approve(profile.id);

    const res = await site.admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const check = site.orm.em.fork();
    expect(await check.count(ArtistProfile, { id: profile.id })).toBe(0);
    expect(await check.count(Award, { artist: profile.id })).toBe(0);
    expect(await check.count(Exhibition, { artist: profile.id })).toBe(0);
    expect(await check.count(GalleryItem, { artist: profile.id })).toBe(0);
    expect((await site.server.browser().fetch(`/api/artists/${profile.slug}`)).status).toBe(404);
    expect((await browser.fetch('/api/artists/user')).status).toBe(404);
    expect((await browser.fetch('/api/auth/user')).status).toBe(200);
    expect(
      await check.count(User, {
        email: (await json<{ email: string }>(await browser.fetch('/api/auth/user'))).email,
      }),
    ).toBe(1);
    expect(
      await check.findOne(Activity, {
        type: 'artist',
        subjectId: profile.id,
        message: { $like: '%deleted%' },
      }),
    ).not.toBeNull();
    expect((await site.admin.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' })).status).toBe(404);

    // The owner may start again with a new profile.
    expect((await browser.fetch('/api/artists', { method: 'POST', json: profileForm() })).status).toBe(201);
  });
});
