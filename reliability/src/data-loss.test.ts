// Data loss: deleting an account takes exactly its rows and files; concurrent admin edits and approvals lose nothing.
import path from 'node:path';
import { desktopToken, withBearer } from '@oeuvre/backend/src/modules/desktop/testing/desktop-sign-in.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillEverySection } from './support/cv.ts';
import {
  createProfile,
  expectStatus,
  publishedArtist,
  signIn,
  unique,
  uniqueEmail,
  uploadImage,
  type Browser,
} from './support/people.ts';
import { rows } from './support/postgres.ts';
import {
  filesUnder,
  foreignKeys,
  referencesTo,
  rowDigests,
  rowsHangingOn,
  tableNames,
  uploadFilesInDatabase,
  type ForeignKey,
} from './support/references.ts';
import { useSite } from './support/site.ts';

const site = useSite('data-loss', { admins: 2 });

type AdminDraft = {
  version: number;
  city: string;
  fullName: string;
  email: string;
  country: string;
  artistStatement: string;
};
/** The admin edit form as the admin screen sends it: the fields it loaded, one changed, and the version it loaded. */
const adminEdit = (draft: AdminDraft, city: string) => ({
  json: {
    fullName: draft.fullName,
    email: draft.email,
    city,
    country: draft.country,
    artistStatement: draft.artistStatement,
    version: draft.version,
  },
  method: 'PATCH',
});

const userIdOf = async (browser: Browser) =>
  ((await (await browser.fetch('/api/auth/user')).json()) as { id: number }).id;
const uploadsDir = () => path.join(site.dataDir, 'uploads');

