// Oeuvre Admin end to end: the app's own sign-in module (loopback + PKCE) runs in Node against the real
// server while the admin allows it in Chromium; then the built renderer, given the same token through a test
// bridge over the app's IPC answers, approves a profile and imports a CSV, within its production CSP.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createArtist, unique } from '../../packages/admin-ui/e2e/support.ts';
import { createDesktopApp, type DesktopApp, RENDERER_DIR, systemBrowser } from '../support/desktop-app.ts';
import { ADMIN_EMAIL } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

const DEVICE = `Oeuvre Admin on ${unique('studio-')}`;
const REFUSED_CODE = { message: 'Invalid or expired authorization code' };
const browserOfTheSystem = systemBrowser();
let app: DesktopApp;
let serverUrl: string;
let token: string;

test.beforeAll(() => {
  if (!existsSync(join(RENDERER_DIR, 'index.html')))
    throw new Error('Build the desktop app first: npx -y pnpm@10 --filter @oeuvre/desktop-admin build');
  serverUrl = String(test.info().project.use.baseURL);
  app = createDesktopApp({ serverUrl, deviceName: DEVICE, openBrowser: browserOfTheSystem.open });
});
test.afterAll(async () => {
  await app?.close();
});

const bearer = () => ({ Authorization: `Bearer ${token}` });

