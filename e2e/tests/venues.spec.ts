// Venues (issue #28): the editor suggests known venues, artist pages link to venue pages and venue pages to the
// artists who showed there, and an admin merges two spellings of one place.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { type Artist, approve, createProfile, profileFieldsOf } from '../support/artists.ts';
import {
  appTookOver,
  expectAccessible,
  keepTheServersHeading,
  serverHeadingKept,
  settled,
  useTheme,
  watchForTheApp,
} from '../support/pages.ts';
import { newPerson, signedIn, signedInAdmin, uniqueWord } from '../support/session.ts';

interface GroupShow {
  title: string;
  venue: string;
  city: string;
  year: string;
}

/** A published artist whose CV has this group exhibition (added through the API, then approved). */
async function artistWithGroupShow(
  browser: Browser,
  adminPage: Page,
  firstName: string,
  show: GroupShow,
): Promise<Artist> {
  const person = newPerson(firstName);
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person));
  await apiOk(page, 'POST', `/api/artists/${profile.id}/group-exhibitions`, show);
  await approve(adminPage, profile.id);
  return { person, profile, context, page };
}

test('an artist adding an exhibition picks a suggested venue: the city is filled in', async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  const word = uniqueWord('Harbour');
  const venue = `Galerie ${word}`;
  const known = await artistWithGroupShow(browser, admin.page, 'Marta', {
    title: 'Salt and Light',
    venue,
    city: 'Kiel',
    year: '2021',
  });

  const person = newPerson('Jonas');
  const { page, context } = await signedIn(browser, person);
  await createProfile(page, profileFieldsOf(person));
  await page.goto('/create-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();
  await page.getByRole('tab', { name: 'Exhibitions', exact: true }).click();
  await page.getByRole('tab', { name: 'Group', exact: true }).click();
  const panel = page.getByRole('tabpanel').last();
  await panel.getByRole('button', { name: 'Add group exhibition' }).click();
  const form = panel.getByRole('form', { name: 'Add group exhibition' });
  await form.getByLabel('Title *', { exact: true }).fill('Salt and Light');

  // Part of the name, as typed: the known venue is offered with its city.
  const venueField = form.getByLabel('Venue *', { exact: true });
  await venueField.pressSequentially(word.slice(0, 8));
  const listId = await venueField.getAttribute('list');
  expect(listId).toBeTruthy();
  const offered = page.locator(`datalist[id="${listId}"] option`);
  await expect(offered).toHaveCount(1);
  await expect(offered).toHaveAttribute('value', `${venue}, Kiel`);

  // Choosing it (the browser puts the option's value in the field) keeps the name and fills the city.
  await venueField.fill(`${venue}, Kiel`);
  await expect(venueField).toHaveValue(venue);
  await expect(form.getByLabel('City *', { exact: true })).toHaveValue('Kiel');
  await form.getByLabel('Year *', { exact: true }).fill('2021');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Salt and Light' })).toContainText(
    `${venue}, Kiel, 2021`,
  );
  const mine = await apiOk<{ groupExhibitions: GroupShow[] }>(page, 'GET', '/api/my-profile');
  expect(mine.groupExhibitions).toEqual([expect.objectContaining({ venue, city: 'Kiel', year: '2021' })]);

  await Promise.all([context.close(), known.context.close(), admin.context.close()]);
});

