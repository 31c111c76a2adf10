import { randomUUID } from 'node:crypto';
import {
  CvImportMessages as M,
  type CvImport as CvImportJson,
  type CvImportApplyResult,
} from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { testSite } from '../../../test/site.ts';
import { User } from '../users/user.entity.ts';
import { CvImport } from './cv-import.entity.ts';
import { failureStatus } from './cv-import.failures.ts';
import { CV_IMPORTS_KEPT_PER_PERSON, CvImportTiming, sweepExpiredCvImports } from './cv-import.service.ts';
import {
  brokenPdf,
  CV_LINES,
  CV_PERSON,
  cvDocx,
  cvHtml,
  cvJsonResume,
  cvMarkdown,
  cvText,
  encryptedPdf,
  manyPagesPdf,
  pdfOf,
  PNG,
  scannedPdf,
  zipBombDocx,
} from './testing/cv-files.ts';
import { applyImport, IMPORT_PATH, importOf, loose, pasteCv, uploadCv } from './testing/cv-import-api.ts';

type Draft = {
  profile: {
    id: number;
    slug: string;
    isPending: boolean;
    fullName: string;
    city: string;
    website: string | null;
    birthYear?: number | null;
  };
} & Record<string, Record<string, unknown>[]>;

const FORMATS = [
  { name: 'cv.pdf', format: 'pdf', bytes: () => pdfOf(CV_LINES) },
  { name: 'cv.docx', format: 'docx', bytes: () => cvDocx() },
  { name: 'cv.html', format: 'html', bytes: async () => Buffer.from(cvHtml()) },
  { name: 'cv.txt', format: 'text', bytes: async () => Buffer.from(cvText()) },
  { name: 'cv.md', format: 'markdown', bytes: async () => Buffer.from(cvMarkdown()) },
  { name: 'cv.json', format: 'json', bytes: async () => Buffer.from(cvJsonResume()) },
] as const;

const entriesIn = (imported: CvImportJson, section: string) =>
  imported.entries.filter((e) => e.section === section);
const titles = (imported: CvImportJson, section: string, field = 'title') =>
  entriesIn(imported, section).map((e) => loose(e.fields[field]));

