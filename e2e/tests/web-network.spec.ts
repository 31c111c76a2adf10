import { expect, type Page, test } from '@playwright/test';
import { publishedArtist } from '../support/artists.ts';
import { expectToast } from '../support/pages.ts';
import { newPerson, signedIn, signedInAdmin } from '../support/session.ts';

const requestsButton = (page: Page) => page.getByRole('button', { name: /^Connection requests/ });

test('supporting another artist: the request appears, accepting it makes a Connection', async ({
  browser,
}) => {
  const admin = await signedInAdmin(browser);
  const lena = await publishedArtist(browser, admin.page, 'Lena');
  const omar = await publishedArtist(browser, admin.page, 'Omar', { city: 'Tangier', country: 'Morocco' });
  await admin.context.close();
  const lenaName = lena.profile.fullName;
  const omarName = omar.profile.fullName;

  // Lena supports Omar from his page.
  await lena.page.goto(`/artists/${omar.profile.slug}`);
  await expect(lena.page.getByRole('heading', { level: 1, name: omarName })).toBeVisible();
  await expect(lena.page.getByRole('list', { name: 'Supporters' })).toHaveCount(0);
  const support = lena.page.getByRole('button', { name: 'Support', exact: true });
  await expect(support).toHaveAttribute('aria-pressed', 'false');
  await support.click();
  await expectToast(lena.page, 'Support Sent', 'You are now supporting this artist');
  await expect(lena.page.getByRole('button', { name: 'Supporting' })).toHaveAttribute('aria-pressed', 'true');
  // A request waiting for Omar's answer is not shown publicly: his page lists accepted supports only.
  await expect(lena.page.getByRole('list', { name: 'Supporters' })).toHaveCount(0);

  // Omar finds the request on his profile and accepts it.
  await omar.page.goto('/profile');
  await expect(omar.page.getByRole('heading', { level: 1, name: omarName })).toBeVisible();
  await expect(requestsButton(omar.page)).toContainText('1');
  // Until he answers, the support waits among his requests.
  await expect(omar.page.getByRole('tab', { name: 'Supporters (0)' })).toBeVisible();
  await requestsButton(omar.page).click();
  const popover = omar.page.locator('.requests-popover');
  await expect(popover.getByRole('heading', { name: 'Connection requests' })).toBeVisible();
  await expect(popover.getByRole('listitem')).toHaveCount(1);
  await expect(popover.getByRole('listitem')).toContainText(lenaName);
  await popover.getByRole('button', { name: `Accept ${lenaName}` }).click();
  await expectToast(omar.page, 'Connection Accepted');
  await expect(popover.getByText('No requests waiting.')).toBeVisible();
  await omar.page.keyboard.press('Escape');

  await expect(omar.page.getByRole('tab', { name: 'Supporters (1)' })).toBeVisible();
  const supporters = omar.page.getByRole('tabpanel');
  await expect(supporters.getByRole('listitem').filter({ hasText: lenaName })).toContainText('Connection');
  await omar.page.getByRole('tab', { name: 'Your Connections' }).click();
  await expect(omar.page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  await expect(omar.page.getByRole('tabpanel').getByRole('listitem')).toContainText(lenaName);
  await expect(omar.page.getByRole('tabpanel').getByRole('listitem')).toContainText('Connection');

  // Lena's side: she now sees a Connection on Omar's page (one supporter, as his Supporters tab counts),
  // and Omar among her own connections.
  await lena.page.reload();
  await expect(lena.page.getByText('1 supporter', { exact: true })).toBeVisible();
  await expect(lena.page.getByRole('list', { name: 'Supporters' }).getByRole('link')).toHaveAccessibleName(
    `${lenaName}, Connection`,
  );
  await lena.page.goto('/profile');
  await lena.page.getByRole('tab', { name: 'Your Connections' }).click();
  await expect(lena.page.getByRole('tabpanel').getByRole('listitem')).toContainText(omarName);

  // A visitor sees the connection on Omar's public page, without a Support button.
  const visitor = await browser.newPage();
  await visitor.goto(`/artists/${omar.profile.slug}`);
  await expect(visitor.getByRole('list', { name: 'Supporters' }).getByRole('link')).toHaveAccessibleName(
    `${lenaName}, Connection`,
  );
  await expect(visitor.getByRole('button', { name: 'Support', exact: true })).toHaveCount(0);
  await visitor.close();
  await Promise.all([lena.context.close(), omar.context.close()]);
});

test('a rejected request is never shown publicly, and support can be withdrawn', async ({ browser }) => {
  const admin = await signedInAdmin(browser);
  const kai = await publishedArtist(browser, admin.page, 'Kai');
  const zoe = await publishedArtist(browser, admin.page, 'Zoe');
  await admin.context.close();
  const kaiName = kai.profile.fullName;

  await kai.page.goto(`/artists/${zoe.profile.slug}`);
  await kai.page.getByRole('button', { name: 'Support', exact: true }).click();
  await expect(kai.page.getByRole('button', { name: 'Supporting' })).toBeVisible();

  await zoe.page.goto('/profile');
  await requestsButton(zoe.page).click();
  await zoe.page.getByRole('button', { name: `Reject ${kaiName}` }).click();
  await expectToast(zoe.page, 'Connection Rejected');
  await expect(zoe.page.getByText('No requests waiting.')).toBeVisible();
  await zoe.page.keyboard.press('Escape');
  await zoe.page.getByRole('tab', { name: 'Your Connections' }).click();
  await expect(zoe.page.getByRole('tabpanel')).toContainText('No connections yet.');

  // Kai still supports Zoe, one way, and can take it back; her page never shows who she turned down.
  await kai.page.reload();
  await expect(kai.page.getByRole('button', { name: 'Supporting' })).toBeVisible();
  await expect(kai.page.getByRole('list', { name: 'Supporters' })).toHaveCount(0);
  await kai.page.getByRole('button', { name: 'Supporting' }).click();
  await expectToast(kai.page, 'Support Removed', 'You are no longer supporting this artist');
  await expect(kai.page.getByRole('button', { name: 'Support', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(kai.page.getByRole('list', { name: 'Supporters' })).toHaveCount(0);

  // On her own page Zoe is offered Edit CV, not Support.
  await zoe.page.goto(`/artists/${zoe.profile.slug}`);
  await expect(zoe.page.getByRole('link', { name: 'Edit CV' })).toBeVisible();
  await expect(zoe.page.getByRole('button', { name: 'Support', exact: true })).toHaveCount(0);

  // Someone without a CV of their own is told to create one first.
  const newcomer = await signedIn(browser, newPerson('Noa'));
  await newcomer.page.goto(`/artists/${zoe.profile.slug}`);
  await newcomer.page.getByRole('button', { name: 'Support', exact: true }).click();
  await expectToast(newcomer.page, 'Error', 'You need to create an artist profile before supporting others');
  await Promise.all([kai.context.close(), zoe.context.close(), newcomer.context.close()]);
});
