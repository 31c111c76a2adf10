import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiOk } from '../support/api.ts';
import { approve, createProfile, ownProfile, profileFieldsOf } from '../support/artists.ts';
import { imageFile } from '../support/images.ts';
import { expectToast } from '../support/pages.ts';
import { newPerson, signedIn, signedInAdmin } from '../support/session.ts';

type Fields = Record<string, string | { select: string }>;

interface SectionCase {
  /** The editor tab, and the inner tab for exhibitions. */
  tab: string;
  inner?: string;
  noun: string;
  empty: string;
  add: Fields;
  /** How the saved entry reads in the editor's list, before and after the edit. */
  primary: string;
  edit: Fields;
  primaryAfter?: string;
  shows: string;
  /** Where the public page shows it, and what it says there. */
  publicHeading: string;
  publicText: string;
  image?: boolean;
}

// Every section of the editor, with an entry to add and one change to make to it.
const SECTIONS: SectionCase[] = [
  {
    tab: 'Social',
    noun: 'social media link',
    empty: 'No social media links added yet...',
    add: { 'Platform *': { select: 'instagram' }, 'Username or URL *': '@maren.old' },
    primary: 'Instagram',
    edit: { 'Username or URL *': '@maren.studio' },
    shows: '@maren.studio',
    publicHeading: '',
    publicText: 'Instagram: @maren.studio',
  },
  {
    tab: 'Education',
    noun: 'education',
    empty: 'No education added yet...',
    add: { 'Institution *': 'Royal Academy of Fine Arts', 'Degree *': 'BA Fine Art', 'Years *': '2012-2015' },
    primary: 'BA Fine Art',
    edit: { 'Degree *': 'MFA Painting' },
    primaryAfter: 'MFA Painting',
    shows: 'Royal Academy of Fine Arts, 2012-2015',
    publicHeading: 'Education',
    publicText: 'MFA Painting, Royal Academy of Fine Arts',
  },
  {
    tab: 'Exhibitions',
    inner: 'Solo',
    noun: 'solo exhibition',
    empty: 'No solo exhibitions added yet...',
    add: { 'Title *': 'Low Tide', 'Venue *': 'Galeria Sete', 'City *': 'Porto', 'Year *': '2022' },
    primary: 'Low Tide',
    edit: { 'Title *': 'Low Tide, Again' },
    primaryAfter: 'Low Tide, Again',
    shows: 'Galeria Sete, Porto, 2022',
    publicHeading: 'Solo Exhibitions',
    publicText: 'Low Tide, Again, Galeria Sete, Porto',
  },
  {
    tab: 'Exhibitions',
    inner: 'Group',
    noun: 'group exhibition',
    empty: 'No group exhibitions added yet...',
    add: { 'Title *': 'Salt and Light', 'Venue *': 'Kunsthalle Nord', 'City *': 'Kiel', 'Year *': '2021' },
    primary: 'Salt and Light',
    edit: { 'Venue *': 'Kunsthalle Kiel' },
    shows: 'Kunsthalle Kiel, Kiel, 2021',
    publicHeading: 'Group Exhibitions',
    publicText: 'Salt and Light, Kunsthalle Kiel, Kiel',
  },
  {
    tab: 'Awards',
    noun: 'award',
    empty: 'No awards added yet...',
    add: { 'Award name *': 'Coastal Prize', 'Presenter/Organization *': 'Sea Foundation', 'Year *': '2021' },
    primary: 'Coastal Prize',
    edit: { 'Award name *': 'Coastal Prize for Painting' },
    primaryAfter: 'Coastal Prize for Painting',
    shows: 'Sea Foundation, 2021',
    publicHeading: 'Grants, Awards & Fellowships',
    publicText: 'Coastal Prize for Painting, Sea Foundation',
  },
  {
    // Residencies are grants of type residency in the API, with a tab of their own in the editor.
    tab: 'Residencies',
    noun: 'residency',
    empty: 'No residencies added yet...',
    add: {
      'Program *': 'Island Residency',
      'Host *': 'Ilha Arts',
      'Year *': '2020',
    },
    primary: 'Island Residency',
    edit: { 'Host *': 'Ilha Arts Trust', Duration: '3 months' },
    shows: 'Ilha Arts Trust, 3 months, 2020',
    publicHeading: 'Residencies',
    publicText: 'Island Residency, Ilha Arts Trust, 3 months',
  },
  {
    tab: 'Collections',
    noun: 'collection',
    empty: 'No collections added yet...',
    add: { 'Collection name *': 'Museu do Mar', Location: 'Cascais' },
    primary: 'Museu do Mar',
    edit: { 'Year acquired': '2023' },
    shows: 'Public, Cascais, 2023',
    publicHeading: 'Collections',
    publicText: 'Museu do Mar, Cascais',
  },
  {
    tab: 'Press',
    noun: 'publication',
    empty: 'No publications added yet...',
    add: { 'Title *': 'Painting the Tide', 'Publication *': 'Arte Hoje', 'Year *': '2023' },
    primary: 'Painting the Tide',
    edit: { Author: 'Ana Reis' },
    shows: 'Arte Hoje, Ana Reis, 2023',
    publicHeading: 'Publications & Press',
    publicText: 'Ana Reis, “Painting the Tide”, Arte Hoje, 2023',
  },
  {
    tab: 'Works',
    noun: 'work',
    empty: 'No works added yet...',
    add: { 'Title *': 'Morning, Ria', 'Medium *': 'Oil on linen', 'Year *': '2023' },
    image: true,
    primary: 'Morning, Ria',
    edit: { 'Medium *': 'Oil on canvas', Dimensions: '120 x 90 cm' },
    shows: 'Oil on canvas, 120 x 90 cm, 2023',
    publicHeading: 'Selected Works',
    publicText: 'Morning, Ria',
  },
  {
    tab: 'Commissions',
    noun: 'commission',
    empty: 'No commissions added yet...',
    add: { 'Title *': 'Harbour Mural', Commissioner: 'City of Porto' },
    primary: 'Harbour Mural',
    edit: { Year: '2019' },
    shows: 'City of Porto, 2019',
    publicHeading: 'Commissions & Public Works',
    publicText: 'Harbour Mural, City of Porto',
  },
  {
    tab: 'Teaching',
    noun: 'teaching position',
    empty: 'No teaching added yet...',
    add: { 'Role *': 'Visiting lecturer', 'Institution *': 'Porto School of Art' },
    primary: 'Visiting lecturer',
    edit: { 'Role *': 'Lecturer in Painting' },
    primaryAfter: 'Lecturer in Painting',
    shows: 'Porto School of Art',
    publicHeading: 'Teaching & Lectures',
    publicText: 'Lecturer in Painting, Porto School of Art',
  },
  {
    tab: 'Affiliations',
    noun: 'affiliation',
    empty: 'No affiliations added yet...',
    add: { 'Name *': 'Painters Collective' },
    primary: 'Painters Collective',
    edit: { Type: 'Member', Duration: '2019-present' },
    shows: 'Member, 2019-present',
    publicHeading: 'Affiliations & Memberships',
    publicText: 'Painters Collective, Member',
  },
];

