import { SECTION_KINDS, SECTIONS, ValidationMessages as M, type SectionKind } from '@oeuvre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { artistWithProfile, json, uniqueEmail, type ProfileRecord } from '../artists/artist.fixtures.ts';

/** Three valid entries of each section, told apart by `n`. */
const entry = (kind: SectionKind, n: number): Record<string, unknown> => {
  const year = String(2000 + n);
  switch (kind) {
    case 'socialMedia':
      return { platform: 'other', username: `@handle${n}` };
    case 'education':
      return { institution: `School ${n}`, degree: 'MA', years: year };
    case 'soloExhibitions':
    case 'groupExhibitions':
      return { title: `Show ${n}`, venue: 'Hall', city: 'Bern', year };
    case 'works':
      return { title: `Work ${n}`, medium: 'Oil', year, imageUrl: `/uploads/ab/work-${n}.webp` };
    case 'awards':
      return { name: `Prize ${n}`, presenter: 'Foundation', year };
    case 'grants':
      return { name: `Grant ${n}`, organization: 'Council', year };
    case 'collections':
      return { name: `Collection ${n}` };
    case 'bibliography':
      return { title: `Essay ${n}`, publication: 'Frieze', year };
    case 'commissions':
      return { title: `Mural ${n}` };
    case 'teaching':
      return { role: `Lecturer ${n}`, institution: 'RCA' };
    case 'affiliations':
      return { name: `Society ${n}` };
  }
};

/** Where /api/my-profile lists each kind. */
const DRAFT_LIST: Record<SectionKind, string> = Object.fromEntries(SECTION_KINDS.map((k) => [k, k])) as never;

