import { expect, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { approve, createProfile, profileFieldsOf } from '../support/artists.ts';
import { newPerson, signedIn, signedInAdmin } from '../support/session.ts';

test('entries are put in order with the keyboard or by dragging; the order is kept and the public page shows it', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const person = newPerson('Odile');
  const { page, context } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person));
  for (const name of ['Painters Collective', 'Print Guild', 'Studio Union']) {
    await apiOk(page, 'POST', `/api/artists/${profile.id}/affiliations`, { name });
  }
  await page.goto('/create-cv?tab=affiliations');
  const panel = page.getByRole('tabpanel');
  const names = panel.getByRole('listitem').locator('strong');
  await expect(names).toHaveText(['Painters Collective', 'Print Guild', 'Studio Union']);

  // Keyboard only: reach the button with Tab (Move down of the last entry is closed, so it is skipped), move the
  // entry up twice with Enter; the focus stays with it.
  await panel.getByRole('button', { name: 'Make private: Studio Union' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: 'Move Studio Union up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['Painters Collective', 'Studio Union', 'Print Guild']);
  await expect(panel.getByRole('button', { name: 'Move Studio Union up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(names).toHaveText(['Studio Union', 'Painters Collective', 'Print Guild']);
  await expect(page.getByText('Studio Union moved to position 1 of 3')).toBeAttached();
  // At the top, Move up is closed and the focus is on Move down of the same entry.
  await expect(panel.getByRole('button', { name: 'Move Studio Union up' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Move Studio Union down' })).toBeFocused();

  // Saved on the server: a reload keeps it.
  await page.reload();
  await expect(names).toHaveText(['Studio Union', 'Painters Collective', 'Print Guild']);

  // Or by dragging: the last entry dropped on the second place.
  const items = panel.getByRole('listitem');
  await items.filter({ hasText: 'Print Guild' }).dragTo(items.filter({ hasText: 'Painters Collective' }));
  await expect(names).toHaveText(['Studio Union', 'Print Guild', 'Painters Collective']);
  await page.reload();
  await expect(names).toHaveText(['Studio Union', 'Print Guild', 'Painters Collective']);

  // Without years the public page keeps the artist's order.
  await approve(admin.page, profile.id);
  const visitor = await browser.newPage();
  await visitor.goto(`/artists/${profile.slug}`);
  await expect(
    visitor.getByRole('region', { name: 'Affiliations & Memberships' }).getByRole('listitem').locator('strong'),
  ).toHaveText(['Studio Union', 'Print Guild', 'Painters Collective']);
  await Promise.all([visitor.close(), context.close(), admin.context.close()]);
});

test('on a phone the editor is one row of steps, with 16 px fields and 44 px targets; a new CV shows every step', async ({
  browser,
}) => {
  const person = newPerson('Pia');
  const { page, context } = await signedIn(browser, person);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/create-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Artist CV' })).toBeVisible();
  // Before the first save every step is shown, closed, with the reason.
  await expect(page.getByRole('tab', { name: 'Works' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(/^Start with your basic info\. Once you save it, the other steps open/)).toBeVisible();

  // The statement is typed in the page's own font, not a monospace one.
  const statement = page.getByLabel('Artist statement *');
  const fonts = await statement.evaluate((el) => [
    getComputedStyle(el).fontFamily,
    getComputedStyle(document.body).fontFamily,
  ]);
  expect(fonts[0]).toBe(fonts[1]);
  expect(fonts[0]).not.toMatch(/mono/i);

  for (const field of [page.getByLabel('Full name *'), statement]) {
    const size = await field.evaluate((el) => ({
      font: parseFloat(getComputedStyle(el).fontSize),
      height: el.getBoundingClientRect().height,
    }));
    expect(size.font).toBeGreaterThanOrEqual(16);
    expect(size.height).toBeGreaterThanOrEqual(44);
  }

  // The steps form one row: every tab on the same line, the row scrolls sideways, the page does not.
  const tops = await page
    .getByRole('tab')
    .evaluateAll((tabs) => [...new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top)))]);
  expect(tops).toHaveLength(1);
  const tab = await page.getByRole('tab', { name: 'Basic Info' }).boundingBox();
  expect(tab!.height).toBeGreaterThanOrEqual(44);
  const button = await page.getByRole('button', { name: 'Create profile' }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
