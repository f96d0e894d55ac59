import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './server.ts';
import { serverPort } from './server-setup.ts';

/** The tenant's site on this worker's server. */
export const tenantHost = (id: 'us' | 'mx' | 'ca') => `http://${id}.localhost:${serverPort()}`;

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

/** No serious or critical axe violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The locale each tenant's pages show to someone who chose none (tenant files: locales.default). */
const SITE_LOCALE = { us: 'en-US', mx: 'es-MX', ca: 'en-CA' } as const;

/**
 * Signs in a demo account and opens `lastUrl` on the portal, for tests whose subject comes after
 * the sign-in (the sign-in page itself has its own tests: shell.spec.ts, sso.spec.ts).
 *
 * It makes the sign-in page's requests without loading the page (its bundle and two form steps
 * cost a second or more each time on a busy 2-core machine, and the suites sign in about a hundred
 * times): POST /platform/sso/start asks where the e-mail signs in; an external account then signs
 * in with POST /platform/login and the page opens where the answer says (with the language it
 * names kept as the page keeps it, when it is not the site's own); an internal account goes to the
 * development identity provider's page, whose password field a person fills (issue 32 §1).
 */
export async function signIn(page: Page, tenant: 'us' | 'mx' | 'ca', account: string, lastUrl = '/apps') {
  const site = new URL(tenantHost(tenant));
  const email = `${account}.${tenant}@demo.test`;
  const start = (await postFromSite(page, site, '/platform/sso/start', { email, lastUrl })) as { method: string; redirectTo?: string };
  if (start.method === 'provider') {
    await page.goto(start.redirectTo!);
    await page.locator('input[name=password]').fill(E2E_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.host === site.host && !url.pathname.startsWith('/platform/'));
    return;
  }
  const { redirectTo, languageCode } = (await postFromSite(page, site, '/platform/login', { email, password: E2E_PASSWORD, lastUrl })) as {
    redirectTo: string;
    languageCode: string | null;
  };
  if (languageCode && languageCode !== SITE_LOCALE[tenant]) {
    await page.goto(`${site.origin}/`);
    await page.evaluate((locale) => localStorage.setItem('portal.locale', locale), languageCode);
  }
  await page.goto(site.origin + redirectTo);
}

/**
 * POSTs `data` as the site's pages do and gives the cookies the answer sets to the browser for the
 * site; resolves with the answer's JSON, which must be a 200. Node does not resolve *.localhost as
 * the browser does: the request goes to the loopback address with the site's Host and Origin.
 */
async function postFromSite(page: Page, site: URL, path: string, data: Record<string, unknown>): Promise<unknown> {
  const answer = await page.request.post(`http://127.0.0.1:${site.port}${path}`, {
    headers: { host: site.host, origin: site.origin },
    data,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  const cookies = answer.headersArray().flatMap((h) => (h.name.toLowerCase() === 'set-cookie' ? [cookieOf(h.value, site)] : []));
  if (cookies.length) await page.context().addCookies(cookies);
  return answer.json();
}

/** A Set-Cookie header's cookie, for the browser to send to `site`. */
function cookieOf(header: string, site: URL): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
  const maxAge = attribute('max-age');
  return {
    name: pair.slice(0, pair.indexOf('=')),
    value: pair.slice(pair.indexOf('=') + 1),
    domain: site.hostname,
    path: attribute('path') ?? '/',
    expires: maxAge ? Math.floor(Date.now() / 1000) + Number(maxAge) : -1,
    httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
    secure: false,
    sameSite: 'Lax',
  };
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
export async function openSignedIn(page: Page, tenant: 'us' | 'mx' | 'ca', account: string, path: string) {
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
