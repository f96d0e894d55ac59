// Access to other companies end to end (issue 14 §2, §5), on the Canadian site: the associate
// withdraws the request the seed left pending, asks the supplier again for Report Builder with a
// note, the supplier's admin sees how long it has waited and approves it, and the associate switches
// to the supplier from the user menu, sees the granted app and goes back to their own view. axe on
// the request page and the admin's tab. Data this spec changes: the CA associate's requests and grant.
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost } from './helpers.ts';

const SUPPLIER = 'Érablière Laurentienne Inc.';
/** The CA associate's demo name (server/seed/demo-data.ts). */
const ASSOCIATE = 'William Gagné';

test('an associate asks a supplier for access, its admin approves, the associate switches to it', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'ca', 'associate', '/profile/requestAccess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request access');
  const mine = page.getByRole('table', { name: 'Your requests' });
  await expect(mine.getByRole('row', { name: new RegExp(SUPPLIER) })).toContainText('Pending');
  await expectAccessible(page);

  // Withdraw the seeded request, by keyboard.
  await mine.getByRole('button', { name: `Withdraw your request to ${SUPPLIER}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Withdraw your request?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your request to ${SUPPLIER} was withdrawn.` })).toBeVisible();
  await expect(mine.getByRole('row', { name: new RegExp(SUPPLIER) })).toContainText('Withdrawn');

  // Ask again, for Report Builder.
  await page.getByRole('searchbox', { name: 'Company name' }).fill('érablière laur');
  const companies = page.getByRole('table', { name: 'Companies' });
  await expect(companies.locator('tbody tr:not([aria-hidden="true"])')).toHaveCount(1);
  await companies.getByRole('button', { name: `Request access to ${SUPPLIER}` }).click();
  const form = page.getByRole('dialog', { name: `Request access to ${SUPPLIER}` });
  await form.getByRole('checkbox', { name: 'Report Builder' }).check();
  await form.getByRole('textbox', { name: 'Note for the administrators' }).fill('I follow the maple syrup category for Quebec stores.');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your request was sent to the administrators of ${SUPPLIER}.` })).toBeVisible();
  await expect(companies.getByRole('row', { name: new RegExp(SUPPLIER) })).toContainText('Requested: Report Builder');

  // The supplier's admin, in another browser, sees it waiting and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'ca', 'supplier-admin', '/admin/userList?tab=access-requests');
  const requests = admin.getByRole('table', { name: 'Access requests' });
  const row = requests.getByRole('row', { name: new RegExp(ASSOCIATE) });
  await expect(row).toContainText('Report Builder');
  await expect(row).toContainText(/\d+ (minute|minutes|second)/);
  await row.getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Approve selected' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Approved 1 access request.' })).toBeVisible();
  await adminContext.close();

  // The associate's list says so; the company is now in the user menu.
  await page.reload();
  await expect(mine.getByRole('row', { name: /Report Builder/ })).toContainText('Approved');
  await page.getByRole('button', { name: ASSOCIATE }).click();
  const company = page.getByRole('group', { name: 'Company' });
  await expect(company.getByRole('radio', { name: 'Your own view' })).toBeChecked();
  await company.getByRole('radio', { name: SUPPLIER }).check();
  await page.waitForURL(`${tenantHost('ca')}/apps`);
  const banner = page.getByRole('region', { name: 'Working context' });
  await expect(banner).toContainText(`You are viewing ${SUPPLIER} with the access its administrators granted you`);
  await expect(page.getByRole('article', { name: 'Report Builder' }).getByRole('link', { name: 'Launch App' })).toBeVisible();
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Back to your own view' }).click();
  await expect(page.getByRole('region', { name: 'Working context' })).toHaveCount(0);
});
