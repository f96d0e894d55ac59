// The whole reset flow as a person does it: ask for a link, open the e-mail in the development
// mailbox, choose a new password, sign in with it; then sign out ends the session.
import { expect, test } from '@playwright/test';
import { tenantHost } from './helpers.ts';
import { E2E_PASSWORD } from './server.ts';

test('WMT-US: forgotten password → e-mailed link → new password → sign in → sign out', async ({ page }) => {
  const host = tenantHost('us');
  // An account no other suite signs in with: its password changes here. An external user's: the
  // internal ones sign in at the company's identity provider (issue 32 §1).
  const email = 'elliot.nguyen@blue-ridge-foods-inc.test';
  await page.goto(`${host}/platform/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  await page.goto(`${host}/dev/mailbox`);
  const message = page.locator('article', { hasText: email }).first();
  await expect(message.getByRole('heading')).toHaveText('Reset your Supplier Insights password');
  await message.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();

  const newPassword = 'Brand-new-password-42';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with the new password.');

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${host}/apps`);
  // The apps page itself, not only its address on the way to another (a registered user with a
  // document to accept is taken on to /legalUpdates).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get started with Supplier Insights');
  await expect(page).toHaveURL(`${host}/apps`);

  await page.getByRole('button', { name: 'Elliot Nguyen' }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${host}/`);
  await page.goto(`${host}/apps`);
  await expect(page).toHaveURL(/\/platform\/login\?lastUrl=%2Fapps$/);
});
