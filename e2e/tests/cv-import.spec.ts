// Importing a CV: a file or pasted text read by the real server, reviewed entry by entry, added to the draft; for an
// artist with a profile and for a newcomer on Create Your CV. The people and their CVs are invented.
import { expect, type Page, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { createProfile, profileFieldsOf } from '../support/artists.ts';
import { pdfOf, type PdfLine } from '../support/cv-pdf.ts';
import { attachScreenshot, expectAccessible, expectToast, useTheme } from '../support/pages.ts';
import { fullNameOf, newPerson, type Person, signedIn } from '../support/session.ts';

const UNREAD = 'Studio assistant to various printmakers along the western coast';

/** An invented artist's CV: details, three sections, and a line under a heading the reader does not know. */
function cvLines(person: Person): PdfLine[] {
  return [
    { text: fullNameOf(person), bold: true },
    { text: 'Born 1987, Tromso, Norway. Lives and works in Bergen, Norway.' },
    { text: person.email },
    { text: 'Education', bold: true, gapBefore: true },
    { text: '2010-2012 MFA, Bergen Academy of Art and Design, Bergen' },
    { text: 'Solo Exhibitions', bold: true, gapBefore: true },
    { text: '2023 Low Tide Archive, Galleri Nord, Bergen' },
    { text: '2021 Salt Rooms, Kunsthall Vest, Stavanger' },
    { text: 'Awards', bold: true, gapBefore: true },
    { text: '2020 Coastal Painting Prize, Vest Foundation' },
    { text: 'Other', bold: true, gapBefore: true },
    { text: UNREAD },
  ];
}

/** The CV as pasted text, without the unknown heading (plain text has no fonts to tell a heading by). */
const cvText = (person: Person) =>
  cvLines(person)
    .slice(0, -2)
    .map((line) => `${line.gapBefore ? '\n' : ''}${line.text}`)
    .join('\n');

async function openImport(page: Page) {
  await page.goto('/create-cv');
  await page.getByRole('link', { name: 'Import CV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import your CV' })).toBeVisible();
}

