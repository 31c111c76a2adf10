// Saved CV selections over real HTTP: CRUD, the validation messages, ownership, and the documents that follow one.
import { describe, expect, it } from 'vitest';
import {
  CV_DOC_SECTIONS,
  CV_SELECTION_MAX_BODY_BYTES,
  CV_SELECTION_MAX_ENTRIES,
  CV_SELECTIONS_MAX,
  CvSelectionMessages,
} from '@oeuvre/contract';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { readPdf } from '../../../test/pdf.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { json, uniqueEmail } from '../artists/artist.fixtures.ts';
import { artistWithCv } from '../cv-documents/cv-documents.fixtures.ts';
import { CvSelection } from './cv-selection.entity.ts';

const PATH = '/api/my-profile/cv-selections';
type Selection = { id: number; name: string; [field: string]: unknown };

describe.each(engines())('CV selections on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('saves, lists, changes and deletes a selection; the options default as the whole CV does', async () => {
    const { browser, entries } = await artistWithCv(site.server);
    const tides = `groupExhibitions:${entries['group-exhibitions']![0]!.id}`;
    const created = await browser.fetch(PATH, {
      method: 'POST',
      json: {
        name: '  Residency applications ',
        sections: [{ section: 'groupExhibitions', entries: [tides] }],
      },
    });
    expect(created.status).toBe(201);
    const selection = await json<Selection>(created);
    expect(selection).toEqual({
      id: expect.any(Number),
      name: 'Residency applications',
      sections: [{ section: 'groupExhibitions', entries: [tides] }],
      works: null,
      includeContact: true,
      includeStatement: false,
      pageSize: 'A4',
      headingStyle: 'selected',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const second = await browser.fetch(PATH, {
      method: 'POST',
      json: {
        name: 'Gallery',
        sections: [{ section: 'soloExhibitions' }, { section: 'education', entries: null }],
        pageSize: 'Letter',
      },
    });
    expect(second.status).toBe(201);
    const list = await json<Selection[]>(await browser.fetch(PATH));
    expect(list.map((s) => s.name)).toEqual(['Gallery', 'Residency applications']);
    expect(list[0]).toMatchObject({
      pageSize: 'Letter',
      sections: [
        { section: 'soloExhibitions', entries: null },
        { section: 'education', entries: null },
      ],
    });

    const changed = await browser.fetch(`${PATH}/${selection.id}`, {
      method: 'PATCH',
      json: { includeStatement: true, headingStyle: 'plain' },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      name: 'Residency applications',
      includeStatement: true,
      headingStyle: 'plain',
      sections: [{ section: 'groupExhibitions', entries: [tides] }],
    });
    const renamed = await browser.fetch(`${PATH}/${selection.id}`, {
      method: 'PATCH',
      json: { name: 'MFA' },
    });
    expect(await json(renamed)).toMatchObject({ name: 'MFA', includeStatement: true });

    expect((await browser.fetch(`${PATH}/${selection.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await json<Selection[]>(await browser.fetch(PATH))).map((s) => s.name)).toEqual(['Gallery']);
    expect((await browser.fetch(`${PATH}/${selection.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses bad selections with a message naming the fault, and stores nothing', async () => {
    const { browser, entries } = await artistWithCv(site.server);
    const other = await artistWithCv(site.server, { email: uniqueEmail('other') });
    const theirs = `awards:${other.entries.awards![0]!.id}`;
    const mine = `awards:${entries.awards![0]!.id}`;
    const post = async (body: object) => {
      const res = await browser.fetch(PATH, { method: 'POST', json: body });
      return { status: res.status, body: await json<{ message: string; field?: string }>(res) };
    };
    expect(await post({ name: 'Nothing', sections: [] })).toMatchObject({
      status: 400,
      body: { message: 'Choose at least one section' },
    });
    expect(await post({ name: 'Nothing' })).toMatchObject({
      status: 400,
      body: { message: 'Choose at least one section' },
    });
    expect(
      await post({
        name: 'Odd',
        sections: [{ section: 'hobbies' }, { section: 'education' }, { section: 'pets' }],
      }),
    ).toMatchObject({ status: 400, body: { message: 'Unknown sections: hobbies, pets' } });
    expect(
      await post({ name: 'Twice', sections: [{ section: 'education' }, { section: 'education' }] }),
    ).toMatchObject({ status: 400, body: { message: 'Each section can be chosen once: education' } });
    expect(
      await post({
        name: 'Unknown',
        sections: [{ section: 'grants', entries: [mine, 'awards:999999', 'nonsense'] }],
      }),
    ).toMatchObject({ status: 400, body: { message: 'Unknown entries: awards:999999, nonsense' } });
    // An entry of the artist in the wrong section is not one of that section's entries.
    expect(
      await post({ name: 'Misplaced', sections: [{ section: 'education', entries: [mine] }] }),
    ).toMatchObject({
      status: 400,
      body: { message: `Unknown entries: ${mine}` },
    });
    expect(
      await post({ name: 'Theirs', sections: [{ section: 'grants', entries: [mine, theirs] }] }),
    ).toMatchObject({
      status: 400,
      // Another artist's entry is as unknown as a missing one: the answer must not confirm that it exists.
      body: { message: `Unknown entries: ${theirs}` },
    });
    expect(
      await post({ name: 'Works', sections: [{ section: 'education' }], works: [999999] }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Unknown entries: works:999999' },
    });
    expect(await post({ name: '   ', sections: [{ section: 'education' }] })).toMatchObject({
      status: 400,
      body: { message: 'Enter a name for the selection (1-80 characters)', field: 'name' },
    });
    expect(await post({ name: 'x'.repeat(81), sections: [{ section: 'education' }] })).toMatchObject({
      status: 400,
    });
    expect(await post({ name: 'Big', sections: [{ section: 'education' }], pageSize: 'A3' })).toMatchObject({
      status: 400,
      body: { message: 'Choose a page size: A4 or Letter' },
    });

    const first = await post({ name: 'Residency', sections: [{ section: 'education' }] });
    expect(first.status).toBe(201);
    expect(await post({ name: 'residency ', sections: [{ section: 'teaching' }] })).toMatchObject({
      status: 409,
      body: { message: 'A selection with this name already exists' },
    });
    const list = await json<Selection[]>(await browser.fetch(PATH));
    expect(list.map((s) => s.name)).toEqual(['Residency']);

    // A change is checked the same way, and a refused one leaves the selection as it was.
    const second = await json<Selection>(
      await browser.fetch(PATH, {
        method: 'POST',
        json: { name: 'Other', sections: [{ section: 'teaching' }] },
      }),
    );
    const patch = async (body: object) => {
      const res = await browser.fetch(`${PATH}/${second.id}`, { method: 'PATCH', json: body });
      return { status: res.status, body: await json<{ message: string }>(res) };
    };
    expect(await patch({ name: 'RESIDENCY' })).toMatchObject({
      status: 409,
      body: { message: 'A selection with this name already exists' },
    });
    expect(await patch({ sections: [] })).toMatchObject({
      status: 400,
      body: { message: 'Choose at least one section' },
    });
    expect(await patch({ sections: [{ section: 'grants', entries: [theirs] }] })).toMatchObject({
      status: 400,
      body: { message: `Unknown entries: ${theirs}` },
    });
    expect(await patch({ name: 'Other' })).toMatchObject({ status: 200 }); // its own name again is fine
    const stored = await site.orm.em.fork().findOneOrFail(CvSelection, second.id);
    expect(stored.name).toBe('Other');
    expect(stored.options.sections).toEqual([{ section: 'teaching', entries: null }]);
  });

  it('a save asks the database a fixed number of queries, however many entries it names', async () => {
    const { browser } = await artistWithCv(site.server);
    const other = await artistWithCv(site.server, { email: uniqueEmail('other') });
    const theirs = `awards:${other.entries.awards![0]!.id}`;
    // Ten sections of 400 entries each, none of them the artist's (one is another artist's).
    const sections = CV_DOC_SECTIONS.slice(0, 10).map((section, s) => ({
      section,
      entries: Array.from({ length: 400 }, (_, i) => (s === 0 && i === 0 ? theirs : `awards:${900_000_000 + s * 1000 + i}`)),
    }));
    let queries = 0;
    const counting = (sql: string) => {
      queries++;
      return sql;
    };
    let answer: { status: number; message: string };
    site.orm.config.set('onQuery', counting);
    try {
      const res = await browser.fetch(PATH, { method: 'POST', json: { name: 'Flood', sections } });
      answer = { status: res.status, message: (await json<{ message: string }>(res)).message };
    } finally {
      site.orm.config.set('onQuery', (sql: string) => sql);
    }
    expect(queries).toBeLessThan(40);
    expect(answer.status).toBe(400);
    // Every ref named once, in the order sent; another artist's among the unknown ones.
    expect(answer.message).toMatch(new RegExp(`^Unknown entries: ${theirs}, awards:900000001, `));
    expect(answer.message.split(', ')).toHaveLength(4000);
  });

  it('bounds a selection: entries per section, the body, and saves per person', async () => {
    const { browser } = await artistWithCv(site.server);
    const tooMany = Array.from({ length: CV_SELECTION_MAX_ENTRIES + 1 }, (_, i) => `awards:${i + 1}`);
    const listed = await browser.fetch(PATH, {
      method: 'POST',
      json: { name: 'Long', sections: [{ section: 'grants', entries: tooMany }] },
    });
    expect(listed.status).toBe(400);
    expect(await json(listed)).toMatchObject({ message: CvSelectionMessages.entries });

    const large = await browser.fetch(PATH, {
      method: 'POST',
      json: { name: 'Large', sections: [{ section: 'grants', entries: ['x'.repeat(CV_SELECTION_MAX_BODY_BYTES)] }] },
    });
    expect(large.status).toBe(413);

    // Saves (refused ones too: checking is the cost) are limited per person; another person goes on.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const res = await browser.fetch(PATH, { method: 'POST', json: { name: `Save ${i}`, sections: [{ section: 'education' }] } });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(refused, `statuses: ${statuses.join(',')}`).toBeDefined();
    expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await json(refused!)).toEqual({ message: CvSelectionMessages.tooManySaves });
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(10);
    const other = await artistWithCv(site.server, { email: uniqueEmail('other') });
    const theirs = await other.browser.fetch(PATH, { method: 'POST', json: { name: 'Mine', sections: [{ section: 'education' }] } });
    expect(theirs.status).toBe(201);
  });

  it('bounds how many selections an artist keeps: one more is refused with 409, and a delete makes room', async () => {
    const { browser, profile } = await artistWithCv(site.server);
    // All but one of the allowance, written directly: saving them through the API would wait on the save limit.
    const em = site.orm.em.fork();
    for (let i = 1; i < CV_SELECTIONS_MAX; i++)
      em.create(CvSelection, { artist: profile.id, name: `Kept ${i}`, options: { sections: [{ section: 'education', entries: null }], works: null, includeContact: true, includeStatement: false, pageSize: 'A4', headingStyle: 'selected' } });
    await em.flush();
    await site.server.app.changesHeard();

    // Three saves at once for the one place left: one is kept, the others are refused.
    const racing = await Promise.all(
      [1, 2, 3].map((n) => browser.fetch(PATH, { method: 'POST', json: { name: `Last ${n}`, sections: [{ section: 'education' }] } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const over = await browser.fetch(PATH, { method: 'POST', json: { name: 'One too many', sections: [{ section: 'education' }] } });
    expect(over.status).toBe(409);
    expect(await json(over)).toEqual({ message: CvSelectionMessages.tooManySelections });
    const listed = await json<Selection[]>(await browser.fetch(PATH));
    expect(listed).toHaveLength(CV_SELECTIONS_MAX);
    expect(listed.map((s) => s.name)).not.toContain('One too many');

    // Changing a kept selection is still allowed at the bound; deleting one lets a new one in.
    const renamed = await browser.fetch(`${PATH}/${listed[0]!.id}`, { method: 'PATCH', json: { name: 'Renamed' } });
    expect(renamed.status).toBe(200);
    expect((await browser.fetch(`${PATH}/${listed[1]!.id}`, { method: 'DELETE' })).status).toBe(204);
    const again = await browser.fetch(PATH, { method: 'POST', json: { name: 'One too many', sections: [{ section: 'education' }] } });
    expect(again.status).toBe(201);

    // Another artist's allowance is their own.
    const other = await artistWithCv(site.server, { email: uniqueEmail('other') });
    const theirs = await other.browser.fetch(PATH, { method: 'POST', json: { name: 'Mine', sections: [{ section: 'education' }] } });
    expect(theirs.status).toBe(201);
  });

  it('private entries may be chosen', async () => {
    const { browser, profile, entries } = await artistWithCv(site.server);
    const award = entries.awards![0]!;
    const hidden = await browser.fetch(`/api/artists/${profile.id}/awards/${award.id}`, {
      method: 'PATCH',
      json: { visibility: 'private' },
    });
    expect(hidden.status).toBe(200);
    const res = await browser.fetch(PATH, {
      method: 'POST',
      json: {
        name: 'With the private award',
        sections: [{ section: 'grants', entries: [`awards:${award.id}`] }],
      },
    });
    expect(res.status).toBe(201);
  });

  it('owner only: 401 signed out, 404 without a profile, 404 for another artist’s selection', async () => {
    const { browser } = await artistWithCv(site.server);
    const mine = await json<Selection>(
      await browser.fetch(PATH, {
        method: 'POST',
        json: { name: 'Mine', sections: [{ section: 'education' }] },
      }),
    );
    const anonymous = site.server.browser();
    expect((await anonymous.fetch(PATH)).status).toBe(401);
    expect(
      (
        await anonymous.fetch(PATH, {
          method: 'POST',
          json: { name: 'X', sections: [{ section: 'education' }] },
        })
      ).status,
    ).toBe(401);
    expect((await anonymous.fetch(`${PATH}/${mine.id}`, { method: 'DELETE' })).status).toBe(401);

    const noProfile = await signedInBrowser(site.server, uniqueEmail('visitor'));
    const none = await noProfile.fetch(PATH);
    expect(none.status).toBe(404);
    expect(await json(none)).toEqual({ message: 'You need to create an artist profile first' });
    expect(
      (await noProfile.fetch(`${PATH}/${mine.id}`, { method: 'PATCH', json: { name: 'Taken' } })).status,
    ).toBe(404);

    const other = await artistWithCv(site.server, { email: uniqueEmail('other') });
    expect(await json(await other.browser.fetch(PATH))).toEqual([]);
    const patched = await other.browser.fetch(`${PATH}/${mine.id}`, {
      method: 'PATCH',
      json: { name: 'Taken' },
    });
    expect(patched.status).toBe(404);
    expect(await json(patched)).toEqual({ message: 'Selection not found' });
    expect((await other.browser.fetch(`${PATH}/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.browser.fetch(`/api/my-profile/cv.pdf?selection=${mine.id}`)).status).toBe(404);
    expect((await other.browser.fetch(`/api/my-profile/cv.json?selection=${mine.id}`)).status).toBe(404);
    expect((await site.orm.em.fork().findOneOrFail(CvSelection, mine.id)).name).toBe('Mine');
  });

  it('the own CV PDF, portfolio and JSON follow a saved selection; entries deleted since are skipped', async () => {
    const { browser, profile, entries } = await artistWithCv(site.server);
    const [silt, lowWater] = entries['solo-exhibitions']!;
    const selection = await json<Selection>(
      await browser.fetch(PATH, {
        method: 'POST',
        json: {
          name: 'Solo only',
          sections: [
            {
              section: 'soloExhibitions',
              entries: [`soloExhibitions:${silt!.id}`, `soloExhibitions:${lowWater!.id}`],
            },
            { section: 'teaching' },
          ],
          includeContact: false,
          pageSize: 'Letter',
        },
      }),
    );
    const res = await browser.fetch(`/api/my-profile/cv.pdf?selection=${selection.id}`);
    expect(res.status).toBe(200);
    const pdf = await readPdf(Buffer.from(await res.arrayBuffer()));
    expect(pdf.info['Page size']).toMatch(/letter/);
    expect(pdf.text).toContain('Solo Exhibitions');
    expect(pdf.text).toContain('Silt, Kunsthalle Basel, Basel');
    expect(pdf.text).not.toContain('“Silt”'); // an exhibition's title is in italics, never in quotes
    expect(pdf.text).toContain('Teaching & Lectures');
    expect(pdf.text).not.toContain('Group Exhibitions');
    expect(pdf.text).not.toContain('Education');
    expect(pdf.text).not.toContain('mara@oeuvre.test');

    // Delete one chosen entry: the document leaves it out, says nothing, and now reads 'Selected' nowhere.
    expect((await browser.fetch(`/api/solo-exhibitions/${silt!.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = await readPdf(
      Buffer.from(
        await (await browser.fetch(`/api/my-profile/cv.pdf?selection=${selection.id}`)).arrayBuffer(),
      ),
    );
    expect(after.text).not.toContain('Silt');
    expect(after.text).toContain('Low Water');

    const portfolio = await browser.fetch(`/api/my-profile/portfolio.pdf?selection=${selection.id}`);
    expect(portfolio.status).toBe(200);
    const portfolioText = (await readPdf(Buffer.from(await portfolio.arrayBuffer()))).text;
    expect(portfolioText).toContain('Low Water');
    expect(portfolioText).not.toContain('Group Exhibitions');

    const resume = await json<{ projects: { name: string }[]; education: unknown[] }>(
      await browser.fetch(`/api/my-profile/cv.json?selection=${selection.id}`),
    );
    expect(resume.projects.map((p) => p.name)).toEqual(['Low Water']);
    expect(resume.education).toEqual([]);

    // A rename or a changed flag is not refused for the deleted entry the selection still names: only the choices a
    // change sends are checked, and the saved ones stay as they are.
    const stale = `soloExhibitions:${silt!.id}`;
    const renamed = await browser.fetch(`${PATH}/${selection.id}`, {
      method: 'PATCH',
      json: { name: 'Solo shows', includeStatement: true },
    });
    expect(renamed.status).toBe(200);
    const saved = await json<Selection>(renamed);
    expect(saved).toMatchObject({ name: 'Solo shows', includeStatement: true });
    expect((saved.sections as { entries: string[] }[])[0]!.entries).toContain(stale);
    const resent = await browser.fetch(`${PATH}/${selection.id}`, {
      method: 'PATCH',
      json: { sections: [{ section: 'soloExhibitions', entries: [stale] }] },
    });
    expect(resent.status).toBe(400);
    expect(await resent.json()).toMatchObject({ message: `Unknown entries: ${stale}`, field: 'sections' });

    expect((await browser.fetch('/api/my-profile/cv.pdf?selection=999999')).status).toBe(404);
    expect(profile.id).toBeGreaterThan(0);
  });

  it('a deleted profile takes its selections with it', async () => {
    const { browser, profile } = await artistWithCv(site.server);
    const selection = await json<Selection>(
      await browser.fetch(PATH, {
        method: 'POST',
        json: { name: 'Soon gone', sections: [{ section: 'education' }] },
      }),
    );
    const em = site.orm.em.fork();
    await em.nativeDelete(ArtistProfile, { id: profile.id });
    expect(await em.findOne(CvSelection, selection.id)).toBeNull();
  });
});
