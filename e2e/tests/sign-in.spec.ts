import { expect, test } from '@playwright/test';

test('a person signs in through the built-in provider and sees themselves signed in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.locator('input[name="email"]').fill('mia@oeuvre.test');
  await page.locator('input[name="firstName"]').fill('Mia');
  await page.locator('input[name="lastName"]').fill('Example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()));
  expect(me).toMatchObject({ email: 'mia@oeuvre.test', firstName: 'Mia', lastName: 'Example', isAdmin: false });
  await expect(page.getByText('Welcome, Mia!')).toBeVisible();
});

test('Log out posts the sign-out: the session ends and the next sign-in asks for the form again', async ({ page }) => {
  await page.goto('/api/login');
  await page.locator('input[name="email"]').fill('leo@oeuvre.test');
  await page.locator('input[name="firstName"]').fill('Leo');
  await page.locator('input[name="lastName"]').fill('Example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/logout'));
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await posted).method()).toBe('POST');
  await expect(page).toHaveURL(/\/$/);
  const status = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));
  expect(status).toBe(401);
  // The provider's session ended too: the next person at this computer sees the form, not Leo's account.
  await page.goto('/api/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('input[name="email"]')).toHaveValue('');
});

test('Sign Out on the profile page and the /api/logout page both post the sign-out', async ({ page }) => {
  await page.goto('/api/login?returnTo=%2Fprofile');
  await page.locator('input[name="email"]').fill('ines@oeuvre.test');
  await page.locator('input[name="firstName"]').fill('Ines');
  await page.locator('input[name="lastName"]').fill('Example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);

  // Signed in again, a visit to /api/logout (as a link from anywhere would make) ends nothing by itself.
  await page.goto('/api/login');
  await page.locator('input[name="email"]').fill('ines@oeuvre.test');
  await page.locator('input[name="firstName"]').fill('Ines');
  await page.locator('input[name="lastName"]').fill('Example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Sign out of Oeuvre?' })).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(200);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401);
});
