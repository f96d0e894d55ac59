// Every page of the portal shell passes axe (no serious or critical violations) in US en-US,
// MX es-MX and CA fr-CA, and the app launch works by keyboard alone.
import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';
import ca from '../../tenants/ca.ts';
import mx from '../../tenants/mx.ts';
import us from '../../tenants/us.ts';
import { expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

const PUBLIC_PAGES = [
  '/',
  '/platform/login',
  '/platform/forgot-password',
  '/no/such/page',
  '/noAccess',
  '/pendingAccess',
  '/error',
  '/contactUs',
  '/support',
  '/support/ticketCreation',
  '/support/ticketCreation?request=access',
];
const SIGNED_IN_PAGES = ['/apps', '/profile', '/accessDenied'];
const ADMIN_PAGES = ['/admin', '/admin/userList', '/admin/domainsList', '/admin/thirdParty', '/admin/activityLog'];

const PRODUCT_NAMES = { us: us.branding.productName, mx: mx.branding.productName, ca: ca.branding.productName };

type Tenant = 'us' | 'mx' | 'ca';

const variants = [
  { tenant: 'us', locale: 'en-US' },
  { tenant: 'mx', locale: 'es-MX' },
  { tenant: 'ca', locale: 'fr-CA' },
] as const;

async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => localStorage.setItem('portal.locale', l), locale);
}

/**
 * Each page is a test of its own, so a test's time follows one page, not the length of the list.
 * The pages only look, so they may run on either worker, and on each worker the pages of one
 * tenant and account share a browser context, as they shared one when a test visited them all:
 * one sign-in, and the bundle from the browser's cache.
 */
const test = base.extend<
  { pageAs: (account: string | null, tenant: Tenant, locale: string, path: string) => Promise<Page> },
  { contextOf: (key: string) => Promise<BrowserContext> }
>({
  contextOf: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use((key) => {
        if (!contexts.has(key)) contexts.set(key, browser.newContext());
        return contexts.get(key)!;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
  // A new page of the shared context of the account (null: signed out) at `path`, in the locale.
  pageAs: async ({ contextOf }, use) => {
    const pages: Page[] = [];
    await use(async (account, tenant, locale, path) => {
      const context = await contextOf(`${tenant} ${account ?? 'signed out'}`);
      const page = await context.newPage();
      pages.push(page);
      await useLocale(page, locale);
      const signedIn = (await context.cookies()).some((cookie) => cookie.name === 'sip_session');
      if (account && !signedIn) await signIn(page, tenant, account, path);
      else await page.goto(tenantHost(tenant) + path);
      return page;
    });
    for (const page of pages) await page.close();
  },
});
test.describe.configure({ mode: 'parallel' });

for (const { tenant, locale } of variants) {
  const config = { us, mx, ca }[tenant];
  const legal = [
    ...(config.routes.terms ? ['/terms'] : []),
    ...(config.routes.privacyPolicy ? ['/privacyPolicy'] : []),
    '/dataSharingAddendum',
  ];

  for (const path of PUBLIC_PAGES) {
    test(`${tenant} ${locale}: public page ${path} passes axe`, async ({ pageAs }) => {
      const page = await pageAs(null, tenant, locale, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectAccessible(page);
    });
  }

  test(`${tenant} ${locale}: signing in leads to App Launch, titled in the locale`, async ({ page }) => {
    await useLocale(page, locale);
    await signIn(page, tenant, 'supplier-user');
    await expect(page).toHaveTitle(`${translate(locale, 'App Launch')} - ${PRODUCT_NAMES[tenant]}`);
  });

  for (const path of SIGNED_IN_PAGES) {
    test(`${tenant} ${locale}: signed-in page ${path} passes axe`, async ({ pageAs }) => {
      const page = await pageAs('supplier-user', tenant, locale, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test(`${tenant} ${locale}: the user menu, opened, passes axe`, async ({ pageAs }) => {
    const page = await pageAs('supplier-user', tenant, locale, '/accessDenied');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { expanded: false }).first().click();
    await expectAccessible(page);
  });

  // Signed in: the data sharing addendum is for signed-in users.
  for (const path of legal) {
    test(`${tenant} ${locale}: legal page ${path} passes axe`, async ({ pageAs }) => {
      const page = await pageAs('supplier-admin', tenant, locale, path);
      // The document itself, not its loading state: its table of contents.
      await expect(page.getByRole('navigation', { name: translate(locale, 'Contents') })).toBeVisible();
      await expectAccessible(page);
    });
  }

  for (const path of ADMIN_PAGES) {
    test(`${tenant} ${locale}: admin page ${path} passes axe`, async ({ pageAs }) => {
      const page = await pageAs('supplier-admin', tenant, locale, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test(`${tenant} ${locale}: the company list and its reason dialog pass axe`, async ({ page }) => {
    await useLocale(page, locale);
    await signIn(page, tenant, 'super-admin');
    const represent = page.getByRole('button', { name: new RegExp(`^${translate(locale, 'Act on behalf')}`) }).first();
    await expect(represent).toBeVisible();
    await expectAccessible(page);
    await represent.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });
}

test('app launch by keyboard: reach Launch App, open Learn more with Enter, close with Escape', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user');
  await expect(page.locator('#kyc-product-container')).toBeVisible();
  const launch = page.getByRole('article', { name: 'Shopper Behavior' }).getByRole('link', { name: 'Launch App' });
  const learnMore = page.getByRole('article', { name: 'Customer Perception' }).getByRole('button', { name: 'Learn More' });
  for (let i = 0; i < 30 && !(await launch.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(launch).toBeFocused();
  for (let i = 0; i < 30 && !(await learnMore.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(learnMore).toBeFocused();
  await expect(learnMore.locator('xpath=..')).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Customer Perception' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(learnMore).toBeFocused();
});