describe.each(engines())('the order of CV section entries on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });
  let owner: { browser: Browser; profile: ProfileRecord };
  let other: { browser: Browser; profile: ProfileRecord };
  beforeAll(async () => {
    owner = await artistWithProfile(site.server);
    other = await artistWithProfile(site.server);
  });

  const orderPath = (kind: SectionKind, artistId: number) =>
    `/api/artists/${artistId}/${SECTIONS[kind].segment}/order`;
  const reorder = (browser: Browser, kind: SectionKind, artistId: number, body: unknown) =>
    browser.fetch(orderPath(kind, artistId), { method: 'PUT', json: body });
  const addThree = async (kind: SectionKind, who = owner) => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await who.browser.fetch(`/api/artists/${who.profile.id}/${SECTIONS[kind].segment}`, {
        method: 'POST',
        json: entry(kind, n),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push((await json<{ id: number }>(res)).id);
    }
    return ids;
  };
  const draftIds = async (browser: Browser, kind: SectionKind) =>
    (await json<Record<string, { id: number }[]>>(await browser.fetch('/api/my-profile')))[
      DRAFT_LIST[kind]
    ]!.map((e) => e.id);

  describe.each(SECTION_KINDS)('%s', (kind) => {
    it('takes a new order of every entry, answers the entries in it, and keeps it', async () => {
      const who = await artistWithProfile(site.server);
      const [a, b, c] = await addThree(kind, who);
      const res = await reorder(who.browser, kind, who.profile.id, { ids: [c, a, b] });
      expect(res.status, await res.clone().text()).toBe(200);
      expect((await json<{ id: number }[]>(res)).map((e) => e.id)).toEqual([c, a, b]);
      expect(await draftIds(who.browser, kind)).toEqual([c, a, b]);
      // A new entry still goes to the end.
      const added = await json<{ id: number }>(
        await who.browser.fetch(`/api/artists/${who.profile.id}/${SECTIONS[kind].segment}`, {
          method: 'POST',
          json: entry(kind, 4),
        }),
      );
      expect(await draftIds(who.browser, kind)).toEqual([c, a, b, added.id]);
    });
  });

  it('refuses an incomplete list, unknown ids, duplicates and another artist’s entries; nothing changes', async () => {
    const [a, b, c] = await addThree('awards');
    const [theirs] = await addThree('awards', other);
    const before = await draftIds(owner.browser, 'awards');
    const refused: unknown[] = [
      { ids: [c, a] },
      { ids: [c, a, b, 2_000_000] },
      { ids: [c, a, 2_000_000] },
      { ids: [c, a, a] },
      { ids: [c, a, b, b] },
      { ids: [c, a, theirs] },
      { ids: [c, a, b, theirs] },
      { ids: [] },
      { ids: 'c,a,b' },
      { ids: [c, a, -1] },
      {},
    ];
    for (const body of refused) {
      const res = await reorder(owner.browser, 'awards', owner.profile.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(M.sectionOrder);
    }
    expect(await draftIds(owner.browser, 'awards')).toEqual(before);
    expect(await draftIds(other.browser, 'awards')).toContain(theirs);
  });

  it('keeps kinds that share a table apart: a solo exhibition is unknown in the group order', async () => {
    const solo = await addThree('soloExhibitions');
    const group = await addThree('groupExhibitions');
    const mixed = await reorder(owner.browser, 'groupExhibitions', owner.profile.id, {
      ids: [...group.slice(0, 2), solo[0]],
    });
    expect(mixed.status).toBe(400);
  });

  it('is for the owner and admins: another artist 403, signed out 401, an unknown profile 404', async () => {
    const ids = await addThree('teaching', other);
    const before = await draftIds(other.browser, 'teaching');
    const byOwner = await reorder(owner.browser, 'teaching', other.profile.id, { ids: [...ids].reverse() });
    expect(byOwner.status).toBe(403);
    expect((await json<{ message: string }>(byOwner)).message).toBe('You can only change your own profile');
    expect((await reorder(site.server.browser(), 'teaching', other.profile.id, { ids })).status).toBe(401);
    expect((await reorder(owner.browser, 'teaching', 2_000_000, { ids })).status).toBe(404);
    expect(await draftIds(other.browser, 'teaching')).toEqual(before);

    const byAdmin = await reorder(site.admin, 'teaching', other.profile.id, { ids: [...before].reverse() });
    expect(byAdmin.status).toBe(200);
    expect(await draftIds(other.browser, 'teaching')).toEqual([...before].reverse());
  });

  it('a new order of public entries goes through review; the public page then keeps the artist’s order of works', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const works = await addThree('works', { browser, profile });
    const awards: number[] = [];
    for (const [name, year] of [
      ['Early Prize', '2001'],
      ['Second Prize', '2020'],
      ['First Prize', '2020'],
    ]) {
      const res = await browser.fetch(`/api/artists/${profile.id}/awards`, {
        method: 'POST',
        json: { name, presenter: 'P', year },
      });
      awards.push((await json<{ id: number }>(res)).id);
    }
    const approve = async () =>
      expect(
        (await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status,
      ).toBeLessThan(300);
    const review = async () => json<ProfileRecord>(await browser.fetch('/api/artists/user'));
    const page = async () =>
      json<{ works: { title: string }[]; grants: { name: string }[] }>(
        await site.server.browser().fetch(`/api/artists/${profile.slug}`),
      );
    await approve();
    expect((await page()).works.map((w) => w.title)).toEqual(['Work 1', 'Work 2', 'Work 3']);

    // The same order again is no change: the profile stays approved.
    expect((await reorder(browser, 'works', profile.id, { ids: works })).status).toBe(200);
    expect(await review()).toMatchObject({ isApproved: true, isPending: false });

    const [w1, w2, w3] = works;
    expect((await reorder(browser, 'works', profile.id, { ids: [w3, w1, w2] })).status).toBe(200);
    expect(await review()).toMatchObject({ isApproved: false, isPending: true });
    expect((await page()).works.map((w) => w.title)).toEqual(['Work 1', 'Work 2', 'Work 3']);
    await approve();
    expect((await page()).works.map((w) => w.title)).toEqual(['Work 3', 'Work 1', 'Work 2']);

    // Dated CV entries stay most recent first; entries of the same year follow the artist's order.
    const [early, second, first] = awards;
    expect((await page()).grants.map((g) => g.name)).toEqual(['Second Prize', 'First Prize', 'Early Prize']);
    expect((await reorder(browser, 'awards', profile.id, { ids: [early, first, second] })).status).toBe(200);
    await approve();
    expect((await page()).grants.map((g) => g.name)).toEqual(['First Prize', 'Second Prize', 'Early Prize']);
  });

  it('moving private entries only is nothing the public sees: no review', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const ids = await addThree('affiliations', { browser, profile });
    for (const id of ids.slice(1)) {
      const res = await browser.fetch(`/api/artists/${profile.id}/affiliations/${id}`, {
        method: 'PATCH',
        json: { visibility: 'private' },
      });
      expect(res.status).toBe(200);
    }
    expect(
      (await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status,
    ).toBeLessThan(300);
    const [a, b, c] = ids;
    expect((await reorder(browser, 'affiliations', profile.id, { ids: [a, c, b] })).status).toBe(200);
    expect(await json<ProfileRecord>(await browser.fetch('/api/artists/user'))).toMatchObject({
      isApproved: true,
      isPending: false,
    });
    expect(await draftIds(browser, 'affiliations')).toEqual([a, c, b]);
  });
});
