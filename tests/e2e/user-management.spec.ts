// User management as an admin uses it (/admin/userList): the four tabs with search, the row
// action menu by keyboard, blocking a user who is signed in elsewhere (their session ends at once),
// approving an access request, and the page in Spanish. Data this spec changes: Harper Reyes
// (blocked, then unblocked) and the US associate's access request (approved).
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, openSignedIn, signIn, tenantHost, translate } from './helpers.ts';
import { E2E_PASSWORD } from './server.ts';

const US = tenantHost('us');
const HARPER = 'harper.reyes@blue-ridge-foods-inc.test';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const table = (page: Page) => page.getByRole('tabpanel').getByRole('table');
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function openUserList(page: Page) {
  await signIn(page, 'us', 'supplier-admin', '/admin/userList');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(row(page, 'Taylor Brown')).toBeVisible();
}

/** Signs Harper in, in a browser context of her own, and leaves her on the apps page. */
async function harperSignedIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${US}/platform/login?lastUrl=%2Fapps`);
  await page.locator('input[name=email]').fill(HARPER);
  await page.locator('form button[type=submit]').click();
  await page.locator('input[name=password]').fill(E2E_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(`${US}/apps`);
  return { context, page };
}

/** The user list, with this worker's shared session of the US supplier admin (the tab tests only look). */
async function lookAtUserList(page: Page) {
  await openSignedIn(page, 'us', 'supplier-admin', '/admin/userList');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(row(page, 'Taylor Brown')).toBeVisible();
}

// One test per tab: the four tabs in one test took 26 s of its 30 on a busy machine.
test('the tabs list the company’s users; search narrows them; the Users tab is accessible', async ({ page }) => {
  await lookAtUserList(page);
  await expect(page.getByRole('tab')).toHaveText(['Users', 'Pending', 'Blocked', 'Access requests']);
  await expect(tab(page, 'Users')).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Taylor Brown', 'Morgan Davis', 'Harper Reyes', 'Elliot Nguyen']) await expect(row(page, name)).toBeVisible();
  await expect(row(page, 'Sasha Okafor')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add user' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search by name or email').fill('elliot');
  await expect(table(page).getByRole('row')).toHaveCount(2); // header + Elliot
  await expect(row(page, 'Elliot Nguyen')).toBeVisible();
});

test('the Pending tab lists the invitations sent; accessible', async ({ page }) => {
  await lookAtUserList(page);
  await tab(page, 'Pending').click();
  await expect(row(page, 'Devon Laurent')).toContainText('Invitation sent');
  await expect(page.getByRole('button', { name: 'Actions for Devon Laurent' })).toBeVisible();
  await expectAccessible(page);
});

test('the Blocked tab says why and by whom; accessible', async ({ page }) => {
  await lookAtUserList(page);
  await tab(page, 'Blocked').click();
  await expect(row(page, 'Sasha Okafor')).toContainText('Left the company');
  await expect(row(page, 'Sasha Okafor')).toContainText('Taylor Brown');
  await expectAccessible(page);
});

test('the Access requests tab lists the requests, nothing selected; accessible', async ({ page }) => {
  await lookAtUserList(page);
  await tab(page, 'Access requests').click();
  await expect(row(page, 'Jamie Walker')).toContainText('Shopper Behavior');
  await expect(page.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  await expectAccessible(page);
});

test('the row menu works by keyboard, and its dialogs are accessible', async ({ page }) => {
  await openUserList(page);
  const menuButton = page.getByRole('button', { name: 'Actions for Harper Reyes' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit access', 'Edit profile', 'Block', 'Delete']);
  await expect(menu.getByRole('menuitem', { name: 'Edit access' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  // Back on the button, its tooltip shows (keyboard focus): what a person sees before going on.
  await expect(page.getByText('Actions for Harper Reyes', { exact: true })).toBeVisible();

  // Edit access: ArrowDown opens the menu on its first action (once it shows, as a person waits to
  // see it: an Enter that comes before the menu takes focus reaches the button), Enter picks it.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Edit access' })).toBeFocused();
  await page.keyboard.press('Enter');
  const access = page.getByRole('dialog', { name: 'Edit access of Harper Reyes' });
  await expect(access).toBeVisible();
  await expect(access.getByRole('checkbox', { name: 'Shopper Behavior' })).toBeChecked();
  await expect(access.getByRole('radio', { name: 'User' })).toBeChecked();
  await expectAccessible(page);
  await access.getByRole('checkbox', { name: 'Report Builder' }).check();
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(access).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Access of Harper Reyes updated.' })).toBeVisible();
  await expect(row(page, 'Harper Reyes')).toContainText('Report Builder');

  // Edit profile and delete: look, then cancel.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(profile.getByLabel('First name')).toHaveValue('Harper');
  await expectAccessible(page);
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Harper Reyes?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, 'Harper Reyes')).toBeVisible();

  // An admin cannot block themselves: the server says why.
  await page.getByRole('button', { name: 'Actions for Taylor Brown' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const selfBlock = page.getByRole('dialog', { name: 'Block Taylor Brown' });
  await selfBlock.getByLabel('Reason').fill('Testing');
  await selfBlock.getByRole('button', { name: 'Block' }).click();
  await expect(selfBlock.getByRole('alert')).toHaveText('An error occurred while performing the operation: You cannot block yourself.');
  await selfBlock.getByRole('button', { name: 'Cancel' }).click();
});

test('blocking Harper ends her open session at once; unblocking lets her back', async ({ page, browser }) => {
  const harper = await harperSignedIn(browser);
  await openUserList(page);

  await page.getByRole('button', { name: 'Actions for Harper Reyes' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Harper Reyes' });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog.getByText('Enter the reason for blocking.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Reason').fill('Contract ended');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Harper Reyes is blocked.' })).toBeVisible();
  await expect(row(page, 'Harper Reyes')).toHaveCount(0);

  // Harper's next navigation is refused: she is sent to sign in.
  await harper.page.goto(`${US}/profile`);
  await expect(harper.page).toHaveURL(/\/platform\/login\?lastUrl=%2Fprofile$/);
  const status = await harper.page.evaluate(async () => (await fetch('/platform/v1/identity/user-context')).status);
  expect(status).toBe(401);

  await tab(page, 'Blocked').click();
  await expect(row(page, 'Harper Reyes')).toContainText('Contract ended');
  await page.getByRole('button', { name: 'Actions for Harper Reyes' }).click();
  await page.getByRole('menuitem', { name: 'Unblock' }).click();
  const unblock = page.getByRole('dialog', { name: 'Unblock Harper Reyes' });
  await expectAccessible(page);
  await unblock.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Harper Reyes is unblocked.' })).toBeVisible();
  await expect(row(page, 'Harper Reyes')).toHaveCount(0);
  await harper.context.close();
});

test("approving the associate's access request removes it from the list", async ({ page }) => {
  await openUserList(page);
  await tab(page, 'Access requests').click();
  await page.getByRole('checkbox', { name: 'Select Jamie Walker' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved 1 access request.' })).toBeVisible();
  await expect(row(page, 'Jamie Walker')).toHaveCount(0);
  await expect(table(page)).toContainText('No data available.');
});

test('the export downloads an .xlsx of the tab', async ({ page }) => {
  await openUserList(page);
  await tab(page, 'Blocked').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users_blocked_\d{4}-\d\d-\d\d\.xlsx$/);
});

test('WMT-MX: the page in Spanish', async ({ page }) => {
  await signIn(page, 'mx', 'supplier-admin', '/admin/userList');
  const names = ['Users', 'Pending', 'Blocked', 'Access requests'].map((english) => translate('es-MX', english));
  await expect(page.getByRole('tab')).toHaveText(names);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('es-MX', 'User Management'));
  await expect(page.getByLabel(translate('es-MX', 'Search by name or email'))).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
});

test('a regular user is told they are not an administrator', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user', '/admin/userList');
  await expect(page.getByText('You are not an administrator.')).toBeVisible();
});
