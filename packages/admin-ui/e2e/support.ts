// Helpers for the admin specs in e2e/tests/admin-*.spec.ts: sign in through the built-in provider, call the API
// as the signed-in person, make artists and images.
import { deflateSync } from 'node:zlib';
import { type Browser, expect, type Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@oeuvre.test';

/** A name part no other test uses (the server and its database live for the whole run). */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

export async function signIn(
  page: Page,
  email: string,
  firstName = 'Test',
  lastName = 'Person',
): Promise<void> {
  await page.goto('/api/login');
  const form = page.locator('input[name="email"]');
  // A browser the provider still knows comes straight back signed in, without the form.
  await expect(form.or(page.locator('#main'))).toBeVisible();
  if (await form.isVisible()) {
    await form.fill(email);
    await page.locator('input[name="firstName"]').fill(firstName);
    await page.locator('input[name="lastName"]').fill(lastName);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN_EMAIL, 'Ada', 'Admin');
}

/** A same-origin call from the page, so the session cookie and Origin go with it as in the app. */
export async function api<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body },
  );
}

export interface Artist {
  id: number;
  slug: string;
  fullName: string;
  email: string;
}

/** A person signs in (in a browser context of their own) and creates their artist profile, which waits for review. */
export async function createArtist(
  browser: Browser,
  fields: { firstName: string; lastName: string; city?: string; country?: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `${fields.firstName.toLowerCase()}.${fields.lastName.toLowerCase()}@oeuvre.test`;
  await signIn(page, email, fields.firstName, fields.lastName);
  const fullName = `${fields.firstName} ${fields.lastName}`;
  const created = await api(page, 'POST', '/api/artists', {
    fullName,
    email,
    city: fields.city ?? 'Berlin',
    country: fields.country ?? 'Germany',
    artistStatement: 'I work with light, paper and the long winters of the north.',
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const mine = await api<{ profile: Artist }>(page, 'GET', '/api/my-profile');
  expect(mine.status).toBe(200);
  return { page, context, artist: { ...mine.body.profile, fullName, email } };
}

/** The admin area's sidebar link to a section. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name }).click();
}

/** A valid PNG of one colour (the server inspects every upload's bytes). */
export function png(width = 24, height = 16, [r, g, b]: [number, number, number] = [180, 90, 40]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
