// Single sign-on through the browser (issue 32 §1): the sign-in page asks for the e-mail, an
// internal one goes to the development identity provider (a real OpenID Connect provider on
// loopback), whose page has the e-mail already; the person comes back to the page they asked for,
// and sign-out ends the provider's session too. A person the portal does not know gets a page.
import { expect, test } from '@playwright/test';
import { expectAccessible, tenantHost, translate } from './helpers.ts';
import { E2E_PASSWORD } from './server.ts';

test('an associate signs in at the company provider (e-mail typed once), lands on the page asked for, and signs out of both', async ({
  page,
}) => {
  const host = tenantHost('us');
  const email = 'merchant.us@demo.test';
  await page.goto(`${host}/profile`);
  await expect(page).toHaveURL(`${host}/platform/login?lastUrl=%2Fprofile`);
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The provider's own page: labelled fields, the e-mail already there.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company sign-in (development)');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${host}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sign-out ends the portal session, then the provider's, and comes back to the landing page.
  await page.goto(`${host}/logout`);
  await expect(page).toHaveURL(`${host}/`);
  await page.goto(`${host}/profile`);
  await expect(page).toHaveURL(`${host}/platform/login?lastUrl=%2Fprofile`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The provider asks for the password again: its session ended too.
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
});

test('the provider speaks the page language (es-MX on the MX site)', async ({ page }) => {
  const host = tenantHost('mx');
  await page.goto(`${host}/platform/login?lastUrl=%2Fapps`);
  await page.getByLabel(translate('es-MX', 'Email')).fill('category-manager.mx@demo.test');
  await page.getByRole('button', { name: translate('es-MX', 'Continue') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio de sesión de la empresa (desarrollo)');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('category-manager.mx@demo.test');
  await page.getByLabel('Contraseña').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(`${host}/apps`);
});

test('a person the portal does not know gets a clear page, not an account', async ({ page }) => {
  const host = tenantHost('ca');
  await page.goto(`${host}/platform/login`);
  await page.getByLabel('Email').fill('newcomer.ca@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${host}/platform/sso/refused?reason=unknown`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This portal has no account for you.');
  await expectAccessible(page);
  await page.goto(`${host}/apps`);
  await expect(page).toHaveURL(`${host}/platform/login?lastUrl=%2Fapps`);
});

test('a supplier goes on with the portal password on the same page', async ({ page }) => {
  const host = tenantHost('us');
  await page.goto(`${host}/platform/login?lastUrl=%2Fapps`);
  await page.getByLabel('Email').fill('supplier-user.us@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page).toHaveURL(`${host}/platform/login?lastUrl=%2Fapps`);
  await expectAccessible(page);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${host}/apps`);
});
