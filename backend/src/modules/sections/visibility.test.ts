// Per-entry visibility: a private entry stays in the draft and is in no public read; hiding is immediate,
// showing again goes through review.
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { readPdf } from '../../../test/pdf.ts';
import { json, uniqueEmail } from '../artists/artist.fixtures.ts';
import { addEntry, artistWithCv } from '../cv-documents/cv-documents.fixtures.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));

type Draft = { isPending: boolean; isApproved: boolean; [list: string]: unknown };

describe.each(engines())('per-entry visibility on %s', (engine) => {
  const site = testSite(engine, { index: INDEX, requireApproval: true, admin: uniqueEmail('admin') });

  const approve = async (id: number) =>
    expect((await site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} })).status).toBe(200);
  const publicText = async (slug: string) => {
    const res = await site.server.browser().fetch(`/api/artists/${slug}`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const draftOf = async (browser: Browser) => {
    const { profile, ...sections } = await json<{ profile: object }>(await browser.fetch('/api/my-profile'));
    return { ...profile, ...sections } as Draft;
  };
  const cvSearch = async (q: string) =>
    (
      await json<{ items: { slug: string }[] }>(
        await site.server.browser().fetch(`/api/directory?q=${encodeURIComponent(q)}&in=cv`),
      )
    ).items.map((i) => i.slug);
  const setVisibility = async (browser: Browser, path: string, visibility: string) => {
    const res = await browser.fetch(path, { method: 'PATCH', json: { visibility } });
    expect(res.status, await res.clone().text()).toBe(200);
    return json<{ visibility: string }>(res);
  };

  /** A published artist whose CV has a solo exhibition with a unique venue (searchable) and a press entry. */
  async function publishedArtist() {
    const token = Math.random().toString(36).slice(2, 10);
    const cv = await artistWithCv(site.server, { email: uniqueEmail('mara') });
    const secret = await addEntry(cv.browser, cv.profile.id, 'solo-exhibitions', {
      title: `Undisclosed ${token}`,
      venue: `Hidden Hall ${token}`,
      city: 'Leeds',
      year: '2024',
    });
    const press = await addEntry(cv.browser, cv.profile.id, 'bibliography', {
      type: 'review',
      title: `Quiet Review ${token}`,
      publication: 'Art Monthly',
      year: '2024',
    });
    await approve(cv.profile.id);
    return { ...cv, token, secret, press };
  }

  it('an entry is public by default; the draft and the editor keep a private one, with its visibility', async () => {
    const { browser, profile } = await artistWithCv(site.server, { email: uniqueEmail('new') });
    const added = await addEntry(browser, profile.id, 'awards', {
      name: 'Kept Prize',
      presenter: 'Us',
      year: '2020',
    });
    expect(added.visibility).toBe('public');
    const hidden = await addEntry(browser, profile.id, 'awards', {
      name: 'Secret Prize',
      presenter: 'Us',
      year: '2021',
      visibility: 'private',
    });
    expect(hidden.visibility).toBe('private');
    const draft = await draftOf(browser);
    expect(
      (draft.awards as { name: string; visibility: string }[]).map((a) => [a.name, a.visibility]),
    ).toEqual(
      expect.arrayContaining([
        ['Kept Prize', 'public'],
        ['Secret Prize', 'private'],
      ]),
    );
    const bad = await browser.fetch(`/api/artists/${profile.id}/awards/${added.id}`, {
      method: 'PATCH',
      json: { visibility: 'friends' },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ message: "Visibility is 'public' or 'private'" });
  });

  it('making an entry private takes it off every public read at once, without review', async () => {
    const { browser, profile, token, secret, press } = await publishedArtist();
    expect(await publicText(profile.slug)).toContain(`Undisclosed ${token}`);
    expect(await cvSearch(`Hidden Hall ${token}`)).toEqual([profile.slug]);

    await setVisibility(browser, `/api/solo-exhibitions/${secret.id}`, 'private');
    await setVisibility(browser, `/api/artists/${profile.id}/bibliography/${press.id}`, 'private');

    // The review state is untouched: still published, nothing waiting.
    expect(await draftOf(browser)).toMatchObject({ isPending: false, isApproved: true });
    const page = await publicText(profile.slug);
    expect(page).not.toContain(token);
    expect(page).toContain('Low Water'); // the rest stays
    expect(await cvSearch(`Hidden Hall ${token}`)).toEqual([]);
    expect(await cvSearch(`Gallery Nord`)).toContain(profile.slug);

    const resume = await (await fetch(`${site.server.url}/api/artists/${profile.slug}/cv.json`)).text();
    expect(resume).not.toContain(token);
    expect(resume).toContain('Low Water');

    const html = await (await fetch(`${site.server.url}/artists/${profile.slug}`)).text();
    const person = jsonLdOf(html).find((block) => block['@type'] === 'Person');
    expect(JSON.stringify(person)).toContain('Low Water');
    expect(html).not.toContain(token);

    const pdf = await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(Buffer.from(await pdf.arrayBuffer()))).text;
    expect(text).toContain('Low Water');
    expect(text).not.toContain(token);
    const portfolio = await fetch(`${site.server.url}/artists/${profile.slug}/portfolio.pdf`);
    expect((await readPdf(Buffer.from(await portfolio.arrayBuffer()))).text).not.toContain(token);

    // The artist's own draft and documents still have it.
    const draft = await draftOf(browser);
    expect(JSON.stringify(draft.soloExhibitions)).toContain(`Undisclosed ${token}`);
    const own = await browser.fetch('/api/my-profile/cv.pdf');
    expect((await readPdf(Buffer.from(await own.arrayBuffer()))).text).not.toContain(token); // whole CV: public entries
  });

  it('making it public again enters review; the public sees it once approved', async () => {
    const { browser, profile, token, secret } = await publishedArtist();
    await setVisibility(browser, `/api/solo-exhibitions/${secret.id}`, 'private');
    expect(await publicText(profile.slug)).not.toContain(`Hidden Hall ${token}`);

    await setVisibility(browser, `/api/solo-exhibitions/${secret.id}`, 'public');
    expect(await draftOf(browser)).toMatchObject({ isPending: true });
    expect(await publicText(profile.slug)).not.toContain(`Hidden Hall ${token}`);
    expect(await cvSearch(`Hidden Hall ${token}`)).toEqual([]);

    await approve(profile.id);
    expect(await publicText(profile.slug)).toContain(`Undisclosed ${token}`);
    expect(await cvSearch(`Hidden Hall ${token}`)).toEqual([profile.slug]);
  });

  it('while other changes wait for review, hiding still acts at once and leaves them waiting', async () => {
    const { browser, profile, token, secret, entries } = await publishedArtist();
    // A change waiting for review: a new entry, not yet public.
    await addEntry(browser, profile.id, 'teaching', {
      role: `Waiting Role ${token}`,
      institution: 'RCA',
      year: '2025',
    });
    // The hidden entry was itself edited since approval: its published wording is the old one.
    const edited = await browser.fetch(`/api/solo-exhibitions/${secret.id}`, {
      method: 'PATCH',
      json: { title: `Renamed ${token}` },
    });
    expect(edited.status).toBe(200);
    expect(await draftOf(browser)).toMatchObject({ isPending: true });
    expect(await publicText(profile.slug)).toContain(`Undisclosed ${token}`);

    await setVisibility(browser, `/api/solo-exhibitions/${secret.id}`, 'private');
    const award = entries.awards![0]!;
    await setVisibility(browser, `/api/artists/${profile.id}/awards/${award.id}`, 'private');

    const page = await publicText(profile.slug);
    expect(page).not.toContain(`Hidden Hall ${token}`);
    expect(page).not.toContain(`Renamed ${token}`);
    expect(page).not.toContain('Turner Bursary');
    expect(page).toContain('Low Water');
    expect(page).toContain('Open Fund'); // the other entry of the awards-and-grants list stays
    expect(await cvSearch(`Hidden Hall ${token}`)).toEqual([]);
    expect(await draftOf(browser)).toMatchObject({ isPending: true, isApproved: false });

    // Approval then publishes the waiting change, still without the private entries.
    await approve(profile.id);
    const approved = await publicText(profile.slug);
    expect(approved).toContain(`Waiting Role ${token}`);
    expect(approved).not.toContain(`Renamed ${token}`);
    expect(approved).not.toContain('Turner Bursary');
  });

  it('changing, adding or removing a private entry is nothing the public sees: no review', async () => {
    const { browser, profile, secret } = await publishedArtist();
    await setVisibility(browser, `/api/solo-exhibitions/${secret.id}`, 'private');
    const renamed = await browser.fetch(`/api/solo-exhibitions/${secret.id}`, {
      method: 'PATCH',
      json: { title: 'Still hidden' },
    });
    expect(renamed.status).toBe(200);
    await addEntry(browser, profile.id, 'teaching', {
      role: 'Private tutor',
      institution: 'Home',
      year: '2025',
      visibility: 'private',
    });
    expect((await browser.fetch(`/api/solo-exhibitions/${secret.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await draftOf(browser)).toMatchObject({ isPending: false, isApproved: true });
    expect(await publicText(profile.slug)).not.toContain('Private tutor');
  });
});
