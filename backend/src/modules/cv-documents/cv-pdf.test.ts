import { describe, expect, it, vi } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { bytesOf, readPdf } from '../../../test/pdf.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { artistWithProfile, setRequireApproval, uniqueEmail } from '../artists/artist.fixtures.ts';
import { addEntry, artistWithCv } from './cv-documents.fixtures.ts';
import { cvDocumentsOf } from './cv-documents.service.ts';

/** The CV's one order (a gallery's: the exhibitions first), as the page and the PDF print it. */
const SECTION_ORDER = [
  'Solo Exhibitions',
  'Group Exhibitions',
  'Commissions & Public Works',
  'Residencies',
  'Grants, Awards & Fellowships',
  'Collections',
  'Publications & Press',
  'Education',
  'Teaching & Lectures',
  'Affiliations & Memberships',
];

/** Where each text appears in the document (-1 when absent). */
const positions = (text: string, needles: string[]) => needles.map((n) => text.indexOf(n));
const inOrder = (list: number[]) => list.every((p, i) => p >= 0 && (i === 0 || p > list[i - 1]!));

describe.each(engines())('the CV PDF on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('public: the published CV, sections in the default order, most recent first, fonts embedded, metadata', async () => {
    const { profile } = await artistWithCv(site.server);
    const res = await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${profile.slug}-cv.pdf"`);
    const pdf = await readPdf(await bytesOf(res));
    expect(pdf.info.Title).toBe('Mara Ellison — CV');
    expect(pdf.info.Author).toBe('Mara Ellison');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Lives and works in Glasgow, United Kingdom');
    // The email is public only when the artist shows it (off for a new profile); the website is.
    expect(pdf.text).not.toContain('mara@oeuvre.test');
    expect(pdf.text).toContain('https://mara.example');
    expect(inOrder(positions(pdf.text, SECTION_ORDER))).toBe(true);
    expect(pdf.text).not.toContain('Selected');
    expect(
      inOrder(positions(pdf.text, ['Low Water, Gallery Nord, Oslo', 'Silt, Kunsthalle Basel, Basel'])),
    ).toBe(true);
    expect(pdf.text).toContain('A. Critic, “Sediment and Time”, Frieze, 2020, pp. 12–14');
    expect(pdf.text).toContain('Open Fund, Creative Scotland');
    expect(pdf.text).toContain('£5,000');
    expect(pdf.text).toContain('Mara Ellison — CV — page 1 of 1');
    expect(pdf.fonts.length).toBeGreaterThan(0);
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
    expect(pdf.fonts.map((f) => f.name).join(' ')).toMatch(/NotoSerif/);
    // The statement is not part of the default CV.
    expect(pdf.text).not.toContain('river sediment');
  });

  it('public: unknown or never published slugs answer 404 JSON, not a PDF', async () => {
    const unknown = await fetch(`${site.server.url}/artists/nobody-here/cv.pdf`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
    expect(await unknown.json()).toEqual({ message: 'Artist not found' });

    await setRequireApproval(site.orm, true);
    try {
      const { profile } = await artistWithProfile(site.server, { fullName: 'Waiting Artist' });
      for (const kind of ['cv', 'portfolio']) {
        const res = await fetch(`${site.server.url}/artists/${profile.slug}/${kind}.pdf`);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/json/);
      }
    } finally {
      await setRequireApproval(site.orm, false);
    }
  });

  it('public: kept per published version, with an ETag (304 when unchanged); a change renders anew', async () => {
    const { browser, profile } = await artistWithCv(site.server, { fullName: 'Cache Artist' });
    const url = `${site.server.url}/artists/${profile.slug}/cv.pdf`;
    const renders = vi.spyOn(cvDocumentsOf(site.server.app.deps), 'render');
    // Two requests at once (the second waits for the first's render), then more: one render.
    const [first, second] = await Promise.all([fetch(url), fetch(url)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const firstBytes = await bytesOf(first);
    const again = await fetch(url);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await bytesOf(again)).equals(firstBytes)).toBe(true);
    const notModified = await fetch(url, { headers: { 'If-None-Match': etag! } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(renders).toHaveBeenCalledTimes(1);

    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: 'Fresh Water',
      venue: 'Tramway',
      city: 'Glasgow',
      year: '2024',
    });
    const changed = await fetch(url, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await readPdf(await bytesOf(changed))).text).toContain('Fresh Water, Tramway, Glasgow');
    expect(renders).toHaveBeenCalledTimes(2);
    renders.mockRestore();
  });

  it('public: a change waiting for review is not in the public CV until approved', async () => {
    const { browser, profile } = await artistWithCv(site.server, { fullName: 'Reviewed Artist' });
    await setRequireApproval(site.orm, true);
    try {
      await addEntry(browser, profile.id, 'solo-exhibitions', {
        title: 'Not Yet',
        venue: 'Tramway',
        city: 'Glasgow',
        year: '2025',
      });
      const pdf = await readPdf(
        await bytesOf(await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`)),
      );
      expect(pdf.text).toContain('Low Water, Gallery Nord, Oslo');
      expect(pdf.text).toContain('“Sediment and Time”');
      expect(pdf.text).not.toContain('Not Yet');
      const own = await readPdf(await bytesOf(await browser.fetch('/api/my-profile/cv.pdf')));
      expect(own.text).toContain('Not Yet, Tramway, Glasgow');
    } finally {
      await setRequireApproval(site.orm, false);
    }
  });

  it('own: the draft (changes still in review included); 401 signed out, 404 without a profile or for an unknown selection', async () => {
    await setRequireApproval(site.orm, true);
    try {
      const { browser, profile } = await artistWithCv(site.server, { fullName: 'Draft Artist' });
      const res = await browser.fetch('/api/my-profile/cv.pdf');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const pdf = await readPdf(await bytesOf(res));
      expect(pdf.text).toContain('Draft Artist');
      expect(pdf.text).toContain('Low Water, Gallery Nord, Oslo');
      expect(pdf.text).toContain('A. Critic, “Sediment and Time”, Frieze, 2020, pp. 12–14');
      // Not published yet: no public CV.
      expect((await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`)).status).toBe(404);

      expect((await browser.fetch('/api/my-profile/cv.pdf?selection=99999')).status).toBe(404);
      const bad = await browser.fetch('/api/my-profile/cv.pdf?selection=abc');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: 'Choose a saved selection' });
    } finally {
      await setRequireApproval(site.orm, false);
    }
    const signedOut = await fetch(`${site.server.url}/api/my-profile/cv.pdf`);
    expect(signedOut.status).toBe(401);
    const noProfile = await signedInBrowser(site.server, uniqueEmail('visitor'));
    const none = await noProfile.fetch('/api/my-profile/cv.pdf');
    expect(none.status).toBe(404);
    expect(none.headers.get('content-type')).toMatch(/json/);
  });

  it('names in Latin accents, Greek, Cyrillic, CJK and Arabic render with embedded fonts; hostile text stays text', async () => {
    const name = 'Zoë Ζωή Иван 王小明 محمد 김민지 שלום';
    const { browser, profile } = await artistWithCv(site.server, { fullName: name });
    const longWord = 'Unbreakable'.repeat(20);
    await addEntry(browser, profile.id, 'solo-exhibitions', {
      title: `<script>alert("x")</script> & 'quotes'`,
      notes: longWord,
      venue: 'A&B <Gallery>',
      city: '東京',
      year: '2024',
    });
    const res = await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`);
    expect(res.status).toBe(200);
    const pdf = await readPdf(await bytesOf(res));
    expect(pdf.info.Title).toBe(`${name} — CV`);
    const fonts = pdf.fonts.map((f) => f.name).join(' ');
    expect(fonts).toMatch(/NotoSansSC/);
    expect(fonts).toMatch(/NotoNaskhArabic/);
    expect(fonts).toMatch(/NotoSansKR/);
    expect(fonts).toMatch(/NotoSansHebrew/);
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
    for (const part of [
      'Zoë',
      'Ζωή',
      'Иван',
      '王小明',
      '東京',
      '<script>alert("x")</script> &',
      'A&B <Gallery>',
    ]) {
      expect(pdf.text).toContain(part);
    }
    // The long word is cut across lines, not lost or run off the page.
    expect(pdf.text.replace(/\s+/g, '')).toContain(longWord);
    expect(pdf.pages.length).toBeLessThanOrEqual(2);
  });

  it('a long CV flows onto more pages: page N of M in every footer, no heading alone at a page end', async () => {
    const { browser, profile } = await artistWithCv(site.server, { fullName: 'Prolific Artist' });
    for (let i = 0; i < 45; i++) {
      await addEntry(browser, profile.id, 'group-exhibitions', {
        title: `Group Show ${i}`,
        venue: 'A venue with a rather long name that wraps in the column of the entry',
        city: 'Berlin',
        year: String(1980 + i),
        notes: 'Curated by someone, with a catalogue',
      });
    }
    const pdf = await readPdf(
      await bytesOf(await fetch(`${site.server.url}/artists/${profile.slug}/cv.pdf`)),
    );
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    // The section that runs onto the next pages repeats its heading at the top of each.
    expect(pdf.pages[1]!.trim().split('\n')[0]).toBe('Group Exhibitions (continued)');
    expect(pdf.pages[2]!.trim().split('\n')[0]).toMatch(/^Group Exhibitions \(continued\)$|^[A-Z][\w,& ]+$/);
    expect(pdf.text.match(/Group Exhibitions \(continued\)/g)!.length).toBeGreaterThanOrEqual(2);
    // Never on the first page, nor for a section that starts on its page.
    expect(pdf.pages[0]).not.toContain('(continued)');
    expect(pdf.text).not.toMatch(/Solo Exhibitions \(continued\)/);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Prolific Artist — CV — page ${i + 1} of ${pdf.pages.length}`);
      const lines = page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      // The last line before the footer is never a section heading.
      const lastBody = lines.at(-2) ?? '';
      expect(SECTION_ORDER).not.toContain(lastBody);
    });
  });

  it('gallery conventions: titles in italics, not quotes; press as Author, “Title”, Publication, year, pages; the born line', async () => {
    const { browser, profile } = await artistWithCv(site.server, {
      fullName: 'Born Artist',
      city: 'Lisbon',
      country: 'Portugal',
      birthYear: 1984,
      birthPlace: 'Porto',
    });
    await addEntry(browser, profile.id, 'bibliography', {
      type: 'review',
      title: 'Rivers Remembered',
      publication: 'Artforum',
      author: 'J. Writer',
      year: '2024',
      pages: '7',
      url: 'https://artforum.example/rivers',
      notes: 'Cover story',
    });
    const bytes = await bytesOf(await browser.fetch('/api/my-profile/cv.pdf'));
    const pdf = await readPdf(bytes);
    const lines = pdf.text
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // Under the name: born, then where the artist lives and works.
    expect(lines[lines.indexOf('Born Artist') + 1]).toBe(
      'Born 1984, Porto; lives and works in Lisbon, Portugal',
    );
    // Titles without quotes; an italic face is embedded for them.
    expect(pdf.text).toContain('Low Water, Gallery Nord, Oslo');
    expect(pdf.text).not.toContain('“Low Water”');
    expect(pdf.fonts.map((f) => f.name).join(' ')).toMatch(/NotoSerif-Italic/);
    // Press: the conventional order, no raw address, no type label; the title links to the text.
    expect(pdf.text).toContain('J. Writer, “Rivers Remembered”, Artforum, 2024, p. 7');
    expect(pdf.text).not.toContain('https://artforum.example');
    expect(pdf.text).not.toMatch(/^Review\b/m);
    expect(bytes.toString('latin1')).toContain('/URI (https://artforum.example/rivers)');

    // Without titles (education alone, no notes), no italic face is used: the italics are the titles'.
    const { browser: plain, profile: own } = await artistWithProfile(site.server, {
      fullName: 'Plain Artist',
    });
    await addEntry(plain, own.id, 'education', {
      institution: 'Glasgow School of Art',
      degree: 'MFA',
      years: '2014',
    });
    const untitled = await readPdf(await bytesOf(await plain.fetch('/api/my-profile/cv.pdf')));
    expect(untitled.text).toContain('MFA, Glasgow School of Art');
    expect(untitled.fonts.map((f) => f.name).join(' ')).not.toMatch(/Italic/);
  });
});