test('a visitor goes from an artist page to the venue page, and on to another artist who showed there', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const venue = `Kunsthall ${uniqueWord('Fjord')}`;
  const show = { title: 'Tidelines', venue, city: 'Bergen', year: '2022' };
  const first = await artistWithGroupShow(browser, admin.page, 'Sigrid', show);
  const second = await artistWithGroupShow(browser, admin.page, 'Tomas', show);

  const visitor = await browser.newPage();
  await visitor.goto(`/artists/${second.profile.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: second.profile.fullName })).toBeVisible();
  const group = visitor.getByRole('region', { name: 'Group Exhibitions', exact: true });
  await expect(group).toContainText(`Tidelines, ${venue}, Bergen`);
  // The same group show: the other artist is in 'Exhibited with'.
  await expect(
    visitor
      .getByRole('region', { name: 'Exhibited with' })
      .getByRole('link', { name: first.profile.fullName }),
  ).toHaveAttribute('href', `/artists/${first.profile.slug}`);

  await group.getByRole('link', { name: `Venue: ${venue}` }).click();
  await expect(visitor).toHaveURL(/\/venues\/[a-z0-9-]+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: venue })).toBeVisible();
  await settled(visitor);
  // Its place under the name (the city, then the kind).
  await expect(visitor.getByText(/^Bergen\b/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: '2 artists in the directory' })).toBeVisible();
  // One group show with both artists, listed once.
  const exhibition = visitor.getByRole('listitem').filter({ hasText: 'Tidelines' });
  await expect(exhibition).toHaveCount(1);
  await expect(exhibition).toContainText('2022');
  await expect(exhibition.getByRole('link', { name: second.profile.fullName })).toBeVisible();

  await exhibition.getByRole('link', { name: first.profile.fullName }).click();
  await expect(visitor).toHaveURL(`/artists/${first.profile.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: first.profile.fullName })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Group Exhibitions', exact: true })).toContainText(
    `Tidelines, ${venue}, Bergen`,
  );

  await visitor.close();
  await Promise.all([first.context.close(), second.context.close(), admin.context.close()]);
});

test("a venue's page and the venue list arrive drawn: readable without JavaScript, then adopted by the app without asking for their data again", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const word = uniqueWord('Skagen');
  const venue = `Kunstmuseum ${word}`;
  const show = { title: 'North Light', venue, city: 'Aalborg', year: '2018' };
  const first = await artistWithGroupShow(browser, admin.page, 'Anna', show);
  const second = await artistWithGroupShow(browser, admin.page, 'Peder', show);
  const page = await admin.page.request.get(`/api/venues?q=${encodeURIComponent(word)}`);
  const { venues } = (await page.json()) as { venues: { slug: string }[] };
  expect(venues).toHaveLength(1);
  const slug = venues[0]!.slug;

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`/venues/${slug}`);
  await expect(bare.getByRole('heading', { level: 1, name: venue })).toBeVisible();
  const exhibition = bare.getByRole('listitem').filter({ hasText: 'North Light' });
  for (const { profile } of [first, second])
    await expect(exhibition.getByRole('link', { name: profile.fullName })).toHaveAttribute(
      'href',
      `/artists/${profile.slug}`,
    );
  await bare.goto(`/venues?q=${encodeURIComponent(word)}`);
  await expect(bare.getByRole('link', { name: venue })).toHaveAttribute('href', `/venues/${slug}`);
  await expect(bare.getByRole('heading', { level: 2, name: '1 venue' })).toBeVisible();
  await noScript.close();

  // With JavaScript: the h1 the parser inserted is still the page's once the app has run (adopted, not drawn again),
  // and neither page asks for its data: it came with the HTML.
  const visitor = await browser.newPage();
  await keepTheServersHeading(visitor);
  const requested: string[] = [];
  visitor.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const errors: string[] = [];
  visitor.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  visitor.on('pageerror', (e) => errors.push(e.message));
  await watchForTheApp(visitor);
  for (const path of [`/venues/${slug}`, `/venues?q=${encodeURIComponent(word)}`]) {
    await visitor.goto(path);
    await appTookOver(visitor);
    const same = await serverHeadingKept(visitor);
    expect(same, `${path}: the server's heading is still in the page`).toBe(true);
    expect(errors, path).toEqual([]);
  }
  await expect(visitor.getByRole('link', { name: venue })).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/api/venues'))).toEqual([]);
  // Searching again asks the API as usual.
  await visitor.getByRole('textbox', { name: 'Venue name' }).fill('zzzz-nowhere');
  await visitor.getByRole('button', { name: 'Search' }).click();
  await expect(visitor.getByText('No venues found')).toBeVisible();
  expect(requested.filter((p) => p === '/api/venues').length).toBeGreaterThan(0);

  await visitor.close();
  await Promise.all([first.context.close(), second.context.close(), admin.context.close()]);
});

