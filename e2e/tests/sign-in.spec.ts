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

test('signing out ends the session', async ({ page }) => {
  await page.goto('/api/login');
  await page.locator('input[name="email"]').fill('leo@oeuvre.test');
  await page.locator('input[name="firstName"]').fill('Leo');
  await page.locator('input[name="lastName"]').fill('Example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/api/logout');
  const status = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));
  expect(status).toBe(401);
});
