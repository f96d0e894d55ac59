// Admin landing and Audit Log (issue 4 §1, §6): the cards an admin sees and a regular user's
// message; the log's seeded entries, its filters, the 30-day limit and the .xlsx download.
import { expect, test } from '@playwright/test';
import { chooseOption, expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

const CARDS = ['User Management', 'Authorized Domains', 'Third Party', 'Audit Log'];

test('supplier admin sees the four admin cards, each a link', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  for (const card of CARDS) await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('href', '/admin/activityLog');
  await expect(page.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/userList');
  await expect(page.getByRole('link', { name: 'Authorized Domains' })).toHaveAttribute('href', '/admin/domainsList');
  await expect(page.getByRole('link', { name: 'Third Party' })).toHaveAttribute('href', '/admin/thirdParty');
  await expectAccessible(page);
  // The header's navigation leads there too, and marks the section.
  await page.goto(`${tenantHost('us')}/apps`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('a regular user is told they are not an administrator, and has no Admin section', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user', '/admin');
  await expect(page.getByText('You are not an administrator.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('the Mexican admin sees the cards in Spanish', async ({ page }) => {
  await signIn(page, 'mx', 'supplier-admin', '/admin');
  for (const card of CARDS) {
    await expect(page.getByRole('heading', { level: 2, name: translate('es-MX', card) })).toBeVisible();
  }
});

test.describe('Audit Log', () => {
  test('shows the seeded entries; events and text narrow them; accessible', async ({ page }) => {
    await signIn(page, 'us', 'supplier-admin', '/admin/activityLog');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    // The breadcrumb trail (issue 11 §3): Admin, then this page.
    const trail = page.getByRole('main').getByRole('navigation');
    await expect(trail.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
    await expect(trail.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
    await expect(trail.getByRole('listitem').last()).toHaveText('Audit Log');
    const table = page.getByRole('table', { name: 'Audit Log' });
    // Other specs add entries to the shared database: the seeded ones stay on a page of 100.
    await chooseOption(page.getByRole('combobox', { name: 'Rows per page' }), '100');
    for (const name of ['Harper Reyes', 'Elliot Nguyen', 'Sasha Okafor', 'Devon Laurent']) {
      await expect(table.getByRole('row', { name: new RegExp(`User ${name} created`) })).toBeVisible();
    }
    await expect(table.getByRole('columnheader')).toHaveText([/Date/, /User/, /Entity/, /Event/, /Details/, /Application/]);
    await expectAccessible(page);

    // Events (by their labels, not their codes): only 'User created'.
    await page.getByRole('button', { name: /Events/ }).click();
    // The choice goes to the address (useListState), whose navigation React renders as a transition:
    // the box shows it checked once that lands, not within the click.
    const userCreated = page.getByRole('checkbox', { name: 'User created' });
    await userCreated.click();
    await expect(userCreated).toBeChecked();
    await page.keyboard.press('Escape');
    // Every row left is a 'User created' entry (other specs may have created users too); no raw codes.
    await expect(table.getByRole('row', { name: /Password reset|Acting on behalf|Persona switched/ })).toHaveCount(0);
    await expect(table.getByText(/USER_CREATED|PORTAL/)).toHaveCount(0);
    await expect
      .poll(
        async () => (await table.getByRole('row').count()) - (await table.getByRole('cell', { name: 'User created', exact: true }).count()),
      )
      .toBe(1);
    await expect(table.getByRole('cell', { name: 'User created', exact: true }).first()).toBeVisible();

    // Free text narrows further (after the 500 ms debounce).
    await page.getByRole('searchbox', { name: 'Search' }).fill('harper');
    await expect(table.getByRole('row', { name: /User Harper Reyes created/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /User Elliot Nguyen created/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-matches-this');
    await expect(table.getByText('No results for “nobody-matches-this”. Check the spelling, or try fewer or other words.')).toBeVisible();

    // The breadcrumb leads back to the admin landing page.
    await trail.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  });

  test('a range over 30 days cannot be chosen', async ({ page }) => {
    await signIn(page, 'us', 'supplier-admin', '/admin/activityLog');
    await page.getByRole('button', { name: /Date range/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Date range' });
    // Start 35 days ago (from the previous month's grid), end today.
    const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(date);
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 35);
    const monthsBack = today.getFullYear() * 12 + today.getMonth() - (start.getFullYear() * 12 + start.getMonth());
    for (let i = 0; i < monthsBack; i += 1) await calendar.getByRole('button', { name: 'Go to the previous month' }).click();
    await calendar.getByRole('button', { name: day(start) }).click();
    for (let i = 0; i < monthsBack; i += 1) await calendar.getByRole('button', { name: 'Go to the next month' }).click();
    await calendar.getByRole('button', { name: day(today) }).click();
    await expect(calendar.getByRole('alert')).toHaveText("Date range can't be more than 30 days");
    await expect(calendar.getByRole('button', { name: 'Done' })).toBeDisabled();
  });

  test('Download saves an .xlsx of the filtered entries', async ({ page }) => {
    await signIn(page, 'us', 'supplier-admin', '/admin/activityLog');
    await expect(page.getByRole('table', { name: 'Audit Log' }).getByRole('row', { name: /User Harper Reyes created/ })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-log_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText('Download failed, please try again')).toHaveCount(0);
  });

  test('a failed download says so and offers Try again', async ({ page }) => {
    await signIn(page, 'us', 'supplier-admin', '/admin/activityLog');
    // The server is made to fail this one request (the real route works, see above).
    await page.route('**/activity-logs/download*', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Download' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Download failed, please try again' });
    await expect(alert).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', { name: 'Try again' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(alert).toHaveCount(0);
  });
});
