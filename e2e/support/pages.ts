// Waiting for a page to settle, scanning it with axe-core and keeping screenshots for the report.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Every page of the context starts in this theme (the app reads `ui-theme` before its first render). */
export async function useTheme(context: BrowserContext, theme: Theme): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('ui-theme', value), theme);
}

/** The page has its heading, and nothing is still loading (skeletons, spinners, the route progress bar). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.ui-skeleton, .bp6-skeleton')).toHaveCount(0);
  await expect(page.locator('.ui-spinner, .bp6-spinner')).toHaveCount(0);
  await expect(page.locator('.route-progress')).toHaveCount(0);
}

/** axe-core finds no violation at all (every rule axe runs by default, every impact). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const scan = await new AxeBuilder({ page }).analyze();
  const found = scan.violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe-core violations on ${label}`).toEqual([]);
}

/** A full-page screenshot attached to the test's report, with every image loaded (lazy ones too). */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    const loaded = (img: HTMLImageElement) =>
      new Promise<void>((done) => {
        img.addEventListener('load', () => done(), { once: true });
        img.addEventListener('error', () => done(), { once: true });
      });
    await Promise.all(images.map((img) => (img.complete ? null : loaded(img))));
  });
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/**
 * The toast with this title says this. Scoped to one toast: the one it replaced may still be on its way
 * out (the app shows one at a time).
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.bp6-toast').filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}

/**
 * The visitor moves the pointer over the page, which changes nothing on it: a signed-out first view with nothing live
 * in it asks for the app's code at such a sign that someone is there (web/src/app-loader.ts).
 */
export async function moveThePointer(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/**
 * Resolves once the app has taken over the page the server drew (its code loads after the first paint, and the
 * server draws the account area too, so nothing visible tells). A signed-out visitor's first view with nothing live
 * in it asks for the app's code only when the visitor acts: the pointer is moved over the page first, which changes
 * nothing on it. Call {@link watchForTheApp} before the visit.
 */
export async function appTookOver(page: Page): Promise<void> {
  await moveThePointer(page);
  await page.waitForFunction(() => (window as unknown as { appTookOver?: boolean }).appTookOver === true);
}

/**
 * Every page of `page` notes when the app announces it has taken over (`app-ready`, sent once per page load), and how
 * far the page was scrolled at that moment (see {@link scrollWhenTheAppTookOver}).
 */
export async function watchForTheApp(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('app-ready', () => {
      const w = window as unknown as { appTookOver?: boolean; scrollWhenAppTookOver?: number };
      w.scrollWhenAppTookOver = window.scrollY;
      w.appTookOver = true;
    }),
  );
}

/**
 * Every page of `page` keeps the first h1 the parser inserts (the server's): {@link serverHeadingKept} then tells
 * whether the app adopted it (hydration) rather than drawing the page again.
 */
export async function keepTheServersHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { serverHeading?: Element };
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1');
      if (!h1) return;
      w.serverHeading = h1;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the page's h1 is still the element the server drew (after {@link keepTheServersHeading} and the visit). */
export async function serverHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('h1'),
  );
}

/** How far down the page was scrolled when the app took it over (after {@link appTookOver}). */
export async function scrollWhenTheAppTookOver(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { scrollWhenAppTookOver?: number }).scrollWhenAppTookOver);
}
