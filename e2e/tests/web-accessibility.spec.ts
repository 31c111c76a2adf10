import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Artist, publishedCompleteArtist } from '../support/artists.ts';
import { attachScreenshot, expectAccessible, settled, type Theme, useTheme } from '../support/pages.ts';
import { signedInAdmin } from '../support/session.ts';

// One artist with a portrait, works and every CV section, published: the richest page to scan, and the
// signed-in person whose dashboard, editor and profile are scanned.
let artist: Artist;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedInAdmin(browser);
  artist = await publishedCompleteArtist(browser, admin.page, 'Helena');
  await admin.context.close();
});

test.afterAll(async () => {
  await artist?.context.close();
});

interface Visit {
  name: string;
  path: string;
  /** Something more to do before the scan (open a form, a dialog). */
  then?: (page: Page) => Promise<void>;
  /** Kept as a screenshot in the report. */
  screenshot?: boolean;
}

const publicPages = (): Visit[] => [
  { name: 'landing', path: '/', screenshot: true },
  { name: 'directory', path: '/artists', screenshot: true },
  { name: 'directory, no results', path: '/artists?q=no-such-artist-anywhere' },
  { name: 'artist', path: `/artists/${artist.profile.slug}`, screenshot: true },
  {
    name: 'artist, lightbox',
    path: `/artists/${artist.profile.slug}`,
    then: async (page) => {
      await page.getByRole('button', { name: 'View Morning, Ria' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'artist not found', path: '/artists/no-such-artist' },
  { name: 'about', path: '/about', screenshot: true },
  { name: 'contact', path: '/contact', screenshot: true },
  {
    name: 'contact, errors shown',
    path: '/contact',
    then: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Subject is required')).toBeVisible();
    },
  },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'faq', path: '/faq' },
  { name: 'blog', path: '/blog' },
  { name: 'cv guide', path: '/resources/cv-guide' },
  { name: 'artist resources', path: '/resources/artist-resources' },
  { name: '404', path: '/no-such-page', screenshot: true },
];

const signedInPages = (): Visit[] => [
  {
    name: 'dashboard',
    path: '/',
    screenshot: true,
    // '/' shows the landing page until the session is read, then the dashboard: scan the dashboard.
    then: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      await settled(page);
    },
  },
  { name: 'editor, basic info', path: '/create-cv', screenshot: true },
  {
    name: 'editor, basic info with errors',
    path: '/create-cv',
    then: async (page) => {
      await page.getByLabel('City *').fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('City is required')).toBeVisible();
    },
  },
  { name: 'editor, exhibitions', path: '/create-cv?tab=exhibitions' },
  {
    name: 'editor, adding a work',
    path: '/create-cv?tab=works',
    screenshot: true,
    then: async (page) => {
      await page.getByRole('button', { name: 'Add work' }).click();
      await expect(page.getByRole('form', { name: 'Add work' })).toBeVisible();
    },
  },
  {
    name: 'editor, editing a residency',
    path: '/create-cv?tab=residencies',
    then: async (page) => {
      await page.getByRole('button', { name: 'Edit Island Residency' }).click();
      await expect(page.getByRole('form', { name: 'Edit residency' })).toBeVisible();
    },
  },
  { name: 'own profile', path: '/profile', screenshot: true },
];

async function scanAll(
  page: Page,
  visits: Visit[],
  theme: Theme,
  testInfo: Parameters<Parameters<typeof test>[2]>[1],
) {
  for (const visit of visits) {
    await test.step(`${visit.name} (${theme})`, async () => {
      await page.goto(visit.path);
      await settled(page);
      await expect
        .poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark')))
        .toBe(theme === 'dark');
      if (visit.then) await visit.then(page);
      await expectAccessible(page, `${visit.name} (${theme})`);
      if (
        visit.screenshot &&
        (theme === 'light' || ['landing', 'directory', 'artist', 'editor, basic info'].includes(visit.name))
      ) {
        await attachScreenshot(page, testInfo, `${visit.name} (${theme})`);
      }
    });
  }
}

async function themedContext(browser: Browser, theme: Theme, signedIn: boolean) {
  const context = await browser.newContext(
    signedIn ? { storageState: await artist.context.storageState() } : {},
  );
  await useTheme(context, theme);
  return context;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every public page passes axe-core in the ${theme} theme`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const context = await themedContext(browser, theme, false);
    await scanAll(await context.newPage(), publicPages(), theme, testInfo);
    await context.close();
  });

  test(`the dashboard, the CV editor and the own profile pass axe-core in the ${theme} theme`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await themedContext(browser, theme, true);
    await scanAll(await context.newPage(), signedInPages(), theme, testInfo);
    await context.close();
  });
}

test('at 375 px: the open mobile menu and an artist page pass axe-core', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/');
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expectAccessible(page, 'mobile menu');
  await attachScreenshot(page, testInfo, 'landing with the menu open (375 px)');

  await page.goto(`/artists/${artist.profile.slug}`);
  await settled(page);
  await page.getByText('Jump to section').click();
  await expectAccessible(page, 'artist at 375 px');
  await attachScreenshot(page, testInfo, 'artist (375 px)');
  await context.close();
});
