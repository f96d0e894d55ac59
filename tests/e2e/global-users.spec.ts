// Global user management (issue 16 §1, §5) in the real bundle against the real server: the filter
// prompt, filters and search kept in the address, sorting and paging, the .xlsx export, acting on
// behalf of a user's company from a row, blocking and unblocking, the spectator's read-only view,
// the other tabs, axe on desktop and at 390 px.
import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost } from './helpers.ts';

const PATH = '/globalUserManagement';

async function chooseOptions(page: Page, filter: string, options: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
  for (const option of options) {
    // The choice goes through the address (a navigation), so the box shows it a moment later.
    const box = page.getByRole('checkbox', { name: option, exact: true });
    await box.click();
    await expect(box).toBeChecked();
  }
  await page.keyboard.press('Escape');
}

const table = (page: Page) => page.getByRole('table');
const rowCount = (page: Page) => table(page).locator('tbody tr');

test.describe('global user management', () => {
  test('filter prompt, then filters, search, sort and paging on the server, all kept in the address', async ({ page }) => {
    await signIn(page, 'us', 'super-admin', PATH);
    await expect(page.getByRole('heading', { name: 'Global User Management' })).toBeVisible();
    await expect(page.getByText('Choose a filter or search with at least 3 characters to see users.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    await expectAccessible(page);

    await chooseOptions(page, 'Company types', ['Supplier']);
    await expect(page).toHaveURL(/companyTypes=SUPPLIER/);
    await expect(rowCount(page)).toHaveCount(25);
    const range = page.getByText(/^1–25 of \d+$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())!.split(' of ')[1]);
    expect(total).toBeGreaterThan(25);
    for (const type of await table(page).locator('tbody tr td:nth-child(4)').allTextContents()) expect(type).toBe('Supplier');

    // Sort by company name: ascending, then descending, then the next page. The header shows each
    // order at once and the address follows; the rows once the server has answered. The second click
    // waits for that answer: the new rows re-lay the columns, and a click while they move can miss.
    const companies = async () => (await table(page).locator('tbody tr td:nth-child(3)').allTextContents()).map((c) => c.toLowerCase());
    const sortedAs = (order: 'asc' | 'desc') => async () => {
      const shown = await companies();
      const sorted = [...shown].sort();
      return shown.length === 25 && shown.join() === (order === 'asc' ? sorted : sorted.reverse()).join();
    };
    const companyHeader = table(page).getByRole('columnheader', { name: /Company name/ });
    await companyHeader.getByRole('button').click();
    await expect(companyHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=companyName/);
    await expect(page).not.toHaveURL(/dir=/);
    await expect.poll(sortedAs('asc')).toBe(true);
    await companyHeader.getByRole('button').click();
    await expect(companyHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=companyName&dir=desc|dir=desc.*sort=companyName|sort=companyName.*dir=desc/);
    await expect.poll(sortedAs('desc')).toBe(true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(`26–50 of ${total}`)).toBeVisible();

    // The search (debounced, 3+ characters) narrows it, back on page 1; a reload keeps everything.
    await page.getByRole('searchbox', { name: 'Search name, email or company' }).fill('blue ridge');
    await expect(page).toHaveURL(/q=blue\+ridge/);
    await expect(page).not.toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search name, email or company' })).toHaveValue('blue ridge');
    await expect(rowCount(page).first()).toContainText('Blue Ridge Foods Inc.');
    for (const company of await table(page).locator('tbody tr td:nth-child(3)').allTextContents())
      expect(company).toBe('Blue Ridge Foods Inc.');
    // The header's link opens the page afresh: the box empties with the address, and stays empty.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Global User Management' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search name, email or company' })).toHaveValue('');
    await page.waitForTimeout(700);
    await expect(page).not.toHaveURL(/q=/);
    await expect(page.getByText('Choose a filter or search with at least 3 characters to see users.')).toBeVisible();
  });

  test('the export saves the filtered tab as .xlsx with every matching row', async ({ page }) => {
    await signIn(page, 'us', 'super-admin', `${PATH}?companyTypes=BASIC_VENDOR&companyTypes=BASIC_THIRD_PARTY_AGENCY`);
    const range = page.getByText(/^1–\d+ of \d+$/);
    await expect(range).toBeVisible();
    const total = Number((await range.textContent())!.split(' of ')[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^global-users_external_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(total);
    const types = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) types.add(String(row.getCell(4).value));
    });
    expect([...types].sort()).toEqual(['Basic third-party agency', 'Basic vendor']);
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  test('from a row: block with a reason and unblock; act on behalf of the user’s company', async ({ page }) => {
    await signIn(page, 'us', 'super-admin', `${PATH}?q=${encodeURIComponent('supplier-user.us@')}`);
    const row = rowCount(page).filter({ hasText: 'supplier-user.us@demo.test' });
    await expect(row).toHaveCount(1);
    const name = (await row.locator('td').first().textContent())!.trim();

    await row.getByRole('button', { name: `Block ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog.getByText('Give the reason for blocking.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Left the company');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText(`${name} was blocked.`)).toBeVisible();
    await expect(row).toContainText('Blocked');
    await row.getByRole('button', { name: `Unblock ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unblock', exact: true }).click();
    await expect(page.getByText(`${name} was unblocked.`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Block ${name}` })).toBeVisible();

    await row.getByRole('button', { name: `Act on behalf ${name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Act on behalf of Blue Ridge Foods Inc.' })).toBeVisible();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('Checking the user list after a support call');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/apps$/);
    await expect(page.getByText(/Blue Ridge Foods Inc\./).first()).toBeVisible();
  });

  test('the spectator sees every tab and can view a company, but has no block button', async ({ page }) => {
    await signIn(page, 'us', 'spectator', `${PATH}?q=agency`);
    await expect(rowCount(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^View company/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Block / })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('tab', { name: 'Merchants' }).click();
    await expect(page).toHaveURL(/tab=MERCHANT/);
    await expect(page.getByText('Choose a filter or search with at least 3 characters to see users.')).toBeVisible();
    await chooseOptions(page, 'Strategic business unit', ['Grocery']);
    await expect(table(page).getByRole('columnheader', { name: /SBU/ })).toBeVisible();
    await expect(rowCount(page).first()).toContainText('Grocery');
    for (const sbu of await table(page).locator('tbody tr td:nth-child(5)').allTextContents()) expect(sbu).toBe('Grocery');

    await page.getByRole('tab', { name: 'Asset protection' }).click();
    await page.getByRole('searchbox', { name: 'Search name, email or company' }).fill('asset-protection.us');
    await expect(rowCount(page)).toHaveCount(1);
    await expect(rowCount(page).first()).toContainText('4417');
  });

  test('axe on the filtered table at 390 px: every column, scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'us', 'super-admin', `${PATH}?companyTypes=THIRD_PARTY_AGENCY&tab=EXTERNAL`);
    await expect(rowCount(page).first()).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: /3P company name/ })).toBeAttached();
    await expect(table(page).getByRole('columnheader', { name: /Last login/ })).toBeAttached();
    await expectAccessible(page);
    // Nothing of the page itself is wider than the screen: the table scrolls inside its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('other users are refused the page', async ({ page }) => {
    await signIn(page, 'us', 'supplier-admin');
    await page.goto(`${tenantHost('us')}${PATH}`);
    await expect(page).toHaveURL(/\/accessDenied$/);
  });
});
