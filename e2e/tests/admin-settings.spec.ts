import { expect, test } from '@playwright/test';
import { api, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

test('General settings are checked, saved on the server and read back', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const name = page.getByLabel(/Site name/);
  await expect(name).not.toHaveValue('');
  const siteName = await name.inputValue();

  await name.fill('');
  await page.getByLabel(/Max gallery items/).fill('500');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site name is required')).toBeVisible();
  await expect(page.getByText('Max gallery items must be a whole number from 1 to 100')).toBeVisible();

  const description = unique('A living record, ');
  await name.fill(siteName);
  await page.getByLabel(/Max gallery items/).fill('30');
  await page.getByLabel(/Site description/).fill(description);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/Site description/)).toHaveValue(description);
  await expect(page.getByLabel(/Max gallery items/)).toHaveValue('30');
  const publicSettings = await api<{ siteDescription: string }>(page, 'GET', '/api/settings');
  expect(publicSettings.body.siteDescription).toBe(description);
});

test('Security lists desktop apps and shows the toggles disabled', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Desktop apps', exact: true })).toBeVisible();
  await expect(
    page
      .getByText('No desktop apps signed in')
      .or(page.getByRole('list', { name: 'Signed-in desktop apps' })),
  ).toBeVisible();
  for (const toggle of ['Two-factor authentication', 'Strong password requirements', 'Session timeout']) {
    await expect(page.getByRole('checkbox', { name: toggle })).toBeDisabled();
  }
});
