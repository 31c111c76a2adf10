import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  api,
  createArtist,
  openSection,
  signIn,
  signInAsAdmin,
  unique,
} from '../../packages/admin-ui/e2e/support.ts';

test('a signed-out visitor is sent home with Access Denied', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('You must be logged in to access the admin area')).toBeVisible();
  expect((await api(page, 'GET', '/api/admin/stats')).status).toBe(401);
});

test('a signed-in person who is not an admin is sent home with Admin Access Required', async ({ page }) => {
  const name = unique('Noel');
  await signIn(page, `${name.toLowerCase()}@oeuvre.test`, name, 'Visitor');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await expect(page.getByText('You do not have permission to access this area')).toBeVisible();
  expect((await api(page, 'GET', '/api/admin/stats')).status).toBe(403);
});

test('an admin gets the dashboard and every section from the sidebar', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Site numbers' })).toContainText('Total Users');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  // Each section's link and its page heading have the same name.
  for (const section of ['Artists', 'Users', 'Pending Approvals', 'Inbox', 'Settings', 'Dashboard']) {
    await openSection(page, section);
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  }
});

test('every admin page has its own document title', async ({ page, browser }) => {
  const { artist, context } = await createArtist(browser, { firstName: unique('Tita'), lastName: 'Title' });
  await context.close();
  await signInAsAdmin(page);
  const pages: [string, string][] = [
    ['/admin', 'Dashboard · Admin · Oeuvre'],
    ['/admin/artists', 'Artists · Admin · Oeuvre'],
    [`/admin/artists/edit/${artist.id}`, `Edit ${artist.fullName} · Admin · Oeuvre`],
    ['/admin/users', 'Users · Admin · Oeuvre'],
    ['/admin/pending', 'Pending Approvals · Admin · Oeuvre'],
    ['/admin/inbox', 'Inbox · Admin · Oeuvre'],
    ['/admin/settings', 'Settings · Admin · Oeuvre'],
    ['/admin/no-such-screen', 'Page not found · Admin · Oeuvre'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  // Moving inside the admin area (no page load) renames the tab too, and leaving it gives the site's titles back.
  await openSection(page, 'Pending Approvals');
  await expect(page).toHaveTitle('Pending Approvals · Admin · Oeuvre');
  await openSection(page, 'Users');
  await expect(page).toHaveTitle('Users · Admin · Oeuvre');
  await page.getByRole('banner').getByRole('link', { name: 'Artists', exact: true }).first().click();
  await expect(page).toHaveTitle(/Artist Directory/);
});

test('at 375px the sidebar is a drawer that closes when a section is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await openSection(page, 'Inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toHaveCount(0);
  // Nothing spills past the screen's width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the admin screens work from the keyboard and pass an accessibility scan', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const users = page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'Users' });
  await users.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toBeVisible();

  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/pending',
    '/admin/inbox',
    '/admin/settings',
    '/admin/artists',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const scan = await new AxeBuilder({ page }).include('.admin-shell').analyze();
    const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});
