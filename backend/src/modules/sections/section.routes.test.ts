import { apiRoutes, SECTION_KINDS, SECTIONS, ValidationMessages as M, type SectionKind } from '@oeuvre/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { artistWithProfile, json, uniqueEmail, type ProfileRecord } from '../artists/artist.fixtures.ts';
import type { AppDeps } from '../../types.ts';
import { sectionItemOwnerChecks } from './section.routes.ts';

type Sample = {
  input: Record<string, unknown>;
  /** The item the API answers for `input`. */
  item: Record<string, unknown>;
  patch: Record<string, unknown>;
  /** Invalid inputs: [change to input, spec message, field]. */
  invalid: [Record<string, unknown>, string, string][];
};

const SAMPLES: Record<SectionKind, Sample> = {
  socialMedia: {
    input: { username: '  @ana ' },
    item: { platform: 'other', username: '@ana' },
    patch: { platform: 'instagram', username: 'https://instagram.com/ana' },
    invalid: [
      [{ username: '  ' }, M.socialUsername, 'username'],
      [{ username: undefined }, M.socialUsername, 'username'],
      [{ username: 'javascript:alert(1)' }, M.socialUsernameUrl, 'username'],
      [{ platform: 'myspace' }, M.socialPlatform, 'platform'],
    ],
  },
  education: {
    input: { institution: 'RCA', degree: 'MA', years: '2001-2003' },
    item: { institution: 'RCA', degree: 'MA', years: '2001-2003', notes: null },
    patch: { notes: 'With distinction' },
    invalid: [
      [{ institution: '' }, M.education, 'institution'],
      [{ degree: undefined }, M.education, 'degree'],
      [{ years: ' ' }, M.education, 'years'],
    ],
  },
  soloExhibitions: {
    input: { title: 'Tides', venue: 'Kunsthalle', city: 'Bern', year: 2020 },
    item: { title: 'Tides', venue: 'Kunsthalle', city: 'Bern', year: '2020', notes: null },
    patch: { venue: 'Kunstmuseum', notes: null },
    invalid: [
      [{ title: '' }, M.exhibition, 'title'],
      [{ venue: undefined }, M.exhibition, 'venue'],
      [{ city: ' ' }, M.exhibition, 'city'],
      [{ year: '' }, M.exhibition, 'year'],
    ],
  },
  groupExhibitions: {
    input: { title: 'Shore', venue: 'KW', city: 'Berlin', year: '2021', notes: 'Curated by X' },
    item: { title: 'Shore', venue: 'KW', city: 'Berlin', year: '2021', notes: 'Curated by X' },
    patch: { year: '2022' },
    invalid: [[{ title: ' ' }, M.exhibition, 'title']],
  },
  works: {
    input: { title: 'Tide I', medium: 'Oil on linen', year: '2020', imageUrl: '/uploads/ab/tide.webp' },
    item: {
      title: 'Tide I',
      medium: 'Oil on linen',
      dimensions: null,
      year: '2020',
      imageUrl: '/uploads/ab/tide.webp',
      exhibition: null,
    },
    patch: { dimensions: '100 x 80 cm' },
    invalid: [
      [{ title: '' }, M.work, 'title'],
      [{ medium: undefined }, M.work, 'medium'],
      [{ imageUrl: undefined }, M.work, 'imageUrl'],
      [{ imageUrl: 'javascript:alert(1)' }, M.workImageUrl, 'imageUrl'],
      // Only images stored here: one on another host would hand visitors' addresses to that host.
      [{ imageUrl: 'https://tracker.example/pixel.jpg' }, M.workImageUrl, 'imageUrl'],
    ],
  },
  awards: {
    input: { name: 'Young Painter Prize', presenter: 'Foundation', year: '2019' },
    item: { name: 'Young Painter Prize', presenter: 'Foundation', year: '2019', notes: null },
    patch: { notes: 'Shortlist' },
    invalid: [
      [{ name: '' }, M.awardName, 'name'],
      [{ presenter: undefined }, M.awardPresenter, 'presenter'],
      [{ year: '' }, M.year, 'year'],
    ],
  },
  grants: {
    input: { name: 'Studio Grant', organization: 'Arts Council', year: '2018' },
    item: {
      type: 'grant',
      name: 'Studio Grant',
      organization: 'Arts Council',
      year: '2018',
      amount: null,
      location: null,
      duration: null,
      description: null,
    },
    patch: { type: 'residency', duration: '3 months' },
    invalid: [
      [{ type: 'loan' }, M.grantType, 'type'],
      [{ name: ' ' }, M.name, 'name'],
      [{ organization: undefined }, M.organization, 'organization'],
      [{ year: undefined }, M.year, 'year'],
    ],
  },
  collections: {
    input: { name: 'Museum of Light' },
    item: {
      type: 'public',
      name: 'Museum of Light',
      location: null,
      year: null,
      workTitle: null,
      notes: null,
    },
    patch: { type: 'corporate', year: 2015 },
    invalid: [
      [{ name: '' }, M.collectionName, 'name'],
      [{ type: 'museum' }, M.collectionType, 'type'],
    ],
  },
  bibliography: {
    input: { title: 'On Tides', publication: 'Frieze', year: '2021' },
    item: {
      type: 'article',
      title: 'On Tides',
      publication: 'Frieze',
      author: null,
      year: '2021',
      pages: null,
      url: null,
      notes: null,
    },
    patch: { url: 'https://frieze.example/tides' },
    invalid: [
      [{ type: 'blog' }, M.bibliographyType, 'type'],
      [{ title: '' }, M.title, 'title'],
      [{ publication: undefined }, M.publication, 'publication'],
      [{ year: '' }, M.year, 'year'],
      [{ url: 'frieze.example' }, M.link, 'url'],
    ],
  },
  commissions: {
    input: { title: 'Mural' },
    item: { title: 'Mural', commissioner: null, description: null, year: null },
    patch: { commissioner: 'City of Bern', year: '2022' },
    invalid: [[{ title: ' ' }, M.commission, 'title']],
  },
  teaching: {
    input: { role: 'Lecturer', institution: 'UdK Berlin' },
    item: { role: 'Lecturer', institution: 'UdK Berlin', year: null },
    patch: { year: '2023' },
    invalid: [
      [{ role: '' }, M.teaching, 'role'],
      [{ institution: undefined }, M.teaching, 'institution'],
    ],
  },
  affiliations: {
    input: { name: 'Painters Guild' },
    item: { name: 'Painters Guild', type: null, duration: null },
    patch: { type: 'membership', duration: '2015-present' },
    invalid: [[{ name: '' }, M.affiliation, 'name']],
  },
};