test('an admin merges two spellings of one venue: its page then lists both artists', async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  const word = uniqueWord('Nordlys');
  const venue = `Galleri ${word}`;
  const other = `Galleri ${word} Art Space`;
  const first = await artistWithGroupShow(browser, admin.page, 'Ingrid', {
    title: 'Polar Night',
    venue,
    city: 'Tromso',
    year: '2020',
  });
  const second = await artistWithGroupShow(browser, admin.page, 'Olav', {
    title: 'Midnight Sun',
    venue: other,
    city: 'Tromso',
    year: '2019',
  });

  // Before: two venues, each with its own artist.
  const visitor = await browser.newPage();
  await visitor.goto(`/artists/${second.profile.slug}`);
  const otherLink = visitor.getByRole('link', { name: `Venue: ${other}` });
  const otherPath = (await otherLink.getAttribute('href'))!;
  expect(otherPath).toMatch(/^\/venues\/[a-z0-9-]+$/);

  const page = admin.page;
  await page.goto('/admin/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search venues' }).fill(word);
  // Each venue is a group named by the venue, its fields labelled.
  const card = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(card(venue)).toContainText('1 artist');
  await expect(card(other)).toContainText('1 artist');
  await expect(card(other)).toContainText(`Spellings: ${other} (Tromso)`);
  const target = (await card(venue)
    .getByText(/^#\d+$/)
    .textContent())!.slice(1);

  await card(other).getByLabel('Merge into venue number', { exact: true }).fill(target);
  await card(other).getByRole('button', { name: 'Merge', exact: true }).click();
  const merged = page.locator('[data-venue]').filter({ hasText: `merged into ${venue}` });
  await expect(merged).toHaveCount(1);
  await expect(merged.getByRole('button', { name: 'Undo merge' })).toBeVisible();
  await expect(card(venue)).toContainText('2 artists');
  await expect(card(venue)).toContainText(`${other} (Tromso)`);

  // The artist's entry now links to the venue it was merged into, whose page lists both artists.
  await visitor.goto(`/artists/${second.profile.slug}`);
  const group = visitor.getByRole('region', { name: 'Group Exhibitions', exact: true });
  // The artist's own words stay; the link beside them names the venue.
  await expect(group).toContainText(`Midnight Sun, ${other}, Tromso`);
  await group.getByRole('link', { name: `Venue: ${venue}` }).click();
  await expect(visitor).toHaveURL(/\/venues\/[a-z0-9-]+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: venue })).toBeVisible();
  const venuePath = new URL(visitor.url()).pathname;
  expect(venuePath).not.toBe(otherPath);
  await expect(visitor.getByRole('link', { name: '2 artists in the directory' })).toBeVisible();
  for (const [title, artist] of [
    ['Polar Night', first],
    ['Midnight Sun', second],
  ] as const) {
    await expect(
      visitor
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByRole('link', { name: artist.profile.fullName }),
    ).toHaveAttribute('href', `/artists/${artist.profile.slug}`);
  }

  // The merged venue's old address moves to the venue it became.
  await visitor.goto(otherPath);
  await expect(visitor).toHaveURL(venuePath);
  await expect(visitor.getByRole('heading', { level: 1, name: venue })).toBeVisible();

  await visitor.close();
  await Promise.all([first.context.close(), second.context.close(), admin.context.close()]);
});

