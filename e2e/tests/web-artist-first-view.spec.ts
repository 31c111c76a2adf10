// A signed-out visitor's artist page is the server's markup adopted as it is: the first visit downloads the app's frame
// and the page's live parts (the supporters), not the page's code, which comes when the visitor opens a work.
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { type Artist, publishedArtist, publishedCompleteArtist } from '../support/artists.ts';
import { appTookOver, keepTheServersHeading, serverHeadingKept, watchForTheApp } from '../support/pages.ts';
import { fullNameOf, signedInAdmin } from '../support/session.ts';

let artist: Artist;
let supporter: Artist;
let admin: { context: BrowserContext; page: Page };

/** The artist page's own chunk (not the chunks it shares with its first view or with other pages). */
const PAGE_CODE = /\/assets\/public-ArtistPage-[\w-]{8}\.js$/;

test.beforeAll(async ({ browser }) => {
  admin = await signedInAdmin(browser);
  artist = await publishedCompleteArtist(browser, admin.page, 'Ines');
  supporter = await publishedArtist(browser, admin.page, 'Tomas');
  // A support the artist accepted (a connection): the page lists accepted supports only.
  const request = await apiOk<{ id: number }>(supporter.page, 'POST', '/api/connections', {
    receiverId: artist.profile.id,
  });
  await apiOk(artist.page, 'POST', `/api/connections/${request.id}/accept`);
});

test.afterAll(async () => {
  await Promise.all([artist.context.close(), supporter.context.close(), admin.context.close()]);
});

/** A signed-out visitor on the artist's page once the app has taken over, and the scripts it has asked for so far. */
async function visit(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await watchForTheApp(page);
  await keepTheServersHeading(page);
  await page.goto(`/artists/${artist.profile.slug}`);
  await appTookOver(page);
  return { context, page, scripts, errors };
}

test('a visitor reads the server’s page as drawn, with its supporters, without downloading the page’s code', async ({
  browser,
}) => {
  const { context, page, scripts, errors } = await visit(browser);
  await expect(page.getByRole('heading', { level: 1, name: fullNameOf(artist.person) })).toBeVisible();
  // The live part: the supporters, drawn by the server and asked for again once the app took over.
  await expect(page.getByText('1 supporter', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${fullNameOf(supporter.person)}, Connection` })).toBeVisible();
  expect(await serverHeadingKept(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => PAGE_CODE.test(path))).toEqual([]);
  expect(errors).toEqual([]);
  // The section links work as markup does.
  await page
    .getByRole('navigation', { name: 'CV sections' })
    .getByRole('link', { name: 'Selected Works' })
    .last()
    .click();
  await expect(page).toHaveURL(/#selected-works$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Selected Works' })).toBeInViewport();
  await context.close();
});

test('the supporters come drawn with the page: a visitor who only reads sees them with no code, which comes when they are due', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await watchForTheApp(page);
  await page.goto(`/artists/${artist.profile.slug}`);
  await expect(page.getByText('1 supporter', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${fullNameOf(supporter.person)}, Connection` })).toBeVisible();
  expect(scripts).toEqual([]);
  // No move of the pointer, no key: the app comes when the supporters are due to be asked again (every 10 seconds).
  await page.waitForFunction(
    () => (window as unknown as { appTookOver?: boolean }).appTookOver === true,
    undefined,
    {
      timeout: 20_000,
    },
  );
  expect(scripts.length).toBeGreaterThan(0);
  // Its widget takes the place of the server's: the supporters shown once, as they were.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('1 supporter', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `${fullNameOf(supporter.person)}, Connection` })).toHaveCount(
    1,
  );
  await context.close();
});

test('a failed read of the supporters leaves those the server drew; a supporter link reached by the keyboard keeps the focus', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await watchForTheApp(page);
  // The app's code held back until the visitor has reached a supporter's link; the supporters' read fails.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.route(`**/api/connections/artist/${artist.profile.id}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Internal server error"}',
    }),
  );
  await page.goto(`/artists/${artist.profile.slug}`);
  const link = page.getByRole('link', { name: `${fullNameOf(supporter.person)}, Connection` });
  await link.focus(); // a focus asks for the app
  release();
  await page.waitForFunction(() => (window as unknown as { appTookOver?: boolean }).appTookOver === true);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('1 supporter', { exact: true })).toHaveCount(1);
  await expect(link).toHaveCount(1);

  // Read again (the server answers now): the app's widget takes the place of the server's, the focus with it.
  await page.unroute(`**/api/connections/artist/${artist.profile.id}`);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(async () => {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe(`${fullNameOf(supporter.person)}, Connection`);
    expect(await page.locator('.connection-widget').count()).toBe(1);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('1 supporter', { exact: true })).toHaveCount(1);
  await context.close();
});

