import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { approve, publishedArtist } from '../support/artists.ts';
import { fullNameOf, signedInAdmin } from '../support/session.ts';

/** The text of a PDF as a reader's viewer extracts it (poppler's pdftotext). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oeuvre-e2e-pdf-'));
  try {
    const file = path.join(dir, 'cv.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a visitor downloads the public CV from the artist page; an artist downloads their own CV and portfolio', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const artist = await publishedArtist(browser, admin.page, 'Ines');
  const name = fullNameOf(artist.person);
  await apiOk(artist.page, 'POST', `/api/artists/${artist.profile.id}/solo-exhibitions`, {
    title: 'Salt Lines',
    venue: 'Galeria Zé dos Bois',
    city: 'Lisbon',
    year: '2024',
  });
  await apiOk(artist.page, 'POST', `/api/artists/${artist.profile.id}/group-exhibitions`, {
    title: 'Tidal',
    venue: 'MAAT',
    city: 'Lisbon',
    year: '2022',
  });
  await apiOk(artist.page, 'POST', `/api/artists/${artist.profile.id}/education`, {
    institution: 'Faculdade de Belas-Artes',
    degree: 'MFA Painting',
    years: '2016',
  });
  await apiOk(artist.page, 'POST', `/api/artists/${artist.profile.id}/awards`, {
    name: 'Prémio Novos Artistas',
    presenter: 'Fundação EDP',
    year: '2021',
  });
  await approve(admin.page, artist.profile.id);

  // A visitor, signed out in a browser of their own.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/artists/${artist.profile.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const link = page.getByRole('link', { name: 'Download CV (PDF)' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(`/artists/${artist.profile.slug}/cv.pdf`);

  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${artist.profile.slug}-cv.pdf"`);
  const text = pdfText(await response.body());
  expect(text).toContain(name);
  expect(text).toContain('Lisbon, Portugal');
  expect(text.indexOf('Solo Exhibitions')).toBeLessThan(text.indexOf('Group Exhibitions'));
  expect(text).toContain('Salt Lines, Galeria Zé dos Bois, Lisbon');
  // One order and one set of headings: the page's CV sections are the PDF's, in the same order (a gallery's:
  // the exhibitions first, the awards, then education).
  const order = ['Solo Exhibitions', 'Group Exhibitions', 'Grants, Awards & Fellowships', 'Education'];
  const pageHeadings = (await page.getByRole('heading', { level: 2 }).allTextContents()).map((h) => h.trim());
  expect(pageHeadings.filter((h) => order.includes(h))).toEqual(order);
  const inPdf = order.map((h) => text.indexOf(h));
  expect(inPdf.every((at, i) => at >= 0 && (i === 0 || at > inPdf[i - 1]!))).toBe(true);
  expect(text).toContain(`${name} — CV — page 1 of 1`);
  await visitor.close();

  // The artist downloads their own CV from their profile page.
  await artist.page.goto('/profile');
  const [download] = await Promise.all([
    artist.page.waitForEvent('download'),
    artist.page.getByRole('link', { name: 'Download CV (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${artist.profile.slug}-cv.pdf`);
  expect(pdfText(readFileSync(await download.path()))).toContain('Tidal, MAAT, Lisbon');
  const portfolio = await artist.page.request.get('/api/my-profile/portfolio.pdf');
  expect(portfolio.status()).toBe(200);
  const portfolioText = pdfText(await portfolio.body());
  expect(portfolioText).toContain('Portfolio');
  expect(portfolioText).toContain('Artist Statement');
  await artist.context.close();
  await admin.context.close();
});
