import * as v from 'valibot';
import {
  myProfileResponse,
  SECTION_KINDS,
  ServerMessages,
  ValidationMessages as M,
  type MyProfileResponse,
} from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { Activity } from '../activity/activity.entity.ts';
import { artistWithProfile, json, profileForm, uniqueEmail, type ProfileRecord } from './artist.fixtures.ts';

describe.each(engines())('own artist profile on %s', (engine) => {
  const site = testSite(engine);

  it('creates the caller’s profile pending review, with a readable slug, and logs the submission', async () => {
    const browser = await signedInBrowser(site.server, uniqueEmail());
    const res = await browser.fetch('/api/artists', {
      method: 'POST',
      json: profileForm({
        fullName: '  Ana Mendieta ',
        displayName: 'Ana M.',
        disciplines: ['performance', 'sculpture'],
      }),
    });
    expect(res.status).toBe(201);
    const profile = await json<ProfileRecord>(res);
    expect(profile).toMatchObject({
      slug: expect.stringMatching(/^ana-mendieta(-\d+)?$/),
      fullName: 'Ana Mendieta',
      displayName: 'Ana M.',
      email: 'jane@oeuvre.test',
      website: 'https://jane.example',
      city: 'Berlin',
      country: 'Germany',
      profileImageUrl: null,
      disciplines: ['performance', 'sculpture'],
      isApproved: false,
      isPending: true,
      rejectionReason: null,
      publishedAt: null,
    });
    expect(Date.parse(profile.createdAt as string)).not.toBeNaN();
    const log = await site.orm.em.fork().find(Activity, { subjectType: 'artist', subjectId: profile.id });
    expect(log.map((a) => [a.type, a.message])).toEqual([
      ['submission', 'Ana M. created a profile for review'],
    ]);
  });

  it('refuses a second profile for the same user with 409', async () => {
    const { browser } = await artistWithProfile(site.server);
    const res = await browser.fetch('/api/artists', { method: 'POST', json: profileForm() });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: ServerMessages.profileExists });
  });

  it('answers 401 to anonymous callers of every own-profile route', async () => {
    const anonymous = site.server.browser();
    expect((await anonymous.fetch('/api/artists', { method: 'POST', json: profileForm() })).status).toBe(401);
    expect((await anonymous.fetch('/api/artists/1', { method: 'PATCH', json: profileForm() })).status).toBe(
      401,
    );
    expect((await anonymous.fetch('/api/artists/user')).status).toBe(401);
    expect((await anonymous.fetch('/api/my-profile')).status).toBe(401);
  });

  it('gives slugs from the name: jane-doe, then jane-doe-2, accents dropped, never a fixed segment', async () => {
    const name = `Zoë Ørsted ${Date.now()}`;
    const first = await artistWithProfile(site.server, { fullName: name });
    const second = await artistWithProfile(site.server, { fullName: name.toUpperCase() });
    expect(first.profile.slug).toMatch(/^zoe-orsted-\d+$/);
    expect(second.profile.slug).toBe(`${first.profile.slug}-2`);
    const third = await artistWithProfile(site.server, { fullName: name });
    expect(third.profile.slug).toBe(`${first.profile.slug}-3`);

    const user = await artistWithProfile(site.server, { fullName: 'User' });
    expect(user.profile.slug).toMatch(/^user-\d+$/);
    const nothingReadable = await artistWithProfile(site.server, { fullName: '李小龍' });
    expect(nothingReadable.profile.slug).toMatch(/^artist(-\d+)?$/);
  });

  it('keeps the slug when the name changes', async () => {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: 'Hilma af Klint' });
    const res = await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: 'Hilma Klint' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: 'Hilma Klint', slug: profile.slug });
  });

  it('updates the owner’s profile: optional fields left out stay, blank ones clear', async () => {
    const { browser, profile } = await artistWithProfile(site.server, {
      displayName: 'J.D.',
      disciplines: ['digital'],
    });
    const { displayName: _d, disciplines: _s, ...withoutOptional } = profileForm({ city: 'Paris' });
    const kept = await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: withoutOptional,
    });
    expect(await kept.json()).toMatchObject({ city: 'Paris', displayName: 'J.D.', disciplines: ['digital'] });
    const cleared = await browser.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ displayName: '', website: '' }),
    });
    expect(await cleared.json()).toMatchObject({ displayName: null, website: null });
  });

  it('refuses an update of someone else’s profile (403) and of an unknown one (404)', async () => {
    const { profile } = await artistWithProfile(site.server);
    const { browser: other } = await artistWithProfile(site.server);
    const res = await other.fetch(`/api/artists/${profile.id}`, { method: 'PATCH', json: profileForm() });
    expect(res.status).toBe(403);
    expect(
      (await other.fetch('/api/artists/99999999', { method: 'PATCH', json: profileForm() })).status,
    ).toBe(404);
    expect((await other.fetch('/api/artists/abc', { method: 'PATCH', json: profileForm() })).status).toBe(
      404,
    );
    const withoutProfile = await signedInBrowser(site.server, uniqueEmail());
    expect(
      (await withoutProfile.fetch(`/api/artists/${profile.id}`, { method: 'PATCH', json: profileForm() }))
        .status,
    ).toBe(403);
  });

  it('lets an admin update any profile through the editor route', async () => {
    const { profile } = await artistWithProfile(site.server);
    const admin = await signedInBrowser(site.server, uniqueEmail('admin'), { admin: true });
    const res = await admin.fetch(`/api/artists/${profile.id}`, {
      method: 'PATCH',
      json: profileForm({ city: 'Rome' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ city: 'Rome', isPending: true });
  });

  describe('validation of the profile form, with the product’s messages', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['fullName', { fullName: 'J' }, M.fullName],
      ['fullName', { fullName: undefined }, M.fullName],
      ['email', { email: 'not-an-email' }, M.email],
      ['email', { email: undefined }, M.email],
      ['website', { website: 'javascript:alert(1)' }, M.website],
      ['website', { website: 'jane.example' }, M.website],
      ['city', { city: '  ' }, M.city],
      ['city', { city: undefined }, M.city],
      ['country', { country: '' }, M.country],
      ['artistStatement', { artistStatement: 'Too short.' }, M.artistStatement],
      ['artistStatement', { artistStatement: undefined }, M.artistStatement],
      ['disciplines.0', { disciplines: ['juggling'] }, M.disciplines],
      ['profileImageUrl', { profileImageUrl: 'file:///etc/passwd' }, M.fileUrl],
    ];
    it.each(cases)('%s: %j -> 400', async (field, change, message) => {
      const browser = await signedInBrowser(site.server, uniqueEmail());
      const body = { ...profileForm(), ...change };
      const created = await browser.fetch('/api/artists', { method: 'POST', json: body });
      expect(created.status).toBe(400);
      expect(await created.json()).toEqual({ message, field });
      expect((await browser.fetch('/api/artists/user')).status).toBe(404);
    });

    it('checks an update the same way', async () => {
      const { browser, profile } = await artistWithProfile(site.server);
      const res = await browser.fetch(`/api/artists/${profile.id}`, {
        method: 'PATCH',
        json: profileForm({ artistStatement: 'short' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: M.artistStatement, field: 'artistStatement' });
    });

    it('refuses malformed JSON (400) and a body that is not JSON (415)', async () => {
      const browser = await signedInBrowser(site.server, uniqueEmail());
      const malformed = await browser.fetch('/api/artists', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"fullName":',
      });
      expect(malformed.status).toBe(400);
      const text = await browser.fetch('/api/artists', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hi',
      });
      expect(text.status).toBe(415);
    });
  });

  it('answers the caller’s own profile at /api/artists/user, 404 when there is none', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const mine = await browser.fetch('/api/artists/user');
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual(profile);
    const nobody = await signedInBrowser(site.server, uniqueEmail());
    const none = await nobody.fetch('/api/artists/user');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: ServerMessages.profileRequired });
  });

  it('answers the draft at /api/my-profile as profile beside every section array, 404 when there is none', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    await browser.fetch(`/api/artists/${profile.id}/awards`, {
      method: 'POST',
      json: { name: 'Prize', presenter: 'Foundation', year: '2020' },
    });
    const res = await browser.fetch('/api/my-profile');
    expect(res.status).toBe(200);
    const draft = await json<MyProfileResponse & Record<string, unknown>>(res);
    expect(v.safeParse(myProfileResponse, draft).success).toBe(true);
    // The owner's shape: `profile` (the profile's fields and review state) beside the section arrays.
    expect(draft.profile).toMatchObject({
      id: profile.id,
      slug: profile.slug,
      fullName: profile.fullName,
      isPending: true,
      isApproved: false,
      rejectionReason: null,
    });
    expect(draft).not.toHaveProperty('id');
    expect(draft).not.toHaveProperty('fullName');
    // The profile, then every CV section's list and the gallery.
    const lists = [...SECTION_KINDS, 'galleryItems'] as const;
    expect(Object.keys(draft).sort()).toEqual(['profile', ...lists].sort());
    for (const list of lists) expect(Array.isArray(draft[list]), list).toBe(true);
    expect(draft.awards).toEqual([
      { id: expect.any(Number), visibility: 'public', name: 'Prize', presenter: 'Foundation', year: '2020', notes: null },
    ]);
    expect(Date.parse(draft.profile.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(profile.updatedAt as string),
    );
    const nobody = await signedInBrowser(site.server, uniqueEmail());
    expect((await nobody.fetch('/api/my-profile')).status).toBe(404);
  });
});
