import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, api, signIn, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';
import { startTestSmtp, type TestSmtp } from '../../backend/test/smtp.ts';

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await smtp?.stop();
});

test("Email tab: the admin saves an SMTP server, sends a test email, sees the server's answer and the message arrives", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings?tab=email');
  await expect(page.getByText('No SMTP server is configured: email waits in the outbox.')).toBeVisible();
  await expect(page.getByLabel('SMTP port')).toHaveValue('587');
  await expect(page.getByText('Password: not set.')).toBeVisible();

  await page.getByLabel('SMTP host').fill('127.0.0.1');
  await page.getByLabel('SMTP port').fill('0');
  await page.getByRole('button', { name: 'Save email settings' }).click();
  await expect(page.getByText('SMTP port must be a whole number from 1 to 65535')).toBeVisible();

  await page.getByLabel('SMTP port').fill(String(smtp.port));
  await page.getByLabel('SMTP user').fill(smtp.user);
  await page.getByLabel('SMTP password').fill(smtp.password);
  await page.getByLabel('From email').fill('studio@oeuvre.example');
  await page.getByRole('button', { name: 'Save email settings' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();
  await expect(page.getByText('Password: set. Leave empty to keep it (a new host, port or user name clears it).')).toBeVisible();
  await expect(page.getByLabel('SMTP password')).toHaveValue('');
  expect(await page.content()).not.toContain(smtp.password);

  try {
    await page.getByRole('button', { name: 'Send test email' }).click();
    await expect(page.getByText(`Test email sent to ${ADMIN_EMAIL}`)).toBeVisible();
    await expect(page.locator('.admin-smtp-answer')).toHaveText(/^250 /);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(ADMIN_EMAIL)).length).toBeGreaterThan(0);
    expect(smtp.received.find((m) => m.to.includes(ADMIN_EMAIL))!.from).toContain('studio@oeuvre.example');

    // The server refuses the recipient: its answer is shown.
    smtp.rejectRecipient = () => ({ code: 550, message: 'Mailbox unavailable' });
    await page.getByRole('button', { name: 'Send test email' }).click();
    await expect(page.locator('.admin-smtp-answer')).toContainText('550 Mailbox unavailable');
  } finally {
    smtp.rejectRecipient = () => undefined;
    // The rest of the suite runs without an SMTP server.
    const view = await api<Record<string, unknown>>(page, 'GET', '/api/admin/settings/email');
    await api(page, 'PUT', '/api/admin/settings/email', { ...view.body, smtpHost: null, smtpUser: null, clearPassword: true });
  }
});

test('a person turns an email preference off on /profile and it stays off', async ({ page }) => {
  await signIn(page, `${unique('prefs')}@oeuvre.test`, 'Pia', 'Prefs');
  await page.goto('/profile');
  const accepted = page.getByLabel(/Request accepted/);
  await expect(accepted).toBeChecked();
  await expect(page.getByLabel(/Contact messages/)).toHaveCount(0);
  await accepted.click({ force: true });
  await expect(page.getByText('Email preferences saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Request accepted/)).not.toBeChecked();
  await expect(page.getByLabel(/Support requests/)).toBeChecked();
});
