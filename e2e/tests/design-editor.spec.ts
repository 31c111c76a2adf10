// Design, round 2, the editor and the review: the email kept private by default, residencies in a tab of their own,
// selection changes saved as the artist goes (never lost by leaving the tab), the tab row on a phone keeping the
// active tab in view, and Approve on the admin's full-draft page.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { api, apiOk } from '../support/api.ts';
import { approve, createProfile, profileFieldsOf } from '../support/artists.ts';
import { expectAccessible, useTheme } from '../support/pages.ts';
import { fullNameOf, newPerson, signIn, signedIn, signedInAdmin } from '../support/session.ts';

// A machine running other suites at once is slow to draw the editor: generous waits, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Ticks or unticks a Blueprint checkbox as a person does: by clicking its label. */
async function setChecked(page: Page, name: string, checked: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: true });
  await page.locator('label', { has: box }).click();
  await (checked ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
}

test('a new artist keeps their email off the public page unless they choose to show it; identifiers wait folded', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const person = newPerson('Ines');
  const { context, page } = await signedIn(browser, person);
  await page.goto('/create-cv');
  const show = page.getByRole('checkbox', { name: 'Show my email on my public profile' });
  await expect(show).not.toBeChecked();
  // The first form is short: the authority identifiers are behind their disclosure.
  await expect(page.getByText('Identifiers', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Wikidata ID')).toBeHidden();
  await expectAccessible(page, 'create your CV');

  await page.getByLabel('City *').fill('Lisbon');
  await page.getByLabel('Country *').fill('Portugal');
  await page.getByLabel('Year of birth').fill('1899');
  await page
    .getByLabel('Artist statement *')
    .fill('I paint the coastline at first light, in thin layers of oil on linen.');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(
    page.getByText(`Birth year must be a whole number from 1900 to ${new Date().getFullYear()}`),
  ).toBeVisible();
  await page.getByLabel('Year of birth').fill('1984');
  await page.getByLabel('Place of birth').fill('Porto');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Profile Created')).toBeVisible();

  const { profile } = await apiOk<{
    profile: { id: number; slug: string; showEmail: boolean; birthYear: number };
  }>(page, 'GET', '/api/my-profile');
  expect(profile).toMatchObject({ showEmail: false, birthYear: 1984 });
  await approve(admin.page, profile.id);

  const visitor = await browser.newPage();
  await visitor.goto(`/artists/${profile.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: fullNameOf(person) })).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(person.email);
  await expect(visitor.locator(`a[href="mailto:${person.email}"]`)).toHaveCount(0);
  const answer = await api<{ profile: Record<string, unknown> }>(
    visitor,
    'GET',
    `/api/artists/${profile.slug}`,
  );
  expect(answer.body.profile.email).toBeUndefined();
  expect(answer.body.profile).toMatchObject({ birthYear: 1984, birthPlace: 'Porto' });
  // Nor in what crawlers read.
  const html = await (await visitor.request.get(`/artists/${profile.slug}`)).text();
  expect(html).not.toContain(person.email);
  await visitor.close();

  // Shown once the artist says so, after review.
  await page.goto('/create-cv');
  await page.locator('label', { has: show }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await approve(admin.page, profile.id);
  const shown = await api<{ profile: Record<string, unknown> }>(page, 'GET', `/api/artists/${profile.slug}`);
  expect(shown.body.profile.email).toBe(person.email);
  await context.close();
  await admin.context.close();
});

test('residencies have their own tab: it lists the grants of type residency and adds one as such', async ({
  browser,
}) => {
  const person = newPerson('Rui');
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person));
  await apiOk(page, 'POST', `/api/artists/${profile.id}/grants`, {
    type: 'grant',
    name: 'Project Grant',
    organization: 'Arts Council',
    year: '2020',
  });
  await apiOk(page, 'POST', `/api/artists/${profile.id}/grants`, {
    type: 'residency',
    name: 'Island Residency',
    organization: 'Ilha Arts Trust',
    year: '2019',
  });

  await page.goto('/create-cv?tab=residencies');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Island Residency')).toBeVisible();
  await expect(panel.getByText('Project Grant')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add residency' }).click();
  const form = panel.getByRole('form', { name: 'Add residency' });
  await expect(form.getByLabel('Type *')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Program *').fill('Salt Residency');
  await form.getByLabel('Host *').fill('Sal Foundation');
  await form.getByLabel('Year *').fill('2022');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByText('Salt Residency')).toBeVisible();
  await expectAccessible(page, 'residencies tab');

  // The API keeps one list of grants: the new one is a grant of type residency.
  const draft = await apiOk<{ grants: { name: string; type: string }[] }>(page, 'GET', '/api/my-profile');
  expect(draft.grants.find((g) => g.name === 'Salt Residency')?.type).toBe('residency');

  await page.getByRole('tab', { name: 'Grants' }).click();
  await expect(page.getByRole('tabpanel').getByText('Project Grant')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Island Residency')).toHaveCount(0);
  await context.close();
});

test('selection changes are saved as the artist goes: leaving the Export tab keeps them', async ({
  browser,
}) => {
  const person = newPerson('Noor');
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(
    page,
    profileFieldsOf(person, { birthYear: 1984, birthPlace: 'Porto' }),
  );
  await apiOk(page, 'POST', `/api/artists/${profile.id}/solo-exhibitions`, {
    title: 'Salt Lines',
    venue: 'Galeria Sete',
    city: 'Porto',
    year: '2024',
  });
  await apiOk(page, 'POST', `/api/artists/${profile.id}/education`, {
    institution: 'Slade School of Fine Art',
    degree: 'MFA',
    years: '2014-2016',
  });

  await page.goto('/create-cv?tab=export');
  await page.getByRole('button', { name: 'New selection' }).click();
  await page.getByLabel('Name of the new selection').fill('Open call');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByLabel('Document')).toHaveValue(/\d+/);

  // The preview reads as the page and the PDF do: the born line under the name, the exhibitions first, titles in
  // italics (never in quotes).
  const preview = page.getByRole('region', { name: 'Preview of the CV' });
  await expect(
    preview.getByText(fullNameOf(person), { exact: true }).locator('xpath=following-sibling::p[1]'),
  ).toHaveText('Born 1984, Porto; lives and works in Lisbon, Portugal');
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(['Solo Exhibitions', 'Education']);
  await expect(preview.locator('cite', { hasText: 'Salt Lines' })).toHaveCSS('font-style', 'italic');
  await expect(preview).toContainText('Salt Lines, Galeria Sete, Porto');
  await expect(preview).not.toContainText('“Salt Lines”');

  // Untick a section and leave at once, before the pause that saves it.
  await setChecked(page, 'Education', false);
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect
    .poll(async () => {
      const list = await apiOk<{ name: string; sections: { section: string }[] }[]>(
        page,
        'GET',
        '/api/my-profile/cv-selections',
      );
      return list.find((s) => s.name === 'Open call')?.sections.map((s) => s.section);
    })
    .not.toContain('education');

  await page.getByRole('tab', { name: 'Export' }).click();
  await page.getByLabel('Document').selectOption({ label: 'Open call' });
  await expect(page.getByRole('checkbox', { name: 'Education', exact: true })).not.toBeChecked();
  await expect(preview.getByRole('heading', { level: 3, name: 'Education' })).toHaveCount(0);

  // A change while the tab stays open: 'Saving…', then 'Saved'; the downloads never wait for a button.
  await setChecked(page, 'Education', true);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /selection=\d+$/);
  await expect(page.getByRole('button', { name: 'Save selection' })).toHaveCount(0);
  await expectAccessible(page, 'export tab');
  await context.close();
});

test('on a phone the tab row keeps the active tab in view, the notes fold after the first visit, the preview opens full width', async ({
  browser,
}) => {
  const person = newPerson('Maya');
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, person);
  await createProfile(page, profileFieldsOf(person));

  await page.goto('/create-cv?tab=export');
  const inView = async (name: string) => {
    const box = await page.getByRole('tab', { name, exact: true }).boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 375;
  };
  await expect.poll(() => inView('Export')).toBe(true);
  await expect(page.getByRole('heading', { name: 'Important' })).toBeVisible();
  // The preview is behind its button, then full width above the choices.
  const preview = page.getByRole('region', { name: 'Preview of the CV' });
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview).toBeVisible();
  const sheet = await preview.boundingBox();
  expect(sheet!.width).toBeGreaterThan(320);
  const controls = await page.getByRole('heading', { name: 'Download' }).boundingBox();
  expect(sheet!.y).toBeLessThan(controls!.y);
  await page.screenshot({ path: 'test-results/design-editor-export-375.png', fullPage: false });

  // A tab far to the left, chosen from the address: scrolled into view too; the notes are one line now.
  await page.goto('/create-cv?tab=social-media');
  await expect.poll(() => inView('Social')).toBe(true);
  await expect(page.getByRole('heading', { name: 'Important' })).toHaveCount(0);
  await expect(page.getByText('* marks a required field.')).toBeVisible();
  await page.getByRole('tab', { name: 'Affiliations' }).click();
  await expect.poll(() => inView('Affiliations')).toBe(true);
  await expectAccessible(page, 'editor at 375 px');
  await context.close();
});

test('the admin approves from the full-draft page, which reads like the public page', async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  const person = newPerson('Lena');
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person));
  await apiOk(page, 'POST', `/api/artists/${profile.id}/group-exhibitions`, {
    title: 'Tidal',
    venue: 'MAAT',
    city: 'Lisbon',
    year: '2022',
  });

  await admin.page.goto('/admin/pending');
  const card = admin.page.locator('[data-artist]', { hasText: fullNameOf(person) });
  await expect(card.locator('[data-summary]')).toHaveText('New profile: 1 Group Exhibitions');
  await card.getByRole('link', { name: `Open the full draft of ${fullNameOf(person)}` }).click();
  await expect(
    admin.page.getByRole('heading', { level: 1, name: `Draft of ${fullNameOf(person)}` }),
  ).toBeVisible();
  await expect(admin.page.getByRole('region', { name: 'Artist statement' })).toContainText(
    'I paint the coastline',
  );
  const group = admin.page.getByRole('region', { name: 'Group Exhibitions' });
  // The public page's sentence, its title an italic cite, the year in its column.
  await expect(group.locator('.admin-draft__body')).toHaveText('Tidal, MAAT, Lisbon');
  await expect(group.locator('cite')).toHaveText('Tidal');
  await expect(group.locator('cite')).toHaveCSS('font-style', 'italic');
  await expect(group.locator('.admin-draft__year')).toHaveText('2022');
  // The draft spans the column under its heading, and Edit, Approve and Reject stand apart, not run together.
  const header = admin.page.locator('.admin-page-header');
  const [headerBox, draftBox, editBox, approveBox, rejectBox] = await Promise.all([
    header.boundingBox(),
    admin.page.locator('.admin-draft').boundingBox(),
    header.getByRole('link', { name: 'Edit' }).boundingBox(),
    header.getByRole('button', { name: `Approve ${fullNameOf(person)}` }).boundingBox(),
    header.getByRole('button', { name: `Reject ${fullNameOf(person)}` }).boundingBox(),
  ]);
  expect(Math.abs(headerBox!.x + headerBox!.width - (draftBox!.x + draftBox!.width))).toBeLessThan(2);
  expect(approveBox!.x - (editBox!.x + editBox!.width)).toBeGreaterThanOrEqual(6);
  expect(rejectBox!.x - (approveBox!.x + approveBox!.width)).toBeGreaterThanOrEqual(6);
  await expectAccessible(admin.page, 'the full draft');
  // In the dark theme the draft sits on the tokens' dark surface, not Blueprint's blue-grey card.
  await useTheme(admin.context, 'dark');
  await admin.page.reload();
  await expect(group.locator('cite')).toHaveText('Tidal');
  await expect(admin.page.locator('.admin-draft')).toHaveCSS('background-color', 'rgb(30, 30, 30)');
  await expectAccessible(admin.page, 'the full draft (dark)');
  await admin.page.getByRole('button', { name: `Approve ${fullNameOf(person)}` }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Pending Approvals' })).toBeVisible();
  await expect(admin.page.locator('[data-artist]', { hasText: fullNameOf(person) })).toHaveCount(0);
  expect((await api(page, 'GET', `/api/artists/${profile.slug}`)).status).toBe(200);
  await context.close();
  await admin.context.close();
});

test('the profile page’s cards line up: the CV and network cards one height, every card’s title one size', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, newPerson('Rowan'));
  await page.goto('/profile');
  const cv = page.getByRole('heading', { level: 2, name: 'Your CV' });
  const emails = page.getByRole('heading', { level: 2, name: 'Email notifications' });
  await expect(cv).toBeVisible();
  await expect(emails).toBeVisible();
  const cards = page.locator('.profile-grid > *');
  await expect(cards).toHaveCount(2);
  const heights = await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
  expect(Math.abs(heights[0]! - heights[1]!)).toBeLessThan(1);
  const size = await cv.evaluate((h) => getComputedStyle(h).fontSize);
  await expect(emails).toHaveCSS('font-size', size);
  await expect(page.getByRole('heading', { level: 2, name: 'Network', exact: true })).toHaveCSS('font-size', size);
  await context.close();
});
