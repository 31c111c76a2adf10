// Design round 2 on the public pages: featuring is an admin's choice that follows the artist, the documents download
// under their names, cards keep one crop whatever the picture, and the directory sorts and pages to either end.
import { expect, type Page, test } from '@playwright/test';
import { apiOk, upload as uploadFile } from '../support/api.ts';
import { approve, createProfile, importArtists, profileFieldsOf, publishedArtist } from '../support/artists.ts';
import { imageFile } from '../support/images.ts';
import { appTookOver, expectAccessible, settled, useTheme, watchForTheApp } from '../support/pages.ts';
import { fullNameOf, newPerson, signedIn, signedInAdmin, uniqueWord } from '../support/session.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

// Each test signs several people in and publishes their profiles first (minutes on a busy two-core machine).
test.describe.configure({ timeout: 300_000 });

test('the Featured badge follows the artist an admin features: directory, artist page and the landing page', async ({
  browser,
  page,
}) => {
  const word = uniqueWord('Feat');
  const admin = await signedInAdmin(browser);
  const plain = await publishedArtist(browser, admin.page, 'Plain', { city: word });
  const chosen = await publishedArtist(browser, admin.page, 'Chosen', { city: word });
  const chosenName = fullNameOf(chosen.person);

  // Nobody is featured yet: no badge, and the landing page has no 'Featured Artists'.
  await page.goto(`/artists?q=${word}`);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('main').getByText('Featured', { exact: true })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'A Living Record of Artistic Practice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Artists' })).toHaveCount(0);

  // The admin features one of them with the switch in the artists list.
  await admin.page.goto('/admin/artists');
  await admin.page.getByRole('searchbox', { name: 'Search artists' }).fill(chosenName);
  const toggle = admin.page.getByRole('checkbox', { name: `Feature ${chosenName}` });
  await expect(toggle).not.toBeChecked();
  // The switch shows the server's answer: it turns on once the change is saved.
  await toggle.locator('..').click();
  await expect(toggle).toBeChecked();
  await expect(admin.page.locator('.bp6-toast').filter({ hasText: 'Artist featured' })).toBeVisible();

  // The directory badges that artist's card, wherever it sits.
  await page.goto(`/artists?q=${word}`);
  await expect(cards(page)).toHaveCount(2);
  const chosenCard = cards(page).filter({ has: page.getByRole('link', { name: chosenName }) });
  const plainCard = cards(page).filter({ has: page.getByRole('link', { name: fullNameOf(plain.person) }) });
  await expect(chosenCard.getByText('Featured', { exact: true })).toBeVisible();
  await expect(plainCard.getByText('Featured', { exact: true })).toHaveCount(0);
  await settled(page);
  await expectAccessible(page, 'directory with a featured artist');

  // Sorted by name the chosen artist moves; the badge goes with them.
  await page.goto(`/artists?q=${word}&sort=name`);
  await expect(cards(page).first()).toContainText('Chosen');
  await expect(cards(page).first().getByText('Featured', { exact: true })).toBeVisible();

  // The artist's page says so, and the landing page shows them under 'Featured Artists'.
  await page.goto(`/artists/${chosen.profile.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: chosenName })).toBeVisible();
  await expect(page.getByRole('main').getByText('Featured', { exact: true })).toBeVisible();
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Artists' });
  await expect(featured.getByRole('link', { name: chosenName })).toBeVisible();
  await expect(featured.getByRole('link', { name: fullNameOf(plain.person) })).toHaveCount(0);
  await settled(page);
  await expectAccessible(page, 'landing page with featured artists');

  // The admin stops featuring them: the badge and the landing page's section go.
  await apiOk(admin.page, 'PUT', `/api/admin/artists/${chosen.profile.id}/featured`, { featured: false });
  await page.goto(`/artists/${chosen.profile.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: chosenName })).toBeVisible();
  await expect(page.getByRole('main').getByText('Featured', { exact: true })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Artists' })).toHaveCount(0);
  for (const context of [admin.context, plain.context, chosen.context]) await context.close();
});

