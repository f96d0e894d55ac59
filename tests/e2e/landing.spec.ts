// The public landing page (issue 11 §2): the tenant's products from its tenant file in the two
// families, in the tenant's language, with sign-in and contact-us calls — and no sign-in call for
// someone already signed in.
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

test('us: both families with the US products; sign in and contact us', async ({ page }) => {
  await page.goto(`${tenantHost('us')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Supplier Insights' })).toBeVisible();
  const kyc = page.getByRole('region', { name: 'Know your customer' });
  const kys = page.getByRole('region', { name: 'Know your store' });
  await expect(kyc.getByRole('heading', { level: 3 })).toHaveText([
    'Shopper Behavior',
    'Customer Perception',
    'Digital Landscapes',
    'Insights Activation',
    'Customer Pulse', // local is not production (spec §6)
  ]);
  await expect(kys.getByRole('heading', { level: 3 })).toHaveText(['Report Builder', 'Insights', 'Modular Intelligence']);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/apps');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' }).first()).toHaveAttribute('href', '/contactUs');
  await expectAccessible(page);
});

test('mx es-MX: Shopper Behavior and Report Builder only, in Spanish', async ({ page }) => {
  await page.goto(`${tenantHost('mx')}/`);
  await expect(page.getByRole('heading', { level: 2, name: translate('es-MX', 'What you can do here') })).toBeVisible();
  await expect(page.getByRole('region', { name: translate('es-MX', 'Know your customer') }).getByRole('heading', { level: 3 })).toHaveText([
    'Shopper Behavior',
  ]);
  await expect(page.getByRole('region', { name: translate('es-MX', 'Know your store') }).getByRole('heading', { level: 3 })).toHaveText([
    'Report Builder',
  ]);
  await expectAccessible(page);
});

test('a signed-in visitor is offered the apps, not the sign-in', async ({ page }) => {
  await signIn(page, 'ca', 'supplier-user');
  await page.goto(`${tenantHost('ca')}/`);
  await expect(page.getByRole('link', { name: 'Go to your apps' }).first()).toHaveAttribute('href', '/apps');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('a basic account gets the Basic Landing at /, and no link there, nor in the footer, leads to /noAccess (issue 30 §3)', async ({
  page,
}) => {
  await signIn(page, 'us', 'basic-vendor-admin');
  await page.goto(`${tenantHost('us')}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'What your plan includes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Basic Landing - /);
  expect(page.url()).toBe(`${tenantHost('us')}/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support/ticketCreation');
  await expectAccessible(page);
  // Every link of the page leads somewhere the account may go.
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs.filter((h) => h !== '/logout')) {
    await page.goto(`${tenantHost('us')}${href}`);
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    expect(new URL(page.url()).pathname, href).not.toBe('/noAccess');
  }
  // The not-found page's Return to Home leads back to the Basic Landing.
  await page.goto(`${tenantHost('us')}/no-such-page`);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What your plan includes' })).toBeVisible();
});
