import { expect, test } from '@playwright/test';
import { createProfile, profileFieldsOf } from '../support/artists.ts';
import { fullNameOf, newPerson, signedIn } from '../support/session.ts';

test("the dashboard's View CV of a never-published profile shows its owner a preview, marked as not public; visitors get 'Artist Not Found'", async ({
  browser,
}) => {
  const person = newPerson('Ines');
  const name = fullNameOf(person);
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person, { city: 'Porto' }));

  await page.goto('/');
  await page.getByRole('link', { name: 'View CV' }).click();
  await expect(page).toHaveURL(`/artists/${profile.slug}`);
  const banner = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Preview — not public' }) });
  await expect(banner).toContainText('Only you can see this page.');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Porto, Portugal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CV (PDF)' })).toHaveAttribute(
    'href',
    '/api/my-profile/cv.pdf',
  );

  // A full page load of the same address: the server has no public page (404), the app shows the owner the preview.
  const load = await page.goto(`/artists/${profile.slug}`);
  expect(load?.status()).toBe(404);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Anyone else: not found, no draft.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/artists/${profile.slug}`);
  await expect(visitorPage.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
  await expect(visitorPage.getByText('Preview — not public')).toHaveCount(0);
  await expect(visitorPage.getByText(name)).toHaveCount(0);
  await visitor.close();
  await context.close();
});