async function pasteCv(page: Page, text: string) {
  await page.getByLabel('Or paste the text of your CV').fill(text);
  await page.getByRole('button', { name: 'Read pasted text' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your imported CV' })).toBeVisible({ timeout: 30_000 });
}

const entry = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('an artist imports a PDF: changes a section, places an unread line, adds the entries and sees them in the editor', async ({
  browser,
}, testInfo) => {
  const person = newPerson('Sunniva');
  const { context, page } = await signedIn(browser, person);
  await createProfile(page, profileFieldsOf(person));
  await openImport(page);

  await page.getByLabel('CV file').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfOf(cvLines(person)) });
  await expect(page.getByRole('heading', { level: 1, name: 'Review your imported CV' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Solo Exhibitions (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Education (1)' })).toBeVisible();
  // Each entry with the line it was read from beside it.
  const lowTide = entry(page, 'Low Tide Archive');
  await expect(lowTide.getByText('2023 Low Tide Archive, Galleri Nord, Bergen')).toBeVisible();
  // The venue it will link to once published: a known one with its city, or a new one (other suites may know it).
  await expect(lowTide.getByTestId('import-venue')).toHaveText(/^Venue: (Galleri Nord, Bergen|New venue)$/);
  await expect(entry(page, 'Coastal Painting Prize').getByTestId('import-venue')).toHaveCount(0);
  await expect(page.getByText(/^\d+ lines? set aside: headings, your details, page numbers and repeated headers$/)).toBeVisible();
  await expectAccessible(page, 'the import review');
  await attachScreenshot(page, testInfo, 'import review');

  // Keyboard: the entry's tick is reached with Tab and toggled with Space.
  const prize = entry(page, 'Coastal Painting Prize').getByRole('checkbox');
  await prize.focus();
  await page.keyboard.press('Space');
  await expect(prize).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Add 3 entries' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(prize).toBeChecked();

  // Low Tide Archive was a group show: every field goes with it.
  await lowTide.getByLabel('Section').selectOption('groupExhibitions');
  await expect(page.getByRole('heading', { name: 'Group Exhibitions (1)' })).toBeVisible();
  await expect(entry(page, 'Low Tide Archive').getByLabel('Venue *')).toHaveValue('Galleri Nord');

  // The unread line becomes a teaching entry, completed in place.
  await page.getByLabel(`Send to section: ${UNREAD}`).selectOption('teaching');
  await page.getByRole('button', { name: `Send: ${UNREAD}` }).click();
  const teaching = entry(page, UNREAD);
  await expect(teaching.getByLabel('Role *')).toBeFocused();
  await teaching.getByLabel('Institution *').fill('Vestland Print Workshop');

  await page.getByRole('button', { name: 'Add 5 entries' }).click();
  await expectToast(page, 'CV imported', 'Group Exhibitions: 1');
  await expect(page).toHaveURL(/\/create-cv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();

  await page.getByRole('tab', { name: 'Exhibitions', exact: true }).click();
  await page.getByRole('tab', { name: 'Group', exact: true }).click();
  await expect(page.getByRole('tabpanel').last().getByText('Low Tide Archive')).toBeVisible();
  await page.getByRole('tab', { name: 'Solo', exact: true }).click();
  await expect(page.getByRole('tabpanel').last().getByText('Salt Rooms')).toBeVisible();
  await page.getByRole('tab', { name: 'Teaching', exact: true }).click();
  await expect(page.getByRole('tabpanel').last().getByText(UNREAD)).toBeVisible();

  const draft = await apiOk<Record<string, { title?: string; role?: string }[]>>(page, 'GET', '/api/my-profile');
  expect(draft.groupExhibitions?.map((e) => e.title)).toEqual(['Low Tide Archive']);
  expect(draft.soloExhibitions?.map((e) => e.title)).toEqual(['Salt Rooms']);
  expect(draft.teaching?.map((e) => e.role)).toEqual([UNREAD]);
  await context.close();
});

test('a newcomer creates a profile from pasted text on Create Your CV', async ({ browser }) => {
  const person = newPerson('Ola');
  const { context, page } = await signedIn(browser, person);
  await page.goto('/create-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Artist CV' })).toBeVisible();
  await page.getByRole('link', { name: 'Import CV' }).click();
  await pasteCv(page, cvText(person));

  // The details create the profile: the name is required and read from the CV.
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details.getByLabel('Full name *')).toHaveValue(fullNameOf(person));
  await expect(details.getByLabel('City', { exact: true })).toHaveValue('Bergen');
  await page.getByRole('button', { name: 'Add 4 entries' }).click();
  await expectToast(page, 'CV imported', 'Your profile was created from your CV');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();
  await page.getByRole('tab', { name: 'Education', exact: true }).click();
  await expect(page.getByRole('tabpanel').last().getByText('MFA')).toBeVisible();
  const draft = await apiOk<{ profile: { fullName: string; city: string } }>(page, 'GET', '/api/my-profile');
  expect(draft.profile).toMatchObject({ fullName: fullNameOf(person), city: 'Bergen' });
  await context.close();
});

test('at 375 px (dark theme) the review fits without sideways scrolling, its fields stack, it passes axe-core, and leaving asks first', async ({
  browser,
}, testInfo) => {
  const person = newPerson('Liv');
  const { context, page } = await signedIn(browser, person);
  await createProfile(page, profileFieldsOf(person));
  await page.setViewportSize({ width: 375, height: 812 });
  await useTheme(context, 'dark');
  // The import's own address is a page of the app (a reload there is no 404).
  const visit = await page.goto('/create-cv/import');
  expect(visit?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Import your CV' })).toBeVisible();
  await pasteCv(page, cvText(person));

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The line read and the fields are one above the other; so are the fields.
  const card = entry(page, 'Salt Rooms');
  const source = await card.locator('figure').boundingBox();
  const title = await card.getByLabel('Title *').boundingBox();
  const venue = await card.getByLabel('Venue *').boundingBox();
  expect(source && title && venue).toBeTruthy();
  expect(title!.y).toBeGreaterThanOrEqual(source!.y + source!.height);
  expect(venue!.y).toBeGreaterThan(title!.y);
  await expectAccessible(page, 'the import review at 375 px, dark');
  await attachScreenshot(page, testInfo, 'import review (375 px)');

  // Leaving with the review unapplied asks first; staying keeps it, leaving discards it.
  await page.getByRole('link', { name: '← Back to the editor' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Leave the import?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep reviewing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your imported CV' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to the editor' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(/\/create-cv$/);
  await context.close();
});