test('opening a work loads the page’s code, which opens it; Escape closes it and gives the focus back', async ({
  browser,
}) => {
  const { context, page, scripts, errors } = await visit(browser);
  const works = page.locator('#selected-works');
  await works.getByRole('button', { name: 'View Estuary in Winter' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Estuary in Winter' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText('Oil on linen');
  expect(scripts.filter((path) => PAGE_CODE.test(path))).toHaveLength(1);
  // The page drawn by its own code is the same page: the supporters are still there, once.
  await expect(page.getByText('1 supporter', { exact: true })).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Low Water' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(works.getByRole('button', { name: 'View Estuary in Winter' })).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});

test('with the keyboard: Enter on a work opens it', async ({ browser }) => {
  const { context, page } = await visit(browser);
  const tile = page.locator('#selected-works').getByRole('button', { name: 'View Morning, Ria' });
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Morning, Ria' })).toBeVisible();
  await context.close();
});

test('a link within the site is followed by the app, not by loading a new page', async ({ browser }) => {
  const { context, page } = await visit(browser);
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
  await page.getByRole('link', { name: '← Back to Directory' }).click();
  await expect(page).toHaveURL(/\/artists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Directory' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  // Back to the artist: the app draws the page with its own code now.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: fullNameOf(artist.person) })).toBeVisible();
  await page.locator('#selected-works').getByRole('button', { name: 'View Low Water' }).click();
  await expect(page.getByRole('dialog', { name: 'Low Water' })).toBeVisible();
  await context.close();
});

/** Holds back the page's code until `release` is called (`fail` answers it with a network error instead). */
async function holdThePageCode(page: Page) {
  let release!: (how: 'send' | 'fail') => void;
  const released = new Promise<'send' | 'fail'>((resolve) => (release = resolve));
  await page.route(PAGE_CODE, async (route) =>
    (await released) === 'send' ? route.continue() : route.abort(),
  );
  return release;
}

test('while the page’s code cannot be fetched, opening a work says so; the next try opens it', async ({
  browser,
}) => {
  const { context, page } = await visit(browser);
  const release = await holdThePageCode(page);
  const tile = page.locator('#selected-works').getByRole('button', { name: 'View Low Water' });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-busy', 'true');
  release('fail');
  await expect(
    page.getByText(
      'This could not be opened: part of the page did not load. Check your connection and try again.',
    ),
  ).toBeVisible();
  await expect(tile).not.toHaveAttribute('aria-busy');
  await page.unroute(PAGE_CODE);
  await tile.click();
  await expect(page.getByRole('dialog', { name: 'Low Water' })).toBeVisible();
  await context.close();
});

test('a work the visitor moved on from while the code came (Escape) is not opened, and the page does not move', async ({
  browser,
}) => {
  const { context, page } = await visit(browser);
  const release = await holdThePageCode(page);
  const tile = page.locator('#selected-works').getByRole('button', { name: 'View Morning, Ria' });
  await tile.click();
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  release('send');
  // Drawn by the page's code (its heading is a new element), nothing opened, still where the visitor scrolled to.
  await expect.poll(() => serverHeadingKept(page)).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);
  await context.close();
});

test('on a phone, the open “Jump to section” fold stays open and the tapped work stays put when the page is drawn again', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await watchForTheApp(page);
  await page.goto(`/artists/${artist.profile.slug}`);
  await appTookOver(page);
  await page.getByText('Jump to section').click();
  const fold = page.locator('details.jump-mobile');
  await expect(fold).toHaveAttribute('open', '');
  const tile = page.locator('#selected-works').getByRole('button', { name: 'View Morning, Ria' });
  await tile.scrollIntoViewIfNeeded();
  const release = await holdThePageCode(page);
  const before = (await tile.boundingBox())!.y;
  await tile.tap();
  release('send');
  await expect(page.getByRole('dialog', { name: 'Morning, Ria' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fold).toHaveAttribute('open', '');
  expect(Math.abs((await tile.boundingBox())!.y - before)).toBeLessThan(2);
  await context.close();
});

test('a signed-in visitor gets the page’s code at once: Support is there without acting on the page', async () => {
  const { page } = supporter;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/artists/${artist.profile.slug}`);
  await expect(page.getByRole('button', { name: 'Supporting' })).toBeVisible();
  expect(scripts.filter((path) => PAGE_CODE.test(path))).toHaveLength(1);
});
