import { expect, type Page, test } from '@playwright/test';
import { importArtists, type DirectoryArtist } from '../support/artists.ts';
import {
  appTookOver,
  keepTheServersHeading,
  scrollWhenTheAppTookOver,
  serverHeadingKept,
  watchForTheApp,
} from '../support/pages.ts';
import { signedInAdmin, uniqueWord } from '../support/session.ts';

// Eleven published artists that share a country no other test uses: 5 painters and 6 photographers,
// in Porto and Lisbon, so every search, filter and page below has a known answer.
const country = uniqueWord('Arcadia');
const firstNames = [
  'Ines',
  'Rui',
  'Marta',
  'Joao',
  'Sofia',
  'Tiago',
  'Beatriz',
  'Nuno',
  'Clara',
  'Pedro',
  'Lia',
];
const plan = firstNames.map((first, i) => ({
  fullName: `${first} ${country}`,
  email: `${first}.${country}@oeuvre.test`.toLowerCase(),
  city: i % 3 === 0 ? 'Porto' : 'Lisbon',
  country,
  disciplines: i < 5 ? ['painting'] : ['photography', 'video'],
}));
const painters = plan.filter((a) => a.disciplines[0] === 'painting');
const portoPainters = painters.filter((a) => a.city === 'Porto');

let artists: DirectoryArtist[] = [];

test.beforeAll(async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  artists = await importArtists(admin.page, plan, country);
  await admin.context.close();
  expect(artists).toHaveLength(plan.length);
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const countHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /artists?$|Loading artists/ });

