// A signed-out visitor's first view drawn whole (the landing page, the directory, an artist's page with its supporters,
// the venues, the content pages) asks for the app's code only when the visitor acts (an artist's page also when its
// supporters are due again: web-artist-first-view.spec.ts). What the visitor does before the app has taken over works
// or is kept.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Artist, publishedArtist } from '../support/artists.ts';
import { appTookOver, watchForTheApp } from '../support/pages.ts';
import { signedInAdmin } from '../support/session.ts';

let artist: Artist;
let admin: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  admin = await signedInAdmin(browser);
  artist = await publishedArtist(browser, admin.page, 'Odile');
});

test.afterAll(async () => {
  await Promise.all([artist.context.close(), admin.context.close()]);
});

/** A signed-out visitor, and the app scripts their page has asked for so far. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await watchForTheApp(page);
  return { context, page, scripts, errors };
}

/** Long enough for a page that loads after its paint (or after the second it waits for one) to have asked. */
const pastThePaint = (page: Page) => page.waitForTimeout(1500);

test('the directory asks for no code while the visitor only reads; the first move of the pointer brings the app, which then searches as they type', async ({
  browser,
}) => {
  const { context, page, scripts, errors } = await visitor(browser);
  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: artist.profile.fullName })).toBeVisible();
  await pastThePaint(page);
  expect(scripts).toEqual([]);

  await appTookOver(page); // moves the pointer
  expect(scripts.some((script) => /\/assets\/index-[\w-]+\.js$/.test(script))).toBe(true);
  await page.getByRole('searchbox', { name: 'Search' }).fill(artist.profile.fullName);
  await expect(page.getByRole('heading', { level: 2, name: '1 artist' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a key pressed brings the app too, and a link followed before it has come still goes to its page', async ({
  browser,
}) => {
  const first = await visitor(browser);
  await first.page.goto('/');
  await expect(
    first.page.getByRole('heading', { level: 1, name: 'A Living Record of Artistic Practice' }),
  ).toBeVisible();
  await pastThePaint(first.page);
  expect(first.scripts).toEqual([]);
  await first.page.keyboard.press('Tab');
  await first.page.waitForFunction(
    () => (window as unknown as { appTookOver?: boolean }).appTookOver === true,
  );
  expect(first.errors).toEqual([]);
  await first.context.close();

  // The app's code held back: a link is the browser's to follow.
  const second = await visitor(browser);
  await second.page.route(/\/assets\/.*\.js$/, () => undefined);
  await second.page.goto('/');
  await second.page.getByRole('link', { name: 'Browse Artist Directory' }).click();
  await expect(second.page).toHaveURL(/\/artists$/);
  await expect(second.page.getByRole('heading', { level: 3, name: artist.profile.fullName })).toBeVisible();
  await second.context.close();
});

test("an artist's page, drawn with its supporters, waits for the visitor too; their first move brings the app", async ({
  browser,
}) => {
  const { context, page, scripts, errors } = await visitor(browser);
  await page.goto(`/artists/${artist.profile.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.profile.fullName })).toBeVisible();
  await pastThePaint(page);
  expect(scripts).toEqual([]);
  await appTookOver(page); // moves the pointer
  expect(scripts.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a signed-in visitor gets the app after the first paint, with no act of theirs', async () => {
  const page = await admin.context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  await watchForTheApp(page);
  await page.goto('/about');
  await page.waitForFunction(() => (window as unknown as { appTookOver?: boolean }).appTookOver === true);
  expect(scripts.length).toBeGreaterThan(0);
  await page.close();
});
