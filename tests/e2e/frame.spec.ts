// The frame holds every role and language (issue 28 §1): for each tenant and each of its locales,
// each demo account (and a super admin acting on behalf of a company, the richest case), at 1280,
// 1024 and 390 px, on the page the account lands on: the page never scrolls sideways, the header
// is one row, and every section of the navigation is on screen (at 390 px in the menu's panel).
import { expect, type Page, test } from '@playwright/test';
import ca from '../../tenants/ca.ts';
import mx from '../../tenants/mx.ts';
import us from '../../tenants/us.ts';
import { signIn, tenantHost, translate } from './helpers.ts';

type Tenant = 'us' | 'mx' | 'ca';
const TENANTS = { us, mx, ca };
const ACCOUNTS = [
  'super-admin',
  'spectator',
  'supplier-admin',
  'supplier-user',
  'agency-admin',
  'agency-user',
  'basic-vendor-admin',
  'basic-vendor-user',
  'basic-agency',
  'associate',
  'category-manager',
  'asset-protection',
  'merchant',
  'support-agent',
  'content-owner',
  'legal-owner',
];
const WIDTHS = [1280, 1024, 390];
/** One row of the header bar (3.5 rem). */
const BAR_HEIGHT = 56;

test.describe.configure({ mode: 'parallel' });

/** Chooses the first company of the list to act for, as the company list's dialog does. */
async function actOnBehalf(page: Page) {
  const status = await page.evaluate(async () => {
    const list = (await (await fetch('/core-app-api/companies?pageSize=5')).json()) as { content: Array<{ companyId: string }> };
    const res = await fetch('/core-app-api/users/set-context', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: list.content[0]!.companyId, reason: 'Checking the frame at every width' }),
    });
    return res.status;
  });
  expect(status).toBe(200);
}

async function expectFrameHolds(page: Page, locale: string, width: number, what: string) {
  await page.setViewportSize({ width, height: 800 });
  const where = `${what} ${locale} ${width} px`;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: where })
    .toBeLessThanOrEqual(0);
  const bar = page.locator('header').first();
  expect((await bar.boundingBox())!.height, `${where}: header height`).toBeLessThanOrEqual(BAR_HEIGHT);
  const nav = page.getByRole('navigation', { name: translate(locale, 'Main') });
  const menu = page.getByRole('button', { name: translate(locale, 'Menu') });
  const narrow = width <= 768;
  if (narrow && (await menu.count())) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  // Each section in one round trip (the matrix is 49 tests × 6 looks: a call per link per look was
  // most of this file's time): brought into view as a person scrolls to it, then on screen and
  // inside the window. Sections hidden from everyone (display: none) are not offered, as for getByRole.
  await expect(nav).toBeVisible();
  const sections = await nav.evaluate((element, windowWidth) => {
    const shown = [...element.querySelectorAll('a[href]')].filter(
      (a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden' && !a.closest('[aria-hidden="true"]'),
    );
    const misplaced = shown.flatMap((a, i) => {
      a.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = a.getBoundingClientRect();
      const onScreen = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      return onScreen && r.right <= windowWidth
        ? []
        : [`section ${i + 1} "${a.textContent?.trim()}" at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}`];
    });
    return { count: shown.length, misplaced };
  }, width);
  expect(sections.count, `${where}: sections`).toBeGreaterThan(0);
  expect(sections.misplaced, `${where}: sections off screen or outside the window`).toEqual([]);
  if (narrow && (await menu.count())) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
}

for (const tenant of Object.keys(TENANTS) as Tenant[]) {
  const { locales } = TENANTS[tenant];
  const variants = [...ACCOUNTS.map((account) => ({ account, behalf: false })), { account: 'super-admin', behalf: true }];
  for (const { account, behalf } of variants) {
    const what = `${tenant} ${account}${behalf ? ' acting on behalf' : ''}`;
    test(`${what}: one header row, no sideways scroll, every section on screen at ${WIDTHS.join(', ')} px in ${locales.supported.join(' and ')}`, async ({
      page,
    }) => {
      await signIn(page, tenant, account);
      if (behalf) {
        await actOnBehalf(page);
        await page.goto(`${tenantHost(tenant)}/apps`);
      }
      const landing = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page the account landed on is looked at first, in its language, as it is; the other
      // languages after a reload in each (a page load is most of a look's time).
      const shown = await page.locator('html').getAttribute('lang');
      const inOrder = [...locales.supported.filter((l) => l === shown), ...locales.supported.filter((l) => l !== shown)];
      for (const locale of inOrder) {
        if ((await page.locator('html').getAttribute('lang')) !== locale) {
          await page.evaluate((l) => localStorage.setItem('portal.locale', l), locale);
          await page.goto(tenantHost(tenant) + landing);
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        for (const width of WIDTHS) await expectFrameHolds(page, locale, width, what);
      }
    });
  }
}

test('signed out, the few public sections sit in the header bar, at every width', async ({ page }) => {
  for (const tenant of Object.keys(TENANTS) as Tenant[]) {
    const locale = TENANTS[tenant].locales.default;
    await page.goto(`${tenantHost(tenant)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: translate(locale, 'Main') });
    await expect(page.locator('header').getByRole('navigation', { name: translate(locale, 'Main') })).toBeVisible();
    await expect(nav.getByRole('link', { name: translate(locale, 'Support') })).toBeVisible();
    for (const width of WIDTHS) await expectFrameHolds(page, locale, width, `${tenant} signed out`);
  }
});
