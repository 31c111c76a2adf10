import { type Browser, expect, test } from '@playwright/test';
import { approve, ownProfile, publishedArtist } from '../support/artists.ts';
import { completeSignIn, fullNameOf, newPerson, signedInAdmin } from '../support/session.ts';

/** What a visitor (signed out, own browser) sees of an artist's page. */
async function visitorPage(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/artists/${slug}`);
  return { context, page };
}

test('a new artist signs in, creates a CV that waits for review, and appears in the directory once approved', async ({
  page,
  browser,
}) => {
  const person = newPerson('Maren');
  const name = fullNameOf(person);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await completeSignIn(page, person);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${person.firstName}!` })).toBeVisible();
  await expect(page.getByText("You don't have an artist profile yet")).toBeVisible();
  await page.getByRole('link', { name: 'Create Your CV' }).click();

  await expect(page).toHaveURL('/create-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Artist CV' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Important' })).toBeVisible();
  // Before a profile exists every step is shown, but only Basic Info can be opened.
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('tab', { name: 'Works' })).toHaveAttribute('aria-disabled', 'true');
  // The form starts from the sign-in: name and email are filled in.
  await expect(page.getByLabel('Full name *')).toHaveValue(name);
  await expect(page.getByLabel('Email *')).toHaveValue(person.email);

  await page.getByLabel('Artist statement *').fill('Too short.');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await expect(page.getByText('Artist statement must be at least 20 characters')).toBeVisible();
  await expect(page.getByLabel('City *')).toBeFocused();

  await page.getByLabel('City *').fill('Bergen');
  await page.getByLabel('Country *').fill('Norway');
  await page.getByLabel('Website').fill('https://maren.example');
  await page
    .getByLabel('Artist statement *')
    .fill('I carve driftwood found on the fjords.\n\nEach piece keeps the marks of the water.');
  // Blueprint draws its own box over the input: the person clicks the label.
  await page.getByText('Sculpture', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Sculpture' })).toBeChecked();
  await page.getByRole('button', { name: 'Create profile' }).click();

  await expect(page.getByText('Profile Created')).toBeVisible();
  await expect(page.getByText('Your profile was created and is pending approval.')).toBeVisible();
  // The first save opens the sections, starting with Social.
  await expect(page).toHaveURL('/create-cv?tab=social-media');
  await expect(page.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();
  const pending = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Pending Approval' }) });
  await expect(pending).toContainText('Your artist profile is pending approval from our administrators.');

  const profile = await ownProfile(page);
  expect(profile).toMatchObject({ fullName: name, city: 'Bergen', isPending: true, isApproved: false });

  // Not public yet: the page is not found and the directory does not list it.
  const visitor = await visitorPage(browser, profile.slug);
  await expect(visitor.page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
  await visitor.page.goto(`/artists?q=${encodeURIComponent(name)}`);
  await expect(visitor.page.getByRole('heading', { name: 'No artists found' })).toBeVisible();

  const admin = await signedInAdmin(browser);
  await approve(admin.page, profile.id);
  await admin.context.close();

  await visitor.page.reload();
  const card = visitor.page.getByRole('main').getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(name);
  await expect(card).toContainText('Bergen, Norway');
  await expect(card).toContainText('Sculpture');
  await card.getByRole('link', { name }).click();
  await expect(visitor.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    visitor.page.getByRole('region', { name: 'Artist Statement' }).getByRole('paragraph'),
  ).toHaveText(['I carve driftwood found on the fjords.', 'Each piece keeps the marks of the water.']);
  await expect(visitor.page.getByRole('link', { name: 'maren.example' })).toHaveAttribute(
    'href',
    'https://maren.example',
  );
  await visitor.context.close();

  // The owner sees it published, with a link to the public page.
  await page.goto('/profile');
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View Public Profile' }).click();
  await expect(page).toHaveURL(`/artists/${profile.slug}`);
});

test('an edit after approval stays private until it is approved; the owner sees it pending', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const { page, profile, context } = await publishedArtist(browser, admin.page, 'Tomas', {
    city: 'Lisbon',
    country: 'Portugal',
  });

  await page.goto('/create-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending Approval' })).toHaveCount(0);
  await page.getByLabel('City *').fill('Coimbra');
  await page
    .getByLabel('Artist statement *')
    .fill('Since moving inland I paint rivers instead of the sea, in the same thin layers.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('Your profile was updated and is pending approval.')).toBeVisible();
  const pending = page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Pending Approval' }) });
  await expect(pending).toContainText('your last approved version stays public until then');

  // Visitors still see the approved version.
  const visitor = await visitorPage(browser, profile.slug);
  await expect(visitor.page.getByRole('heading', { level: 1, name: profile.fullName })).toBeVisible();
  await expect(visitor.page.getByText('Lisbon, Portugal')).toBeVisible();
  await expect(visitor.page.getByText('Coimbra')).toHaveCount(0);
  await expect(visitor.page.getByRole('region', { name: 'Artist Statement' })).toContainText('coastline');

  // The owner's summary says the change is waiting, and still links to the public page.
  await page.goto('/profile');
  await expect(page.getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(page.getByText('Coimbra, Portugal')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Public Profile' })).toBeVisible();

  await approve(admin.page, profile.id);
  await visitor.page.reload();
  await expect(visitor.page.getByText('Coimbra, Portugal')).toBeVisible();
  await expect(visitor.page.getByRole('region', { name: 'Artist Statement' })).toContainText(
    'rivers instead of the sea',
  );
  await page.reload();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  await Promise.all([visitor.context.close(), context.close(), admin.context.close()]);
});

test('a signed-out visitor asking for the CV editor is sent home with a message', async ({ page }) => {
  await page.goto('/create-cv');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Authentication Required')).toBeVisible();
  await expect(page.getByText('Please sign in to create or edit your CV')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'A Living Record of Artistic Practice' }),
  ).toBeVisible();
});
