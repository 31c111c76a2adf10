// One published projection: every public view (the API answer, the server-rendered page and its schema.org data, the
// sitemap, the directory's CV search, the public CV and portfolio PDFs, JSON Resume) reads the published snapshot and
// nothing else, so a private entry and an edit waiting for review reach none of them, not even an edit saved while a
// public document is being made. The snapshot's entries keep their draft rows' ids: hiding one removes exactly it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engines } from '../../../test/db.ts';
import type { Browser } from '../../../test/http.ts';
import { readPdf } from '../../../test/pdf.ts';
import { testSite } from '../../../test/site.ts';
import {
  addEntry,
  artistWithCv,
  uploadWorkImage,
  type Entry,
} from '../cv-documents/cv-documents.fixtures.ts';
import { entriesIn } from '@oeuvre/cv-document';
import { publishedSource } from '../cv-documents/cv-documents.service.ts';
import { DocumentRenderer } from '../cv-documents/document-renderer.ts';
import { ArtistProfile } from './artist-profile.entity.ts';
import { json, setRequireApproval, uniqueEmail } from './artist.fixtures.ts';

const INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

type Listed = { id?: number; title: string; venue: string };
type Answer = { profile: { slug: string }; soloExhibitions: Listed[]; [list: string]: unknown };

