// The frame's navigation by keyboard alone (issue 11 §1, §5): the skip link, every section the
// user may open reached from the header on a desktop and on a 390 px screen (where it folds into a
// menu whose panel keeps focus), the footer's links, axe on each state; no page scrolls sideways.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

type Tenant = 'us' | 'mx' | 'ca';

async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => localStorage.setItem('portal.locale', l), locale);
}

/** Presses Tab until the focused element has this accessible text; fails after 40 presses. */
async function tabTo(page: Page, text: string) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

const cases: Array<{ tenant: Tenant; locale: string; account: string; sections: Array<[string, RegExp]> }> = [
  {
    tenant: 'us',
    locale: 'en-US',
    account: 'supplier-admin',
    sections: [
      ['Admin', /\/admin$/],
      ['Support', /\/support$/],
      ['Apps', /\/apps$/],
    ],
  },
  {
    tenant: 'mx',
    locale: 'es-MX',
    account: 'supplier-admin',
    sections: [
      ['Admin', /\/admin$/],
      ['Support', /\/support$/],
      ['Apps', /\/apps$/],
    ],
  },
  {
    tenant: 'ca',
    locale: 'fr-CA',
    account: 'super-admin',
    sections: [
      ['Support', /\/support$/],
      ['Customer Accounts', /\/companyList$/],
    ],
  },
];

for (const { tenant, locale, account, sections } of cases) {
  test(`${tenant} ${locale}: desktop, every section by keyboard from the header`, async ({ page }) => {
    await useLocale(page, locale);
    await signIn(page, tenant, account);
    await page.goto(`${tenantHost(tenant)}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first Tab stop is the skip link; it takes focus to the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: translate(locale, 'Skip to main content') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    const nav = page.getByRole('navigation', { name: translate(locale, 'Main') });
    for (const [section, url] of sections) {
      await page.locator('body').focus();
      await tabTo(page, translate(locale, section));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(nav.getByRole('link', { name: translate(locale, section), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await expectAccessible(page);
  });

  test(`${tenant} ${locale}: 390 px, the menu button and its panel by keyboard; nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocale(page, locale);
    await signIn(page, tenant, account);
    await page.goto(`${tenantHost(tenant)}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSidewaysScroll(page);
    const menu = page.getByRole('button', { name: translate(locale, 'Menu') });
    for (const [section, url] of sections) {
      await page.locator('body').focus();
      await tabTo(page, translate(locale, 'Menu'));
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page);
      // Escape closes the panel and gives focus back to the button; Enter opens it again.
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      await tabTo(page, translate(locale, section));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(url);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      // The address moves at once, the page once its render (a transition) is done: wait for it,
      // as a person waits for the page they chose before opening the menu again.
      await expect(page.locator('nav a[aria-current="page"]')).toHaveAttribute('href', url);
      await noSidewaysScroll(page);
    }
  });
}

test('mx: the footer has no privacy policy or terms; us has both; the signed-out footer offers the language', async ({ page }) => {
  await page.goto(`${tenantHost('mx')}/`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: translate('es-MX', 'Contact us') })).toBeVisible();
  await expect(footer.getByRole('link', { name: translate('es-MX', 'Privacy Policy') })).toHaveCount(0);
  const language = footer.getByRole('group', { name: translate('es-MX', 'Language') });
  await expect(language.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto(`${tenantHost('us')}/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacyPolicy');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /555-0199/ })).toHaveAttribute('href', /^tel:/);
});

test('the user menu by keyboard: Enter opens it, Escape closes it and gives focus back; on a phone the button shows initials and keeps the name', async ({
  page,
}) => {
  await signIn(page, 'us', 'supplier-admin');
  const user = (await page.evaluate(async () => (await fetch('/platform/v1/identity/user-context')).json())) as {
    first_name: string;
    last_name: string;
  };
  const name = `${user.first_name} ${user.last_name}`;
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const initials = `${user.first_name[0]}${user.last_name[0]}`.toUpperCase();
  await expect(button).toBeVisible();
  await expect(button.getByText(initials, { exact: true })).toBeVisible();
  // The name is visually hidden (1 px, clipped), still the button's accessible name.
  await expect.poll(() => button.getByText(name).evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await noSidewaysScroll(page);
});
