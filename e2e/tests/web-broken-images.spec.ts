import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { approve, createProfile, profileFieldsOf } from '../support/artists.ts';
import { moveThePointer } from '../support/pages.ts';
import { fullNameOf, newPerson, signedIn, signedInAdmin } from '../support/session.ts';

// Images whose files are missing (gone from the disk, say): uploads' addresses, nothing behind them.
const MISSING_PORTRAIT = '/uploads/zz/missing-portrait-1600.webp';
const MISSING_WORK = '/uploads/zz/missing-work-1600.webp';

let slug = '';
let name = '';
let initials = '';

/** A published artist whose portrait and one Selected Work point at files that are not there. */
async function artistWithMissingImages(browser: Browser) {
  const admin = await signedInAdmin(browser);
  const person = newPerson('Oona');
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person, { profileImageUrl: MISSING_PORTRAIT }));
  await apiOk(page, 'POST', `/api/artists/${profile.id}/works`, {
    title: 'Lost Tide',
    medium: 'Oil on linen',
    year: '2022',
    imageUrl: MISSING_WORK,
  });
  await approve(admin.page, profile.id);
  await context.close();
  await admin.context.close();
  name = fullNameOf(person);
  initials = `${person.firstName[0]}${person.lastName[0]}`.toUpperCase();
  slug = profile.slug;
}

/** Whether the browser found the image broken (loaded, no picture). */
const broken = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0);

test.beforeAll(async ({ browser }) => {
  await artistWithMissingImages(browser);
});

test('before the app runs (the server-rendered first view), broken images show their fallback, not the broken-image icon', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/artists/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const portrait = '.artist-portrait img';
  await expect.poll(() => broken(page, portrait)).toBe(true);
  await expect(page.locator(portrait)).toHaveAttribute('alt', name);
  // The stylesheet draws the initials over the broken image (browsers draw ::after only on a failed image).
  const drawn = (selector: string) =>
    page.locator(selector).evaluate((img) => {
      const after = getComputedStyle(img, '::after');
      return { content: after.content, position: after.position };
    });
  expect(await drawn(portrait)).toEqual({ content: `"${initials}"`, position: 'absolute' });
  const withFallback = await page
    .locator(portrait)
    .screenshot({ path: test.info().outputPath('portrait-fallback.png') });
  // Without it, the browser's own rendering of the broken image (icon and alt text) shows instead.
  await page.locator(portrait).evaluate((img) => img.removeAttribute('data-fallback'));
  const without = await page
    .locator(portrait)
    .screenshot({ path: test.info().outputPath('portrait-broken.png') });
  expect(without.equals(withFallback)).toBe(false);
  await page.reload();

  const work = '#selected-works .work-tile img';
  await page.locator(work).scrollIntoViewIfNeeded();
  await expect.poll(() => broken(page, work)).toBe(true);
  expect(await drawn(work)).toEqual({ content: '"Image unavailable"', position: 'absolute' });

  // The directory's first view: the card's image gives way to the initials too.
  await page.goto(`/artists?q=${encodeURIComponent(name)}`);
  const card = `.artist-card:has-text("${name}") .artist-card-media img`;
  await expect.poll(() => broken(page, card)).toBe(true);
  expect(await drawn(card)).toEqual({ content: `"${initials}"`, position: 'absolute' });
  await context.close();
});

test('on a full page load the app swaps broken images for their fallback: portrait, Selected Works, directory card', async ({
  page,
}) => {
  await page.goto(`/artists/${slug}`);
  // An artist's page drawn for a visitor needs the app only once they act too (app-loader.ts): the pointer moves.
  await moveThePointer(page);
  const portrait = page.locator('.artist-portrait');
  await expect(portrait.locator('img')).toHaveCount(0);
  await expect(portrait.getByRole('img', { name })).toHaveText(initials);

  const works = page.locator('#selected-works');
  await works.scrollIntoViewIfNeeded();
  await expect(works.locator('img')).toHaveCount(0);
  await expect(works.getByText('Image unavailable')).toBeVisible();
  await works.getByRole('button', { name: 'View Lost Tide' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'Lost Tide' })).toHaveText('Image unavailable');
  await page.keyboard.press('Escape');

  await page.goto(`/artists?q=${encodeURIComponent(name)}`);
  const card = page.locator('.artist-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  // The directory drawn for a visitor needs the app only once they act (app-loader.ts): the pointer moves.
  await moveThePointer(page);
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.getByText(initials, { exact: true })).toBeVisible();
});