test('searching the directory, paging through the results and back', async ({ page }) => {
  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Directory' })).toBeVisible();
  await expect(page).toHaveTitle(/Artist Directory/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(country.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${country.toLowerCase()}`));
  await expect(countHeading(page)).toHaveText('11 artists');
  await expect(cards(page)).toHaveCount(9);
  // Every card is New (created today); none is Featured: featuring is an admin's choice, not a place in the grid
  // (design-public.spec.ts follows the badge).
  await expect(cards(page).getByText('New', { exact: true })).toHaveCount(9);
  await expect(cards(page).getByText('Featured', { exact: true })).toHaveCount(0);

  const paging = page.getByRole('navigation', { name: 'Pagination' });
  await expect(paging.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(paging.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(paging.getByRole('button', { name: /^Page \d$/ })).toHaveCount(2);

  const firstPage = await cards(page).getByRole('link').allTextContents();
  await paging.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards(page)).toHaveCount(2);
  await expect(paging.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(paging.getByRole('button', { name: 'Next' })).toBeDisabled();
  const secondPage = await cards(page).getByRole('link').allTextContents();
  // The two pages together are the eleven artists, each once.
  expect(new Set([...firstPage, ...secondPage])).toEqual(new Set(plan.map((a) => a.fullName)));

  // The page lives in the URL: back returns to page 1, forward to page 2.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(9);
  await page.goForward();
  await expect(cards(page)).toHaveCount(2);
  await paging.getByRole('button', { name: 'Page 1' }).click();
  await expect(cards(page)).toHaveCount(9);

  await page.getByRole('searchbox', { name: 'Search' }).fill(`${country} nobody`);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'No artists found' })).toBeVisible();
  await expect(
    page.getByText('Try adjusting your search criteria or check back later for new artists.'),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(paging).toHaveCount(0);
});

test('the category and location filters are built from the results and narrow them', async ({ page }) => {
  await page.goto(`/artists?q=${country}`);
  await expect(countHeading(page)).toHaveText('11 artists');
  const category = page.getByRole('combobox', { name: 'Category' });
  const location = page.getByRole('combobox', { name: 'Location' });
  // Only the disciplines and places of the matching artists are offered, with their counts.
  await expect(category.getByRole('option')).toHaveText([
    'All Categories',
    'Photography (6)',
    'Video (6)',
    'Painting (5)',
  ]);
  await expect(location.getByRole('option')).toHaveText(['All Locations', 'Lisbon (7)', 'Porto (4)']);

  // Paging first: a new filter starts again from page 1.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await category.selectOption('painting');
  await expect(page).toHaveURL(new RegExp(`\\?q=${country}&discipline=painting$`));
  await expect(countHeading(page)).toHaveText(`${painters.length} artists`);
  await expect(cards(page)).toHaveCount(painters.length);
  await expect(cards(page).getByText('Painting', { exact: true })).toHaveCount(painters.length);
  // Choosing a category narrows the locations instead of emptying the list.
  await expect(location.getByRole('option')).toHaveText(['All Locations', 'Lisbon (3)', 'Porto (2)']);

  await location.selectOption('Porto');
  await expect(page).toHaveURL(new RegExp(`\\?q=${country}&discipline=painting&location=Porto$`));
  await expect(countHeading(page)).toHaveText(`${portoPainters.length} artists`);
  for (const painter of portoPainters)
    await expect(cards(page).getByRole('link', { name: painter.fullName })).toBeVisible();
  await expect(cards(page).getByText(`Porto, ${country}`)).toHaveCount(portoPainters.length);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  // The same address in a new tab shows the same search: it can be shared.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('searchbox', { name: 'Search' })).toHaveValue(country);
  await expect(shared.getByRole('combobox', { name: 'Category' })).toHaveValue('painting');
  await expect(shared.getByRole('combobox', { name: 'Location' })).toHaveValue('Porto');
  await expect(cards(shared)).toHaveCount(portoPainters.length);
  await shared.close();

  await category.selectOption('');
  await expect(countHeading(page)).toHaveText('4 artists');
  await expect(page).toHaveURL(new RegExp(`\\?q=${country}&location=Porto$`));
});

test('a page of the directory is three full rows on a desktop and two columns on a phone, with its count beside the pager', async ({
  page,
}) => {
  const rowsOf = async () => {
    const boxes = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
    return { rows: [...rows.values()], widths: boxes.map((b) => Math.round(b.width)) };
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/artists?q=${country}`);
  await expect(cards(page)).toHaveCount(9);
  const desktop = await rowsOf();
  expect(desktop.rows).toEqual([3, 3, 3]);
  // One image ratio: every card's picture is the same size, so rows align.
  const media = await cards(page)
    .locator('.artist-card-media')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`,
      ),
    );
  expect(new Set(media).size).toBe(1);
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  await expect(paging.getByText('11 artists', { exact: true })).toBeVisible();
  await expect(paging.getByText('Page 1 of 2', { exact: true })).toBeVisible();

  // A card names the discipline the list is filtered by (these artists practise photography first, then video).
  await page.goto(`/artists?q=${country}&discipline=video`);
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).getByText('Video', { exact: true })).toHaveCount(6);
  await expect(cards(page).getByText('Photography', { exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/artists?q=${country}`);
  await expect(cards(page)).toHaveCount(9);
  // An upright phone: one card a row, the page's width, so no card is left alone in a last row of two.
  const phone = await rowsOf();
  expect(phone.rows).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  expect(Math.min(...phone.widths)).toBeGreaterThan(375 - 40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A phone held sideways: three a row, as on a wide screen (a page of nine is three full rows).
  await page.setViewportSize({ width: 667, height: 375 });
  expect((await rowsOf()).rows).toEqual([3, 3, 3]);
});

test('the server draws the directory at 375 px one card a row before the app runs', async ({ browser }) => {
  // Without scripts the page is the server's first view with its stylesheet: the layout must not wait for the app.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/artists?q=${country}`);
  await expect(cards(page)).toHaveCount(9);
  const tops = await cards(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(9);
  await context.close();
});

test('a visitor opens an artist from the directory and comes back', async ({ page }) => {
  const artist = artists.find((a) => a.fullName === plan[1]!.fullName)!;
  await page.goto(`/artists?q=${encodeURIComponent(artist.fullName)}`);
  await expect(cards(page)).toHaveCount(1);
  await cards(page).getByRole('link', { name: artist.fullName }).click();

  await expect(page).toHaveURL(`/artists/${artist.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.fullName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(artist.fullName));
  await expect(page.getByText(`Lisbon, ${country}`)).toBeVisible();
  const statement = page.getByRole('region', { name: 'Artist Statement' });
  // Paragraphs split on the blank line of the statement.
  await expect(statement.getByRole('paragraph')).toHaveCount(2);
  await expect(statement).toContainText('I paint the coastline at first light');
  // A new artist does not read as unpopular: with no supporters, a visitor sees no supporters widget at all.
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByText('No supporters yet')).toHaveCount(0);
  await expect(page.locator('.connection-widget')).toHaveCount(0);
  // Signed out, there is no Support button.
  await expect(page.getByRole('button', { name: 'Support' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Directory' }).click();
  await expect(page).toHaveURL('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Directory' })).toBeVisible();
});

test('an artist page sets its title and description, and link previews get them without JavaScript', async ({
  page,
  request,
}) => {
  const artist = artists.find((a) => a.fullName === plan[2]!.fullName)!;
  await page.goto(`/artists/${artist.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.fullName })).toBeVisible();
  await expect(page).toHaveTitle(`${artist.fullName} · Oeuvre`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /I paint the coastline/);

  // What a crawler or a link preview reads: the server's HTML, before any script runs.
  const html = await (await request.get(`/artists/${artist.slug}`)).text();
  expect(html).toContain(`<title>${artist.fullName} · Oeuvre</title>`);
  expect(html).toContain(`<meta property="og:title" content="${artist.fullName}">`);
  const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Person', name: artist.fullName });
});

test('the directory and an artist page announce their own code and data in the HTML, and the app uses what was fetched', async ({
  page,
  request,
}) => {
  const artist = artists.find((a) => a.fullName === plan[3]!.fullName)!;
  // Each page's own code is named in its HTML: the directory's chunk for the directory, the artist page's first view's
  // for an artist page, and the directory none of the artist page's (nor the artist page the directory's).
  const preloadsOf: Record<string, string[]> = {};
  for (const path of ['/artists', `/artists/${artist.slug}`]) {
    const html = await (await request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1]!,
    );
    preloadsOf[path] = preloads;
    for (const href of preloads) expect((await request.get(href)).status(), href).toBe(200);
  }
  // A page's own chunk: `public-<Page>-<hash>.js`, not one it shares with other pages (`public-<Page>-<Other>-<hash>.js`).
  const own = (path: string, page: string) =>
    preloadsOf[path]!.filter((href) => new RegExp(`^/assets/public-${page}-[\\w-]{8}\\.js$`).test(href));
  expect(own('/artists', 'DirectoryPage'), "/artists names the directory's chunk").toHaveLength(1);
  // A visitor's artist page is adopted as the server drew it: its HTML names its live parts' code, not the page's.
  expect(
    own(`/artists/${artist.slug}`, 'ArtistFirstView'),
    "an artist page names its first view's live parts' chunk",
  ).toHaveLength(1);
  expect(own(`/artists/${artist.slug}`, 'ArtistPage'), "a visitor's artist page does not name the page's own chunk").toHaveLength(0);
  expect(own('/artists', 'ArtistPage'), "/artists does not name the artist page's chunk").toHaveLength(0);
  expect(
    own(`/artists/${artist.slug}`, 'DirectoryPage'),
    "an artist page does not name the directory's",
  ).toHaveLength(0);
  const artistPageScripts = preloadsOf[`/artists/${artist.slug}`]!.filter((href) => href.endsWith('.js'));

  // In Chromium: the page's chunks are downloaded once (the preloads reused), and the artist's data not at all:
  // it came with the HTML.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await watchForTheApp(page);
  await page.goto(`/artists/${artist.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.fullName })).toBeVisible();
  await appTookOver(page);
  expect(requested.filter((p) => p === `/api/artists/${artist.slug}`)).toHaveLength(0);
  // A visitor without a session is not asked who they are (no request, no 401 in the console).
  expect(requested.filter((p) => p === '/api/auth/user')).toHaveLength(0);
  // Each of the page's chunks once: the preload is what the app uses.
  for (const script of artistPageScripts)
    expect(
      requested.filter((p) => p === script),
      script,
    ).toHaveLength(1);
  // The page painted with its HTML before any of the app's code was asked for.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);

  // The directory's first results came with its HTML too: no search is sent until the visitor changes it.
  requested.length = 0;
  await page.goto(`/artists?q=${encodeURIComponent(artist.fullName)}`);
  await expect(page.getByRole('heading', { level: 3, name: artist.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 artist' })).toBeVisible();
  expect(requested.filter((p) => p === '/api/directory')).toHaveLength(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nobody');
  await expect(page.getByRole('heading', { level: 2, name: '0 artists' })).toBeVisible();
  expect(requested.filter((p) => p === '/api/directory').length).toBeGreaterThan(0);
});

test('the pages a visit starts on arrive drawn: readable without JavaScript, then the app takes over without a loading state', async ({
  browser,
  page,
}) => {
  const artist = artists.find((a) => a.fullName === plan[4]!.fullName)!;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(
    bare.getByRole('heading', { level: 1, name: 'A Living Record of Artistic Practice' }),
  ).toBeVisible();
  await bare.goto('/artists');
  await expect(bare.getByRole('heading', { level: 1, name: 'Artist Directory' })).toBeVisible();
  await bare.goto(`/artists?q=${encodeURIComponent(artist.fullName)}`);
  await expect(bare.getByRole('heading', { level: 3, name: artist.fullName })).toBeVisible();
  await bare.goto(`/artists/${artist.slug}`);
  await expect(bare.getByRole('heading', { level: 1, name: artist.fullName })).toBeVisible();
  await expect(bare.getByText(/I paint the coastline/)).toBeVisible();
  await noScript.close();

  // With JavaScript: the artist page never shows its loading skeleton (the app renders with the data it was sent).
  await page.addInitScript(() => {
    const w = window as unknown as { skeletonSeen: boolean };
    w.skeletonSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('main .artist-portrait.ui-skeleton')) w.skeletonSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await watchForTheApp(page);
  await page.goto(`/artists/${artist.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.fullName })).toBeVisible();
  await appTookOver(page);
  expect(await page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen)).toBe(
    false,
  );
  expect(errors).toEqual([]);
});

