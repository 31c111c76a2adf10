// Hostile and odd input to the CV import, through the real API.
import { randomUUID } from 'node:crypto';
import { CvImportMessages as M, type CvImport as CvImportJson } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { testSite } from '../../../test/site.ts';
import { CvImport } from './cv-import.entity.ts';
import { CvImportTiming } from './cv-import.service.ts';
import { CV_LINES, flateBombPdf, lyingZipBombDocx, pdfOf } from './testing/cv-files.ts';
import { applyImport, IMPORT_PATH, importOf, pasteCv, uploadCv } from './testing/cv-import-api.ts';

describe.each(engines())('CV import, hostile input, on %s', (engine) => {
  const site = testSite(engine, { requireApproval: true });
  const person = (name: string) =>
    signedInBrowser(site.server, `${name}-${randomUUID().slice(0, 8)}@oeuvre.test`);

  /**
   * Uploads `bytes` as `name` and follows its import until it is refused: the status and message it ended with (a
   * refusal found after the start's wait counts as its status), how long it took, and the most the process held
   * meanwhile beyond what it held before (the server and the reading's thread share it).
   */
  async function refusal(browser: Browser, bytes: Buffer, name: string) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = Date.now();
    try {
      const res = await uploadCv(browser, bytes, name);
      let body = (await res.json()) as CvImportJson & { message?: string };
      let status = res.status;
      while (status === 202 && body.status === 'reading') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        body = (await (await browser.fetch(`${IMPORT_PATH}/${body.id}`)).json()) as CvImportJson;
      }
      if (status === 202) status = body.failure === 'too-large' ? 413 : 0;
      return { answer: { status, message: body.message }, ms: Date.now() - started, grew: peak - before };
    } finally {
      clearInterval(sampler);
    }
  }

  // Each 2 MB on disk. The Word file's directory says its document part takes 4 kB; the part unpacks to 2 GB, and is
  // never held: a reading's thread and its libraries take some tens of MB. The PDF's page content unpacks to 2 GB,
  // which the PDF library keeps whole as it reads: its reading is stopped as its memory passes the bound, not when its
  // time (20 s) or the machine's memory runs out.
  it.each([
    { what: 'a Word file whose zip directory understates what it unpacks to', make: () => lyingZipBombDocx(2048), name: 'cv.docx', withinMs: 20_000, grewMb: 400 },
    { what: 'a PDF whose page unpacks to gigabytes', make: () => flateBombPdf(2048), name: 'cv.pdf', withinMs: 15_000, grewMb: 1200 },
  ])('refuses $what: 413, quickly, the memory bounded', async ({ make, name, withinMs, grewMb }) => {
    const bomb = make();
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const { answer, ms, grew } = await refusal(await person(`bomb-${name.replace('.', '-')}`), bomb, name);
    expect(answer).toEqual({ status: 413, message: M.tooLarge });
    expect(ms).toBeLessThan(withinMs);
    expect(grew).toBeLessThan(grewMb * 1024 * 1024);
  });

  it('reads a JSON Resume whose text holds lone surrogates and NUL characters: they become U+FFFD and go, not a failure', async () => {
    const browser = await person('surrogate');
    const resume = String.raw`{"basics":{"name":"Mira \ud800Lindqvist","email":"mira@lindqvist.example"},"awards":[{"title":"Young Painter Prize \udfff","awarder":"Ars\u0000 Foundation","date":"2020"}]}`;
    const res = await uploadCv(browser, Buffer.from(resume), 'cv.json');
    const imported = await importOf(browser, res);
    expect(imported.status).toBe('ready');
    expect(imported.person.fullName).toBe('Mira \uFFFDLindqvist');
    expect(imported.entries).toEqual([
      expect.objectContaining({
        section: 'awards',
        fields: expect.objectContaining({ name: 'Young Painter Prize \uFFFD', presenter: 'Ars Foundation', year: '2020' }),
      }),
    ]);
    // Its entries apply like any other.
    const applied = await applyImport(browser, imported.id, { entries: ['e1'], person: true });
    expect(applied.status).toBe(200);
  });

  it('an import past its time is 404 for every call of its owner, discarding included', async () => {
    const browser = await person('expired');
    const imported = await importOf(browser, await pasteCv(browser, CV_LINES.join('\n')));
    await site.orm.em
      .fork()
      .nativeUpdate(CvImport, { id: imported.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await browser.fetch(`${IMPORT_PATH}/${imported.id}`)).status).toBe(404);
    expect((await applyImport(browser, imported.id, { entries: ['e1'], person: true })).status).toBe(404);
    const discarded = await browser.fetch(`${IMPORT_PATH}/${imported.id}`, { method: 'DELETE' });
    expect(discarded.status).toBe(404);
    expect(await discarded.json()).toEqual({ message: 'Not found' });
  });

  it('a file under 10 MB with more text than a reading takes: 413 saying what to do, not that it passes 10 MB', async () => {
    const browser = await person('long');
    // 2.4 MB of text: well under the upload's 10 MB, past the 2,000,000 characters a reading takes.
    const line = '2020 Group show, Galerie Nord, Berlin\n';
    const text = Buffer.from(`Mira Lindqvist\nGroup Exhibitions\n${line.repeat(Math.ceil(2_100_000 / line.length))}`);
    expect(text.length).toBeLessThan(3 * 1024 * 1024);
    const { answer } = await refusal(browser, text, 'cv.txt');
    expect(answer).toEqual({ status: 413, message: M.tooLarge });
    expect(answer.message).not.toMatch(/10 ?MB/);
    expect(answer.message).toMatch(/Split it into smaller files/);
  });

  it('reads pasted text sent as a multipart field like the JSON body: up to 200,000 characters, 400 past them', async () => {
    const browser = await person('field');
    // Line breaks as a form sends them (a form's text field has its line breaks made CRLF).
    const head = `${CV_LINES.join('\r\n')}\r\n`;
    // 200,000 characters of two bytes each: 400 kB, as a CV pasted in a script with accents takes.
    const text = head + 'é'.repeat(200_000 - head.length);
    const form = new FormData();
    form.append('text', text);
    const read = await importOf(browser, await browser.fetch(IMPORT_PATH, { method: 'POST', body: form }));
    expect(read.status).toBe('ready');
    expect(read.person.fullName).toBe('Mira Lindqvist');
    await browser.fetch(`${IMPORT_PATH}/${read.id}`, { method: 'DELETE' });
    const longer = new FormData();
    longer.append('text', `${text}é`);
    const refused = await browser.fetch(IMPORT_PATH, { method: 'POST', body: longer });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: 'text' });
    // The same text as JSON is answered the same.
    const json = await browser.fetch(IMPORT_PATH, { method: 'POST', json: { text: `${text}é` } });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ field: 'text' });
  });

  it('an old Word file (.doc) is a type it does not read (415, use a .docx), not a file that is not what its name says', async () => {
    const browser = await person('doc');
    // The start of an old Word document: the OLE container's signature, then its sectors.
    const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 0)]);
    const asDoc = await uploadCv(browser, doc, 'Lebenslauf.doc');
    expect(asDoc.status).toBe(415);
    expect(await asDoc.json()).toEqual({ message: M.unsupported });
    // Named as a newer Word file it is not: that is what its name says it is not.
    const asDocx = await uploadCv(browser, doc, 'cv.docx');
    expect(asDocx.status).toBe(415);
    expect(await asDocx.json()).toEqual({ message: M.mismatch });
  });

  it('answers a file its first bytes refuse at once, without waiting for a reading: nothing kept', async () => {
    const browser = await person('refused-at-once');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]);
    const oldWord = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 0)]);
    const locked = Buffer.concat([oldWord, Buffer.from('EncryptedPackage', 'utf16le')]);
    // No wait at the start: a file that had to be read would be answered 202 while it is.
    const waitMs = CvImportTiming.waitMs;
    CvImportTiming.waitMs = 0;
    try {
      const cases: [Buffer, string, number, string][] = [
        [png, 'cv.pdf', 415, M.mismatch],
        [png, 'cv', 415, M.unsupported],
        [oldWord, 'cv.doc', 415, M.unsupported],
        [oldWord, 'cv.docx', 415, M.mismatch],
        [locked, 'cv.docx', 400, M.encrypted],
      ];
      for (const [bytes, name, status, message] of cases) {
        const res = await uploadCv(browser, bytes, name);
        expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status, body: { message } });
      }
      // A PDF is only known by reading it: that start is still answered while it is read.
      const pdf = await pdfOf(CV_LINES);
      const read = await uploadCv(browser, pdf, 'cv.pdf');
      expect(read.status).toBe(202);
    } finally {
      CvImportTiming.waitMs = waitMs;
    }
    await expect
      .poll(() => site.orm.em.fork().count(CvImport, { owner: { email: { $like: 'refused-at-once-%' } }, status: { $ne: 'reading' } }), {
        timeout: 30_000,
      })
      .toBe(1);
  });

  it('discarding an import still being read keeps its reading counted: no second start until it ends, nothing of it kept', async () => {
    const browser = await person('discard-reading');
    const owned = () => site.orm.em.fork().count(CvImport, { owner: { email: { $like: 'discard-reading-%' } } });
    // A long CV (60 full pages) and no wait at the start: the answer comes while it is read.
    const long = await pdfOf(Array.from({ length: 3600 }, (_, i) => `${2024 - (i % 30)} Show ${i}, Gallery ${i % 97}, Berlin`), { perPage: 60 });
    const waitMs = CvImportTiming.waitMs;
    CvImportTiming.waitMs = 0;
    try {
      const started = await uploadCv(browser, long, 'cv.pdf');
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as CvImportJson;
      const discarded = await browser.fetch(`${IMPORT_PATH}/${id}`, { method: 'DELETE' });
      expect(discarded.status).toBe(204);
      expect((await browser.fetch(`${IMPORT_PATH}/${id}`)).status).toBe(404);
      // Its reading goes on: a start now would be a second reading of this person's at once.
      const again = await pasteCv(browser, CV_LINES.join('\n'));
      expect(again.status).toBe(429);
      expect(await again.json()).toEqual({ message: M.busy });
      // Once read, what was read is not kept, and the next start is read.
      await expect.poll(owned, { timeout: 30_000, interval: 200 }).toBe(0);
      const next = await importOf(browser, await pasteCv(browser, CV_LINES.join('\n')));
      expect(next.status).toBe('ready');
      expect(await owned()).toBe(1);
    } finally {
      CvImportTiming.waitMs = waitMs;
    }
  });
});
