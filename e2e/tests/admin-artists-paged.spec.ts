import { expect, type Page, test } from '@playwright/test';
import { api, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

/** 30 published artists with one word in common, imported from a CSV file as an admin would. */
async function importArtists(page: Page, tag: string): Promise<string[]> {
  const names = Array.from({ length: 30 }, (_, i) => `${tag} ${String.fromCharCode(65 + (i % 26))}${i}artist Pagewell`);
  const rows = names.map((name, i) => `${name},paged${i}.${tag.toLowerCase()}@oeuvre.test,Leeds,United Kingdom,,"Prints."`);
  // One more artist without the common word, so the search has something to leave out.
  const other = `Otto Elsewhere,other.${[...tag.toLowerCase()].reverse().join('')}@oeuvre.test,York,United Kingdom,,"Prints."`;
  const csv = ['fullName,email,city,country,website,artistStatement', ...rows, other].join('\n') + '\n';
  const result = await page.evaluate(async (text) => {
    const form = new FormData();
    form.append('csvFile', new Blob([text], { type: 'text/csv' }), 'artists.csv');
    const res = await fetch('/api/admin/artists/csv-upload', { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { successful: number } };
  }, csv);
  expect(result.status).toBe(200);
  expect(result.body.successful).toBe(31);
  return names;
}

test('admin artists paged: the table is searched as you type, sorted and paged by the server', async ({ page }) => {
  const tag = unique('Pg').replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
  await signInAsAdmin(page);
  const names = await importArtists(page, tag);

  await page.goto('/admin/artists');
  const table = page.getByRole('table', { name: 'Published artists' });
  await expect(table).toBeVisible();
  const searches: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin/artists/search') searches.push(url);
  });

  const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === tag);
  await page.getByRole('searchbox', { name: 'Search artists' }).fill(tag);
  await searched;
  const pager = page.getByRole('navigation', { name: 'Published artists pages' });
  await expect(pager).toContainText('1–25 of 30 · Page 1 of 2');
  await expect(table.locator('tbody tr')).toHaveCount(25);
  expect(searches.at(-1)?.searchParams.get('q')).toBe(tag);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('26–30 of 30 · Page 2 of 2');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  expect(searches.at(-1)?.searchParams.get('page')).toBe('2');

  // Sorting by name starts again from the first page, A to Z, then Z to A.
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager).toContainText('Page 1 of 2');
  const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  await expect(table.locator('tbody tr').first()).toContainText(sorted[0]!);
  await table.getByRole('button', { name: /^Name/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first()).toContainText(sorted.at(-1)!);

  // A few more letters find the one artist, typed key by key as a moderator would.
  const wanted = names[17]!;
  const search = page.getByRole('searchbox', { name: 'Search artists' });
  await search.focus();
  await search.press('End');
  await search.pressSequentially(' R17');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(wanted);
  await expect(pager).toContainText('1–1 of 1 · Page 1 of 1');
  expect(searches.at(-1)?.searchParams.get('q')).toBe(`${tag} R17`);
  expect(searches.at(-1)?.searchParams.get('sort')).toBe('name');

  const res = await api<{ total: number }>(page, 'GET', `/api/admin/artists/search?q=${encodeURIComponent(tag)}&pageSize=5&page=6`);
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(30);
});
