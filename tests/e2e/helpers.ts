import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-data.ts';
import { E2E_PASSWORD } from './server.ts';
import { serverPort } from './server-setup.ts';

type Tenant = 'us' | 'mx' | 'ca';

/** The tenant's site on this worker's server. */
export const tenantHost = (id: Tenant) => `http://${id}.localhost:${serverPort()}`;

const catalogs = new Map<string, Map<string, string>>();

/** The translation of an English source message in a locale's catalog, as the bundle shows it. */
export function translate(locale: string, english: string): string {
  if (!catalogs.has(locale)) {
    const entries = new Map<string, string>();
    const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
    const re = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
    const join = (s: string) =>
      s
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .join('');
    for (const m of po.matchAll(re)) entries.set(join(m[1]!), join(m[2]!));
    catalogs.set(locale, entries);
  }
  const text = catalogs.get(locale)!.get(english);
  if (!text) throw new Error(`${locale} has no translation of "${english}"`);
  return text;
}

/**
 * No serious or critical axe violations on the current page. A page without frames is checked by
 * axe in the page itself (legacy mode): the default mode ends each check by opening a blank page of
 * its own and loading axe a second time there to merge the frames' results, which cost more than the
 * check on a busy 2-core machine (1.4–2.0 s a page instead of 0.8–1.2 s). A page with frames gets the
 * default mode, which also looks inside them (legacy mode left an unnamed button in a frame unseen).
 * Only the violations are reported in full (resultTypes): the passes are not read.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** A demo account's e-mail on a tenant (server/seed/demo-data.ts). */
const demoEmail = (tenant: Tenant, account: string) => `${account}.${tenant}@demo.test`;

/**
 * Signs in through the sign-in page as a person does and waits to be back on the portal: the page
 * asks for the e-mail, then an external user's password, or sends an internal user to the
 * development identity provider, whose page has the e-mail already and asks for the password
 * (issue 32 §1). Either way the next password field is the one to fill. What the page does on the
 * device with the answer (it keeps the user's saved language there) comes with it.
 */
export async function signInAtPage(page: Page, tenant: Tenant, account: string, lastUrl: string) {
  const site = new URL(tenantHost(tenant));
  await page.goto(`${site.origin}/platform/login?lastUrl=${encodeURIComponent(lastUrl)}`);
  await page.locator('input[name=email]').fill(demoEmail(tenant, account));
  await page.locator('form button[type=submit]').click();
  const password = page.locator('input[name=password]');
  await password.fill(E2E_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.host === site.host && !url.pathname.startsWith('/platform/login'));
}

const EXTERNAL = new Set(DEMO_ACCOUNTS.filter((demo) => demo.userType === 'EXTERNAL').map((demo) => demo.account));

/**
 * Signs in and opens where the sign-in leads (`lastUrl`), for a test about the pages after it.
 * An external account signs in with the API call the sign-in page makes (`POST /platform/login`),
 * from an empty page of the site served by the browser, not the portal: loading the sign-in page
 * was most of such a test's time, and its form has journeys of its own (smoke.spec signs in on it
 * in every tenant; a11y, challenge, password-reset and the invitation journeys use it too), and a
 * test about what it does on the device (the saved language it keeps there) signs in on it
 * (signInAtPage). An internal account signs in at the tenant's identity provider, as a person does.
 */
export async function signIn(page: Page, tenant: Tenant, account: string, lastUrl = '/apps') {
  if (!EXTERNAL.has(account)) return signInAtPage(page, tenant, account, lastUrl);
  const blank = `${tenantHost(tenant)}/e2e-blank`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Signing in</title>' }));
  await page.goto(blank);
  await page.unroute(blank);
  const { status, redirectTo } = await page.evaluate(
    async (body) => {
      const res = await fetch('/platform/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, redirectTo: ((await res.json()) as { redirectTo?: string }).redirectTo };
    },
    { email: demoEmail(tenant, account), password: E2E_PASSWORD, lastUrl },
  );
  expect(status, `sign-in of ${account}`).toBe(200);
  await page.goto(`${tenantHost(tenant)}${redirectTo}`);
}

/** Session cookies of this worker's shared sign-ins, per tenant and account. */
const sessions = new Map<string, Cookie[]>();

/**
 * Opens `path` signed in as `account`, with the session this worker already opened for that
 * account when there is one: a sign-in costs a page load and a password check, and a test that
 * only looks at pages needs none of its own. Only for such tests: one that signs out, blocks the
 * account, acts on behalf of a company or switches persona changes the session for the others, and
 * signs in itself (signIn).
 */
export async function openSignedIn(page: Page, tenant: Tenant, account: string, path: string) {
  const key = `${tenant} ${account}`;
  const cookies = sessions.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(tenantHost(tenant) + path);
    return;
  }
  await signIn(page, tenant, account, path);
  sessions.set(key, await page.context().cookies());
}

/** The analytics entries the page pushed so far. */
export function dataLayer(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => window.dataLayer ?? []);
}

/**
 * Picks an option of the kit's select (a button with role combobox that opens a listbox) as a person
 * does: opens it and clicks the option by its visible name.
 */
export async function chooseOption(select: Locator, option: string | RegExp) {
  await select.click();
  await select.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}