test('the artist page offers the CV and the portfolio, each downloaded under its file name', async ({ browser, page }) => {
  const admin = await signedInAdmin(browser);
  const artist = await publishedArtist(browser, admin.page, 'Docs');
  await page.goto(`/artists/${artist.profile.slug}`);
  const cv = page.getByRole('link', { name: 'Download CV (PDF)' });
  const portfolio = page.getByRole('link', { name: 'Portfolio (PDF)' });
  await expect(portfolio).toHaveAttribute('href', `/artists/${artist.profile.slug}/portfolio.pdf`);
  for (const [link, file] of [
    [portfolio, `${artist.profile.slug}-portfolio.pdf`],
    [cv, `${artist.profile.slug}-cv.pdf`],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(file);
    // The page stays where it was: a download never replaces it.
    await expect(page).toHaveURL(new RegExp(`/artists/${artist.profile.slug}$`));
  }
  const response = await page.request.get(`/artists/${artist.profile.slug}/portfolio.pdf`);
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${artist.profile.slug}-portfolio.pdf"`);
  await admin.context.close();
  await artist.context.close();
});

test('cards keep one fixed crop at 375 px, whatever the shape of the work or the portrait', async ({ browser }) => {
  const word = uniqueWord('Crop');
  const admin = await signedInAdmin(browser);
  // A tall 4:5 portrait and no work; a tall work; a wide work.
  const shapes: { name: string; portrait?: [number, number]; work?: [number, number] }[] = [
    { name: 'Tallportrait', portrait: [800, 1000] },
    { name: 'Tallwork', work: [800, 1000] },
    { name: 'Widework', work: [1600, 700], portrait: [600, 600] },
  ];
  for (const shape of shapes) {
    const person = newPerson(shape.name);
    const { context, page } = await signedIn(browser, person);
    const profile = await createProfile(page, profileFieldsOf(person, { city: word }));
    let profileImageUrl: string | undefined;
    if (shape.portrait) {
      const [width, height] = shape.portrait;
      const file = await imageFile(page, { name: 'portrait.jpg', type: 'image/jpeg', width, height });
      const uploaded = await uploadFile<{ fileUrl: string }>(page, '/api/my-profile/upload-image', 'profileImage', file);
      profileImageUrl = uploaded.body!.fileUrl;
      await apiOk(page, 'PATCH', `/api/artists/${profile.id}`, { ...profileFieldsOf(person, { city: word }), profileImageUrl });
    }
    if (shape.work) {
      const [width, height] = shape.work;
      const file = await imageFile(page, { name: 'work.jpg', type: 'image/jpeg', width, height, hue: 200 });
      const work = await uploadFile<{ fileUrl: string }>(page, '/api/artists/work-image-upload', 'file', file, {
        artistId: String(profile.id),
      });
      await apiOk(page, 'POST', `/api/artists/${profile.id}/works`, {
        title: `${shape.name} study`,
        medium: 'Oil on linen',
        year: '2024',
        imageUrl: work.body!.fileUrl,
      });
    }
    await approve(admin.page, profile.id);
    await context.close();
  }

  // A phone's screen: 375 px at two device pixels each.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
  const page = await visitor.newPage();
  await page.goto(`/artists?q=${word}`);
  await expect(cards(page)).toHaveCount(3);
  await settled(page);
  const boxes = await cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const media = article.querySelector('.artist-card-media')!.getBoundingClientRect();
      const picture = article.querySelector('.artist-card-media > picture > img, .artist-card-media > img, .artist-card-media > div')!.getBoundingClientRect();
      return { width: media.width, height: media.height, pictureHeight: picture.height, top: media.top };
    }),
  );
  for (const box of boxes) {
    // The card's ratio (4:3), and the picture filling exactly that box.
    expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
    expect(Math.abs(box.pictureHeight - box.height)).toBeLessThan(1);
    expect(box.width).toBeGreaterThan(375 - 40);
  }
  // One column on an upright phone (no card alone in a last row of two): the cards one under another, one size.
  expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.top + boxes[0]!.height);
  expect(Math.abs(boxes[0]!.height - boxes[1]!.height)).toBeLessThan(1);
  // A card with a work leads with it, the portrait small beside the name.
  const wide = cards(page).filter({ hasText: 'Widework' });
  await expect(wide.locator('.artist-card-media img.artist-card-work')).toHaveCount(1);
  // A card one a row takes the screen's width, yet a phone fetches the work's small file, not the 1,600 px one.
  await expect
    .poll(() => wide.locator('img.artist-card-work').evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-400\.webp$/);
  await expect(wide.locator('.artist-card-body .artist-card-portrait')).toHaveCount(1);
  await expectAccessible(page, 'directory at 375 px');
  await visitor.close();
  await admin.context.close();
});

