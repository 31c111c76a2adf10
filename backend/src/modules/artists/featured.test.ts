// Featuring (an admin's choice, shown on the landing page and as a badge wherever the artist appears) and the
// directory's orders (`sort`).
import { randomBytes } from 'node:crypto';
import { ValidationMessages as M } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { Activity } from '../activity/activity.entity.ts';
import { artistWithProfile, json, profileForm, uniqueEmail } from './artist.fixtures.ts';

type Summary = { id: number; slug: string; fullName: string; displayName: string | null; featured?: true };
type DirectoryPage = { items: Summary[]; total: number };

/** A word no other test uses, so each test searches only its own artists in the shared database. */
const token = () =>
  `zf${randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

describe.each(engines())('featuring and the directory orders on %s', (engine) => {
  const site = testSite(engine, { admin: uniqueEmail('featuring-admin') });
  const approve = async (id: number) =>
    expect((await site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} })).status).toBe(200);
  const feature = (id: number, featured: unknown) =>
    site.admin.fetch(`/api/admin/artists/${id}/featured`, { method: 'PUT', json: { featured } });
  const directory = async (query: string) => {
    const res = await site.server.browser().fetch(`/api/directory?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return json<DirectoryPage>(res);
  };
  const publicArtist = async (slug: string) =>
    json<{ profile: { featured?: true } }>(await site.server.browser().fetch(`/api/artists/${slug}`));

  it('an admin features a published artist: the record, the artist page, the directory card and the featured list follow at once', async () => {
    const word = token();
    const chosen = await artistWithProfile(site.server, { fullName: `Chosen ${word}` });
    const other = await artistWithProfile(site.server, { fullName: `Other ${word}` });
    await approve(chosen.profile.id);
    await approve(other.profile.id);
    expect((await publicArtist(chosen.profile.slug)).profile).not.toHaveProperty('featured');
    expect((await directory(`q=${word}&featured=true`)).items).toEqual([]);

    const res = await feature(chosen.profile.id, true);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: chosen.profile.id, featured: true });

    expect((await publicArtist(chosen.profile.slug)).profile.featured).toBe(true);
    const cards = (await directory(`q=${word}`)).items;
    expect(cards.find((c) => c.id === chosen.profile.id)?.featured).toBe(true);
    expect(cards.find((c) => c.id === other.profile.id)).not.toHaveProperty('featured');
    const featured = await directory(`q=${word}&featured=true`);
    expect(featured.items.map((c) => c.id)).toEqual([chosen.profile.id]);
    expect(featured.total).toBe(1);

    const log = await site.orm.em.fork().find(Activity, { subjectId: chosen.profile.id, subjectType: 'artist' });
    expect(log.map((a) => a.message)).toContainEqual(expect.stringContaining(`featured Chosen ${word}`));

    // A later change of the artist's, approved, keeps the choice.
    await chosen.browser.fetch(`/api/artists/${chosen.profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: `Chosen ${word}`, city: 'Leipzig' }),
    });
    await approve(chosen.profile.id);
    expect((await publicArtist(chosen.profile.slug)).profile.featured).toBe(true);

    expect((await feature(chosen.profile.id, false)).status).toBe(200);
    expect((await publicArtist(chosen.profile.slug)).profile).not.toHaveProperty('featured');
    expect((await directory(`q=${word}&featured=true`)).items).toEqual([]);
    const again = await site.orm.em.fork().find(Activity, { subjectId: chosen.profile.id, subjectType: 'artist' });
    expect(again.map((a) => a.message)).toContainEqual(expect.stringContaining(`stopped featuring Chosen ${word}`));
  });

  it('featuring an artist not yet published shows them once they are', async () => {
    const word = token();
    const waiting = await artistWithProfile(site.server, { fullName: `Waiting ${word}` });
    expect((await feature(waiting.profile.id, true)).status).toBe(200);
    expect((await directory(`q=${word}&featured=true`)).items).toEqual([]);
    await approve(waiting.profile.id);
    expect((await directory(`q=${word}&featured=true`)).items.map((c) => c.id)).toEqual([waiting.profile.id]);
  });

  it('refuses featuring to visitors (401) and artists (403), an unknown profile (404) and a body without a yes or no (400)', async () => {
    const { browser, profile } = await artistWithProfile(site.server);
    const init = { method: 'PUT', json: { featured: true } };
    const path = `/api/admin/artists/${profile.id}/featured`;
    expect((await site.server.browser().fetch(path, init)).status).toBe(401);
    expect((await browser.fetch(path, init)).status).toBe(403);
    expect((await site.admin.fetch('/api/admin/artists/999999/featured', init)).status).toBe(404);
    expect((await feature(profile.id, 'yes')).status).toBe(400);
    expect((await site.admin.fetch(path, { method: 'PUT', json: {} })).status).toBe(400);
  });

  it('sorts by the name shown, or by the latest published change, and refuses another order', async () => {
    const word = token();
    const made: Record<string, Awaited<ReturnType<typeof artistWithProfile>>> = {};
    for (const [fullName, displayName] of [
      [`Carla ${word}`, ''],
      [`Zed ${word}`, `Anna ${word}`],
      [`Bruno ${word}`, ''],
    ] as const) {
      made[fullName] = await artistWithProfile(site.server, { fullName, displayName });
      await approve(made[fullName].profile.id);
    }
    const names = (page: DirectoryPage) => page.items.map((c) => c.displayName || c.fullName);
    expect(names(await directory(`q=${word}&sort=name`))).toEqual([`Anna ${word}`, `Bruno ${word}`, `Carla ${word}`]);
    expect(names(await directory(`q=${word}&sort=newest`))).toEqual([`Bruno ${word}`, `Anna ${word}`, `Carla ${word}`]);
    expect(names(await directory(`q=${word}&sort=updated`))).toEqual([`Bruno ${word}`, `Anna ${word}`, `Carla ${word}`]);
    // Carla, created first, has a change approved last: first by the latest published change.
    const carla = made[`Carla ${word}`]!;
    await carla.browser.fetch(`/api/artists/${carla.profile.id}`, {
      method: 'PATCH',
      json: profileForm({ fullName: `Carla ${word}`, city: 'Porto' }),
    });
    await approve(carla.profile.id);
    expect(names(await directory(`q=${word}&sort=updated`))).toEqual([`Carla ${word}`, `Bruno ${word}`, `Anna ${word}`]);
    expect(names(await directory(`q=${word}`))).toEqual([`Bruno ${word}`, `Anna ${word}`, `Carla ${word}`]);
    // Without search words the listing takes the same orders.
    const all = names(await directory('sort=name&pageSize=100')).filter((n) => n.endsWith(word));
    expect(all).toEqual([`Anna ${word}`, `Bruno ${word}`, `Carla ${word}`]);

    const res = await site.server.browser().fetch('/api/directory?sort=price');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: M.directorySort, field: 'sort' });
    const bad = await site.server.browser().fetch('/api/directory?featured=yes');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: M.featuredOnly, field: 'featured' });
  });
});
