// App launch (spec §2 "Product list", §4 "Product tile access", §6 "Products per domain") and
// product availability changed at run time by a configuration owner.
import { expect, type Page, test } from '@playwright/test';
import { dataLayer, signIn, translate } from './helpers.ts';

const tile = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('US supplier user: sections, launch, pending access, learn more, hidden tiles', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get started with Supplier Insights');
  await expect(page.locator('#kyc-product-container h2')).toHaveText('Know your customer');
  await expect(page.locator('#kys-product-container h2')).toHaveText('Know your store');

  // Shopper Behavior: access complete → Launch App opens its address in a new tab.
  const launch = tile(page, 'Shopper Behavior').getByRole('link', { name: 'Launch App' });
  await expect(launch).toHaveAttribute('href', /^https:\/\/shopper-behavior\./);
  await expect(launch).toHaveAttribute('target', '_blank');

  // Report Builder: pending → badge and the access-pending dialog naming the product.
  const reportBuilder = tile(page, 'Report Builder');
  await expect(reportBuilder.getByText('Pending Access')).toBeVisible();
  await reportBuilder.getByRole('button', { name: 'Access pending' }).click();
  const pending = page.getByRole('dialog', { name: 'Report Builder' });
  await expect(pending).toContainText('We are working on your access');
  await expect(pending).toContainText('Access to Report Builder can take up to 2 days.');
  await pending.getByRole('button', { name: 'Close' }).click();

  // Customer Perception: no access → no Launch App but the reason and what to do; Learn more opens its dialog and is tracked.
  const perception = tile(page, 'Customer Perception');
  await expect(perception.getByRole('button', { name: 'Launch App' })).toHaveCount(0);
  await expect(perception.getByText('You don’t have access to this app yet.')).toBeVisible();
  await expect(perception.getByRole('link', { name: 'Request access' })).toHaveAttribute('href', '/support/ticketCreation?request=access');
  await perception.hover();
  await perception.getByRole('button', { name: 'Learn More' }).click();
  const learnMore = page.getByRole('dialog', { name: 'Customer Perception' });
  await expect(learnMore.getByRole('heading', { name: 'Key notes' })).toBeVisible();
  await expect(learnMore.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  const events = await dataLayer(page);
  expect(events).toContainEqual(expect.objectContaining({ event: 'pageView', pageId: 'learn more customer perception' }));
  expect(events).toContainEqual(expect.objectContaining({ event: 'click', pageId: 'app launch', product: 'CUSTOMER_PERCEPTION' }));
  expect(events.filter((e) => e.event === 'hover' && e.product === 'CUSTOMER_PERCEPTION')).toHaveLength(1);
  await learnMore.getByRole('button', { name: 'Close' }).click();

  // Spec §4: Modular Intelligence and Customer Pulse are hidden on the US domain without access.
  await expect(tile(page, 'Modular Intelligence')).toHaveCount(0);
  await expect(tile(page, 'Customer Pulse')).toHaveCount(0);
  await expect(page.getByText('We are working on your Shopper Behavior access')).toHaveCount(0);
});

test('MX: only Shopper Behavior and Report Builder, and Report Builder is coming soon', async ({ page }) => {
  await signIn(page, 'mx', 'supplier-admin');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(tile(page, 'Report Builder').getByText(translate('es-MX', 'coming soon'))).toBeVisible();
  await expect(tile(page, 'Report Builder').getByRole('link')).toHaveCount(0);
});

test('a configuration owner changes availability and the tile follows without a rebuild', async ({ page, browser }) => {
  await signIn(page, 'us', 'supplier-admin');
  await expect(tile(page, 'Digital Landscapes')).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, 'us', 'super-admin');
  // The admin API, called from the super admin's page (the browser resolves *.localhost).
  const put = (body: Record<string, unknown>) =>
    admin.evaluate(async (data) => {
      const res = await fetch('/core-app-api/admin/products/DIGITAL_LANDSCAPES', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      return res.status;
    }, body);
  expect(await put({ available: false })).toBe(200);
  await page.reload();
  await expect(tile(page, 'Shopper Behavior')).toBeVisible();
  await expect(tile(page, 'Digital Landscapes')).toHaveCount(0);

  expect(await put({ available: null, restrictedLaunch: 'BETA' })).toBe(200);
  await page.reload();
  await expect(tile(page, 'Digital Landscapes').getByText('Beta', { exact: true })).toBeVisible();
  expect(await put({ restrictedLaunch: null })).toBe(200);
  await admin.close();
});
