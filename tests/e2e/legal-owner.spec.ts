// The legal owners' console (issue 31 §3), the issue's proof: in Canada, in fr-CA, a legal owner
// starts a new version of the suppliers' data sharing addendum, adds a section to its French text
// (with the preview beside it), saves it and publishes it effective today; a Canadian supplier user,
// in fr-CA, is asked to accept it at their next page (/legalUpdates) with the new words, accepts it
// and goes on; the legal owner sees the new version in force with the supplier among those who
// accepted it, and version 1 still readable. Pages axe-clean, the publish dialog used with the
// keyboard, and the console without sideways scrolling at 1280, 1024 and 390 px. Data this spec
// changes: a new published addendum version in CA (each run adds one), accepted at the end by the CA
// supplier and basic vendor accounts the other suites use.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost, translate } from './helpers.ts';
import { E2E_PASSWORD } from './server.ts';

const fr = (english: string) => translate('fr-CA', english);
const ADDENDUM = () => fr('Data sharing addendum (suppliers and basic vendors)');
const SECTION = `Conservation des rapports ${Date.now().toString(36)}`;

// The other suites of this worker sign in as Canadian suppliers and basic vendors and expect their
// pages, not /legalUpdates: those accounts accept the version published here, as each would on
// their next page (the user-access audit's basic vendor admin was sent to accept it otherwise).
test.afterAll(async ({ browser }) => {
  const site = tenantHost('ca');
  for (const account of ['supplier-admin', 'supplier-user', 'basic-vendor-admin', 'basic-vendor-user']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // From a page of the site (Chromium resolves *.localhost; the API calls are the page's own).
    await page.goto(`${site}/platform/login`);
    const failures = await page.evaluate(
      async ({ email, password }) => {
        const json = { 'content-type': 'application/json' };
        const login = await fetch('/platform/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
        if (login.status !== 200) return [`sign-in ${login.status} ${await login.text()}`];
        const user = (await (await fetch('/platform/v1/identity/user-context')).json()) as {
          user_id: string;
          legal_updates: Array<{ document: string; version: string }>;
        };
        const failed: string[] = [];
        for (const pending of user.legal_updates) {
          const res = await fetch(`/core-app-api/users/${user.user_id}/legal-acceptances`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify(pending),
          });
          if (res.status !== 200) failed.push(`${pending.version}: ${res.status} ${await res.text()}`);
        }
        return failed;
      },
      { email: `${account}.ca@demo.test`, password: E2E_PASSWORD },
    );
    expect(failures, account).toEqual([]);
    await context.close();
  }
});

/** The page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a legal owner publishes a new addendum version in CA; a supplier user is asked to accept it, in fr-CA', async ({ page, browser }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await signIn(page, 'ca', 'legal-owner', '/legalDocuments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('Legal documents'));
  const addendum = page.getByRole('region', { name: ADDENDUM() });
  await expect(addendum.getByRole('table')).toContainText(fr('In force'));
  await expectAccessible(page);

  // A new version, from the text in force; a section added to the French text, seen in the preview.
  await addendum.getByRole('button', { name: fr('New version: {name}').replace('{name}', ADDENDUM()) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/: version \d+$/);
  await expect(page.getByTestId('legal-version-status')).toHaveText(fr('Draft'));
  await page.getByRole('tab', { name: fr('French') }).click();
  const body = page.getByRole('textbox', { name: fr('Text') });
  await body.fill(`${await body.inputValue()}\n\n## ${SECTION}\n\nVotre entreprise conserve les rapports téléchargés au plus 12 mois.`);
  const preview = page.getByRole('region', { name: fr('Preview') });
  await expect(preview.getByRole('heading', { name: SECTION })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: fr('Save draft') }).click();
  await expect(page.getByText(fr('Draft saved.'))).toBeVisible();

  // Published effective today, with the keyboard in the dialog.
  await page.getByRole('button', { name: fr('Publish…') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(fr('From now on, its users are asked to accept it on their next page.'))).toBeVisible();
  await expectAccessible(page);
  const publish = dialog.getByRole('button', { name: fr('Publish'), exact: true });
  await publish.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('legal-version-status')).toHaveText(fr('In force'));
  await expect(page.getByText(fr('Nobody has accepted this version yet.'))).toBeVisible();
  const versionUrl = page.url();

  // The Canadian supplier user, in French, is asked at their next page, reads the new words and accepts.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await supplier.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await signIn(supplier, 'ca', 'supplier-user', '/apps');
  await expect(supplier).toHaveURL(/\/legalUpdates\?lastUrl=%2Fapps$/);
  await expect(supplier.getByRole('heading', { level: 1 })).toHaveText(fr('Updated terms'));
  await expect(supplier.getByRole('heading', { name: SECTION })).toBeVisible();
  await expect(supplier.getByRole('checkbox')).toHaveCount(1);
  await expectAccessible(supplier);
  await supplier.getByRole('checkbox').check();
  await supplier.getByRole('button', { name: fr('Accept and continue') }).click();
  await expect(supplier).toHaveURL(/\/apps$/);
  await supplierContext.close();

  // The legal owner sees who accepted it; version 1 is replaced and still readable, with its acceptances.
  await page.goto(versionUrl);
  await expect(page.getByRole('table', { name: /\d+$/ })).toContainText('supplier-user.ca@demo.test');
  await page.goto(`${tenantHost('ca')}/legalDocuments`);
  const first = addendum.getByRole('row').filter({ hasText: fr('Version {number}').replace('{number}', '1') });
  await expect(first).toContainText(fr('Replaced'));
  await first.getByRole('link').click();
  await expect(page.getByTestId('legal-version-status')).toHaveText(fr('Replaced'));
  await page.getByRole('tab', { name: fr('French') }).click();
  await expect(page.getByRole('heading', { name: SECTION })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /1$/ })).toContainText('supplier-user.ca@demo.test');
  await expectAccessible(page);
});

test('the console at 1280, 1024 and 390 px: no sideways scrolling; an agency admin cannot open it; the spectator reads without buttons', async ({
  page,
  browser,
}) => {
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await signIn(page, 'ca', 'legal-owner', '/legalDocuments');
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('Legal documents'));
    await expectNoSidewaysScroll(page);
  }
  await page.getByRole('region', { name: ADDENDUM() }).getByRole('link').first().click();
  await expect(page.getByTestId('legal-version-status')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // An agency's admin (whose addendum is the 3P one: not asked for the suppliers' new version) cannot open it.
  const other = await browser.newPage();
  await signIn(other, 'ca', 'agency-admin', '/legalDocuments');
  await expect(other).toHaveURL(/\/accessDenied$/);
  const spectator = await browser.newPage();
  await signIn(spectator, 'us', 'spectator', '/legalDocuments');
  await expect(spectator.getByRole('heading', { level: 1, name: 'Legal documents' })).toBeVisible();
  await expect(spectator.getByText('You can view the legal documents. Only legal owners and super admins change them.')).toBeVisible();
  await expect(spectator.getByRole('button', { name: /^New version/ })).toHaveCount(0);
});