describe('deleting a user', () => {
  let keys: ForeignKey[];

  beforeAll(async () => {
    keys = await foreignKeys(site.db.url);
  });

  it('leaves no row referring to them, exactly their files gone, everyone else untouched, and an activity row', async () => {
    // The account to delete: a profile with every section, a portrait, a work image, a gallery image, connections
    // both ways, a contact message, an admin's desktop token, and an image they uploaded for someone else.
    const neighbour = await publishedArtist(site.server.url, site.admin, 'neighbour');
    const supporter = await publishedArtist(site.server.url, site.admin, 'supporter');
    const victimEmail = uniqueEmail('leaving');
    const victim = await signIn(site.server.url, victimEmail);
    const victimId = await userIdOf(victim);
    const profile = await createProfile(victim, `Leaving ${unique('artist')}`, victimEmail);
    await uploadImage(victim, '/api/my-profile/upload-image', 'profileImage');
    const workImage = await uploadImage(victim, '/api/artists/work-image-upload', 'file', {
      artistId: String(profile.id),
    });
    await fillEverySection(victim, profile.id, workImage);
    await uploadImage(site.admin, `/api/admin/artists/${profile.id}/gallery`, 'file', {
      title: 'Study in blue',
    });
    await expectStatus(
      await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST' }),
      200,
      'approving',
    );
    await expectStatus(
      await victim.fetch('/api/connections', { method: 'POST', json: { receiverId: neighbour.profile.id } }),
      201,
      'supporting',
    );
    const support = await supporter.browser.fetch('/api/connections', {
      method: 'POST',
      json: { receiverId: profile.id },
    });
    await expectStatus(support, 201, 'being supported');
    const supportId = ((await support.json()) as { id: number }).id;
    await expectStatus(
      await victim.fetch(`/api/connections/${supportId}/accept`, { method: 'POST' }),
      200,
      'accepting',
    );
    await expectStatus(
      await victim.fetch('/api/contact', {
        method: 'POST',
        json: { name: 'Leaving', email: victimEmail, subject: 'Bye', message: 'Thanks for everything.' },
      }),
      204,
      'sending a message',
    );
    await expectStatus(
      await site.admin.fetch(`/api/admin/users/${victimId}/make-admin`, { method: 'PUT' }),
      200,
      'making an admin',
    );
    const { token } = await desktopToken(victim);
    const neighbourPortrait = await uploadImage(
      victim,
      `/api/admin/artists/${neighbour.profile.id}/upload-image`,
      'profileImage',
    );

    const tables = await tableNames(site.db.url);
    const owned = await rowsHangingOn(site.db.url, keys, { user: [victimId] }, ['CASCADE']);
    const pointing = await rowsHangingOn(site.db.url, keys, { user: [victimId] }, [
      'CASCADE',
      'SET NULL',
      'NO ACTION',
      'RESTRICT',
    ]);
    // The account really holds something in every kind of table it can own.
    for (const table of [
      'artist_profile',
      'social_media',
      'education',
      'exhibition',
      'work',
      'award',
      'grant',
      'collection_entry',
      'bibliography_entry',
      'commission',
      'teaching',
      'affiliation',
      'gallery_item',
      'upload',
      'connection',
      'session',
      'desktop_token',
    ]) {
      expect(owned[table]?.size ?? 0, table).toBeGreaterThan(0);
    }
    const before = await rowDigests(site.db.url, tables);
    const victimFiles = (
      await rows<{ f: string }>(
        site.db.url,
        `select jsonb_array_elements_text(variants::jsonb) as f from upload where id in (${[...owned.upload!].join(',')})`,
      )
    ).map((r) => r.f);
    expect(filesUnder(uploadsDir())).toEqual(await uploadFilesInDatabase(site.db.url));

    await expectStatus(
      await site.admin.fetch(`/api/admin/users/${victimId}/delete`, { method: 'DELETE' }),
      204,
      'deleting the user',
    );

    // 0 rows refer to the account or anything it owned, through any foreign key.
    const left = await referencesTo(site.db.url, keys, owned);
    expect(
      Object.values(left).reduce((a, b) => a + b, 0),
      JSON.stringify(left),
    ).toBe(0);
    const after = await rowDigests(site.db.url, tables);
    for (const table of tables) {
      const gone = [...before[table]!.keys()].filter((id) => !after[table]!.has(id));
      expect(gone.sort(), `rows deleted from ${table}`).toEqual([...(owned[table] ?? [])].sort());
      // Every other row is unchanged, apart from links to the account set to null and the sign-in sessions' clocks.
      const changed = [...after[table]!.entries()]
        .filter(([id, digest]) => before[table]!.has(id) && before[table]!.get(id) !== digest)
        .map(([id]) => id);
      const mayChange = table === 'session' ? changed : [...(pointing[table] ?? [])];
      expect(
        changed.filter((id) => !mayChange.includes(id)),
        `rows changed in ${table}`,
      ).toEqual([]);
      const added = [...after[table]!.keys()].filter((id) => !before[table]!.has(id));
      expect(added.length, `rows added to ${table}`).toBe(table === 'activity' ? 1 : 0);
    }

    // Files on disk are exactly those the remaining rows name: the account's are gone, the neighbour's portrait stays.
    expect(filesUnder(uploadsDir())).toEqual(await uploadFilesInDatabase(site.db.url));
    for (const file of victimFiles) expect(filesUnder(uploadsDir())).not.toContain(file);
    expect((await fetch(`${site.server.url}${neighbourPortrait}`)).status).toBe(200);
    expect((await fetch(`${site.server.url}/api/artists/${neighbour.profile.slug}`)).status).toBe(200);

    // The site's inbox keeps the message (contact messages belong to no account); the log records the deletion.
    expect(
      await rows(site.db.url, `select id from contact_message where email = '${victimEmail}'`),
    ).toHaveLength(1);
    const [activity] = await rows<{ type: string; message: string; subject_id: number }>(
      site.db.url,
      'select * from activity order by id desc limit 1',
    );
    expect(activity).toMatchObject({ type: 'user', subject_id: victimId });
    expect(activity!.message).toContain(victimEmail);

    // The account is gone for good: cookie, desktop token and public page.
    expect((await victim.fetch('/api/auth/user')).status).toBe(401);
    expect((await withBearer(site.server.url, token, '/api/admin/stats')).status).toBe(401);
    expect((await fetch(`${site.server.url}/api/artists/${profile.slug}`)).status).toBe(404);
  });
});

