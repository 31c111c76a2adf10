import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { contentSecurityPolicy } from '../src/shared/csp.ts';
import { installBridgeStandIn } from './bridge-stand-in.ts';

const APP = 'https://app.oeuvre.test';
const RENDERER = join(import.meta.dirname, '..', 'out', 'renderer');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built renderer with the production CSP header, as the app:// handler does. */
async function openApp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.route(`${APP}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(RENDERER, path === '/' ? 'index.html' : path);
    const headers: Record<string, string> = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    };
    if (file.endsWith('.html')) {
      headers['content-security-policy'] = contentSecurityPolicy({
        serverSources: ['https://oeuvre.example.org'],
        dev: false,
      });
    }
    await route
      .fulfill({ status: 200, headers, body: await readFile(file) })
      .catch(() => route.fulfill({ status: 404 }));
  });
  // The stand-in names a server that does not exist: its API calls fail at once, as when offline.
  await page.route('https://oeuvre.example.org/**', (route) => route.abort('internetdisconnected'));
  await page.addInitScript(installBridgeStandIn);
  await page.goto(`${APP}/`);
  return violations;
}

test('first run: connect, sign in with the browser, then the admin screens', async ({ page }) => {
  const violations = await openApp(page);

  await expect(page.getByRole('heading', { name: 'Connect to server' })).toBeVisible();
  await page.getByLabel('Server address').fill('wrong.example.com');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not reach https://wrong.example.com.');

  await page.getByLabel('Server address').fill('oeuvre.example.org');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your browser' })).toBeVisible();
  await expect(page.getByText('https://oeuvre.example.org')).toBeVisible();
  await expect(page.getByText('Oeuvre Admin on studio')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByText('moderator@example.org')).toBeVisible();
  expect(violations).toEqual([]);
});

test('menu shortcuts, the offline banner, CSV drops and sign-out', async ({ page }) => {
  const violations = await openApp(page);
  await page.getByLabel('Server address').fill('oeuvre.example.org');
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  await page.evaluate(() =>
    (window as unknown as { desktopStandIn: { navigate(p: string): void } }).desktopStandIn.navigate(
      '/admin/users',
    ),
  );
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();

  await page.evaluate(() =>
    (window as unknown as { desktopStandIn: { serverDown(): void } }).desktopStandIn.serverDown(),
  );
  await expect(page.getByText('Cannot reach the server')).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { desktopStandIn: { serverUp(): void } }).desktopStandIn.serverUp(),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Cannot reach the server')).toBeHidden();

  const drop = (name: string, content: string) =>
    page.evaluate(
      ([fileName, text]) => {
        const data = new DataTransfer();
        data.items.add(new File([text!], fileName!, { type: 'text/csv' }));
        window.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      },
      [name, content],
    );
  await drop('notes.txt', 'hello');
  await expect(page.getByText('Only .csv files can be imported.')).toBeVisible();
  await drop('artists.csv', 'fullName,email\nAda,ada@example.org\n');
  // A dropped CSV opens Artists › Batch Upload with the file chosen.
  await expect(page.getByRole('tab', { name: 'Batch Upload' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('csv-dropzone')).toContainText('artists.csv');
  await expect(page.getByRole('button', { name: 'Upload CSV' })).toBeEnabled();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with your browser' })).toBeVisible();
  await expect(page.getByText('Revoke this computer in Settings › Security.')).toBeVisible();
  expect(violations).toEqual([]);
});
