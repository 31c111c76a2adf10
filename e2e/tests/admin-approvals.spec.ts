import { expect, test } from '@playwright/test';
import { api, createArtist, signInAsAdmin, unique } from '../../packages/admin-ui/e2e/support.ts';

test('approving a new profile publishes it', async ({ page, browser }) => {
  const { artist, context } = await createArtist(browser, { firstName: 'Nora', lastName: unique('Approve') });
  await signInAsAdmin(page);
  await page.goto('/admin/pending');
  const card = page.getByRole('listitem').filter({ hasText: artist.fullName });
  await expect(card.getByText('New profile')).toBeVisible();
  await card.getByRole('button', { name: `Approve ${artist.fullName}` }).click();
  await expect(page.getByText('Profile Approved')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await api(page, 'GET', `/api/artists/${artist.slug}`)).status).toBe(200);
  await context.close();
});

test('rejecting with a reason: the artist sees Not Approved and the reason', async ({ page, browser }) => {
  const {
    artist,
    page: artistPage,
    context,
  } = await createArtist(browser, {
    firstName: 'Rita',
    lastName: unique('Reject'),
  });
  await signInAsAdmin(page);
  await page.goto('/admin/pending');
  await page.getByRole('button', { name: `Reject ${artist.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${artist.fullName}?` });
  await expect(dialog).toContainText('The artist will see this reason.');
  await dialog.getByLabel(/Reason/).fill('Please add at least one exhibition.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Profile Rejected')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: artist.fullName })).toHaveCount(0);

  const mine = await api<{ profile: { isApproved: boolean; isPending: boolean; rejectionReason: string } }>(
    artistPage,
    'GET',
    '/api/my-profile',
  );
  expect(mine.body.profile).toMatchObject({
    isApproved: false,
    isPending: false,
    rejectionReason: 'Please add at least one exhibition.',
  });
  expect((await api(page, 'GET', `/api/artists/${artist.slug}`)).status).toBe(404);
  await context.close();
});

test('a change to a published profile is shown side by side with the published version', async ({
  page,
  browser,
}) => {
  const {
    artist,
    page: artistPage,
    context,
  } = await createArtist(browser, {
    firstName: 'Paul',
    lastName: unique('Change'),
    city: 'Paris',
  });
  for (const [title, year] of [
    ['Winter Light', '2021'],
    ['Grey Mornings', '2019'],
  ]) {
    const show = await api(artistPage, 'POST', `/api/artists/${artist.id}/solo-exhibitions`, {
      title,
      venue: 'Kunsthalle',
      city: 'Berlin',
      year,
    });
    expect(show.status, JSON.stringify(show.body)).toBeLessThan(300);
  }
  await signInAsAdmin(page);
  expect((await api(page, 'POST', `/api/admin/approve/${artist.id}`)).status).toBe(200);
  const changed = await api(artistPage, 'PATCH', `/api/artists/${artist.id}`, {
    fullName: artist.fullName,
    email: artist.email,
    city: 'Lyon',
    country: 'Germany',
    artistStatement: 'I work with light, paper and the long summers of the south.',
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);

  await page.goto('/admin/pending');
  const card = page.getByRole('listitem').filter({ hasText: artist.fullName });
  const diff = card.getByRole('table', { name: 'Changes since the published version' });
  await expect(diff.getByRole('row').filter({ hasText: 'City' })).toContainText('Paris');
  await expect(diff.getByRole('row').filter({ hasText: 'City' })).toContainText('Lyon');
  await expect(diff.getByRole('row').filter({ hasText: 'Artist statement' })).toContainText('long winters');
  await expect(diff.getByRole('row').filter({ hasText: 'Artist statement' })).toContainText('long summers');
  // Unchanged entries, read back from the stored published version, are not a change.
  await expect(diff.getByRole('row')).toHaveCount(3);
  await expect(diff).not.toContainText('Solo Exhibitions');
  await expect(card.getByRole('link', { name: `Open the full draft of ${artist.fullName}` })).toHaveAttribute(
    'href',
    `/admin/artists/draft/${artist.id}`,
  );
  // The public still sees the published version until the change is approved.
  const before = await api<{ profile: { city: string } }>(page, 'GET', `/api/artists/${artist.slug}`);
  expect(before.body.profile.city).toBe('Paris');
  await card.getByRole('button', { name: `Approve ${artist.fullName}` }).click();
  await expect(page.getByText('Profile Approved')).toBeVisible();
  const after = await api<{ profile: { city: string } }>(page, 'GET', `/api/artists/${artist.slug}`);
  expect(after.body.profile.city).toBe('Lyon');
  await context.close();
});
