import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { bytesOf, readPdf } from '../../../test/pdf.ts';
import { addEntry, artistWithCv, uploadWorkImage } from './cv-documents.fixtures.ts';

describe.each(engines())('the portfolio PDF on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('cover, statement, CV, then one work per page: the stored picture whole, caption under it; placeholders for the rest', async () => {
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
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${profile.slug}-portfolio.pdf"`);
    const pdf = await readPdf(await bytesOf(res));
    expect(pdf.info.Title).toBe('Mara Ellison — Portfolio');
    expect(pdf.info.Author).toBe('Mara Ellison');
    // Cover, statement, one page of CV, four works.
    expect(pdf.pages).toHaveLength(7);
    expect(pdf.pages[0]).toContain('Mara Ellison');
    expect(pdf.pages[0]).toContain('Portfolio');
    expect(pdf.pages[0]).toContain(String(new Date().getFullYear()));
    expect(pdf.pages[1]).toContain('Artist Statement');
    expect(pdf.pages[1]).toContain('I work with river sediment');
    expect(pdf.pages[2]).toContain('Solo Exhibitions');
    expect(pdf.pages[2]).not.toContain('I work with river sediment');
    // Works most recent first, one per page.
    expect(pdf.pages[3]).toContain('Standing');
    expect(pdf.pages[4]).toContain('Silt I');
    expect(pdf.pages[4]).toContain('2019, River sediment on linen, 120 × 60 cm');
    expect(pdf.pages[4]).toContain('Exhibited: Silt, Kunsthalle Basel');
    expect(pdf.pages[5]).toContain('Elsewhere');
    expect(pdf.pages[5]).toContain('Image unavailable');
    expect(pdf.pages[6]).toContain('Gone');
    expect(pdf.pages[6]).toContain('Image unavailable');
    // Every page but the cover has the footer.
    expect(pdf.pages[0]).not.toContain('page 1 of 7');
    pdf.pages
      .slice(1)
      .forEach((page, i) => expect(page).toContain(`Mara Ellison — Portfolio — page ${i + 2} of 7`));
    // The two stored pictures are embedded whole, at their own proportions (same resolution across and down).
    expect(pdf.images.map((img) => [img.page, img.width, img.height])).toEqual([
      [4, 500, 900],
      [5, 1200, 600],
    ]);
    for (const img of pdf.images) expect(Math.abs(img.xPpi - img.yPpi)).toBeLessThanOrEqual(1);
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true);
  });

  it('own portfolio: the draft; 401 signed out', async () => {
    const { browser } = await artistWithCv(site.server, { fullName: 'Own Portfolio' });
    const res = await browser.fetch('/api/my-profile/portfolio.pdf');
    expect(res.status).toBe(200);
    const pdf = await readPdf(await bytesOf(res));
    expect(pdf.info.Title).toBe('Own Portfolio — Portfolio');
    expect(pdf.text).toContain('Grants Awards Fellowships');
    expect((await fetch(`${site.server.url}/api/my-profile/portfolio.pdf`)).status).toBe(401);
  });
});
