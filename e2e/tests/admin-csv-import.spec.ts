import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

function csvOf(tag: string): string {
  const good = [1, 2, 3].map(
    (n) => `Good${tag} Artist${n},good${n}.${tag}@oeuvre.test,Berlin,Germany,,"Paint, paper and light."`,
  );
  const bad = [
    `B,bad1.${tag}@oeuvre.test,Berlin,Germany,,`,
    `Bad${tag} Two,not-an-email,Berlin,Germany,,`,
    `Bad${tag} Three,bad3.${tag}@oeuvre.test,,Germany,,`,
    `Bad${tag} Four,bad4.${tag}@oeuvre.test,Berlin,,,`,
    `Bad${tag} Five,bad5.${tag}@oeuvre.test,Berlin,Germany,ftp://x,`,
    `Bad${tag} Six,good1.${tag}@oeuvre.test,Berlin,Germany,,`,
    `=HYPERLINK("x") ${tag},bad7.${tag}@oeuvre.test,Berlin,,,`,
  ];
  return ['fullName,email,city,country,website,artistStatement', ...good, ...bad].join('\n') + '\n';
}

test('a CSV with good and bad rows: upload and row progress, then the summary and every error as a file', async ({
  page,
}) => {
  const tag = unique('').slice(0, 8);
  await signInAsAdmin(page);
  await page.goto('/admin/artists');
  await page.getByRole('tab', { name: 'Batch Upload' }).click();
  await expect(page).toHaveURL(/tab=batch-upload/);

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'artists.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(tag)) });
  await page.getByRole('button', { name: 'Upload CSV' }).click();

  const summary = page.locator('.admin-csv-summary');
  await expect(summary).toContainText('Import finished', { timeout: 30_000 });
  await expect(summary.getByTestId('csv-successful')).toHaveText('3');
  await expect(summary.getByTestId('csv-failed')).toHaveText('7');
  await expect(summary.getByRole('list', { name: 'Errors' }).getByRole('listitem')).toHaveCount(5);
  await expect(summary).toContainText('Row 5: Full name is required and must be at least 2 characters');
  await expect(summary).toContainText('... and 2 more');

  const download = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Download all errors' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('csv-import-errors.csv');
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('row,error');
  expect(lines).toHaveLength(8);
  expect(lines.every((line) => !/^[=+\-@\t]|,[=+\-@\t]/.test(line))).toBe(true);

  await page.getByRole('tab', { name: 'Published Artists' }).click();
  await page.getByRole('searchbox', { name: 'Search artists' }).fill(`Good${tag}`);
  await expect(page.getByRole('table', { name: 'Published artists' }).locator('tbody tr')).toHaveCount(3);
});

test('a file that is not a CSV is refused before upload; a CSV without the columns fails with the spec message', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/artists?tab=batch-upload');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a CSV file')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload CSV' })).toBeDisabled();

  await page.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,mail\nAda,ada@x.org\n'),
  });
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  await expect(
    page.getByText('Failed to process the CSV file. Please check the format and try again.'),
  ).toBeVisible();
  await expect(page.locator('.admin-batch__problem')).toContainText('Missing required columns');
});
