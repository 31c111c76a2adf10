import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, type Theme, useTheme } from '../support/pages.ts';
import { signedInAdmin } from '../support/session.ts';

// The admin area in both themes: axe-clean, its navigation and number tiles in the text colour, not link blue, and
// the tokens' surface, accent and inks where Blueprint would draw its own (cards, links, empty lists).

async function colourOf(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements.map((e) => getComputedStyle(e).color));
}

/** A design token as the page resolves it in its theme: the colour a probe given `var(--token)` computes to. */
async function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
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
    // Cards on the tokens' surface (Blueprint's dark card is blue-grey); links, the footer's too, in the accent
    // (Blueprint's dark theme colours them blue); a notice's sign in the muted ink, not the accent.
    // (A colour computes to the same rgb() form as a colour or as a background.)
    const surface = await tokenColour(page, '--oe-surface');
    await expect(page.locator('.admin-activity')).toHaveCSS('background-color', surface);
    const accent = await tokenColour(page, '--oe-accent');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toHaveCSS('color', accent);
    const notice = page.locator('.admin-activity__item[data-type="other"] .bp6-icon').first();
    if ((await notice.count()) > 0) await expect(notice).toHaveCSS('color', await tokenColour(page, '--oe-ink-muted'));
    await expectAccessible(page, `admin dashboard (${theme})`);

    await page.goto('/admin/artists');
    await expect(page.getByRole('table', { name: 'Published artists' }).or(page.getByText('No published artists yet'))).toBeVisible();
    await expectAccessible(page, `admin artists (${theme})`);

    // An empty list is drawn in the tokens' inks, its title a heading in the serif at regular weight.
    await page.getByRole('searchbox', { name: 'Search artists' }).fill('zz-no-such-artist-zz');
    const empty = page.locator('.admin-empty');
    await expect(empty.getByRole('heading', { name: 'No artists match your search' })).toBeVisible();
    await expect(empty.locator('.empty-state-title')).toHaveCSS('color', await tokenColour(page, '--oe-ink'));
    await expect(empty.locator('.empty-state-title')).toHaveCSS('font-weight', '400');
    await expect(empty.locator('.empty-state-icon')).toHaveCSS('color', await tokenColour(page, '--oe-ink-muted'));
    await expectAccessible(page, `admin artists, none found (${theme})`);

    await page.goto('/admin/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectAccessible(page, `admin users (${theme})`);

    // A plain Blueprint button is a warm grey from the tokens, never Blueprint's slate (more blue than red).
    await page.goto('/admin/outbox');
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect(refresh).toBeVisible();
    const fill = await refresh.evaluate((e) => getComputedStyle(e).backgroundColor);
    // 'rgb(r, g, b)' or, for a mixed colour, 'color(srgb r g b)': either way red, green, blue in that order.
    const [red, , blue] = fill.replace('srgb', '').match(/[\d.]+/g)!.map(Number);
    expect(blue!).toBeLessThanOrEqual(red!);
    await context.close();
  });
}