test('the app adopts the page the server drew (hydration): the same elements, no errors', async ({
  page,
}) => {
  const artist = artists.find((a) => a.fullName === plan[4]!.fullName)!;
  // The first h1 the parser inserts is the server's; after the app has run, the page's h1 must still be that element.
  await keepTheServersHeading(page);
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  page.on('pageerror', (e) => errors.push(e.message));
  await watchForTheApp(page);
  for (const path of ['/', '/artists', `/artists/${artist.slug}`, '/about']) {
    await page.goto(path);
    await appTookOver(page);
    const same = await serverHeadingKept(page);
    expect(errors, path).toEqual([]);
    expect(same, `${path}: the server's heading is still in the page`).toBe(true);
  }
});

test('what a visitor does before the app has taken over is kept and done once it has: where they scrolled, a page button, a search typed and sent, a category chosen', async ({
  page,
}) => {
  // The app's entry script is held back until released: every action below lands on the page the server drew.
  const entry = /\/assets\/index-[^/]*\.js$/;
  let release = () => {};
  let entryAsked = false;
  const holdTheApp = async () => {
    await page.unroute(entry);
    entryAsked = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(entry, async (route) => {
      entryAsked = true;
      await held;
      await route.continue();
    });
  };
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await watchForTheApp(page);

  // Scrolled down to the pager: the app taking over leaves the page where the visitor put it.
  await holdTheApp();
  await page.goto(`/artists?q=${country}`);
  await expect(countHeading(page)).toHaveText('11 artists');
  await pager.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await appTookOver(page);
  expect(await scrollWhenTheAppTookOver(page), 'where the page is scrolled when the app takes over').toBe(
    scrolled,
  );

  // A page button clicked before the app runs: nothing happens at once, the app's code is asked for at once, and the
  // app goes to that page when it runs, at its top.
  await holdTheApp();
  await page.goto(`/artists?q=${country}`);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/artists\\?q=${country}$`));
  await expect.poll(() => entryAsked).toBe(true);
  release();
  await expect(page).toHaveURL(new RegExp(`\\?q=${country}&page=2$`));
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Typed and sent with Enter, then a category chosen, all before the app runs: the search is the typed one.
  await holdTheApp();
  await page.goto('/artists');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(country);
  await search.press('Enter');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('painting');
  await expect(page).toHaveURL(/\/artists$/);
  release();
  await appTookOver(page);
  await expect(page).toHaveURL(new RegExp(`\\?q=${country}&discipline=painting$`));
  await expect(countHeading(page)).toHaveText(`${painters.length} artists`);
  await expect(search).toHaveValue(country);
  expect(errors).toEqual([]);
});

test('a choice made as the page loads is kept, whenever the app takes over meanwhile: five visits in a row', async ({
  page,
}) => {
  // Chosen at once after the page loads, as a quick visitor does: the app takes over before, during (between the
  // choice's input and change events) or after it.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await watchForTheApp(page);
  for (let visit = 0; visit < 5; visit++) {
    await page.goto(`/artists?q=${country}`);
    await page.getByLabel('Sort by').selectOption('name');
    await appTookOver(page);
    await expect(page).toHaveURL(new RegExp(`\\?q=${country}&sort=name$`));
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    // One entry in the history for one choice.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/artists\\?q=${country}$`));
  }
  expect(errors).toEqual([]);
});

test('an unknown artist shows the not-found page, and the server answers 404', async ({ page }) => {
  const response = await page.goto(`/artists/${uniqueWord('nobody').toLowerCase()}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the artist you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Artists' }).click();
  await expect(page).toHaveURL('/artists');
});
