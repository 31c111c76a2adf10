import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, type Theme, useTheme } from '../support/pages.ts';
import { signedInAdmin } from '../support/session.ts';

// The admin area in both themes: axe-clean, and its navigation and number tiles in the text colour, not link blue.

async function colourOf(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements.map((e) => getComputedStyle(e).color));
}

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test(`the admin dashboard, artists and users pass axe-core, with sidebar and tiles in the text colour (${theme})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context: adminContext } = await signedInAdmin(browser);
    const context = await browser.newContext({ storageState: await adminContext.storageState() });
    await adminContext.close();
    await useTheme(context, theme);
    const page = await context.newPage();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Site numbers' })).toBeVisible();
    const text = await page.locator('.admin-content').evaluate((e) => getComputedStyle(e).color);
    const links = await colourOf(page, '.admin-nav__link');
    expect(links.length).toBeGreaterThan(5);
    expect(new Set(links)).toEqual(new Set([text]));
    const tiles = await colourOf(page, '.admin-stat');
    expect(tiles).toHaveLength(5);
    expect(new Set(tiles)).toEqual(new Set([text]));
    // The page headings are set in the site's serif.
    const headingFont = await page
      .getByRole('heading', { level: 1, name: 'Dashboard' })
      .evaluate((e) => getComputedStyle(e).fontFamily);
    expect(headingFont).toMatch(/Georgia|serif/);
    await expectAccessible(page, `admin dashboard (${theme})`);

    await page.goto('/admin/artists');
    await expect(page.getByRole('table', { name: 'Published artists' }).or(page.getByText('No published artists yet'))).toBeVisible();
    await expectAccessible(page, `admin artists (${theme})`);

    await page.goto('/admin/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectAccessible(page, `admin users (${theme})`);
    await context.close();
  });
}