describe.each(engines())('one published projection on %s', (engine) => {
  const site = testSite(engine, { index: INDEX, requireApproval: true, admin: uniqueEmail('admin') });

  afterEach(async () => {
    vi.restoreAllMocks();
    await setRequireApproval(site.orm, true);
  });

  const visitor = () => site.server.browser();
  const approve = async (id: number) =>
    expect((await site.admin.fetch(`/api/admin/approve/${id}`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
  const answerOf = async (slug: string) => {
    const res = await visitor().fetch(`/api/artists/${slug}`);
    expect(res.status).toBe(200);
    return json<Answer>(res);
  };
  const pdfText = async (path: string) => {
    const res = await visitor().fetch(path);
    expect(res.status, path).toBe(200);
    return (await readPdf(Buffer.from(await res.arrayBuffer()))).text;
  };
  const cvSearch = async (word: string) =>
    (
      await json<{ items: { slug: string }[] }>(
        await visitor().fetch(`/api/directory?q=${encodeURIComponent(word)}&in=cv`),
      )
    ).items.map((i) => i.slug);
  const patch = async (browser: Browser, path: string, body: object) => {
    const res = await browser.fetch(path, { method: 'PATCH', json: body });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const draftState = async (browser: Browser) =>
    (
      await json<{ profile: { isPending: boolean; isApproved: boolean } }>(
        await browser.fetch('/api/my-profile'),
      )
    ).profile;

  /** Every public view of an artist, as text (the PDFs as their text). */
  async function everyPublicView(slug: string): Promise<Record<string, string>> {
    const html = await (await visitor().fetch(`/artists/${slug}`)).text();
    const person = jsonLdOf(html).find((block) => block['@type'] === 'Person');
    return {
      api: JSON.stringify(await answerOf(slug)),
      page: html,
      jsonLd: JSON.stringify(person),
      sitemap: await (await visitor().fetch('/sitemap.xml')).text(),
      cvPdf: await pdfText(`/artists/${slug}/cv.pdf`),
      portfolioPdf: await pdfText(`/artists/${slug}/portfolio.pdf`),
      jsonResume: await (await visitor().fetch(`/api/artists/${slug}/cv.json`)).text(),
    };
  }

  it('a private entry and an edit waiting for review reach no public view', async () => {
    const token = Math.random().toString(36).slice(2, 10);
    const { browser, profile, entries } = await artistWithCv(site.server, { email: uniqueEmail('mara') });
    const image = await uploadWorkImage(browser, profile.id);
    await addEntry(browser, profile.id, 'works', {
      title: 'Shown Work',
      medium: 'Silt',
      year: '2022',
      imageUrl: image,
    });
    await addEntry(browser, profile.id, 'works', {
      title: `Secretwork${token}`,
      medium: 'Silt',
      year: '2023',
      imageUrl: image,
      visibility: 'private',
    });
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: `Secretshow${token}`,
      venue: `Secrethall${token}`,
      city: 'Leeds',
      year: '2024',
      visibility: 'private',
    });
    await approve(profile.id);
    const published = await everyPublicView(profile.slug);
    expect(published.api).toContain('Low Water');
    expect(published.sitemap).toContain(`/artists/${profile.slug}`);
    expect(published.cvPdf).toContain('Low Water');
    expect(published.portfolioPdf).toContain('Shown Work');
    expect(await cvSearch('Gallery Nord')).toContain(profile.slug);

    // Edits waiting for review: a new entry, a renamed one, a new statement.
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: `Pendingshow${token}`,
      venue: `Pendinghall${token}`,
      city: 'York',
      year: '2025',
    });
    const lowWater = entries['solo-exhibitions']!.find((e) => e.title === 'Low Water')!;
    await patch(browser, `/api/solo-exhibitions/${lowWater.id}`, { venue: `Renamedhall${token}` });
    expect(await draftState(browser)).toMatchObject({ isPending: true });

    const views = await everyPublicView(profile.slug);
    for (const [view, text] of Object.entries(views)) {
      for (const word of [
        'Secretwork',
        'Secretshow',
        'Secrethall',
        'Pendingshow',
        'Pendinghall',
        'Renamedhall',
      ])
        expect(text, `${view} shows ${word}`).not.toContain(`${word}${token}`);
    }
    expect(views.cvPdf).toContain('Gallery Nord'); // the approved wording
    for (const word of ['Secrethall', 'Pendinghall', 'Renamedhall'])
      expect(await cvSearch(`${word}${token}`), word).toEqual([]);
    // Every view is the one approved version: what the public saw before the edits, unchanged.
    expect(views).toEqual(published);
  });

  it('a public document is made from the snapshot read once: an edit saved while it renders is not in it', async () => {
    const token = Math.random().toString(36).slice(2, 10);
    const { browser, profile } = await artistWithCv(site.server, { email: uniqueEmail('race') });
    await approve(profile.id);
    // Nothing waits for review: the next edit is published at once, while the PDF below is being rendered.
    await setRequireApproval(site.orm, false);
    const render = DocumentRenderer.prototype.render;
    let edits = 0;
    vi.spyOn(DocumentRenderer.prototype, 'render').mockImplementation(async function (
      this: DocumentRenderer,
      request,
    ) {
      if (edits++ === 0)
        await addEntry(browser, profile.id, 'solo-exhibitions', {
          title: `Racingshow${token}`,
          venue: 'Kunsthalle Basel',
          city: 'Basel',
          year: '2026',
        });
      return render.call(this, request);
    });
    const during = await pdfText(`/artists/${profile.slug}/cv.pdf`);
    expect(edits).toBe(1);
    expect(during).toContain('Low Water');
    expect(during).not.toContain(`Racingshow${token}`);
    // The edit was real and is public now: the next document has it.
    expect(JSON.stringify(await answerOf(profile.slug))).toContain(`Racingshow${token}`);
    expect(await pdfText(`/artists/${profile.slug}/cv.pdf`)).toContain(`Racingshow${token}`);
  });

  it('the documents read the published version in one statement, never the draft tables', async () => {
    const { browser, profile } = await artistWithCv(site.server, { email: uniqueEmail('once') });
    await approve(profile.id);
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: 'Unreviewed',
      venue: 'V',
      city: 'C',
      year: '2026',
    });
    const em = site.orm.em.fork();
    const connection = em.getConnection();
    const execute = vi.spyOn(connection, 'execute');
    const source = await publishedSource(em, profile.slug);
    const statements = execute.mock.calls.map(([sql]) => String(sql));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/select "id", "published" from "artist_profile"/);
    const titles = entriesIn(source!, 'soloExhibitions').map((e) => e.entry.title);
    expect(titles).not.toContain('Unreviewed');
    expect(titles).toContain('Low Water');
  });

  /** A published artist with two solo exhibitions that read exactly alike. */
  async function twins() {
    const { browser, profile, entries } = await artistWithCv(site.server, { email: uniqueEmail('twins') });
    const twin = { title: 'Echo', venue: 'Same Hall', city: 'Oslo', year: '2020' };
    const a = await addEntry(browser, profile.id, 'solo-exhibitions', twin);
    const b = await addEntry(browser, profile.id, 'solo-exhibitions', twin);
    await approve(profile.id);
    return { browser, profile, entries, a, b };
  }
  const echoes = (answer: Answer) => answer.soloExhibitions.filter((e) => e.title === 'Echo');

  it('published entries keep their draft rows’ ids; hiding one of two alike entries removes exactly it', async () => {
    const { browser, profile, entries, a, b } = await twins();
    const before = await answerOf(profile.slug);
    expect(
      echoes(before)
        .map((e) => e.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const ids = (list: { id?: number }[]) => list.map((e) => e.id).sort();
    expect(ids(before.soloExhibitions)).toEqual(ids([...entries['solo-exhibitions']!, a, b]));

    await patch(browser, `/api/solo-exhibitions/${b.id}`, { visibility: 'private' });
    const after = await answerOf(profile.slug);
    expect(echoes(after).map((e) => e.id)).toEqual([a.id]);
    expect(after.soloExhibitions).toEqual(before.soloExhibitions.filter((e) => e.id !== b.id));
    expect(await draftState(browser)).toMatchObject({ isPending: false, isApproved: true });
  });

  it('hiding while a change waits for review removes that entry only; the rest stays as approved', async () => {
    const { browser, profile, entries, a, b } = await twins();
    const before = await answerOf(profile.slug);
    // Waiting for review: a, renamed; a new entry; the award, reworded.
    await patch(browser, `/api/solo-exhibitions/${a.id}`, { title: 'Echo renamed' });
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: 'New show',
      venue: 'V',
      city: 'C',
      year: '2026',
    });
    const award = entries.awards![0]!;
    await patch(browser, `/api/artists/${profile.id}/awards/${award.id}`, { name: 'Reworded Bursary' });
    expect(await draftState(browser)).toMatchObject({ isPending: true });

    await patch(browser, `/api/solo-exhibitions/${b.id}`, { visibility: 'private' });
    // The open fund (a grant with the same id space as nothing else in its list) stays; so does everything else.
    const grant = entries.grants!.find((g) => g.type === 'grant')!;
    await patch(browser, `/api/artists/${profile.id}/grants/${grant.id}`, { visibility: 'private' });
    const after = await answerOf(profile.slug);
    expect(after.soloExhibitions).toEqual(before.soloExhibitions.filter((e) => e.id !== b.id));
    expect(echoes(after)).toEqual([{ ...echoes(before).find((e) => e.id === a.id) }]);
    const names = (answer: Answer) => (answer.grants as { name: string }[]).map((g) => g.name);
    expect(names(after)).toEqual(names(before).filter((n) => n !== 'Open Fund'));
    expect(names(after)).toContain('Turner Bursary');
    const { soloExhibitions: _s, grants: _g, ...rest } = after;
    const { soloExhibitions: _s2, grants: _g2, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(await draftState(browser)).toMatchObject({ isPending: true, isApproved: false });
  });

  it('an award and a grant with the same id: hiding one leaves the other', async () => {
    const { browser, profile } = await artistWithCv(site.server, { email: uniqueEmail('same-id') });
    // Awards and grants are rows of two tables: find an award and a grant that share an id.
    let award: Entry | undefined;
    let grant: Entry | undefined;
    for (let i = 0; i < 40 && !(award && grant && award.id === grant.id); i++) {
      if (!award || (grant && award.id < grant.id))
        award = await addEntry(browser, profile.id, 'awards', {
          name: `Prize ${i}`,
          presenter: 'P',
          year: '2019',
        });
      else
        grant = await addEntry(browser, profile.id, 'grants', {
          type: 'grant',
          name: `Fund ${i}`,
          organization: 'O',
          year: '2019',
        });
    }
    expect(award!.id).toBe(grant!.id);
    await approve(profile.id);
    await patch(browser, `/api/artists/${profile.id}/awards/${award!.id}`, { visibility: 'private' });
    const names = ((await answerOf(profile.slug)).grants as { name: string }[]).map((g) => g.name);
    expect(names).not.toContain(award!.name);
    expect(names).toContain(grant!.name);
  });

  describe('a version published before entries kept ids', () => {
    /** Takes the ids out of the stored published version, as versions published before them were stored. */
    async function withoutIds(profileId: number) {
      const em = site.orm.em.fork();
      const profile = await em.findOneOrFail(ArtistProfile, profileId);
      const stripped = Object.fromEntries(
        Object.entries(profile.published as unknown as Record<string, unknown>).map(([key, value]) => [
          key,
          Array.isArray(value) && key !== 'disciplines'
            ? (value as object[]).map((entry) =>
                Object.fromEntries(Object.entries(entry).filter(([k]) => k !== 'id')),
              )
            : value,
        ]),
      );
      profile.published = stripped as typeof profile.published;
      await em.flush();
    }

    it('still reads everywhere, its entries numbered by position', async () => {
      const { profile } = await twins();
      await withoutIds(profile.id);
      const answer = await answerOf(profile.slug);
      expect(answer.soloExhibitions.every((e) => e.id === undefined)).toBe(true);
      expect(await pdfText(`/artists/${profile.slug}/cv.pdf`)).toContain('Low Water');
      const source = await publishedSource(site.orm.em.fork(), profile.slug);
      const solo = entriesIn(source!, 'soloExhibitions');
      expect(solo.map((e) => e.ref)).toEqual(solo.map((_, i) => `soloExhibitions:position-${i + 1}`));
    });

    it('with nothing waiting, hiding takes it again from the draft: the entry goes, the others get their ids', async () => {
      const { browser, profile, a, b } = await twins();
      await withoutIds(profile.id);
      await patch(browser, `/api/solo-exhibitions/${b.id}`, { visibility: 'private' });
      const after = await answerOf(profile.slug);
      expect(echoes(after).map((e) => e.id)).toEqual([a.id]);
      expect(after.soloExhibitions.map((e) => e.title).sort()).toEqual(['Echo', 'Low Water', 'Silt']);
      expect(after.soloExhibitions.every((e) => typeof e.id === 'number')).toBe(true);
    });

    it('with a change waiting, hiding removes one entry that reads as it did, and nothing else', async () => {
      const { browser, profile, b } = await twins();
      await withoutIds(profile.id);
      const before = await answerOf(profile.slug);
      await addEntry(browser, profile.id, 'solo-exhibitions', {
        title: 'New show',
        venue: 'V',
        city: 'C',
        year: '2026',
      });
      await patch(browser, `/api/solo-exhibitions/${b.id}`, { visibility: 'private' });
      const after = await answerOf(profile.slug);
      expect(echoes(after)).toHaveLength(1);
      expect(after.soloExhibitions).toHaveLength(before.soloExhibitions.length - 1);
      expect(after.soloExhibitions.map((e) => e.title)).toEqual(
        expect.arrayContaining(['Silt', 'Low Water', 'Echo']),
      );
    });
  });
});
