import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { bytesOf, readPageLayout, readPdf } from '../../../test/pdf.ts';
import { addEntry, artistWithCv, uploadWorkImage } from './cv-documents.fixtures.ts';

describe.each(engines())('the portfolio PDF on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('as galleries send it: a cover with a work and the contact, the works at the largest size the page allows, then the statement and the CV', async () => {
    const { browser, profile } = await artistWithCv(site.server);
    const wide = await uploadWorkImage(browser, profile.id, 1200, 600);
    const tall = await uploadWorkImage(browser, profile.id, 500, 900);
    await addEntry(browser, profile.id, 'works', {
      title: 'Silt I',
      medium: 'River sediment on linen',
      dimensions: '120 × 60 cm',
      year: '2019',
      imageUrl: wide,
      exhibition: 'Silt, Kunsthalle Basel',
    });
    await addEntry(browser, profile.id, 'works', {
      title: 'Standing',
      medium: 'C-print',
      year: '2021',
      imageUrl: tall,
    });
    // An upload path with no upload behind it, and one whose file is gone: placeholders, not errors.
    await addEntry(browser, profile.id, 'works', {
      title: 'Elsewhere',
      medium: 'Oil',
      year: '2017',
      imageUrl: '/uploads/00/never-stored.webp',
    });
    await addEntry(browser, profile.id, 'works', {
      title: 'Gone',
      medium: 'Ink',
      year: '2016',
      imageUrl: `/uploads/ab/${'ab'.repeat(16)}-1600.webp`,
    });

    const res = await fetch(`${site.server.url}/artists/${profile.slug}/portfolio.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="${profile.slug}-portfolio.pdf"`);
    const bytes = await bytesOf(res);
    const pdf = await readPdf(bytes);
    expect(pdf.info.Title).toBe('Mara Ellison — Portfolio');
    expect(pdf.info.Author).toBe('Mara Ellison');
    // Cover, four works, then the statement and the CV on one page: no page left near empty.
    expect(pdf.pages).toHaveLength(6);
    const linesOf = (page: string) =>
      page
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    // The cover: the first work with its title, the name, 'Portfolio' and the year, where the artist lives, the contact.
    const cover = linesOf(pdf.pages[0]!);
    expect(cover).toEqual(
      expect.arrayContaining([
        'Standing, 2021',
        'Mara Ellison',
        `Portfolio, ${new Date().getFullYear()}`,
        'Lives and works in Glasgow, United Kingdom',
        'https://mara.example',
      ]),
    );
    // The works first, most recent first, one a page, captioned 'Title, year' / medium / dimensions.
    expect(linesOf(pdf.pages[1]!).slice(0, 2)).toEqual(['Standing, 2021', 'C-print']);
    expect(linesOf(pdf.pages[2]!).slice(0, 3)).toEqual([
      'Silt I, 2019',
      'River sediment on linen',
      '120 × 60 cm',
    ]);
    expect(pdf.pages[2]).not.toContain('Exhibited');
    expect(pdf.pages[3]).toContain('Elsewhere, 2017');
    expect(pdf.pages[3]).toContain('Image unavailable');
    expect(pdf.pages[4]).toContain('Gone, 2016');
    expect(pdf.pages[4]).toContain('Image unavailable');
    // Then the statement and the CV, after the works: the name's block first, then the statement, then the sections.
    const back = linesOf(pdf.pages[5]!);
    expect(back[0]).toBe('Mara Ellison');
    expect(back.indexOf('Artist Statement')).toBeGreaterThan(0);
    expect(back.indexOf('Artist Statement')).toBeLessThan(back.indexOf('Solo Exhibitions'));
    expect(back.filter((line) => line === 'Mara Ellison')).toHaveLength(1);
    expect(pdf.pages[5]).toContain('Artist Statement');
    expect(pdf.pages[5]).toContain('I work with river sediment');
    expect(pdf.pages[5]).toContain('Solo Exhibitions');
    expect(pdf.text.indexOf('Solo Exhibitions')).toBeGreaterThan(pdf.text.indexOf('Gone, 2016'));
    // The statement's heading is drawn as the CV's section headings are: over a thin rule across the text's width.
    const layout = await readPageLayout(bytes, 6);
    const ruleUnder = (word: string) => {
      const heading = layout.words.find((w) => w.text === word)!;
      return layout.rules.find((r) => r.y >= heading.yMax - 3 && r.y <= heading.yMax + 4 && r.x1 <= heading.xMin + 1);
    };
    const statementRule = ruleUnder('Statement');
    const sectionRule = ruleUnder('Solo');
    expect(sectionRule).toBeDefined();
    expect(statementRule).toEqual({ ...sectionRule, y: statementRule?.y });
    // Every page but the cover has the footer.
    expect(pdf.pages[0]).not.toContain('page 1 of 6');
    pdf.pages
      .slice(1)
      .forEach((page, i) => expect(page).toContain(`Mara Ellison — Portfolio — page ${i + 2} of 6`));
    // The stored pictures embedded whole, at their own proportions (same resolution across and down); the cover
    // shows the first work's picture again.
    expect(pdf.images.map((img) => [img.page, img.width, img.height])).toEqual([
      [1, 500, 900],
      [2, 500, 900],
      [3, 1200, 600],
    ]);
    for (const img of pdf.images) expect(Math.abs(img.xPpi - img.yPpi)).toBeLessThanOrEqual(1);
    // As large as the page allows: the landscape work fills the width of a page turned to landscape (A4 landscape,
    // 44 pt margins), the upright one most of the height of a portrait page.
    const shown = (img: (typeof pdf.images)[number]) => ({
      width: (img.width / img.xPpi) * 72,
      height: (img.height / img.yPpi) * 72,
    });
    expect(shown(pdf.images[2]!).width).toBeCloseTo(841.89 - 88, -1);
    expect(shown(pdf.images[1]!).height).toBeGreaterThan(841.89 * 0.75);
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
  });

  it('own portfolio: the draft; 401 signed out', async () => {
    const { browser } = await artistWithCv(site.server, { fullName: 'Own Portfolio' });
    const res = await browser.fetch('/api/my-profile/portfolio.pdf');
    expect(res.status).toBe(200);
    const pdf = await readPdf(await bytesOf(res));
    expect(pdf.info.Title).toBe('Own Portfolio — Portfolio');
    expect(pdf.text).toContain('Grants, Awards & Fellowships');
    expect((await fetch(`${site.server.url}/api/my-profile/portfolio.pdf`)).status).toBe(401);
  });
});
