import { expect, test } from '@playwright/test';
import { api, openSection, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

test('outbox: without SMTP a contact message waits, queued, and its text opens in a dialog as text', async ({
  page,
  browser,
}) => {
  // An admin exists before the message comes: the email goes to every admin.
  await signInAsAdmin(page);
  const subject = unique('Catalogue question ');
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/contact');
  const sent = await api(visitorPage, 'POST', '/api/contact', {
    name: 'Lucy <b>Curator</b>',
    email: 'lucy.curator@example.org',
    subject,
    message: 'Is the 2019 catalogue still available?\n<img src=x onerror=alert(1)>',
  });
  expect(sent.status).toBeLessThan(300);
  await visitor.close();

  await page.goto('/admin');
  await openSection(page, 'Outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByText('No SMTP server is configured')).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: `New message from Lucy <b>Curator</b>: ${subject}` })
    .first();
  await expect(row).toContainText('Queued');
  await expect(row).toContainText('Contact message');
  await row.getByRole('button', { name: /View the email/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Is the 2019 catalogue still available?');
  await expect(dialog).toContainText('<img src=x onerror=alert(1)>');
  await expect(dialog.locator('img')).toHaveCount(0);
  await expect(dialog).toContainText('You received this email because you are an administrator of');
});
