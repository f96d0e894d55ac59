// The knowledge base, release notes, resources and content authoring end to end (issue 15 §4):
// a Canadian content owner writes an article in fr-CA in the editor (live preview), publishes it,
// and a Canadian supplier finds it through the knowledge-base search and opens it; a basic user
// sees only the basic workspace; a US release note marked unseen clears after reading; the
// insights article is public. axe on every new page. Data this spec changes: a new CA fr-CA
// article (its path is unique per run), the US supplier user's release-notes view.
import { expect, test } from '@playwright/test';
import { chooseOption, expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

const fr = (english: string) => translate('fr-CA', english);
const KEY = `quais-de-reception-${Date.now().toString(36)}`;
/** The editor names languages in the page's language, and the category by its title. */
const LANGUAGE_FR = /^français \(Canada\)$/i;
const CATEGORY_FR = /^(Premiers pas|Getting started)$/;

test('a content owner publishes a fr-CA article; a Canadian supplier finds it through the search', async ({ page, browser }) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await signIn(page, 'ca', 'content-owner', '/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('Content'));
  await expectAccessible(page);
  await page.getByRole('link', { name: fr('New item') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('New content'));

  // A first save with nothing filled in says what is missing, next to the fields.
  await page.getByRole('button', { name: fr('Save draft') }).click();
  await expect(page.getByRole('alert').filter({ hasText: fr('Check the fields marked below.') })).toBeVisible();
  await expect(page.getByText(fr('This field is required.')).first()).toBeVisible();

  await page.getByLabel(fr('Path')).fill(KEY);
  await chooseOption(page.getByRole('combobox', { name: fr('Language') }), LANGUAGE_FR);
  await chooseOption(page.getByRole('combobox', { name: fr('Category'), exact: true }), CATEGORY_FR);
  await page.getByLabel(fr('Title'), { exact: true }).fill('Prendre rendez-vous aux quais de réception');
  await page.getByLabel(fr('Summary')).fill('Comment réserver un créneau de livraison au centre de distribution.');
  await page
    .getByLabel(fr('Body (Markdown)'))
    .fill('## Réserver un créneau\n\nLes **quais de réception** acceptent les livraisons sur rendez-vous.');
  // The live preview renders the Markdown as readers will see it.
  const preview = page.getByRole('region', { name: fr('Preview') });
  await expect(preview.locator('strong')).toHaveText('quais de réception');
  await expectAccessible(page);
  await page.getByRole('button', { name: fr('Save draft') }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('status'))
      .filter({ hasText: fr('Draft saved as version 1.') }),
  ).toBeVisible();
  await page.waitForURL(/\/content\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: fr('Publish') }).click();
  await expect(page.getByText(fr('Version {version} is published: readers see it now.').replace('{version}', '1'))).toBeVisible();
  // The history (from the activity log) names the item; the editor of a published item passes axe too.
  await expect(page.getByRole('region', { name: fr('History') })).toContainText('Prendre rendez-vous');
  await expect(page.getByRole('button', { name: fr('Publish') })).toBeDisabled();
  await expectAccessible(page);

  // A Canadian supplier, in French, finds it through the search.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.addInitScript(() => localStorage.setItem('portal.locale', 'fr-CA'));
  await signIn(reader, 'ca', 'supplier-admin', '/knowledgeBase/home');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Base de connaissances des fournisseurs');
  await expectAccessible(reader);
  await reader.getByRole('searchbox', { name: fr('Search the knowledge base') }).fill('quai de réception');
  await reader.keyboard.press('Enter');
  await reader.waitForURL(/\/knowledgeBase\/search\?q=/);
  const results = reader.getByRole('list', { name: fr('Search results') });
  const hit = results.getByRole('link', { name: /Prendre rendez-vous aux quais de réception/ });
  await expect(hit).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  await expectAccessible(reader);
  await hit.click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous aux quais de réception');
  await expect(reader.getByRole('navigation', { name: fr('Breadcrumb') })).toContainText('Premiers pas');
  await expectAccessible(reader);
  await readerContext.close();
});

