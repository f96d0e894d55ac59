// The Report Builder page (spec §2 /reportbuilder; issue 16 §3): what the product is and the
// user's access to it with what to do next — launch, wait, or get access — on desktop and phone.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, translate } from './helpers.ts';

const accessCard = (page: Page, name = 'Your access') => page.getByRole('complementary', { name });

test('with access: Launch opens Report Builder’s address in a new tab', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/reportbuilder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report Builder');
  await expect(page.getByRole('heading', { name: 'What you can do with Report Builder' })).toBeVisible();
  const launch = accessCard(page).getByRole('link', { name: 'Launch Report Builder (opens in a new tab)' });
  await expect(launch).toHaveAttribute('href', /^https:\/\/report-builder\.apps\./);
  await expect(launch).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Data Dictionary', exact: true }).last()).toHaveAttribute(
    'href',
    '/dataDictionary?product=chnl_perf_report_builder',
  );
  await expectAccessible(page);
});

test('access pending: no launch, the wait is explained', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user', '/reportbuilder');
  const card = accessCard(page);
  await expect(card.getByText('Access pending')).toBeVisible();
  await expect(card.getByText('We are working on your access. Access to Report Builder can take up to 2 days.')).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
});

test('a basic vendor user without access is told to ask their company administrator (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'us', 'basic-vendor-user', '/reportbuilder');
  await expect(page).toHaveURL(/\/reportbuilder$/);
  const card = accessCard(page);
  await expect(card.getByText('You don’t have access to Report Builder yet.')).toBeVisible();
  await expect(card.getByText('Contact your company administrator to get access to Report Builder.')).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('an associate without access requests it through the incident form’s request-access variant', async ({ page }) => {
  await signIn(page, 'us', 'asset-protection', '/reportbuilder');
  const card = accessCard(page);
  await card.getByRole('link', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/support\/ticketCreation\?request=access$/);
});

test('Mexico: Report Builder is coming soon, in Spanish (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'mx', 'supplier-admin', '/reportbuilder');
  const es = (english: string) => translate('es-MX', english);
  const card = accessCard(page, es('Your access'));
  await expect(card.getByText(es('Coming soon'))).toBeVisible();
  await expect(card.getByRole('link', { name: es('Launch Report Builder') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: es('What you can do with Report Builder') })).toBeVisible();
  await expectAccessible(page);
});