describe('two admins editing the same artist', () => {
  it('from the same version: the first save wins, the second gets 409 and changes nothing', async () => {
    const { profile } = await publishedArtist(site.server.url, site.admin, 'edited');
    const read = async (browser: Browser) =>
      (await (await browser.fetch(`/api/admin/artists/${profile.id}`)).json()) as AdminDraft;
    const one = await read(site.admin);
    const two = await read(site.admins[1]!);
    expect(two.version).toBe(one.version);
    const first = await site.admin.fetch(`/api/admin/artists/${profile.id}`, adminEdit(one, 'Bristol'));
    expect(first.status).toBe(200);
    const second = await site.admins[1]!.fetch(`/api/admin/artists/${profile.id}`, adminEdit(two, 'York'));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: expect.any(String) });
    expect((await read(site.admin)).city).toBe('Bristol');
  });

  it('at the same moment, 20 times: exactly one of each pair succeeds and its change is the one stored', async () => {
    const { profile } = await publishedArtist(site.server.url, site.admin, 'raced');
    for (let round = 0; round < 20; round++) {
      const current = (await (
        await site.admin.fetch(`/api/admin/artists/${profile.id}`)
      ).json()) as AdminDraft;
      const cities = [`Bristol ${round}`, `York ${round}`];
      const answers = await Promise.all(
        [site.admin, site.admins[1]!].map((browser, i) =>
          browser.fetch(`/api/admin/artists/${profile.id}`, adminEdit(current, cities[i]!)),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = cities[answers.findIndex((r) => r.status === 200)];
      const stored = (await (await site.admin.fetch(`/api/admin/artists/${profile.id}`)).json()) as {
        city: string;
        version: number;
      };
      expect(stored.city).toBe(winner);
      expect(stored.version).toBe(current.version + 1);
      const [row] = await rows<{ city: string; published_city: string }>(
        site.db.url,
        `select city, published->>'city' as published_city from artist_profile where id = ${profile.id}`,
      );
      expect(row).toEqual({ city: winner, published_city: winner });
    }
  });
});

describe('approval racing deletion', () => {
  it('never leaves a deleted artist published: 30 races, each ends with no row, no page, no directory card, no file', async () => {
    const results: Record<string, number> = {};
    for (let round = 0; round < 30; round++) {
      const email = uniqueEmail('racing');
      const browser = await signIn(site.server.url, email);
      const profile = await createProfile(browser, `Racing ${unique('artist')}`, email);
      await uploadImage(browser, '/api/my-profile/upload-image', 'profileImage');
      const [approved, deleted] = await Promise.all([
        site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST' }),
        // Half the rounds start the deletion a moment later, so it lands in the middle of the approval.
        new Promise((r) => setTimeout(r, round % 2 ? 0 : 5)).then(() =>
          site.admins[1]!.fetch(`/api/admin/artists/${profile.id}`, { method: 'DELETE' }),
        ),
      ]);
      results[`approve ${approved.status}`] = (results[`approve ${approved.status}`] ?? 0) + 1;
      expect(deleted.status, `round ${round}`).toBe(204);
      expect([200, 404, 409], `round ${round}: approve answered ${approved.status}`).toContain(
        approved.status,
      );
      expect(await rows(site.db.url, `select id from artist_profile where id = ${profile.id}`)).toEqual([]);
      expect((await fetch(`${site.server.url}/api/artists/${profile.slug}`)).status).toBe(404);
      const directory = (await (
        await fetch(`${site.server.url}/api/artists?search=${encodeURIComponent(profile.slug)}`)
      ).json()) as unknown;
      expect(JSON.stringify(directory)).not.toContain(`"id":${profile.id},`);
    }
    expect(filesUnder(uploadsDir())).toEqual(await uploadFilesInDatabase(site.db.url));
    expect(site.server.errors, site.server.errors.join('\n')).toEqual([]);
    console.log('approval racing deletion:', results);
  });
});
