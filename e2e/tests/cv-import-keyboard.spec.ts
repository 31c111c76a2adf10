// The CV import's review by keyboard alone: every control reached with Tab or Shift+Tab is in view, clear of the
// site's header at the top and of the import's bar (Add, Discard) at the bottom. The artist and the CV are invented.
import { expect, type Page, test } from '@playwright/test';
import { fullNameOf, newPerson, signedIn } from '../support/session.ts';

/** Enough exhibitions that the review is several screens long, each with fields to tab through. */
const cvText = (name: string) =>
  [
    name,
    'Lives and works in Bergen, Norway.',
    '',
    'Solo Exhibitions',
    ...Array.from({ length: 8 }, (_, i) => `${2024 - i} Tide Study ${i + 1}, Galleri Nord, Bergen`),
    '',
    'Group Exhibitions',
    ...Array.from({ length: 8 }, (_, i) => `${2023 - i} Harbour Lights ${i + 1}, Kunsthall Vest, Stavanger`),
  ].join('\n');

/** Whether the focused element's middle is the element itself, not something drawn over it. */
const focusedInView = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: true, what: 'body' };
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + Math.min(box.width / 2, 8), box.top + box.height / 2);
    const ok = top !== null && (top === element || element.contains(top) || top.contains(element) || top.closest('label')?.contains(element) === true);
    return { ok, what: `${element.tagName} ${element.id || element.getAttribute('aria-label') || ''} under ${top?.className ?? 'nothing'}` };
  });

for (const width of [1280, 375]) {
  test(`at ${width} px, a field reached with Tab or Shift+Tab is never hidden under the header or the import's bar`, async ({
    browser,
  }) => {
    const person = newPerson('Brynhild');
    const { context, page } = await signedIn(browser, person);
    await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
    await page.goto('/create-cv/import');
    await page.getByLabel('Or paste the text of your CV').fill(cvText(fullNameOf(person)));
    await page.getByRole('button', { name: 'Read pasted text' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your imported CV' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Group Exhibitions (8)' })).toBeVisible();

    const hidden: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const { ok, what } = await focusedInView(page);
      if (!ok) hidden.push(`Tab ${i + 1}: ${what}`);
    }
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      const { ok, what } = await focusedInView(page);
      if (!ok) hidden.push(`Shift+Tab ${i + 1}: ${what}`);
    }
    expect(hidden).toEqual([]);
    await context.close();
  });
}

test('a phone is not offered to drop a file it has nothing to drag with; a desktop is', async ({ browser }) => {
  const person = newPerson('Solveig');
  const desktop = await signedIn(browser, person);
  await desktop.page.goto('/create-cv/import');
  await expect(desktop.page.getByText('or drop it here')).toBeVisible();
  const state = await desktop.context.storageState();
  await desktop.context.close();

  const phone = await browser.newContext({ storageState: state, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await page.goto('/create-cv/import');
  await expect(page.getByLabel('Or paste the text of your CV')).toBeVisible();
  await expect(page.getByText('or drop it here')).toBeHidden();
  await phone.close();
});
