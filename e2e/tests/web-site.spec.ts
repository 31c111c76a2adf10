import { expect, type Page, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { approve, createProfile, profileFieldsOf } from '../support/artists.ts';
import { expectToast, moveThePointer, useTheme } from '../support/pages.ts';
import { newPerson, signIn, signedIn, signedInAdmin, uniqueWord } from '../support/session.ts';

const isDark = (page: Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));

test('the contact form says what is missing, then sends the message to the admins', async ({
  page,
  browser,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Name/ })).toBeFocused();

  const subject = `Question ${uniqueWord('About')}`;
  await form.getByRole('textbox', { name: /^Name/ }).fill('Rosa Curator');
  await form.getByRole('textbox', { name: /^Email/ }).fill('rosa@gallery.example');
  await form.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: /^Message/ }).fill('How do I contact an artist about a show?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent');
  await expect(form.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');

  const admin = await signedInAdmin(browser);
  const inbox = await apiOk<{ subject: string; email: string; isRead: boolean }[]>(
    admin.page,
    'GET',
    '/api/admin/inbox',
  );
  expect(inbox.find((m) => m.subject === subject)).toMatchObject({
    email: 'rosa@gallery.example',
    isRead: false,
  });
  await admin.context.close();
});

test('the theme choice persists across reloads; System follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('system');
  await expect.poll(() => isDark(page)).toBe(false);

  await theme.selectOption('dark');
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
  await page.reload();
  await expect(theme).toHaveValue('dark');
  await expect.poll(() => isDark(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL('/artists');
  await expect.poll(() => isDark(page)).toBe(true);

  // System: the page follows the operating system, even while it is open.
  await theme.selectOption('system');
  await expect.poll(() => isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);

  // Light wins over a dark operating system, after a reload too.
  await theme.selectOption('light');
  await expect.poll(() => isDark(page)).toBe(false);
  await page.reload();
  await expect(theme).toHaveValue('light');
  await expect.poll(() => isDark(page)).toBe(false);
});

test('a first visit on a dark system shows the page dark once the whole stylesheet applies, never light', async ({
  browser,
}) => {
  // No theme cookie and no client hint on a first request: the server draws the page with the light theme's rules
  // and holds it back on a dark system until the app has applied the stylesheet to the dark theme.
  const fieldColour = async (colorScheme: 'light' | 'dark') => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto('/artists');
    await expect(page.getByRole('heading', { level: 1, name: 'Artist Directory' })).toBeVisible();
    await expect.poll(() => isDark(page)).toBe(colorScheme === 'dark');
    // On a light system the page drawn light waits for the visitor to act before the app comes (app-loader.ts).
    await moveThePointer(page);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    const colour = await page
      .getByRole('searchbox', { name: 'Search' })
      .evaluate((input) => getComputedStyle(input).backgroundColor);
    await context.close();
    return colour;
  };
  // Blueprint's dark rules apply: the search box is not drawn on the light theme's field.
  expect(await fieldColour('dark')).not.toBe(await fieldColour('light'));
});

test('unknown addresses show the 404 page with a way on', async ({ page }) => {
  await page.goto(`/${uniqueWord('nowhere').toLowerCase()}/at/all`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  // The layout stays: header and footer are there to continue from.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Artist Directory' }).click();
  await expect(page).toHaveURL('/artists');
});

test('a signed-out visitor asking for /profile is sent home with a message', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL('/');
  await expectToast(page, 'Authentication Required', 'Please sign in to view your profile');
});

test('while the page loads: nothing drawn where the account goes, no glyph box for an icon, and the dark logo keeps its edge', async ({
  browser,
}) => {
  // A signed-in person whose question 'who is signed in?' has not been answered yet.
  const { context, page } = await signedIn(browser, newPerson('Loading'));
  await useTheme(context, 'dark');
  let answer: () => void = () => {};
  let asked: () => void = () => {};
  const questionSent = new Promise<void>((resolve) => (asked = resolve));
  await context.route('**/api/auth/user', async (route) => {
    asked();
    await new Promise<void>((resolve) => (answer = resolve));
    await route.continue();
  });
  await page.goto('/artists');
  // The app asks once its code has loaded, after the first paint: from then on it is waiting for the answer.
  await questionSent;
  const placeholder = page.getByTestId('account-placeholder');
  await expect(placeholder).toBeAttached();
  expect(await placeholder.evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden');
  // An icon whose drawing has not arrived is blank, not a character of an icon font the app does not load.
  const glyph = await page.evaluate(() => {
    const icon = document.createElement('span');
    icon.className = 'bp6-icon bp6-icon-search';
    document.body.append(icon);
    const content = getComputedStyle(icon, '::before').content;
    icon.remove();
    return content;
  });
  expect(glyph).toBe('none');
  // The logo's dark tile is outlined on the dark header.
  // (once the app's stylesheet applies, which does not wait for the answer)
  await expect
    .poll(() => page.locator('header .logo-tile').first().evaluate((e) => getComputedStyle(e).stroke))
    .not.toBe('none');
  answer();
  await expect(placeholder).not.toBeAttached();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await context.close();
});

test('a toast appears below the header and leaves the navigation uncovered', async ({ page }) => {
  await page.goto('/profile');
  const toast = page.locator('.bp6-toast').filter({ hasText: 'Authentication Required' });
  await expect(toast).toBeVisible();
  // The toast slides in from above: measure where it comes to rest, not a frame of its entrance.
  await expect(toast).not.toHaveClass(/toast-(enter|appear)(-active)?(\s|$)/);
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(header).not.toBeNull();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
});

test('from the keyboard alone: the skip link and the navigation, with visible focus', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await page.goto('/');
  const artistsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Artists' });
  for (let i = 0; i < 10 && !(await artistsLink.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(artistsLink).toBeFocused();
  // Focus is drawn: an outline the person can see.
  const outline = await artistsLink.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Directory' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  test('the mobile menu opens, closes when a link is chosen, and highlights the current page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'Artists',
      'About',
      'Contact',
      'Sign In',
      'Join as Artist',
    ]);
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Artists' })).not.toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await fitsWidth(page)).toBe(true);
  });

  test('signed in, the menu has the artist links; pages fit the width; the CV has a jump-to-section panel', async ({
    browser,
  }) => {
    const admin = await signedInAdmin(browser);
    const person = newPerson('Ana');
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, person);
    const profile = await createProfile(page, profileFieldsOf(person));
    await apiOk(page, 'POST', `/api/artists/${profile.id}/education`, {
      institution: 'Porto School of Art',
      degree: 'BA Painting',
      years: '2010-2013',
    });
    await approve(admin.page, profile.id);
    await admin.context.close();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText([
      'Artists',
      'About',
      'Contact',
      'My Profile',
      'Create CV',
    ]);
    await menu.getByRole('link', { name: 'Create CV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await fitsWidth(page)).toBe(true);

    for (const path of ['/artists', '/profile', '/contact', '/resources/artist-resources']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await fitsWidth(page), path).toBe(true);
    }

    await page.goto(`/artists/${profile.slug}`);
    const jump = page.getByRole('navigation', { name: 'CV sections' });
    await jump.getByText('Jump to section').click();
    await jump.getByRole('link', { name: 'Education' }).click();
    await expect(page).toHaveURL(new RegExp(`/artists/${profile.slug}#education$`));
    await expect(page.getByRole('heading', { name: 'Education' })).toBeInViewport();
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });
});