test('sign-in: the app opens the authorize page, the admin signs in and allows, the loopback gets the code, the token works', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const tab = await context.newPage();

  const signingIn = app.auth.signIn();
  const authorize = new URL(await browserOfTheSystem.nextUrl());
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${serverUrl}/api/desktop/authorize`);
  const redirectUri = new URL(authorize.searchParams.get('redirect_uri')!);
  expect(redirectUri.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(redirectUri.pathname).toBe('/callback');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get('device_name')).toBe(DEVICE);

  // This browser has no session yet: the built-in provider asks first, then the authorize page comes back.
  await tab.goto(authorize.toString());
  await tab.locator('input[name="email"]').fill(ADMIN_EMAIL);
  await tab.locator('input[name="firstName"]').fill('Ada');
  await tab.locator('input[name="lastName"]').fill('Admin');
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByRole('heading', { name: 'Allow Oeuvre Admin?' })).toBeVisible();
  await expect(tab.getByText(`${DEVICE} wants to sign in as ${ADMIN_EMAIL}`)).toBeVisible();
  await tab.getByRole('button', { name: 'Allow' }).click();

  // The app's loopback server answers the redirect, with fixed text.
  await expect(tab.getByRole('heading', { name: 'Signed in to Oeuvre' })).toBeVisible();
  const callback = new URL(tab.url());
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri.toString());
  expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  const code = callback.searchParams.get('code');
  expect(code).toMatch(/^[\w-]{43}$/);

  expect(await signingIn).toEqual({ ok: true });
  expect(await app.auth.getState()).toMatchObject({
    signedIn: true,
    serverUrl,
    deviceName: DEVICE,
    account: ADMIN_EMAIL,
    notice: null,
  });
  token = (await app.auth.getToken())!;
  expect(token).toBeTruthy();

  // The bearer is an admin's, on admin endpoints; this computer is listed in Settings › Security.
  const me = await request.get('/api/auth/user', { headers: bearer() });
  expect(await me.json()).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
  expect((await request.get('/api/admin/stats', { headers: bearer() })).status()).toBe(200);
  const devices = (await (await request.get('/api/admin/tokens', { headers: bearer() })).json()) as {
    deviceName: string;
  }[];
  expect(devices.map((device) => device.deviceName)).toContain(DEVICE);

  // Refusals: the code was exchanged once, with the verifier only the app knows; the same exchange again is 400.
  expect(app.exchanges).toHaveLength(1);
  const [exchange] = app.exchanges;
  expect(exchange!.status).toBe(200);
  expect(exchange!.body).toMatchObject({ code, redirect_uri: redirectUri.toString() });
  const replayed = await request.post('/api/desktop/token', { data: exchange!.body });
  expect(replayed.status()).toBe(400);
  expect(await replayed.json()).toEqual(REFUSED_CODE);
  expect((await request.get('/api/admin/stats')).status()).toBe(401);
  const forged = { Authorization: `Bearer ${'A'.repeat(43)}` };
  expect((await request.get('/api/admin/stats', { headers: forged })).status()).toBe(401);

  // A second sign-in, declined in the browser (still signed in there: the question comes at once).
  const declining = app.auth.signIn();
  const again = new URL(await browserOfTheSystem.nextUrl());
  expect(again.searchParams.get('state')).not.toBe(authorize.searchParams.get('state'));
  await tab.goto(again.toString());
  await expect(tab.getByRole('heading', { name: 'Allow Oeuvre Admin?' })).toBeVisible();
  await tab.getByRole('button', { name: 'Deny' }).click();
  await expect(tab.getByRole('heading', { name: 'Sign-in did not complete' })).toBeVisible();
  expect(new URL(tab.url()).searchParams.get('error')).toBe('access_denied');
  expect(await declining).toEqual({
    ok: false,
    message: 'Sign-in was declined in the browser.',
    cancelled: false,
  });
  expect(app.exchanges).toHaveLength(1);
  expect(await app.auth.getToken()).toBe(token);
  await context.close();
});

function csvOf(tag: string): string {
  const good = [1, 2, 3].map(
    (n) => `Desk${tag} Artist${n},desk${n}.${tag}@oeuvre.test,Leipzig,Germany,,"Ink, paper and light."`,
  );
  const bad = [
    `Desk${tag} NoCountry,desk4.${tag}@oeuvre.test,Leipzig,,,`,
    `Desk${tag} NoEmail,not-an-email,Leipzig,Germany,,`,
  ];
  return ['fullName,email,city,country,website,artistStatement', ...good, ...bad].join('\n') + '\n';
}

test('the built renderer over the same token: approve a pending profile, import a CSV, sign out; no CSP violation', async ({
  browser,
  page,
  request,
}) => {
  const { artist, context: artistContext } = await createArtist(browser, {
    firstName: 'Desk',
    lastName: unique('Approve'),
  });

  // The window starts signed in with the token of the sign-in above; its page context has no cookie at all.
  const { cspViolations } = await app.openWindow(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`· ${ADMIN_EMAIL}`)).toBeVisible();
  expect(cspViolations).toEqual([]);

  // Go › Pending Approvals (Ctrl+4), then approve the artist's new profile.
  await app.navigate('/admin/pending');
  await expect(page.getByRole('heading', { name: 'Pending Approvals', exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: artist.fullName });
  await expect(card.getByText('New profile')).toBeVisible();
  await card.getByRole('button', { name: `Approve ${artist.fullName}` }).click();
  await expect(page.getByText('Profile Approved').last()).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(`/api/artists/${artist.slug}`)).status()).toBe(200);
  await artistContext.close();

  // Batch Upload › Open CSV file… : the native dialog picks a file, the main process reads it.
  const tag = unique('').slice(0, 8);
  const file = test.info().outputPath('artists.csv');
  const csv = csvOf(tag);
  await writeFile(file, csv);
  app.chooseInDialog(file);
  await app.navigate('/admin/artists');
  await page.getByRole('tab', { name: 'Batch Upload' }).click();
  await page.getByRole('button', { name: 'Open CSV file…' }).click();
  await expect(page.getByTestId('csv-dropzone')).toContainText('artists.csv');
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const summary = page.locator('.admin-csv-summary');
  await expect(summary).toContainText('Import finished', { timeout: 30_000 });
  await expect(summary.getByTestId('csv-successful')).toHaveText('3');
  await expect(summary.getByTestId('csv-failed')).toHaveText('2');
  await expect(summary.getByRole('list', { name: 'Errors' }).getByRole('listitem')).toHaveCount(2);

  const published = (await (
    await request.get('/api/admin/artists/approved', { headers: bearer() })
  ).json()) as {
    email: string;
  }[];
  const imported = published.map((row) => row.email).filter((email) => email.endsWith(`.${tag}@oeuvre.test`));
  expect(imported.sort()).toEqual([1, 2, 3].map((n) => `desk${n}.${tag}@oeuvre.test`));

  // Sign out in the window: the server revokes this computer's token.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your browser' })).toBeVisible();
  expect(await app.auth.getToken()).toBeNull();
  expect((await request.get('/api/auth/user', { headers: bearer() })).status()).toBe(401);
  expect(cspViolations).toEqual([]);
});