describe.each(engines())('CV import on %s', (engine) => {
  const site = testSite(engine, { admin: `admin-${engine}@oeuvre.test`, requireApproval: true });
  const person = (name: string) =>
    signedInBrowser(site.server, `${name}-${randomUUID().slice(0, 8)}@oeuvre.test`);

  const draftOf = async (browser: Browser) => {
    const res = await browser.fetch('/api/my-profile');
    return res.status === 200 ? ((await res.json()) as Draft) : null;
  };
  const createProfile = async (browser: Browser, fields: Record<string, string> = {}) => {
    const res = await browser.fetch('/api/artists', {
      method: 'POST',
      json: {
        fullName: 'Mira Lindqvist',
        email: `mira-${randomUUID().slice(0, 8)}@oeuvre.test`,
        city: 'Malmö',
        country: 'Sweden',
        artistStatement: 'Paintings of salt, water and the light over the Baltic.',
        ...fields,
      },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; slug: string };
  };

  it.each(FORMATS)(
    'reads $name through the API: the person and its entries, each in its section',
    async ({ name, format, bytes }) => {
      const browser = await person('format');
      const res = await uploadCv(browser, await bytes(), name);
      expect([201, 202]).toContain(res.status);
      const imported = await importOf(browser, res);
      expect(imported).toMatchObject({ status: 'ready', format });
      expect(imported.person.fullName).toBe(CV_PERSON.fullName);
      expect(titles(imported, 'soloExhibitions')).toContain('salt lines');
      expect(
        imported.entries.every(
          (e, i) => e.id === `e${i + 1}` && e.duplicate === false && e.source.length > 0,
        ),
      ).toBe(true);
      if (format !== 'json') {
        expect(titles(imported, 'groupExhibitions')).toEqual(
          expect.arrayContaining(['new ground', 'shorelines']),
        );
        expect(entriesIn(imported, 'awards').map((e) => loose(e.fields.name))).toContain(
          'young painter prize',
        );
        expect(entriesIn(imported, 'education')).toHaveLength(2);
      }
      // Fetched again it is the same import, its owner's.
      const again = await browser.fetch(`${IMPORT_PATH}/${imported.id}`);
      expect(again.status).toBe(200);
      expect(((await again.json()) as CvImportJson).entries).toEqual(imported.entries);
    },
  );

  it('reads pasted text (JSON body), with or without an artist profile', async () => {
    const browser = await person('paste');
    const imported = await importOf(browser, await pasteCv(browser, cvText()));
    expect(imported).toMatchObject({ status: 'ready', format: 'text' });
    expect(titles(imported, 'soloExhibitions')).toEqual(expect.arrayContaining(['salt lines', 'low water']));
    await createProfile(browser);
    const second = await importOf(browser, await pasteCv(browser, cvText()));
    expect(second.status).toBe('ready');
  });

  it('keeps what was read, never the file', async () => {
    const browser = await person('stored');
    const imported = await importOf(browser, await uploadCv(browser, await pdfOf(CV_LINES), 'cv.pdf'));
    const row = await site.orm.em.fork().findOneOrFail(CvImport, imported.id);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('%PDF');
    expect(Object.keys(row.result!).sort()).toEqual(['entries', 'format', 'ignored', 'person', 'unparsed']);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(CvImportTiming.ttlMs);
  });

  it('asks to sign in (401), and for a file or text (400)', async () => {
    const anonymous = site.server.browser();
    expect((await pasteCv(anonymous, cvText())).status).toBe(401);
    expect((await anonymous.fetch(`${IMPORT_PATH}/1`)).status).toBe(401);
    const browser = await person('nothing');
    const none = await browser.fetch(IMPORT_PATH, { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: M.fileOrText });
    const empty = await pasteCv(browser, '  \n\t ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: M.emptyText });
  });

  /** A start's refusal: its status, or, read past the start's wait (a loaded machine), the status its failure has. */
  async function refusalOf(browser: Browser, res: Response): Promise<{ status: number; message: string }> {
    const body = (await res.json()) as CvImportJson & { message: string };
    if (res.status !== 202) return { status: res.status, message: body.message };
    const failed = await importOf(browser, new Response(JSON.stringify(body), { status: 202 }));
    await browser.fetch(`${IMPORT_PATH}/${failed.id}`, { method: 'DELETE' });
    return { status: failureStatus(failed.failure!), message: failed.message! };
  }

  it('refuses a file with no text: 400, saying what to do instead', async () => {
    const browser = await person('blank');
    expect(await refusalOf(browser, await uploadCv(browser, Buffer.from('\n\n   \n'), 'cv.txt'))).toEqual({
      status: 400,
      message: 'The file holds no text to read. Choose another file, or paste the text of your CV.',
    });
  });

  describe('refuses a file it cannot read, with its own status and a message saying why', () => {
    const refused = async (bytes: Uint8Array, name: string) => {
      const browser = await person('refused');
      const started = Date.now();
      const { status, message } = await refusalOf(browser, await uploadCv(browser, bytes, name));
      // Nothing of it is kept: the person can start again at once.
      expect(
        await site.orm.em
          .fork()
          .count(CvImport, { owner: { email: { $like: 'refused-%' } }, status: 'reading' }),
      ).toBe(0);
      return { status, message, ms: Date.now() - started };
    };

    it('a PNG named .pdf: 415', async () => {
      expect(await refused(PNG, 'cv.pdf')).toMatchObject({ status: 415, message: M.mismatch });
    });

    it('a scan (a PDF without text): 422 saying a text PDF, Word file or pasted text will work', async () => {
      const { status, message } = await refused(await scannedPdf(), 'scan.pdf');
      expect(status).toBe(422);
      expect(message).toBe(M.noText);
      expect(message).toMatch(/PDF with text, a Word file or pasted text/);
    });

    it('an encrypted PDF and a broken one: 400 saying so', async () => {
      expect(await refused(await encryptedPdf(), 'locked.pdf')).toMatchObject({
        status: 400,
        message: M.encrypted,
      });
      expect(await refused(await brokenPdf(), 'broken.pdf')).toMatchObject({
        status: 400,
        message: M.broken,
      });
    });

    it('a DOCX that inflates past the limit and a PDF of thousands of pages: 413 within seconds, the memory bounded', async () => {
      // The files are made first: drawing 3,000 pages takes this process's own memory, which is not the server's.
      const bombFile = zipBombDocx(120);
      const longFile = await manyPagesPdf(3000);
      // The server's own heap and buffers (the process's resident size also counts the reading's thread while it
      // runs, and what the allocator has not yet given back after it ended).
      const serverMemory = () => process.memoryUsage().heapUsed + process.memoryUsage().external;
      const before = serverMemory();
      const bomb = await refused(bombFile, 'bomb.docx');
      expect(bomb).toMatchObject({ status: 413, message: M.tooLarge });
      // Refused as soon as the limit is passed, not after inflating or reading it all (minutes): a generous bound that
      // holds on a loaded machine, where starting the reading's thread alone can take seconds.
      expect(bomb.ms).toBeLessThan(20_000);
      const pages = await refused(longFile, 'long.pdf');
      expect(pages).toMatchObject({ status: 413, message: M.tooManyPages });
      expect(pages.ms).toBeLessThan(20_000);
      // The reading ran in a thread of its own, ended with it: the server's memory did not take the file's inflated size.
      expect(serverMemory() - before).toBeLessThan(100 * 1024 * 1024);
    });

    it('over 10 MB: 413 from the upload limits, before it is read', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
      const { status, message } = await refused(big, 'cv.txt');
      expect(status).toBe(413);
      expect(message).toMatch(/10MB/);
    });
  });

  it('reads one CV per person at a time: a second start while one is read is 429', async () => {
    const browser = await person('twice');
    const [first, second] = await Promise.all([
      uploadCv(browser, await pdfOf(CV_LINES), 'cv.pdf'),
      pasteCv(browser, cvText()),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses[1]).toBe(429);
    expect([201, 202]).toContain(statuses[0]);
    const refusedOne = first.status === 429 ? first : second;
    expect(await refusedOne.json()).toMatchObject({ message: M.busy });
    await importOf(browser, first.status === 429 ? second : first);
    // Once read, the next one starts.
    expect([201, 202]).toContain((await pasteCv(browser, cvText())).status);
  });

  it('a reading left by a stopped server does not block its owner: it is reported as interrupted', async () => {
    const browser = await person('stale');
    const me = (await (await browser.fetch('/api/auth/user')).json()) as { id: number };
    const em = site.orm.em.fork();
    const left = em.create(CvImport, {
      owner: em.getReference(User, me.id),
      status: 'reading',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await em.flush();
    // Blocking while it may still be read anywhere...
    expect((await pasteCv(browser, cvText())).status).toBe(429);
    // ...and no longer once no reading can have lasted this long.
    await em.nativeUpdate(
      CvImport,
      { id: left.id },
      { createdAt: new Date(Date.now() - CvImportTiming.staleMs - 1000) },
    );
    const next = await pasteCv(browser, cvText());
    expect([201, 202]).toContain(next.status);
    const old = (await (await browser.fetch(`${IMPORT_PATH}/${left.id}`)).json()) as CvImportJson;
    expect(old).toMatchObject({ status: 'failed', failure: 'interrupted', message: M.interrupted });
  });

  it('is its owner’s alone: another person gets 404 for every call; discarding deletes it', async () => {
    const owner = await person('owner');
    const other = await person('other');
    const imported = await importOf(owner, await pasteCv(owner, cvText()));
    const path = `${IMPORT_PATH}/${imported.id}`;
    expect((await other.fetch(path)).status).toBe(404);
    expect((await applyImport(other, imported.id, { entries: ['e1'], person: true })).status).toBe(404);
    expect((await other.fetch(path, { method: 'DELETE' })).status).toBe(404);
    expect((await owner.fetch(path)).status).toBe(200);
    expect((await owner.fetch(path, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.fetch(path)).status).toBe(404);
    expect(await site.orm.em.fork().count(CvImport, { id: imported.id })).toBe(0);
  });

  it('lives a day: past its time it is gone (404), and the sweep deletes it', async () => {
    const browser = await person('expiry');
    const old = await importOf(browser, await pasteCv(browser, cvText()));
    const fresh = await importOf(browser, await pasteCv(browser, cvText()));
    await site.orm.em
      .fork()
      .nativeUpdate(CvImport, { id: old.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await browser.fetch(`${IMPORT_PATH}/${old.id}`)).status).toBe(404);
    expect(await sweepExpiredCvImports(site.orm)).toBeGreaterThanOrEqual(1);
    const left = await site.orm.em.fork().find(CvImport, { id: { $in: [old.id, fresh.id] } });
    expect(left.map((row) => row.id)).toEqual([fresh.id]);
  });

  it('keeps a person’s newest imports only: one more deletes their oldest, and nobody else’s', async () => {
    const browser = await person('many');
    const neighbour = await person('neighbour');
    const theirs = await importOf(neighbour, await pasteCv(neighbour, cvText()));
    const ids: number[] = [];
    for (let i = 0; i <= CV_IMPORTS_KEPT_PER_PERSON; i++)
      ids.push((await importOf(browser, await pasteCv(browser, cvText()))).id);
    expect((await browser.fetch(`${IMPORT_PATH}/${ids[0]}`)).status).toBe(404);
    for (const id of ids.slice(1)) expect((await browser.fetch(`${IMPORT_PATH}/${id}`)).status).toBe(200);
    const me = (await (await browser.fetch('/api/auth/user')).json()) as { id: number };
    expect(await site.orm.em.fork().count(CvImport, { owner: me.id })).toBe(CV_IMPORTS_KEPT_PER_PERSON);
    expect((await neighbour.fetch(`${IMPORT_PATH}/${theirs.id}`)).status).toBe(200);
    // A start refused for its file deletes nothing.
    expect((await uploadCv(browser, PNG, 'cv.pdf')).status).toBe(415);
    for (const id of ids.slice(1)) expect((await browser.fetch(`${IMPORT_PATH}/${id}`)).status).toBe(200);
  });

  describe('apply', () => {
    it('without a profile: creates it from the CV’s person, adds the chosen entries, pending review, nothing public', async () => {
      const browser = await person('new');
      const imported = await importOf(browser, await pasteCv(browser, cvText()));
      const chosen = imported.entries.map((e) => e.id);
      const res = await applyImport(browser, imported.id, { entries: chosen, person: true });
      expect(res.status).toBe(200);
      const result = (await res.json()) as CvImportApplyResult;
      const draft = (await draftOf(browser))!;
      expect(draft.profile).toMatchObject({
        fullName: CV_PERSON.fullName,
        city: CV_PERSON.city,
        isPending: true,
      });
      // The birth line is kept on the profile: its year as a number, its place as written.
      expect(draft.profile).toMatchObject({ birthYear: 1984, birthPlace: 'Uppsala, Sweden' });
      expect(result.artistId).toBe(draft.profile.id);
      expect(result.skipped).toBe(0);
      for (const section of new Set(imported.entries.map((e) => e.section))) {
        expect(result.added[section]).toBe(entriesIn(imported, section).length);
        expect(draft[section]).toHaveLength(entriesIn(imported, section).length);
      }
      expect(draft.soloExhibitions!.map((e) => loose(e.title))).toEqual(
        expect.arrayContaining(['salt lines', 'low water']),
      );
      expect((await site.server.browser().fetch(`/api/artists/${draft.profile.slug}`)).status).toBe(404);
      // Applied, the import is gone.
      expect((await browser.fetch(`${IMPORT_PATH}/${imported.id}`)).status).toBe(404);
    });

    it('without a profile and without a name to create it from: 400 saying a name is needed, nothing written', async () => {
      const browser = await person('nameless');
      const imported = await importOf(browser, await pasteCv(browser, CV_LINES.slice(4).join('\n')));
      expect(imported.person.fullName).toBeNull();
      const res = await applyImport(browser, imported.id, {
        entries: imported.entries.map((e) => e.id),
        person: true,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: M.nameRequired });
      expect(await draftOf(browser)).toBeNull();
      expect((await browser.fetch(`${IMPORT_PATH}/${imported.id}`)).status).toBe(200);
    });

    it('with a published profile: duplicates marked and skipped, empty details filled (never a filled one), review pending, public only after approval', async () => {
      const browser = await person('published');
      const profile = await createProfile(browser);
      const added = await browser.fetch(`/api/artists/${profile.id}/solo-exhibitions`, {
        method: 'POST',
        json: { title: 'Salt  lines', venue: 'Kunsthalle Basel', city: 'Basel', year: '2023' },
      });
      expect(added.status).toBe(201);
      expect(
        (await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status,
      ).toBe(200);
      const publicBefore = (await (
        await site.server.browser().fetch(`/api/artists/${profile.slug}`)
      ).json()) as Record<string, unknown[]>;

      const imported = await importOf(browser, await pasteCv(browser, cvText()));
      const solo = entriesIn(imported, 'soloExhibitions');
      expect(solo.find((e) => loose(e.fields.title) === 'salt lines')?.duplicate).toBe(true);
      expect(solo.find((e) => loose(e.fields.title) === 'low water')?.duplicate).toBe(false);

      const res = await applyImport(browser, imported.id, {
        entries: imported.entries.map((e) => e.id),
        person: true,
      });
      expect(res.status).toBe(200);
      const result = (await res.json()) as CvImportApplyResult;
      expect(result.skipped).toBe(1);
      expect(result.added.soloExhibitions).toBe(solo.length - 1);
      expect(result.personFields).toEqual(['website', 'birthYear', 'birthPlace']);
      const draft = (await draftOf(browser))!;
      expect(draft.profile).toMatchObject({
        city: 'Malmö',
        fullName: 'Mira Lindqvist',
        website: CV_PERSON.website,
        isPending: true,
      });
      expect(draft.profile).toMatchObject({ birthYear: 1984, birthPlace: 'Uppsala, Sweden' });
      expect(draft.soloExhibitions).toHaveLength(solo.length);

      // The public page is the approved version until an administrator approves the import.
      const publicNow = (await (
        await site.server.browser().fetch(`/api/artists/${profile.slug}`)
      ).json()) as Record<string, unknown[]>;
      expect(publicNow).toEqual(publicBefore);
      expect(
        (await site.admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST', json: {} })).status,
      ).toBe(200);
      const approved = (await (await site.server.browser().fetch(`/api/artists/${profile.slug}`)).json()) as {
        soloExhibitions: { title: string }[];
      };
      expect(approved.soloExhibitions.map((e) => loose(e.title))).toEqual(
        expect.arrayContaining(['salt lines', 'low water']),
      );
    });

    it('a commission of the same title in two years is two entries: both added, neither counted as already there', async () => {
      const browser = await person('recurring');
      await createProfile(browser);
      const text = 'Ada Quill\n\nCommissions\n2025 Memorial garden, Atlas Hospital Trust\n2019 Memorial garden, Foundry Hospital Trust';
      const imported = await importOf(browser, await pasteCv(browser, text));
      const commissions = entriesIn(imported, 'commissions');
      expect(commissions.map((e) => [e.fields.title, e.fields.year, e.duplicate])).toEqual([
        ['Memorial garden', '2025', false],
        ['Memorial garden', '2019', false],
      ]);
      const res = await applyImport(browser, imported.id, { entries: commissions.map((e) => e.id), person: false });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ skipped: 0, added: { commissions: 2 } });
      expect((await draftOf(browser))!.commissions).toHaveLength(2);
    });

    it('the same CV imported again finds the entries the artist completed: a field the CV leaves empty matches any', async () => {
      const browser = await person('again');
      await createProfile(browser);
      const text = 'Ada Quill\n\nAwards\n2019 Harbour Prize\n2017 Pier Prize';
      const first = await importOf(browser, await pasteCv(browser, text));
      const [harbour, pier] = entriesIn(first, 'awards');
      expect(harbour!.fields).toMatchObject({ name: 'Harbour Prize', presenter: '' });
      const applied = await applyImport(browser, first.id, {
        entries: [harbour!.id, pier!.id],
        person: false,
        edits: {
          [harbour!.id]: { fields: { ...harbour!.fields, presenter: 'Harbour Trust' } },
          [pier!.id]: { fields: { ...pier!.fields, presenter: 'Pier Trust' } },
        },
      });
      expect(applied.status).toBe(200);
      // The same award in another year is another award.
      const again = await importOf(browser, await pasteCv(browser, `${text}\n2021 Harbour Prize`));
      expect(entriesIn(again, 'awards').map((e) => [e.fields.year, e.duplicate])).toEqual([
        ['2019', true],
        ['2017', true],
        ['2021', false],
      ]);
      // Applied with its presenter given, the one found new joins the two.
      const [, , later] = entriesIn(again, 'awards');
      const res = await applyImport(browser, again.id, {
        entries: [later!.id],
        person: false,
        edits: { [later!.id]: { fields: { ...later!.fields, presenter: 'Harbour Trust' } } },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ skipped: 0, added: { awards: 1 } });
      expect((await draftOf(browser))!.awards).toHaveLength(3);
    });

    it('takes the artist’s edits and section changes; an invalid entry is 400 naming it and its field, nothing written', async () => {
      const browser = await person('edits');
      const profile = await createProfile(browser);
      const imported = await importOf(browser, await pasteCv(browser, cvText()));
      const [first, second] = entriesIn(imported, 'soloExhibitions');
      const award = entriesIn(imported, 'awards')[0]!;

      const invalid = await applyImport(browser, imported.id, {
        entries: [first!.id, award.id],
        person: false,
        edits: { [award.id]: { fields: { ...award.fields, name: '' } } },
      });
      expect(invalid.status).toBe(400);
      const refusal = (await invalid.json()) as { message: string; field: string };
      expect(refusal.message).toMatch(new RegExp(`^Entry ${award.id}, name: `));
      expect(refusal.field).toBe(`edits.${award.id}.fields.name`);
      const untouched = (await draftOf(browser))!;
      expect(untouched.soloExhibitions).toHaveLength(0);
      expect(untouched.awards).toHaveLength(0);

      const unknown = await applyImport(browser, imported.id, { entries: ['e999'], person: false });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ message: M.unknownEntry('e999') });

      const res = await applyImport(browser, imported.id, {
        entries: [first!.id, second!.id],
        person: false,
        edits: {
          [first!.id]: { fields: { ...first!.fields, title: 'Salt Lines (revised)' } },
          [second!.id]: { section: 'groupExhibitions', fields: second!.fields },
        },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as CvImportApplyResult).added).toMatchObject({
        soloExhibitions: 1,
        groupExhibitions: 1,
      });
      const draft = (await draftOf(browser))!;
      expect(draft.profile).toMatchObject({ id: profile.id, city: 'Malmö', website: null, isPending: true });
      expect(draft.soloExhibitions!.map((e) => e.title)).toEqual(['Salt Lines (revised)']);
      expect(draft.groupExhibitions!.map((e) => loose(e.title))).toEqual([loose(second!.fields.title)]);
    });

    it('takes corrected details, replaces a filled field only when asked, and adds entries made from unread lines, all or nothing', async () => {
      const newcomer = await person('corrected');
      const nameless = await importOf(newcomer, await pasteCv(newcomer, CV_LINES.slice(4).join('\n')));
      expect(nameless.person.fullName).toBeNull();
      // A bad correction and a bad line are 400s naming them; nothing is written.
      const badEmail = await applyImport(newcomer, nameless.id, {
        entries: [],
        person: true,
        details: { fullName: 'Ines Okafor', email: 'not an email' },
      });
      expect(badEmail.status).toBe(400);
      expect(((await badEmail.json()) as { field: string }).field).toBe('details.email');
      const badYear = await applyImport(newcomer, nameless.id, {
        entries: [],
        person: true,
        details: { fullName: 'Ines Okafor', birthYear: '1850' },
      });
      expect(badYear.status).toBe(400);
      expect(await badYear.json()).toMatchObject({
        field: 'details.birthYear',
        message: `Birth year must be a whole number from 1900 to ${new Date().getFullYear()}`,
      });
      const badLine = await applyImport(newcomer, nameless.id, {
        entries: nameless.entries.map((e) => e.id),
        person: true,
        details: { fullName: 'Ines Okafor' },
        lines: [{ section: 'awards', fields: { name: 'Harbour Prize', presenter: '', year: '2019' } }],
      });
      expect(badLine.status).toBe(400);
      expect(await badLine.json()).toMatchObject({ field: 'lines.0.fields.presenter' });
      expect(await draftOf(newcomer)).toBeNull();

      const created = await applyImport(newcomer, nameless.id, {
        entries: nameless.entries.map((e) => e.id),
        person: true,
        details: {
          fullName: 'Ines Okafor',
          city: 'Lagos',
          country: 'Nigeria',
          birthYear: '1990',
          birthPlace: 'Ibadan',
        },
        lines: [
          { section: 'awards', fields: { name: 'Harbour Prize', presenter: 'Harbour Trust', year: '2019' } },
        ],
      });
      expect(created.status).toBe(200);
      const result = (await created.json()) as CvImportApplyResult;
      expect(result.added.awards).toBe(entriesIn(nameless, 'awards').length + 1);
      const draft = (await draftOf(newcomer))!;
      expect(draft.profile).toMatchObject({
        fullName: 'Ines Okafor',
        city: 'Lagos',
        isPending: true,
        birthYear: 1990,
        birthPlace: 'Ibadan',
      });
      expect(draft.awards!.map((a) => a.name)).toContain('Harbour Prize');

      // An existing profile: a filled field stays unless it is named in `replace`.
      const artist = await person('replace');
      await createProfile(artist);
      const first = await importOf(artist, await pasteCv(artist, cvText()));
      await applyImport(artist, first.id, {
        entries: [],
        person: true,
        details: { city: 'Oslo', fullName: 'Mira L.' },
      });
      expect((await draftOf(artist))!.profile).toMatchObject({ city: 'Malmö', fullName: 'Mira Lindqvist' });
      const second = await importOf(artist, await pasteCv(artist, cvText()));
      const replaced = await applyImport(artist, second.id, {
        entries: [],
        person: true,
        details: { city: 'Oslo' },
        replace: ['city'],
      });
      expect(((await replaced.json()) as CvImportApplyResult).personFields).toContain('city');
      expect((await draftOf(artist))!.profile).toMatchObject({ city: 'Oslo', fullName: 'Mira Lindqvist' });
    });

    it('a website printed without its scheme (www.…) is kept as its https address; a correction that is no address is 400', async () => {
      const bare = cvText().replace(CV_PERSON.website, 'www.lindqvist.example');
      const newcomer = await person('bare-site');
      const imported = await importOf(newcomer, await pasteCv(newcomer, bare));
      expect(imported.person.website).toBe('www.lindqvist.example');
      const refused = await applyImport(newcomer, imported.id, {
        entries: [],
        person: true,
        details: { website: 'my studio' },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { field: string }).field).toBe('details.website');
      const created = await applyImport(newcomer, imported.id, { entries: [], person: true });
      expect(created.status).toBe(200);
      expect(((await created.json()) as CvImportApplyResult).personFields).toContain('website');
      expect((await draftOf(newcomer))!.profile.website).toBe('https://www.lindqvist.example');

      // An existing profile without a website gets it too, and a corrected one without its scheme.
      const artist = await person('bare-site-profile');
      await createProfile(artist);
      const again = await importOf(artist, await pasteCv(artist, bare));
      const filled = await applyImport(artist, again.id, {
        entries: [],
        person: true,
        details: { website: 'studio.lindqvist.example' },
      });
      expect(filled.status).toBe(200);
      expect((await draftOf(artist))!.profile.website).toBe('https://studio.lindqvist.example');
    });

    it('applies only a ready import of its own, once', async () => {
      const browser = await person('once');
      const imported = await importOf(browser, await pasteCv(browser, cvText()));
      const first = await applyImport(browser, imported.id, { entries: [], person: true });
      expect(first.status).toBe(200);
      expect(((await first.json()) as CvImportApplyResult).skipped).toBe(0);
      expect((await applyImport(browser, imported.id, { entries: [], person: true })).status).toBe(404);
    });
  });
});
