import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiOk, upload } from '../support/api.ts';
import { approve, createProfile, profileFieldsOf } from '../support/artists.ts';
import { imageFile } from '../support/images.ts';
import { expectAccessible } from '../support/pages.ts';
import { pdfText } from '../support/pdf.ts';
import { fullNameOf, newPerson, signedIn, signedInAdmin } from '../support/session.ts';

/** Clicks a download link and returns the file's name and bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** Ticks or unticks a Blueprint checkbox or switch as a person does: by clicking its label. */
async function setChecked(page: Page, name: string | RegExp, checked: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: typeof name === 'string' });
  await page.locator('label', { has: box }).click();
  await (checked ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}

/** The preview's section headings, top to bottom. */
const headingsOf = (preview: Locator) => preview.getByRole('heading', { level: 3 });

test('an artist builds a tailored selection in the Export tab, previews it and downloads the CV, the portfolio and the JSON', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const person = newPerson('Noor');
  const name = fullNameOf(person);
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person, { website: 'https://noor.example' }));
  const add = (segment: string, entry: Record<string, string>) =>
    apiOk(page, 'POST', `/api/artists/${profile.id}/${segment}`, entry);
  await add('solo-exhibitions', { title: 'Salt Lines', venue: 'Galeria Sete', city: 'Porto', year: '2024' });
  await add('solo-exhibitions', { title: 'Harbour', venue: 'Kunsthalle Kiel', city: 'Kiel', year: '2019' });
  await add('group-exhibitions', { title: 'Tidal', venue: 'MAAT', city: 'Lisbon', year: '2022' });
  await add('group-exhibitions', { title: 'Common Ground', venue: 'MCA', city: 'Sydney', year: '2020' });
  await add('group-exhibitions', { title: 'Night Shift', venue: 'Artspace', city: 'Auckland', year: '2018' });
  await add('education', {
    institution: 'Slade School of Fine Art',
    degree: 'MFA Sculpture',
    years: '2014-2016',
  });
  const image = await imageFile(page, { name: 'work.jpg', type: 'image/jpeg', width: 900, height: 600 });
  const uploaded = await upload<{ fileUrl: string }>(page, '/api/artists/work-image-upload', 'file', image, {
    artistId: String(profile.id),
  });
  await add('works', {
    title: 'Estuary in Winter',
    medium: 'Oil on linen',
    dimensions: '120 x 90 cm',
    year: '2023',
    imageUrl: uploaded.body.fileUrl,
  });
  await approve(admin.page, profile.id);

  // The artist hides an entry: it leaves the public CV at once, and stays in their own editor, marked.
  await page.goto('/create-cv?tab=exhibitions');
  await page.getByRole('tab', { name: 'Group', exact: true }).click();
  await page.getByRole('button', { name: 'Make private: Common Ground' }).click();
  await expect(page.getByRole('button', { name: 'Make public: Common Ground' })).toBeVisible();
  const publicCv = await page.request.get(`/artists/${profile.slug}/cv.pdf`);
  expect(publicCv.status()).toBe(200);
  const publicText = pdfText(await publicCv.body());
  expect(publicText).toContain('Tidal, MAAT, Lisbon');
  expect(publicText).toContain('Night Shift, Artspace, Auckland');
  expect(publicText).not.toContain('Common Ground');

  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page).toHaveURL(/\?tab=export$/);
  const preview = page.getByRole('region', { name: 'Preview of the CV' });
  await expect(preview.getByText(name, { exact: true })).toBeVisible();
  await expect(preview.getByText('Lisbon, Portugal')).toBeVisible();
  await expect(headingsOf(preview)).toHaveText(['Solo Exhibitions', 'Group Exhibitions', 'Education']);
  await expect(preview.getByText(/Common Ground/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    '/api/my-profile/cv.pdf',
  );

  // Tailoring: one entry left out, a section left out, the order changed by dragging and by the keyboard.
  await page.getByRole('button', { name: 'Group Exhibitions entries, 2 of 3' }).click();
  const hidden = page.getByRole('checkbox', { name: /Common Ground/ });
  await expect(hidden).not.toBeChecked();
  await expect(page.locator('label', { has: hidden })).toContainText('Private');
  await expectAccessible(page, 'the Export tab');
  await setChecked(page, /Night Shift/, false);
  await expect(headingsOf(preview)).toHaveText([
    'Solo Exhibitions',
    'Selected Group Exhibitions',
    'Education',
  ]);
  await expect(preview.getByText(/Night Shift/)).toHaveCount(0);
  await setChecked(page, 'Education', false);
  await page.getByTestId('drag-groupExhibitions').dragTo(page.locator('li[data-section="soloExhibitions"]'));
  await expect(headingsOf(preview)).toHaveText(['Selected Group Exhibitions', 'Solo Exhibitions']);
  await page.getByRole('button', { name: 'Move Solo Exhibitions up' }).focus();
  await page.keyboard.press('Enter');
  await expect(headingsOf(preview)).toHaveText(['Solo Exhibitions', 'Selected Group Exhibitions']);
  // At the top its up arrow is disabled: the focus waits on its down arrow.
  await expect(page.getByRole('button', { name: 'Move Solo Exhibitions down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headingsOf(preview)).toHaveText(['Selected Group Exhibitions', 'Solo Exhibitions']);
  await setChecked(page, 'Artist statement', true);
  await expect(preview.getByText(/I paint the coastline at first light/)).toBeVisible();
  await page.locator('label', { hasText: 'Letter' }).click();
  await expect(page.getByRole('radio', { name: 'Letter' })).toBeChecked();

  // Unsaved choices cannot be downloaded: the server makes the documents from what is saved.
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Save as a new selection' }).click();
  await page.getByLabel('Name of the new selection').fill('Residency applications');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Document')).toHaveValue(/^\d+$/);
  const selection = await page.getByLabel('Document').inputValue();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/my-profile/cv.pdf?selection=${selection}`,
  );

  // The server's own message for a second selection of the same name.
  await page.getByRole('button', { name: 'New selection' }).click();
  await page.getByLabel('Name of the new selection').fill('Residency applications');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A selection with this name already exists')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The saved selection comes back as it was after a reload.
  await page.reload();
  await page.getByLabel('Document').selectOption({ label: 'Residency applications' });
  await expect(headingsOf(preview)).toHaveText(['Selected Group Exhibitions', 'Solo Exhibitions']);

  const cv = await download(page, page.getByRole('link', { name: 'Download PDF' }));
  expect(cv.name).toBe(`${profile.slug}-cv.pdf`);
  const text = pdfText(cv.bytes);
  expect(text).toContain(name);
  expect(text).toContain('I paint the coastline at first light');
  expect(text.indexOf('Selected Group Exhibitions')).toBeGreaterThan(-1);
  expect(text.indexOf('Selected Group Exhibitions')).toBeLessThan(text.indexOf('Solo Exhibitions'));
  expect(text).toContain('Tidal, MAAT, Lisbon');
  expect(text).toContain('Salt Lines, Galeria Sete, Porto');
  expect(text).not.toContain('Night Shift');
  expect(text).not.toContain('Common Ground');
  expect(text).not.toContain('Education');
  expect(text).not.toContain('Slade');

  const portfolio = await download(page, page.getByRole('link', { name: 'Download portfolio PDF' }));
  expect(portfolio.name).toBe(`${profile.slug}-portfolio.pdf`);
  const portfolioText = pdfText(portfolio.bytes);
  expect(portfolioText).toContain('Portfolio');
  expect(portfolioText).toContain('Selected Group Exhibitions');
  expect(portfolioText).not.toContain('Night Shift');
  expect(portfolioText).toContain('Estuary in Winter');

  const json = await download(page, page.getByRole('link', { name: 'Download JSON' }));
  const resume = JSON.parse(json.bytes.toString('utf8')) as {
    basics: { name: string };
    projects?: { name: string }[];
  };
  expect(resume.basics.name).toBe(name);
  const projects = (resume.projects ?? []).map((p) => p.name).join(' | ');
  expect(projects).toContain('Tidal');
  expect(projects).not.toContain('Night Shift');

  // Rename, then delete after one confirmation: back to the whole CV.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name').fill('Open call 2027');
  await page.getByLabel('New name').press('Enter');
  await expect(page.getByLabel('Document').locator('option:checked')).toHaveText('Open call 2027');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete the selection “Open call 2027”?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByLabel('Document')).toHaveValue('whole');
  await expect(headingsOf(preview)).toHaveText(['Solo Exhibitions', 'Group Exhibitions', 'Education']);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    '/api/my-profile/cv.pdf',
  );
  expect(await apiOk<unknown[]>(page, 'GET', '/api/my-profile/cv-selections')).toEqual([]);

  await context.close();
  await admin.context.close();
});
