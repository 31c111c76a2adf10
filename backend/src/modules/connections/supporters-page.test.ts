// An artist page shows its supporters drawn by the server (a signed-out visitor's first view needs no code for them),
// and a page kept whole in memory never shows yesterday's: a request accepted (the pair mutual), a support withdrawn,
// a row deleted or the table emptied in SQL behind the server reaches the very next visit, on either engine, while the rest of what the public sees
// stays kept (the database's notification says only "supporters": public-changes.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ON_INTENT_ATTRIBUTE } from '@oeuvre/web/app-loader';
import { engines, sqlBehindTheServer } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { json } from '../artists/artist.fixtures.ts';
import { publicGeneration, supportersVersion } from '../artists/public-changes.ts';
import { rootOf, testWebBuild } from '../../pages/web-build.fixtures.ts';
import type { Connection } from '@oeuvre/contract';
import { Connection as ConnectionEntity } from './connection.entity.ts';
import { signedInArtist, type TestArtist } from './connection.fixtures.ts';
import { presentConnection } from './connection.presenter.ts';

type ConnectionView = { id: number; sender: { fullName: string }; isMutual: boolean };

describe.each(engines())('supporters on an artist page on %s', (engine) => {
  const web = testWebBuild();
  afterAll(() => web.remove());
  const site = testSite(engine, { env: web.env, requireApproval: false });
  const visit = (address: string) =>
    fetch(`${site.server.url}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
  const page = async (artist: TestArtist) =>
    rootOf(await (await visit(`/artists/${artist.slug}`)).text()) ?? '';
  const support = async (from: TestArtist, to: TestArtist) => {
    const answer = await from.browser.fetch('/api/connections', {
      method: 'POST',
      json: { receiverId: to.profileId },
    });
    expect(answer.status).toBe(201);
    return json<ConnectionView>(answer);
  };
  /** A support asked for and accepted: the two are a Connection, each the other's supporter. */
  const connect = async (from: TestArtist, to: TestArtist) => {
    const request = await support(from, to);
    const accepted = await to.browser.fetch(`/api/connections/${request.id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(accepted.status).toBe(200);
    return request;
  };
  /** The page asked twice: the second answer is the one kept in memory. */
  const kept = async (artist: TestArtist) => {
    await page(artist);
    const hits = site.server.app.pages.stats().hits;
    const root = await page(artist);
    expect(site.server.app.pages.stats().hits).toBe(hits + 1);
    return root;
  };

  /** SQL run on a connection of its own, as another program (or a person at a console) would. */
  const sqlBehind = (statement: string, params: unknown[] = []) =>
    sqlBehindTheServer(engine, site.orm, statement, params);

  /** Asks until the page shows what is expected: on PostgreSQL another connection's commit is heard soon after. */
  async function eventually(ask: () => Promise<boolean>): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt++) {
      if (await ask()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the page never showed the change');
  }

  it('reads each supporter from the card the published version keeps: the answer the whole profiles give', async () => {
    const ana = await signedInArtist(site.server, 'ana');
    const ben = await signedInArtist(site.server, 'ben');
    const cat = await signedInArtist(site.server, 'cat');
    const dan = await signedInArtist(site.server, 'dan');
    await connect(ben, ana);
    await connect(cat, ana);
    await support(dan, ana);
    // A picture in the published version, a draft renamed since; an empty picture, which shows none.
    const picture = (value: string) =>
      `published = jsonb_set(published, '{profileImageUrl}', '${value}'), card = jsonb_set(card, '{profileImageUrl}', '${value}')`;
    await sqlBehind(
      `update artist_profile set ${picture('"/uploads/ben.webp"')}, full_name = 'Ben renamed' where id = ?`,
      [ben.profileId],
    );
    await sqlBehind(`update artist_profile set ${picture('""')} where id = ?`, [cat.profileId]);
    const answered = await json<Connection[]>(await visit(`/api/connections/artist/${ana.profileId}`));
    const whole = await site.orm.em
      .fork()
      .find(
        ConnectionEntity,
        { receiver: ana.profileId, status: 'accepted', sender: { publishedAt: { $ne: null } } },
        { populate: ['sender', 'receiver'], orderBy: { createdAt: 'desc', id: 'desc' } },
      );
    expect(answered).toEqual(whole.map(presentConnection));
    expect(answered.map((c) => [c.sender.fullName, c.sender.profileImageUrl, c.isMutual])).toEqual([
      [`${cat.slug} (published)`, null, true],
      [`${ben.slug} (published)`, '/uploads/ben.webp', true],
    ]);
    expect(answered.map((c) => c.receiver.slug)).toEqual([ana.slug, ana.slug]);
  });

  it('draws the supporters the API answers, with the page, for a visitor without the app', async () => {
    const ana = await signedInArtist(site.server, 'ana');
    const ben = await signedInArtist(site.server, 'ben');
    await connect(ben, ana);
    const html = await (await visit(`/artists/${ana.slug}`)).text();
    expect(rootOf(html)).toContain(`Supported by ${ben.slug} (published)`);
    // Drawn from what GET /api/connections/artist/{id} answers; not sent as data (the app asks for them again).
    const answered = await json<ConnectionView[]>(await visit(`/api/connections/artist/${ana.profileId}`));
    expect(answered.map((c) => c.sender.fullName)).toEqual([`${ben.slug} (published)`]);
    const block = /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(Object.keys(JSON.parse(block!) as object)).toEqual(['artist']);
    // Nothing on it waits for the app: it comes when the visitor acts (or the supporters are due again).
    expect(html).toMatch(new RegExp(`<div id="root"[^>]* ${APP_ON_INTENT_ATTRIBUTE}`));
  });

  it('a request accepted and a support withdrawn reach the kept pages at once; the rest stays kept', async () => {
    const cleo = await signedInArtist(site.server, 'cleo');
    const dan = await signedInArtist(site.server, 'dan');
    expect(await kept(cleo)).not.toContain('Supported by');
    const generation = publicGeneration();
    const supporters = supportersVersion();

    // A request waiting for an answer is the two artists' business: the kept page stays as it was.
    const request = await support(dan, cleo);
    expect(await kept(cleo)).not.toContain('Supported by');
    expect(supportersVersion()).toBe(supporters);

    await kept(dan);
    const accepted = await cleo.browser.fetch(`/api/connections/${request.id}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(accepted.status).toBe(200);
    expect(await page(cleo)).toContain(`Supported by ${dan.slug} (published)`);
    expect(await page(dan)).toContain(`Supported by ${cleo.slug} (published)`);
    expect(supportersVersion()).toBeGreaterThan(supporters);
    // Only the pages showing supporters were dropped: the directory, the public reads and their counts stay kept.
    expect(publicGeneration()).toBe(generation);

    await kept(cleo);
    const withdrawn = await dan.browser.fetch(`/api/connections/${request.id}`, { method: 'DELETE' });
    expect(withdrawn.status).toBe(204);
    expect(await page(cleo)).not.toContain('Supported by');
    expect(await page(dan)).toContain(`Supported by ${cleo.slug} (published)`);
  });

  it('a support deleted or the table emptied in SQL, behind the server, is off the kept page', async () => {
    const eva = await signedInArtist(site.server, 'eva');
    const finn = await signedInArtist(site.server, 'finn');
    const given = await connect(finn, eva);
    expect(await kept(eva)).toContain('Supported by');
    await sqlBehind('delete from "connection" where "id" = ?', [given.id]);
    await eventually(async () => !(await page(eva)).includes('Supported by'));

    await sqlBehind(
      'insert into "connection" ("sender_id", "receiver_id", "status", "is_mutual") values (?, ?, ?, ?)',
      [finn.profileId, eva.profileId, 'accepted', true],
    );
    await eventually(async () => (await page(eva)).includes('Supported by'));
    expect(await kept(eva)).toContain('Supported by');
    await sqlBehind('truncate "connection"');
    await eventually(async () => !(await page(eva)).includes('Supported by'));
  });
});