test("the venue list and a venue's page pass axe-core in both themes, the search's fields labelled on the page", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const venue = `Kunstverein ${uniqueWord('Aare')}`;
  const { context } = await artistWithGroupShow(browser, admin.page, 'Vera', {
    title: 'River Works',
    venue,
    city: 'Bern',
    year: '2023',
  });
  const found = await admin.page.request.get(`/api/venues?q=${encodeURIComponent(venue)}`);
  const slug = ((await found.json()) as { venues: { slug: string }[] }).venues[0]!.slug;
  for (const theme of ['light', 'dark'] as const) {
    const visitor = await browser.newContext();
    await useTheme(visitor, theme);
    const page = await visitor.newPage();
    await page.goto('/venues');
    await settled(page);
    // A label one can see above each field (not a placeholder that goes away while typing), tied to it.
    for (const label of ['Venue name', 'City', 'Kind']) {
      await expect(page.locator('form[role="search"] label', { hasText: label })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expectAccessible(page, `/venues (${theme})`);
    await page.goto(`/venues/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();
    await settled(page);
    await expectAccessible(page, `/venues/${slug} (${theme})`);
    // The artists' names are in the ink, underlined, not in the accent (a busy venue lists hundreds).
    const name = page.locator('.venue-events a').first();
    const look = await name.evaluate((a) => {
      const style = getComputedStyle(a);
      return { color: style.color, ink: getComputedStyle(a.closest('li')!).color, line: style.textDecorationLine };
    });
    expect(look.color).toBe(look.ink);
    expect(look.line).toBe('underline');
    await visitor.close();
  }
  await Promise.all([context.close(), admin.context.close()]);
});

test("on the artist page a venue link under an entry's details starts where the entry does", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const person = newPerson('Mirela');
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person));
  const collection = `Sammlung ${uniqueWord('Rhein')}`;
  await apiOk(page, 'POST', `/api/artists/${profile.id}/collections`, {
    type: 'public',
    name: collection,
    location: 'Basel',
    year: '2019',
    workTitle: 'Low Water',
    notes: 'Gift of the artist',
  });
  await approve(admin.page, profile.id);

  const visitor = await browser.newPage();
  await visitor.goto(`/artists/${profile.slug}`);
  const entry = visitor.getByRole('region', { name: 'Collections', exact: true }).getByRole('listitem');
  const link = entry.getByRole('link', { name: `Venue: ${collection}` });
  await expect(link).toBeVisible();
  const left = async (selector: string) => (await entry.locator(selector).boundingBox())!.x;
  // The details are a line of their own and the link the next: both start at the entry's edge, no space before it.
  expect(await left('.cv-notes')).toBe(await left('.cv-body'));
  expect((await link.boundingBox())!.x).toBe(await left('.cv-body'));
  await visitor.close();
  await Promise.all([context.close(), admin.context.close()]);
});

test("at 375 px the admin's venues page lays each venue out for a phone: labelled fields, Save under them, the merge on one line", async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const word = uniqueWord('Lagune');
  const venue = `Galerie ${word}`;
  const { context } = await artistWithGroupShow(browser, admin.page, 'Chiara', {
    title: 'Salt Marsh',
    venue,
    city: 'Venice',
    year: '2017',
  });
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    storageState: await admin.context.storageState(),
  });
  const page = await phone.newPage();
  await page.goto('/admin/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await page.getByLabel('Search venues', { exact: true }).fill(word);
  const card = page.getByRole('group', { name: venue, exact: true });
  await expect(card).toHaveCount(1);
  for (const label of ['Name', 'City', 'Country', 'Kind', 'Website', 'Wikidata', 'Merge into venue number']) {
    await expect(card.locator('label', { hasText: label }).first()).toBeVisible();
  }
  await expect(card.getByLabel('City', { exact: true })).toHaveValue('Venice');
  const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!;
  const name = await box(card.getByLabel('Name', { exact: true }));
  const save = await box(card.getByRole('button', { name: 'Save' }));
  const into = await box(card.getByLabel('Merge into venue number', { exact: true }));
  const merge = await box(card.getByRole('button', { name: 'Merge', exact: true }));
  const title = await box(card.getByText(venue, { exact: true }));
  const number = await box(card.getByText(/^#\d+$/));
  // Save starts where the fields do; the merge's field and button share a line; the venue's number sits by its name.
  expect(Math.round(save.x)).toBe(Math.round(name.x));
  expect(Math.round(merge.y + merge.height)).toBe(Math.round(into.y + into.height));
  expect(Math.round(into.x)).toBe(Math.round(name.x));
  expect(Math.abs(number.y + number.height / 2 - (title.y + title.height / 2))).toBeLessThan(2);
  // Nothing runs past the screen.
  for (const control of [name, save, into, merge]) expect(control.x + control.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, '/admin/venues at 375 px');
  await phone.close();
  await Promise.all([context.close(), admin.context.close()]);
});
