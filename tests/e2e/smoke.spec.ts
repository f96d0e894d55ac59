// Per tenant: a signed-out visit to /apps goes to sign-in with lastUrl, signing in as the
// supplier admin comes back to /apps with the tenant's product name in the title; blocked routes
// show the not-found page. Runs against the built bundles served by the real server.
import { expect, test } from '@playwright/test';
import ca from '../../tenants/ca.ts';
import mx from '../../tenants/mx.ts';
import us from '../../tenants/us.ts';
import { expectAccessible, tenantHost, translate } from './helpers.ts';
import { E2E_PASSWORD } from './server.ts';

for (const tenant of [us, mx, ca]) {
  const locale = tenant.locales.default;
  const productName = tenant.branding.productName;

  test(`${tenant.code}: signed-out /apps → sign in → back on /apps (${locale})`, async ({ page }) => {
    await page.goto(`${tenantHost(tenant.id)}/apps`);
    await expect(page).toHaveURL(`${tenantHost(tenant.id)}/platform/login?lastUrl=%2Fapps`);
    await expect(page.getByRole('heading', { name: translate(locale, 'Sign in') })).toBeVisible();
    await expect(page).toHaveTitle(`${translate(locale, 'Sign in')} - ${productName}`);
    await expectAccessible(page);

    await page.getByLabel(translate(locale, 'Email')).fill(`supplier-admin.${tenant.id}@demo.test`);
    // A supplier's e-mail goes on here with its portal password (issue 32 §1).
    await page.getByRole('button', { name: translate(locale, 'Continue') }).click();
    await page.getByLabel(translate(locale, 'Password')).fill('wrong-password');
    await page.getByRole('button', { name: translate(locale, 'Sign in') }).click();
    await expect(page.getByRole('alert')).toHaveText(translate(locale, 'The email or password is incorrect.'));

    await page.getByLabel(translate(locale, 'Password')).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: translate(locale, 'Sign in') }).click();
    await expect(page).toHaveURL(`${tenantHost(tenant.id)}/apps`);
    await expect(page).toHaveTitle(`${translate(locale, 'App Launch')} - ${productName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translate(locale, 'Get started with {productName}').replace('{productName}', productName),
    );
    await expectAccessible(page);
  });
}

test('WMT-MX: /privacyPolicy shows the not-found page', async ({ page }) => {
  await page.goto(`${tenantHost('mx')}/privacyPolicy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('es-MX', "We couldn't find that page..."));
  await expect(page).toHaveTitle(`${translate('es-MX', 'Page not found')} - ${mx.branding.productName}`);
});

test('WMT-CA: /terms shows the not-found page; US shows its terms', async ({ page }) => {
  await page.goto(`${tenantHost('ca')}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en-CA', "We couldn't find that page..."));
  await page.goto(`${tenantHost('us')}/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${us.branding.productName} Terms of Use`);
});

test('WMT-CA: the language picker (in the footer of signed-out pages) switches the page to fr-CA', async ({ page }) => {
  await page.goto(`${tenantHost('ca')}/platform/login`);
  const language = page.getByRole('contentinfo').getByRole('group', { name: 'Language' });
  await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await language.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fr-CA', 'Sign in'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('group', { name: translate('fr-CA', 'Language') })
      .getByRole('button', { name: 'Français' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fr-CA', 'Sign in'));
});
