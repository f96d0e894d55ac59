// Contact us (spec §2, §7 "POST (B) lcs/contact-us"): a visitor on the Mexico tenant writes to
// support in Spanish, gets the translated thank-you, and the message lands in the support mailbox.
import { expect, test } from '@playwright/test';
import { expectAccessible, tenantHost, translate } from './helpers.ts';

const LOCALE = 'es-MX';
const tr = (english: string) => translate(LOCALE, english);

test('WMT-MX es-MX: the contact form checks its fields, sends, thanks and passes axe; support gets the mail', async ({ page }) => {
  const host = tenantHost('mx');
  await page.addInitScript((l) => localStorage.setItem('portal.locale', l), LOCALE);
  await page.goto(`${host}/contactUs`);
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('Contact Us'));
  await expectAccessible(page);

  // Nothing filled in: every required field says what is missing, and nothing is sent.
  await page.getByRole('button', { name: tr('Send message') }).click();
  await expect(page.getByText(tr('Enter your name.'))).toBeVisible();
  await expect(page.getByText(tr('Enter your email.'))).toBeVisible();
  await expect(page.getByText(tr('Choose a topic.'))).toBeVisible();
  await expect(page.getByText(tr('Enter your message.'))).toBeVisible();
  await expectAccessible(page);

  const name = `Lucía Contacto ${Date.now()}`;
  await page.getByLabel(tr('Name')).fill(name);
  await page.getByLabel(tr('Email'), { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: tr('Send message') }).click();
  await expect(page.getByText(tr('Enter a valid email address.'))).toBeVisible();

  await page.getByLabel(tr('Email'), { exact: true }).fill('lucia.contacto@example.com');
  await page.getByLabel(tr('Company (optional)')).fill('Abarrotes del Norte');
  await page.getByRole('radio', { name: tr('Data') }).check();
  await page.getByLabel(tr('Message')).fill('Falta una tienda en el reporte de ventas de la semana pasada.');
  await page.getByRole('button', { name: tr('Send message') }).click();
  await expect(page.getByRole('status')).toHaveText(tr('Thank you. Our support team will get back to you.'));
  // The form is emptied for the next message.
  await expect(page.getByLabel(tr('Name'))).toHaveValue('');
  await expectAccessible(page);

  await page.goto(`${host}/dev/mailbox`);
  const mail = page.locator('article', { hasText: name }).first();
  await expect(mail).toContainText('support.mx@supplier-insights.example');
  await expect(mail).toContainText('lucia.contacto@example.com');
  await expect(mail).toContainText('Abarrotes del Norte');
  await expect(mail).toContainText('DATA');
  await expect(mail).toContainText('Falta una tienda en el reporte de ventas de la semana pasada.');
});
