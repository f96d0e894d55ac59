// The profile end to end (issue 14 §1, §5): an admin changes their time zone and sees the audit
// log's dates move by the zones' difference, then their language, which switches the page at once
// and follows them to a fresh browser; axe on the profile in English and Spanish.
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, expectAccessible, signIn, signInAtPage, tenantHost, translate } from './helpers.ts';

const firstDate = (page: Page) => page.getByRole('table').locator('tbody tr:not([aria-hidden="true"])').first().locator('td').first();

/** Minutes of the day of an en-US "MM/DD/YYYY, hh:mm AM" date. */
function minutesOfDay(text: string): number {
  const match = /(\d{1,2}):(\d{2})\s*([AP]M)/.exec(text);
  if (!match) throw new Error(`not a time: ${text}`);
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** A zone's option, by its city: '(UTC+09:00) Japan Standard Time – Tokyo'. */
const zoneOption = (city: string) => new RegExp(`– ${city}$`);

/** Saves a language (by its name in itself) and a zone (by its city) on the profile, shown in English. */
async function save(page: Page, language: string, city: string) {
  await chooseOption(page.getByRole('combobox', { name: 'Language' }), language);
  await chooseOption(page.getByRole('combobox', { name: 'Time zone' }), zoneOption(city));
  await page.getByRole('button', { name: 'Save preferences' }).click();
}

test('a new zone moves the audit log’s dates; a new language switches at once and follows the user to another browser', async ({
  page,
  browser,
}) => {
  test.slow();
  const es = (english: string) => translate('es-MX', english);
  await signIn(page, 'us', 'agency-admin', '/apps');
  // Something in the agency's audit log: an authorized domain added through the API, from the page.
  const host = tenantHost('us');
  const status = await page.evaluate(async () => {
    const context = await (await fetch('/platform/v1/identity/user-context')).json();
    const res = await fetch(`/core-app-api/companies/${context.tenant.id}/email-domains`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domainName: `profile-e2e-${Date.now()}.example.com`, allowSubDomains: false, is3pDomain: false }),
    });
    return res.status;
  });
  expect(status).toBeLessThan(300);
  await page.goto(`${host}/admin/activityLog`);
  await expect(firstDate(page)).toContainText(/\d{1,2}:\d{2}/);
  const chicago = minutesOfDay(await firstDate(page).innerText());

  await page.goto(`${tenantHost('us')}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Charter');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveText(zoneOption('Chicago'));
  await expectAccessible(page);
  await save(page, 'English', 'Tokyo');
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();

  // Tokyo is 15 hours ahead of Chicago in winter.
  await page.goto(`${tenantHost('us')}/admin/activityLog`);
  await expect(firstDate(page)).toContainText(/\d{1,2}:\d{2}/);
  const tokyo = minutesOfDay(await firstDate(page).innerText());
  expect((tokyo - chicago + 24 * 60) % (24 * 60)).toBe(15 * 60);

  await page.goto(`${tenantHost('us')}/profile`);
  await save(page, 'Español', 'Tokyo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('Profile'));
  await expect(page.getByText(es('Your preferences are saved.'))).toBeVisible();
  await expectAccessible(page);

  // A fresh browser: the sign-in answer carries the saved language, and the sign-in page keeps it.
  const other = await (await browser.newContext()).newPage();
  await signInAtPage(other, 'us', 'agency-admin', '/profile');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(es('Profile'));
  await expect(other.getByRole('combobox', { name: es('Time zone') })).toHaveText(zoneOption('Tokyo'));
  // Back to the defaults, by keyboard only: Tab to each control.
  const language = other.getByRole('combobox', { name: es('Language') });
  for (let i = 0; i < 40 && !(await language.evaluate((el) => el === document.activeElement)); i++) await other.keyboard.press('Tab');
  // Typing a language's first letters moves to it, as on a native select; Enter after opening picks.
  await other.keyboard.press('E');
  await other.keyboard.press('n');
  await expect(language).toHaveText('English');
  // The zones' names begin with their offset: Home goes to the first of the common zones (New York),
  // ArrowDown to Chicago, Enter picks it.
  await other.keyboard.press('Tab');
  const zone = other.getByRole('combobox', { name: es('Time zone') });
  await expect(zone).toBeFocused();
  await other.keyboard.press('ArrowDown');
  await expect(zone).toHaveAttribute('aria-expanded', 'true');
  await other.keyboard.press('Home');
  await other.keyboard.press('ArrowDown');
  await other.keyboard.press('Enter');
  await expect(zone).toHaveText(zoneOption('Chicago'));
  await expect(zone).toBeFocused();
  await other.getByRole('button', { name: es('Save preferences') }).focus();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await other.context().close();
});

test('a new version of the terms in force: the user reads and accepts it before going on, and is not asked again', async ({ page }) => {
  // basic-agency accepted last year's versions (demo data).
  await signIn(page, 'us', 'basic-agency', '/apps');
  await expect(page).toHaveURL(/\/legalUpdates\?lastUrl=%2Fapps$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Updated terms');
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Accept each document to continue.')).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await page.goto(`${tenantHost('us')}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByRole('region', { name: 'Legal documents you accepted' }).getByRole('listitem')).toHaveCount(4);
});