test('a basic user reads only the basic workspace; a category or article of the suppliers’ leads home', async ({ page }) => {
  await signIn(page, 'us', 'basic-vendor-admin', '/knowledgeBase/basic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basic account help');
  await expect(page.getByRole('navigation', { name: 'Workspaces' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'The periodic user-access audit' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'The periodic user-access audit' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The periodic user-access audit');
  await expectAccessible(page);
  // The search finds basic articles only.
  await page.goto(`${tenantHost('us')}/knowledgeBase/search?q=report`);
  const links = page.getByRole('list', { name: 'Search results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/knowledgeBase\/basic\/article\?contentId=/);
  }
  // A charter article by address: the basic allow-list sends the user to /noAccess.
  await page.goto(`${tenantHost('us')}/knowledgeBase/article/content?workspace=supplier&contentId=report-builder-getting-started`);
  await page.waitForURL(/\/noAccess$/);
});

test('an unknown workspace leads to the knowledge base home, whose categories and articles pass axe', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user', '/knowledgeBase/articles?workspace=nowhere&category=products');
  await page.waitForURL(`${tenantHost('us')}/knowledgeBase/home`);
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Shopper Behavior' }).first().click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
  await expectAccessible(page);
});

test('an account without products is told how to get access to the knowledge base', async ({ page }) => {
  await signIn(page, 'us', 'asset-protection', '/knowledgeBase/home');
  await expect(page.getByText('You don’t have access to the knowledge base.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request access' })).toHaveAttribute('href', '/support/ticketCreation?request=access');
  await expectAccessible(page);
});

test('a support agent reads every workspace of the knowledge base, and is pointed to it from an incident (issue 30 §3)', async ({
  page,
}) => {
  await signIn(page, 'us', 'support-agent', '/support/console');
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('link', { name: 'Find it in the knowledge base' }).click();
  await page.waitForURL(/\/knowledgeBase\/home/);
  await expect(page.getByText('You don’t have access to the knowledge base.')).toHaveCount(0);
  const workspaces = page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link');
  await expect(workspaces).toHaveCount(3);
  await expectAccessible(page);
  // The basic accounts' workspace and the internal one open too.
  for (const index of [1, 2]) {
    await workspaces.nth(index).click();
    await expect(workspaces.nth(index)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  // The suppliers' workspace, its categories and their articles.
  await workspaces.first().click();
  await page.getByRole('link', { name: 'Products' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await page.getByRole('link', { name: 'Shopper Behavior' }).first().click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
});

test('US release notes: the unseen badge counts new notes and clears once they are read', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user', '/apps');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const releaseNotes = nav.getByRole('link', { name: /^Release Notes/ });
  await expect(releaseNotes).toHaveAccessibleName(/Release Notes \d+ new release notes?/);
  await releaseNotes.click();
  const first = page.locator('ol li').first();
  await expect(first.getByText('New', { exact: true })).toBeVisible();
  // The page marks them seen (the header's count clears) but keeps showing what was new.
  await expect(releaseNotes).toHaveAccessibleName('Release Notes');
  await expect(first.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await first.getByRole('link').click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Release Notes');
  await expectAccessible(page);
  await expect(releaseNotes).toHaveAccessibleName('Release Notes');
  await page.reload();
  await expect(nav.getByRole('link', { name: /^Release Notes/ })).toHaveAccessibleName('Release Notes');
  // A tag filter keeps its notes.
  await page.goto(`${tenantHost('us')}/releaseNotes?tag=fix`);
  await expect(page.getByRole('link', { name: /^Fix \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
});

test('resources and the public insights article', async ({ page }) => {
  await page.goto(`${tenantHost('mx')}/articles/insights`);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('article[lang="es-MX"]')).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'us', 'supplier-admin', '/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  const download = page.getByRole('link', { name: /Download PDF/ }).first();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectAccessible(page);
});