test('the directory sorts by name or latest change and its pager goes to the first and last pages', async ({
  browser,
  page,
}) => {
  const word = uniqueWord('Sorted');
  const admin = await signedInAdmin(browser);
  const names = Array.from({ length: 20 }, (_, i) => `${String.fromCharCode(90 - i)}ara ${word}`);
  await importArtists(
    admin.page,
    names.map((fullName, i) => ({
      fullName,
      email: `${word.toLowerCase()}-${i}@oeuvre.test`,
      city: 'Porto',
      country: 'Portugal',
      disciplines: ['painting'],
    })),
    word,
  );
  await admin.context.close();

  // The server draws the filters; the app takes them over (a choice made before is kept: web-directory.spec.ts).
  await watchForTheApp(page);
  await page.goto(`/artists?q=${word}`);
  await expect(page.getByRole('heading', { level: 2, name: '20 artists' })).toBeVisible();
  await appTookOver(page);
  await page.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(new RegExp(`sort=name`));
  const sortedNames = [...names].sort();
  await expect(cards(page).first()).toContainText(sortedNames[0]!);

  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Last page, 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).last()).toContainText(sortedNames.at(-1)!);
  await expect(pager.getByRole('button', { name: 'Last page, 3' })).toBeDisabled();
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(cards(page).first()).toContainText(sortedNames[0]!);

  await page.getByLabel('Sort by').selectOption('updated');
  await expect(page).toHaveURL(/sort=updated/);
  await expect(cards(page)).toHaveCount(9);
  await settled(page);
  await expectAccessible(page, 'directory sorted by the latest change');
});

test('in the dark theme links keep the accent (Blueprint’s screens too), buttons and filters the tokens', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await useTheme(context, 'dark');
  const page = await context.newPage();
  // The contact form is drawn with the light components: Blueprint's stylesheet is not loaded for it.
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect(page.locator('link[data-blueprint-styles]')).toHaveCount(0);
  const token = (name: string) =>
    page.evaluate((token) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${token})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, name);
  const accent = await token('--oe-accent');
  await expect(page.getByRole('main').getByRole('link', { name: 'FAQ' })).toHaveCSS('color', accent);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveCSS('color', accent);
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first();
  await expect(signIn).toHaveCSS('color', await token('--oe-ink'));
  await signIn.hover();
  await expect(signIn).toHaveCSS('color', await token('--oe-ink'));
  // The current page in the header: the accent and its underline, no pill behind it.
  const current = page.getByRole('banner').getByRole('link', { name: 'Contact' }).first();
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current).toHaveCSS('color', await token('--oe-accent-hover'));
  await expect(current).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  // The directory's filters are filled with the tokens' muted surface, not Blueprint's blue-grey.
  await page.goto('/artists');
  await expect(page.getByLabel('Sort by')).toHaveCSS('background-color', await token('--oe-surface-muted'));
  await context.close();

  // A Blueprint screen (the CV editor, signed in): its stylesheet, which colours every dark link blue, is loaded, and
  // the links keep the accent all the same.
  const artist = await signedIn(browser, newPerson('Dusk'));
  await useTheme(artist.context, 'dark');
  await artist.page.goto('/create-cv');
  await expect(artist.page.locator('link[data-blueprint-styles]')).toHaveCount(1);
  await expect(artist.page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveCSS(
    'color',
    accent,
  );
  await artist.context.close();
});

test('the landing page invites to join across the whole section, never in a half-empty row', async ({ browser }) => {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const card = page.locator('.join-card');
    await expect(card.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
    // As wide as the row of feature cards above it.
    const [cardBox, rowBox] = await Promise.all([card.boundingBox(), page.locator('.card-grid').boundingBox()]);
    expect(Math.abs(cardBox!.width - rowBox!.width)).toBeLessThan(2);
    await context.close();
  }
});

test('a note reads in ink on the accent’s tint, its sign in the accent, so its links stand out', async ({ page }) => {
  await page.goto('/resources/cv-guide');
  const note = page.locator('.ui-callout.ui-intent-primary').filter({ hasText: 'Ready to start?' });
  await expect(note).toBeVisible();
  const colour = (token: string) =>
    page.evaluate((name) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, token);
  const accent = await colour('--oe-accent');
  await expect(note).toHaveCSS('color', await colour('--oe-ink'));
  await expect(note.locator('.ui-callout-icon')).toHaveCSS('color', accent);
  await expect(note.getByRole('link', { name: 'Create CV' })).toHaveCSS('color', accent);
});