/** The draft list of /api/my-profile that holds a section's items. */
const DRAFT_LIST: Record<SectionKind, string> = Object.fromEntries(
  SECTION_KINDS.map((k) => [k, k]),
) as Record<SectionKind, string>;

describe.each(engines())('CV section items on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('admin') });
  let owner: { browser: Browser; profile: ProfileRecord };
  let other: { browser: Browser; profile: ProfileRecord };
  beforeAll(async () => {
    owner = await artistWithProfile(site.server);
    other = await artistWithProfile(site.server);
  });

  const addPath = (kind: SectionKind, artistId: number) =>
    `/api/artists/${artistId}/${SECTIONS[kind].segment}`;
  const itemPath = (kind: SectionKind, artistId: number, itemId: number) =>
    SECTIONS[kind].itemPaths === 'flat'
      ? `/api/${SECTIONS[kind].segment}/${itemId}`
      : `/api/artists/${artistId}/${SECTIONS[kind].segment}/${itemId}`;
  const add = async (browser: Browser, kind: SectionKind, artistId: number, body = SAMPLES[kind].input) =>
    browser.fetch(addPath(kind, artistId), { method: 'POST', json: body });
  const addOk = async (kind: SectionKind, who = owner) => {
    const res = await add(who.browser, kind, who.profile.id);
    expect(res.status, await res.clone().text()).toBe(201);
    return json<{ id: number }>(res);
  };
  const draftList = async (browser: Browser, kind: SectionKind) =>
    (await json<Record<string, { id: number }[]>>(await browser.fetch('/api/my-profile')))[DRAFT_LIST[kind]]!;

  describe.each(SECTION_KINDS)('%s', (kind) => {
    const sample = SAMPLES[kind];
    const flat = SECTIONS[kind].itemPaths === 'flat';
    /** What the owner gets for an unknown item id: flat paths tell no one whether an id exists. */
    const unknownItemStatus = flat ? 403 : 404;

    it('adds (201, the item), changes (200, the item) and removes (204) an item of the owner’s draft', async () => {
      const created = await addOk(kind);
      expect(created).toEqual({ id: expect.any(Number), visibility: 'public', ...sample.item });
      expect(await draftList(owner.browser, kind)).toContainEqual(created);

      const patched = await owner.browser.fetch(itemPath(kind, owner.profile.id, created.id), {
        method: 'PATCH',
        json: sample.patch,
      });
      expect(patched.status).toBe(200);
      const expected = {
        ...created,
        ...Object.fromEntries(
          Object.entries(sample.patch).map(([k, v]) => [k, v === null ? null : String(v)]),
        ),
      };
      expect(await patched.json()).toEqual(expected);
      expect(await draftList(owner.browser, kind)).toContainEqual(expected);

      const removed = await owner.browser.fetch(itemPath(kind, owner.profile.id, created.id), {
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect(await removed.text()).toBe('');
      expect((await draftList(owner.browser, kind)).map((i) => i.id)).not.toContain(created.id);
      // Gone: 404 under the owner's profile path; a flat path names no profile, so 403 as for any id not theirs.
      expect(
        (await owner.browser.fetch(itemPath(kind, owner.profile.id, created.id), { method: 'DELETE' }))
          .status,
      ).toBe(unknownItemStatus);
    });

    it.each(sample.invalid)('refuses %j with the spec’s message', async (change, message, field) => {
      const res = await add(owner.browser, kind, owner.profile.id, { ...sample.input, ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, field });
      if (change[field] !== undefined) {
        const created = await addOk(kind);
        const patch = await owner.browser.fetch(itemPath(kind, owner.profile.id, created.id), {
          method: 'PATCH',
          json: change,
        });
        expect(patch.status).toBe(400);
        expect(await patch.json()).toEqual({ message, field });
      }
    });

    it('refuses another artist’s profile and items (403), unknown ones (404, flat item ids 403) and anonymous callers (401)', async () => {
      const theirs = await addOk(kind, other);
      expect((await add(owner.browser, kind, other.profile.id)).status).toBe(403);
      expect(
        (
          await owner.browser.fetch(itemPath(kind, other.profile.id, theirs.id), {
            method: 'PATCH',
            json: sample.patch,
          })
        ).status,
      ).toBe(403);
      expect(
        (await owner.browser.fetch(itemPath(kind, other.profile.id, theirs.id), { method: 'DELETE' })).status,
      ).toBe(403);
      expect((await add(owner.browser, kind, 99999999)).status).toBe(404);
      // Someone else's profile is refused before its body is read: what the body got wrong is not told to them.
      const wrong = { ...sample.input, ...sample.invalid[0]![0] };
      expect((await add(owner.browser, kind, owner.profile.id, wrong)).status).toBe(400);
      const refused = await add(owner.browser, kind, other.profile.id, wrong);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'You can only change your own profile' });
      const reorder = await owner.browser.fetch(`${addPath(kind, other.profile.id)}/order`, {
        method: 'PUT',
        json: { ids: 'not a list' },
      });
      expect(reorder.status).toBe(403);
      expect(
        (
          await owner.browser.fetch(itemPath(kind, owner.profile.id, 99999999), {
            method: 'PATCH',
            json: sample.patch,
          })
        ).status,
      ).toBe(unknownItemStatus);
      expect(
        (await owner.browser.fetch(itemPath(kind, owner.profile.id, 99999999), { method: 'DELETE' })).status,
      ).toBe(unknownItemStatus);
      const anonymous = site.server.browser();
      expect((await add(anonymous, kind, owner.profile.id)).status).toBe(401);
      expect(
        (await anonymous.fetch(itemPath(kind, other.profile.id, theirs.id), { method: 'DELETE' })).status,
      ).toBe(401);
      expect(await draftList(other.browser, kind)).toContainEqual(expect.objectContaining({ id: theirs.id }));
    });

    it('lets an admin add, change and remove items of any profile', async () => {
      const res = await add(site.admin, kind, other.profile.id);
      expect(res.status).toBe(201);
      const item = await json<{ id: number }>(res);
      expect(
        (
          await site.admin.fetch(itemPath(kind, other.profile.id, item.id), {
            method: 'PATCH',
            json: sample.patch,
          })
        ).status,
      ).toBe(200);
      expect(
        (await site.admin.fetch(itemPath(kind, other.profile.id, item.id), { method: 'DELETE' })).status,
      ).toBe(204);
    });
  });

  describe.each(SECTION_KINDS.filter((k) => SECTIONS[k].itemPaths === 'flat'))('%s at its flat item path', (kind) => {
    const sample = SAMPLES[kind];
    const path = (id: number) => `/api/${SECTIONS[kind].segment}/${id}`;
    // An invalid change that survives JSON (a field set to undefined would just be left out).
    const [badPatch, badMessage, badField] = sample.invalid.find(([change, , field]) => change[field] !== undefined)!;
    const notYours = { status: 403, body: { message: 'You can only change your own profile' } };
    const answer = async (res: Response) => ({ status: res.status, text: await res.text() });
    const requests: [string, RequestInit & { json?: unknown }][] = [
      ['PATCH, a valid body', { method: 'PATCH', json: sample.patch }],
      ['PATCH, an invalid body', { method: 'PATCH', json: badPatch }],
      ['PATCH, not an object', { method: 'PATCH', json: ['x'] }],
      ['PATCH, malformed JSON', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: '{' }],
      ['PATCH, text/plain', { method: 'PATCH', headers: { 'Content-Type': 'text/plain' }, body: 'x' }],
      ['DELETE', { method: 'DELETE' }],
      ['DELETE, a body', { method: 'DELETE', json: badPatch }],
      ['DELETE, text/plain', { method: 'DELETE', headers: { 'Content-Type': 'text/plain' }, body: 'x' }],
    ];

    it('answers a stranger alike for someone else’s item, its owner’s deleted id and an unknown id, whatever the body, and changes nothing', async () => {
      const theirs = await addOk(kind, other);
      const deleted = await addOk(kind, other);
      expect((await other.browser.fetch(path(deleted.id), { method: 'DELETE' })).status).toBe(204);
      const before = await draftList(other.browser, kind);
      expect(before).toContainEqual(expect.objectContaining({ id: theirs.id }));
      for (const [name, init] of requests) {
        const answers = [];
        for (const id of [theirs.id, deleted.id, 99999999]) answers.push(await answer(await owner.browser.fetch(path(id), init)));
        for (const a of answers) expect(a, name).toEqual(answers[0]);
        expect({ status: answers[0]!.status, body: JSON.parse(answers[0]!.text) as unknown }, name).toEqual(notYours);
      }
      expect(await draftList(other.browser, kind)).toEqual(before);
    });

    it('still lets the owner and an admin change and remove the item, and tells them what the body got wrong', async () => {
      const mine = await addOk(kind);
      for (const who of [owner.browser, site.admin]) {
        const invalid = await who.fetch(path(mine.id), { method: 'PATCH', json: badPatch });
        expect(invalid.status).toBe(400);
        expect(await invalid.json()).toEqual({ message: badMessage, field: badField });
        const patched = await who.fetch(path(mine.id), { method: 'PATCH', json: sample.patch });
        expect(patched.status).toBe(200);
        expect(await patched.json()).toMatchObject({ id: mine.id });
      }
      const other = await addOk(kind);
      expect((await owner.browser.fetch(path(other.id), { method: 'DELETE' })).status).toBe(204);
      expect((await site.admin.fetch(path(mine.id), { method: 'DELETE' })).status).toBe(204);
      expect((await draftList(owner.browser, kind)).map((i) => i.id)).not.toContain(mine.id);
      // An admin may change every item: an unknown id is told as such to them.
      for (const init of [{ method: 'PATCH', json: sample.patch }, { method: 'DELETE' }]) {
        const gone = await site.admin.fetch(path(mine.id), init);
        expect(gone.status).toBe(404);
        expect(await gone.json()).toEqual({ message: 'Item not found' });
      }
    });
  });

  it('keeps items in the order added', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    for (const name of ['First', 'Second', 'Third']) {
      await browser.fetch(`/api/artists/${profile.id}/affiliations`, { method: 'POST', json: { name } });
    }
    expect(
      (await draftList(browser, 'affiliations')).map((a) => (a as unknown as { name: string }).name),
    ).toEqual(['First', 'Second', 'Third']);
  });

  it('answers 403 for the caller’s own item named under another artist’s path, and 404 to an admin', async () => {
    const award = await addOk('awards');
    const res = await owner.browser.fetch(`/api/artists/${other.profile.id}/awards/${award.id}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(403);
    const viaAdmin = await site.admin.fetch(`/api/artists/${other.profile.id}/awards/${award.id}`, {
      method: 'PATCH',
      json: { notes: 'x' },
    });
    expect(viaAdmin.status).toBe(404);
  });

  it('keeps solo and group exhibitions apart: a solo item is unknown at the group path', async () => {
    const solo = await addOk('soloExhibitions');
    // Unknown there: 403 like every flat id the caller cannot change, 404 to an admin.
    expect(
      (await owner.browser.fetch(`/api/group-exhibitions/${solo.id}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect(
      (await site.admin.fetch(`/api/group-exhibitions/${solo.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await owner.browser.fetch(`/api/solo-exhibitions/${solo.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
  });

  it('every change puts an approved profile back in review, while the public keeps the approved CV', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const approve = () => site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} });
    const review = async () => json<ProfileRecord>(await browser.fetch('/api/artists/user'));
    const publicAwards = async () =>
      (
        await json<{ grants: { name: string }[] }>(
          await site.server.browser().fetch(`/api/artists/${profile.slug}`),
        )
      ).grants.map((g) => g.name);

    const award = await json<{ id: number }>(
      await browser.fetch(`/api/artists/${profile.id}/awards`, {
        method: 'POST',
        json: { name: 'Prize', presenter: 'P', year: '2000' },
      }),
    );
    await approve();
    expect(await publicAwards()).toEqual(['Prize']);

    const changes: [string, RequestInit & { json?: unknown }, string[]][] = [
      [
        `/api/artists/${profile.id}/awards`,
        { method: 'POST', json: { name: 'Second Prize', presenter: 'P', year: '2001' } },
        ['Second Prize', 'Prize'],
      ],
      [
        `/api/artists/${profile.id}/awards/${award.id}`,
        { method: 'PATCH', json: { name: 'Renamed Prize' } },
        ['Second Prize', 'Renamed Prize'],
      ],
      [`/api/artists/${profile.id}/awards/${award.id}`, { method: 'DELETE' }, ['Second Prize']],
    ];
    let shown = ['Prize'];
    for (const [path, init, afterApproval] of changes) {
      expect((await browser.fetch(path, init)).status).toBeLessThan(300);
      expect(await review(), `${init.method} ${path}`).toMatchObject({ isPending: true, isApproved: false });
      expect(await publicAwards()).toEqual(shown);
      await approve();
      shown = afterApproval;
      expect(await publicAwards()).toEqual(shown);
    }
  });
});

describe('item routes named by the item alone', () => {
  it('have the check of the caller against the item before the body is read, every one of them', () => {
    const checked = Object.keys(sectionItemOwnerChecks({} as AppDeps)).sort();
    const unnamed = apiRoutes
      .filter((route) => route.access === 'owner' && !route.path.startsWith('/api/artists/:id'))
      .map((route) => route.id)
      .sort();
    expect(unnamed.length).toBeGreaterThan(0);
    expect(checked).toEqual(unnamed);
  });
});
