import { expect, test } from '@playwright/test';
import { api, signIn, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

test('freezing ends that user’s session and blocks sign-in; unfreezing lets them back', async ({
  page,
  browser,
}) => {
  const last = unique('Frost');
  const email = `fay.${last.toLowerCase()}@oeuvre.test`;
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signIn(them, email, 'Fay', last);
  expect((await api(them, 'GET', '/api/auth/user')).status).toBe(200);

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: `Freeze Fay ${last}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Freeze the account of Fay ${last}?`);
  await confirm.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByText('Account Frozen')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Frozen', { exact: true })).toBeVisible();

  expect((await api(them, 'GET', '/api/auth/user')).status).toBe(401);
  await them.goto('/');
  await expect(them.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  // Signing in again while frozen does not give them a session.
  await them.goto('/api/login');
  await them.waitForLoadState('networkidle');
  if (await them.locator('input[name="email"]').isVisible()) {
    await them.locator('input[name="email"]').fill(email);
    await them.locator('input[name="firstName"]').fill('Fay');
    await them.locator('input[name="lastName"]').fill(last);
    await them.getByRole('button', { name: 'Sign in' }).click();
    await them.waitForLoadState('networkidle');
  }
  await them.goto('/');
  expect((await api(them, 'GET', '/api/auth/user')).status).toBe(401);

  await page.getByRole('button', { name: `Unfreeze Fay ${last}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText('Account Unfrozen')).toBeVisible();
  // Their identity-provider session is still there, so signing in again goes straight through.
  await signIn(them, email, 'Fay', last);
  expect((await api(them, 'GET', '/api/auth/user')).status).toBe(200);
  await theirs.close();
});

test('make admin and remove admin, each confirmed; the server refuses an admin removing their own rights', async ({
  page,
  browser,
}) => {
  const last = unique('Mod');
  const email = `max.${last.toLowerCase()}@oeuvre.test`;
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await signIn(them, email, 'Max', last);
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });

  await row.getByRole('button', { name: `Make admin Max ${last}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make admin' }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  expect((await api(them, 'GET', '/api/admin/stats')).status).toBe(200);

  await row.getByRole('button', { name: `Remove admin Max ${last}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
  await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);
  expect((await api(them, 'GET', '/api/admin/stats')).status).toBe(403);

  await page.getByRole('searchbox', { name: 'Search users' }).fill('admin@oeuvre.test');
  await page.getByRole('button', { name: /^Remove admin / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText('Failed to remove admin rights')).toBeVisible();
  // Which rule the server names first depends on how many admins there are; either way its message is shown.
  await expect(
    page.getByText(
      /^(You cannot remove your own admin rights|The site must keep at least one active admin)$/,
    ),
  ).toBeVisible();
  await theirs.close();
});

test('deleting a user is confirmed and permanent', async ({ page, browser }) => {
  const last = unique('Gone');
  const email = `gus.${last.toLowerCase()}@oeuvre.test`;
  const theirs = await browser.newContext();
  await signIn(await theirs.newPage(), email, 'Gus', last);
  await theirs.close();

  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: `Delete Gus ${last}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('deleted permanently');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Account Deleted')).toBeVisible();
  await expect(page.getByText('No users match your search')).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByText('No users match your search')).toBeVisible();
});

test('an email is read whole: never broken at its hyphen when its cell or line has room for it', async ({
  page,
  browser,
}) => {
  const last = unique('Hyphen');
  const email = `mara-ellison.${last.toLowerCase()}@oeuvre.test`;
  const theirs = await browser.newContext();
  await signIn(await theirs.newPage(), email, 'Mara', last);
  await theirs.close();

  await signInAsAdmin(page);
  const lines = (selector: string) =>
    page
      .getByRole('row')
      .filter({ hasText: last })
      .locator(selector)
      .evaluate((el) => {
        const { height } = el.getBoundingClientRect();
        return { lines: Math.round(height / parseFloat(getComputedStyle(el).lineHeight)), title: el.getAttribute('title') };
      });
  // A wide screen: the table's column, one line (this long address ends in an ellipsis there, whole in its title).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: last })).toHaveCount(1);
  expect(await lines('.admin-table__wide .admin-email')).toEqual({ lines: 1, title: email });
  // A tablet: the line under the name, the address on one line there too rather than cut after 'mara-'.
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await lines('.admin-table__narrow .admin-email')).toEqual({ lines: 1, title: email });
});