async function openSection(page: Page, section: SectionCase): Promise<Locator> {
  await page.getByRole('tab', { name: section.tab, exact: true }).click();
  if (section.inner) await page.getByRole('tab', { name: section.inner, exact: true }).click();
  return page.getByRole('tabpanel').last();
}

async function fill(form: Locator, fields: Fields): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label, { exact: true });
    if (typeof value === 'string') await field.fill(value);
    else await field.selectOption(value.select);
  }
}

test('every CV section: add an entry, change it, see it on the public page, then delete it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInAdmin(browser);
  const person = newPerson('Ines');
  const { page, context } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person));
  await page.goto('/create-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeVisible();

  for (const section of SECTIONS) {
    await test.step(`${section.noun}: add and edit`, async () => {
      const panel = await openSection(page, section);
      await expect(panel.getByText(section.empty)).toBeVisible();
      await panel.getByRole('button', { name: `Add ${section.noun}` }).click();
      const addForm = panel.getByRole('form', { name: `Add ${section.noun}` });
      // While the form is open, the section's other buttons wait.
      await expect(panel.getByRole('button', { name: `Add ${section.noun}` })).toBeDisabled();
      if (section.image) {
        const image = await imageFile(page, {
          name: 'morning-ria.jpg',
          type: 'image/jpeg',
          width: 1200,
          height: 900,
        });
        await addForm.locator('input[type="file"]').setInputFiles(image);
        await expect(addForm.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
          'src',
          /^\/uploads\/.+\.webp$/,
        );
      }
      await fill(addForm, section.add);
      await addForm.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(addForm).toHaveCount(0);
      await expect(panel.getByText(section.empty)).toHaveCount(0);
      const item = panel.getByRole('listitem').filter({ hasText: section.primary });
      await expect(item).toHaveCount(1);

      await item.getByRole('button', { name: `Edit ${section.primary}` }).click();
      const editForm = panel.getByRole('form', { name: `Edit ${section.noun}` });
      const [firstLabel, firstValue] = Object.entries(section.add).find(([, v]) => typeof v === 'string')!;
      await expect(editForm.getByLabel(firstLabel, { exact: true })).toHaveValue(firstValue as string);
      await fill(editForm, section.edit);
      await editForm.getByRole('button', { name: 'Save changes' }).click();
      await expect(editForm).toHaveCount(0);
      const edited = panel.getByRole('listitem').filter({ hasText: section.primaryAfter ?? section.primary });
      await expect(edited).toContainText(section.shows);
      if (section.image)
        await expect(edited.locator('img')).toHaveAttribute('src', /^\/uploads\/.+-400\.webp$/);
    });
  }

  // Saved on the server, not only on screen; the open tab is in the address, so a reload comes back to it.
  await page.reload();
  await expect(page).toHaveURL('/create-cv?tab=affiliations');
  await expect(page.getByRole('tabpanel').getByText('Member, 2019-present')).toBeVisible();

  await test.step('the approved CV shows every section', async () => {
    await approve(admin.page, profile.id);
    const visitor = await browser.newPage();
    await visitor.goto(`/artists/${profile.slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: profile.fullName })).toBeVisible();
    for (const section of SECTIONS) {
      const where = section.publicHeading
        ? visitor.getByRole('region', { name: section.publicHeading, exact: true })
        : visitor.getByRole('list', { name: 'Social media' });
      await expect(where, section.noun).toContainText(section.publicText);
    }
    const work = visitor
      .getByRole('region', { name: 'Selected Works' })
      .getByRole('button', { name: 'View Morning, Ria' });
    // The image really loads (it is lazy, so it is scrolled to first).
    await work.scrollIntoViewIfNeeded();
    await expect
      .poll(() => work.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The work keeps its own shape (never cropped to a square): drawn at its image's aspect ratio, which its size
    // attributes reserve before it loads, with both stored sizes offered to the browser.
    const shape = await work.locator('img').evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return {
        drawn: box.width / box.height,
        own: img.naturalWidth / img.naturalHeight,
        attributes: [img.getAttribute('width'), img.getAttribute('height')],
      };
    });
    expect(shape.own).toBeCloseTo(4 / 3, 2);
    expect(shape.drawn).toBeCloseTo(shape.own, 1);
    expect(shape.attributes).toEqual(['1200', '900']);
    await expect(work.locator('img')).toHaveAttribute('srcset', /-400\.webp 400w, \/uploads\/.+-1600\.webp 1600w$/);
    await visitor.close();
  });

  for (const [index, section] of [...SECTIONS].reverse().entries()) {
    await test.step(`${section.noun}: delete, after asking`, async () => {
      const panel = await openSection(page, section);
      const name = section.primaryAfter ?? section.primary;
      const ask = page.getByRole('alertdialog');
      if (index === 0) {
        // Cancel keeps the entry, on screen and on the server.
        await panel.getByRole('button', { name: `Delete ${name}` }).click();
        await expect(ask).toContainText(`Delete “${name}” from your CV?`);
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await expect(ask).toHaveCount(0);
        await page.reload();
        await expect(page.getByRole('tabpanel').last().getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
      }
      await panel.getByRole('button', { name: `Delete ${name}` }).click();
      await ask.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(panel.getByText(section.empty)).toBeVisible();
    });
  }
  const mine = await apiOk<Record<string, unknown[]>>(page, 'GET', '/api/my-profile');
  for (const kind of [
    'socialMedia',
    'education',
    'soloExhibitions',
    'groupExhibitions',
    'awards',
    'grants',
    'collections',
    'bibliography',
    'works',
    'commissions',
    'teaching',
    'affiliations',
  ]) {
    expect(mine[kind], kind).toEqual([]);
  }
  await Promise.all([context.close(), admin.context.close()]);
});

test('section forms name what is missing, and lock the other buttons while open', async ({ browser }) => {
  const person = newPerson('Rui');
  const { page, context } = await signedIn(browser, person);
  await createProfile(page, profileFieldsOf(person));
  await page.goto('/create-cv?tab=awards');

  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Add award' }).click();
  const form = panel.getByRole('form', { name: 'Add award' });
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Award name is required')).toBeVisible();
  await expect(form.getByText('Presenter/Organization is required')).toBeVisible();
  await expect(form.getByText('Year is required')).toBeVisible();
  await expect(form.getByLabel('Award name *')).toBeFocused();
  await fill(form, { 'Award name *': 'Gold Leaf', 'Presenter/Organization *': 'Guild', 'Year *': '2020' });
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Gold Leaf' })).toBeVisible();

  await panel.getByRole('button', { name: 'Add award' }).click();
  await expect(panel.getByRole('button', { name: 'Edit Gold Leaf' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Delete Gold Leaf' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Edit Gold Leaf' })).toBeEnabled();
  await expect(panel.getByRole('button', { name: 'Delete Gold Leaf' })).toBeEnabled();

  // Exhibitions share one sentence for their four required fields.
  await page.getByRole('tab', { name: 'Exhibitions' }).click();
  await page.getByRole('button', { name: 'Add solo exhibition' }).click();
  await page
    .getByRole('form', { name: 'Add solo exhibition' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Title, venue, city, and year are required');

  // Social links say it in a toast titled Validation Error.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Social' }).click();
  await page.getByRole('button', { name: 'Add social media link' }).click();
  await page
    .getByRole('form', { name: 'Add social media link' })
    .getByRole('button', { name: 'Add', exact: true })
    .click();
  await expectToast(page, 'Validation Error', 'Username or URL is required');
  await context.close();
});

test('a profile image: preview, saved with the CV, shown in the header; a refused file leaves the old image', async ({
  browser,
}) => {
  const person = newPerson('Clara');
  const { page, context } = await signedIn(browser, person);
  await createProfile(page, profileFieldsOf(person));
  await page.goto('/create-cv');
  const preview = page.getByRole('img', { name: 'Profile image preview' });
  await expect(preview).toHaveCount(0);

  const portrait = await imageFile(page, {
    name: 'portrait.png',
    type: 'image/png',
    width: 600,
    height: 600,
    hue: 200,
  });
  await page.locator('input[type="file"]').setInputFiles(portrait);
  await expect(preview).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  const uploaded = (await preview.getAttribute('src'))!;
  // The account picture follows at once.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Account menu for/ }).getByRole('img')).toHaveAttribute(
    'src',
    uploaded.replace('-1600.webp', '-400.webp'),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile Updated');
  expect((await ownProfile(page)).profileImageUrl).toBe(uploaded);

  // A file whose bytes are not an image is refused by the server: the preview goes back to the saved image.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await expectToast(page, 'Upload failed');
  await expect(preview).toHaveAttribute('src', uploaded);

  // A file that is not an image at all is stopped before it is sent.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expectToast(page, 'Invalid file type', 'Please select an image file');
  await expect(preview).toHaveAttribute('src', uploaded);
  await context.close();
});
