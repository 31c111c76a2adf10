import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Artist, publishedArtist } from '../support/artists.ts';
import { signedInAdmin } from '../support/session.ts';

// At 375 px (a small phone) no page is wider than the screen: nothing is clipped and nothing scrolls sideways.
const PHONE = { width: 375, height: 740 };

let artist: Artist;
let admin: { context: BrowserContext; page: Page };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  admin = await signedInAdmin(browser);
  artist = await publishedArtist(browser, admin.page, 'Nora');
});

test.afterAll(async () => {
  await artist?.context.close();
  await admin?.context.close();
});

/** How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits). */
async function overflowOf(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`;
      }
    }
    return { overflow: Math.max(0, document.documentElement.scrollWidth - width), widest };
  });
}

async function expectNoOverflow(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await test.step(path, async () => {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const { overflow, widest } = await overflowOf(page);
    expect(overflow, `${path} is ${overflow}px wider than the screen (widest: ${widest})`).toBe(0);
  });
}

const heading = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeVisible();
};

for (const theme of ['light', 'dark'] as const) {
  test(`no page scrolls sideways at 375 px, signed out, including sign-in (${theme})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE, colorScheme: theme });
    const page = await context.newPage();
    const paths = [
      '/',
      '/artists',
      `/artists/${artist.profile.slug}`,
      '/about',
      '/contact',
      '/faq',
      '/privacy',
      '/terms',
      '/blog',
      '/resources/cv-guide',
      '/resources/artist-resources',
      '/no-such-page',
    ];
    for (const path of paths) await expectNoOverflow(page, path, heading);
    await expectNoOverflow(page, '/api/login', async (p) => {
      await expect(p.getByRole('heading', { name: 'Sign in to Oeuvre' })).toBeVisible();
    });
    await context.close();
  });
}

test('no page scrolls sideways at 375 px, signed in as an admin, including the admin tables and sign-out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, storageState: await admin.context.storageState() });
  const page = await context.newPage();
  const paths = [
    '/profile',
    '/create-cv',
    '/admin',
    '/admin/artists',
    '/admin/artists?tab=rejected',
    '/admin/artists?tab=batch-upload',
    `/admin/artists/edit/${artist.profile.id}`,
    '/admin/users',
    '/admin/pending',
    '/admin/inbox',
    '/admin/outbox',
    '/admin/settings',
  ];
  for (const path of paths) await expectNoOverflow(page, path, heading);
  await expectNoOverflow(page, '/api/logout', async (p) => {
    await expect(p.getByRole('heading', { name: 'Sign out of Oeuvre?' })).toBeVisible();
  });
  await context.close();
});
