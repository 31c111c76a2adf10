// People using a running server the way the web app does: signed in through the real flow, with profiles and images.
import { randomBytes } from 'node:crypto';
import { Browser, signInThroughBuiltinProvider } from '@oeuvre/backend/test/http.ts';
import { image } from '@oeuvre/backend/src/modules/uploads/fixtures/images.ts';

export { Browser };

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
export const uniqueEmail = (prefix: string) => `${unique(prefix)}@oeuvre.test`;

/** A browser signed in as `email` on the server at `baseUrl` (admin when the server lists the email in ADMIN_EMAILS). */
export async function signIn(baseUrl: string, email: string): Promise<Browser> {
  const browser = new Browser(baseUrl);
  // The flow ends on the web app's home page, which these servers do not build: the session is what counts.
  await signInThroughBuiltinProvider(browser, { email, firstName: 'Test', lastName: 'Person' });
  const me = await browser.fetch('/api/auth/user');
  if (me.status !== 200) throw new Error(`${email} is not signed in: ${me.status}`);
  return browser;
}

export async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${await res.text()}`);
  return res;
}

export type Profile = { id: number; slug: string; version: number; userId: number };

/** Creates the signed-in person's profile (it waits for review unless the site publishes at once). */
export async function createProfile(browser: Browser, name: string, email: string): Promise<Profile> {
  const res = await browser.fetch('/api/artists', {
    method: 'POST',
    json: {
      fullName: name,
      displayName: '',
      email,
      website: 'https://example.org',
      city: 'Leeds',
      country: 'United Kingdom',
      artistStatement: 'Drawings of rivers and the towns that grew along them.',
      profileImageUrl: '',
      disciplines: ['drawing'],
    },
  });
  await expectStatus(res, 201, `creating the profile of ${email}`);
  return (await res.json()) as Profile;
}

/** A signed-in artist with a profile, published by the admin. */
export async function publishedArtist(baseUrl: string, admin: Browser, prefix: string) {
  const email = uniqueEmail(prefix);
  const browser = await signIn(baseUrl, email);
  const profile = await createProfile(browser, `Artist ${unique(prefix)}`, email);
  await expectStatus(
    await admin.fetch(`/api/admin/approve/${profile.id}`, { method: 'POST' }),
    200,
    `approving ${email}`,
  );
  return { email, browser, profile };
}

/** A multipart form with one real image under `field`, and text fields. */
export async function imageForm(
  field: string,
  fields: Record<string, string> = {},
  size = 320,
): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = await image('jpeg', size, Math.round(size * 0.75));
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

/** Uploads an image through a route and answers its URL. */
export async function uploadImage(
  browser: Browser,
  path: string,
  field: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const res = await browser.fetch(path, { method: 'POST', body: await imageForm(field, fields) });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`upload to ${path}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { fileUrl: string };
  return body.fileUrl;
}
