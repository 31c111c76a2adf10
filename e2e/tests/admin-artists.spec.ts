import { expect, test } from '@playwright/test';
import { api, createArtist, png, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

test('an admin edits a published artist: fields checked, saved, and live on the public page', async ({
  page,
  browser,
}) => {
  const { artist, context } = await createArtist(browser, { firstName: 'Edda', lastName: unique('Edit') });
  await signInAsAdmin(page);
  expect((await api(page, 'POST', `/api/admin/approve/${artist.id}`)).status).toBe(200);

  await page.goto('/admin/artists');
  await page.getByRole('searchbox', { name: 'Search artists' }).fill(artist.fullName);
  const row = page.getByRole('row').filter({ hasText: artist.fullName });
  await expect(row.getByRole('link', { name: `View ${artist.fullName}` })).toHaveAttribute(
    'href',
    `/artists/${artist.slug}`,
  );
  await row.getByRole('link', { name: `Edit ${artist.fullName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/artists/edit/${artist.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${artist.fullName}` })).toBeVisible();

  await page.getByLabel(/Website/).fill('ftp://example.org');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Website must be a valid URL starting with http:// or https://')).toBeVisible();

  await page.getByLabel(/Website/).fill('https://');
  await page.getByLabel(/City/).fill('Leipzig');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Artist Updated').last()).toBeVisible();
  const published = await api<{ profile: { city: string; website: string | null } }>(
    page,
    'GET',
    `/api/artists/${artist.slug}`,
  );
  expect(published.body.profile).toMatchObject({ city: 'Leipzig', website: null });

  await page
    .getByLabel('Profile image')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Image Updated').last()).toBeVisible();
  const withImage = await api<{ profile: { profileImageUrl: string | null } }>(
    page,
    'GET',
    `/api/artists/${artist.slug}`,
  );
  expect(withImage.body.profile.profileImageUrl).toMatch(/^\/uploads\//);
  // The image upload moved the version on; saving again still works.
  await page.getByLabel(/Country/).fill('Saxony, Germany');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Artist Updated').last()).toBeVisible();
  await context.close();
});

test("an admin edit of a published artist never publishes the artist's waiting change; a rejected change is listed as Rejected", async ({
  page,
  browser,
}) => {
  const {
    artist,
    page: artistPage,
    context,
  } = await createArtist(browser, {
    firstName: 'Wanda',
    lastName: unique('Waiting'),
    city: 'Berlin',
  });
  await signInAsAdmin(page);
  expect((await api(page, 'POST', `/api/admin/approve/${artist.id}`)).status).toBe(200);
  const change = await api(artistPage, 'PATCH', `/api/artists/${artist.id}`, {
    fullName: artist.fullName,
    email: artist.email,
    city: 'Unreviewed City',
    country: 'Germany',
    artistStatement: 'I work with light, paper and the long winters of the north.',
  });
  expect(change.status, JSON.stringify(change.body)).toBe(200);

  await page.goto(`/admin/artists/edit/${artist.id}`);
  await expect(page.getByText('You are editing the published version')).toBeVisible();
  await expect(page.getByText(/The artist has a change waiting for review/)).toBeVisible();
  await expect(page.getByLabel(/City/)).toHaveValue('Berlin');
  await page.getByLabel(/Website/).fill('https://wanda.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Artist Updated').last()).toBeVisible();

  const published = await api<{ profile: { city: string; website: string | null } }>(
    page,
    'GET',
    `/api/artists/${artist.slug}`,
  );
  expect(published.body.profile).toMatchObject({ city: 'Berlin', website: 'https://wanda.example' });
  const own = await api<{ city: string; website: string | null; isPending: boolean }>(
    artistPage,
    'GET',
    '/api/artists/user',
  );
  expect(own.body).toMatchObject({
    city: 'Unreviewed City',
    website: 'https://wanda.example',
    isPending: true,
  });

  const rejected = await api(page, 'POST', `/api/admin/reject/${artist.id}`, { reason: 'City unverifiable' });
  expect(rejected.status).toBe(200);
  await page.goto('/admin/artists?tab=rejected');
  const row = page
    .getByRole('list', { name: 'Rejected profiles' })
    .getByRole('listitem')
    .filter({ hasText: artist.fullName });
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(row).toContainText('Last change rejected: City unverifiable');
  await context.close();
});

test("an admin manages an artist's gallery: add with a required image, edit, replace the image, delete", async ({
  page,
  browser,
}) => {
  const { artist, context } = await createArtist(browser, { firstName: 'Gala', lastName: unique('Gallery') });
  await signInAsAdmin(page);
  await page.goto(`/admin/artists/edit/${artist.id}`);
  await expect(page.getByText('No gallery items yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add Gallery Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Gallery Item' });
  await add.getByLabel(/Title/).fill('Harbour at Night');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('File Required').last()).toBeVisible();
  await expect(add.getByText('Please select a file to upload')).toBeVisible();

  await add
    .getByLabel('Image file')
    .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png() });
  await add.getByLabel('Year').fill('2021');
  await add.getByLabel('Medium').fill('Oil on linen');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('Gallery Item Added').last()).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Gallery items' });
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(gallery).toContainText('2021 · Oil on linen');

  await gallery.getByRole('button', { name: 'Edit Harbour at Night' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gallery Item' });
  await expect(edit.getByLabel('Medium')).toHaveValue('Oil on linen');
  await edit.getByLabel('Medium').fill('Oil and wax on linen');
  await edit.getByLabel('Dimensions').fill('40 x 50 cm');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gallery Item Updated').last()).toBeVisible();
  await expect(gallery).toContainText('2021 · Oil and wax on linen · 40 x 50 cm');

  const image = gallery.getByRole('img', { name: 'Harbour at Night' });
  const before = await image.getAttribute('src');
  await gallery
    .getByLabel('Replace image of Harbour at Night')
    .setInputFiles({ name: 'harbour-2.png', mimeType: 'image/png', buffer: png(32, 24, [20, 60, 160]) });
  await expect(page.getByText('Image Replaced').last()).toBeVisible();
  await expect(image).not.toHaveAttribute('src', before ?? '');

  await gallery
    .getByLabel('Replace image of Harbour at Night')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  await gallery.getByRole('button', { name: 'Delete Harbour at Night' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Harbour at Night?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Gallery Item Deleted')).toBeVisible();
  await expect(page.getByText('No gallery items yet')).toBeVisible();
  await context.close();
});

test('deleting a published artist is confirmed by name, and the public page is gone', async ({
  page,
  browser,
}) => {
  const { artist, context } = await createArtist(browser, { firstName: 'Dora', lastName: unique('Delete') });
  await signInAsAdmin(page);
  expect((await api(page, 'POST', `/api/admin/approve/${artist.id}`)).status).toBe(200);
  await page.goto('/admin/artists');
  await page.getByRole('searchbox', { name: 'Search artists' }).fill(artist.fullName);
  const row = page.getByRole('row').filter({ hasText: artist.fullName });

  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete ${artist.fullName}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await api(page, 'GET', `/api/artists/${artist.slug}`)).status).toBe(200);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Artist profile deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await api(page, 'GET', `/api/artists/${artist.slug}`)).status).toBe(404);
  await context.close();
});
