// Bulk create by Excel as an admin does it (issue 4 §3, §7): a 3-row sheet with one row outside
// the company's authorised domains shows that row's problem and creates nobody; the corrected
// sheet creates the three users, who then wait under Pending. Also: the dialog passes axe, is
// keyboard operable, and speaks Spanish on the Mexican site.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible, signIn, translate } from './helpers.ts';

const DOMAIN = 'blue-ridge-foods-inc.test';
const dir = mkdtempSync(join(tmpdir(), 'bulk-e2e-'));

async function sheet(name: string, rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  ws.addRow(['First name', 'Last name', 'Email', 'Role', 'Shopper Behavior']);
  for (const row of rows) ws.addRow(row);
  const path = join(dir, name);
  writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
  return path;
}

/** The company's users, as the pre-filled bulk-edit template lists them (e-mail, status). */
async function companyUsers(page: Page): Promise<Array<{ email: string; status: string }>> {
  // Fetched by the page itself (Node does not resolve *.localhost; the browser does).
  const base64 = await page.evaluate(async () => {
    const context = await (await fetch('/platform/v1/identity/user-context')).json();
    const res = await fetch(`/platform/v1/identity/companies/${context.tenant.id}/download-bulk-edit-template`);
    if (res.status !== 200) throw new Error(`bulk-edit template: ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Users')!;
  const header = (ws.getRow(1).values as string[]).slice(1);
  const email = header.indexOf('Email') + 1;
  const status = header.indexOf('Status') + 1;
  return Array.from({ length: ws.actualRowCount - 1 }, (_, i) => ({
    email: String(ws.getRow(i + 2).getCell(email).value),
    status: String(ws.getRow(i + 2).getCell(status).value),
  }));
}

const openBulkCreate = async (page: Page, name = 'Bulk create') => {
  await page.getByRole('button', { name, exact: true }).click();
  return page.getByRole('dialog');
};

test('WMT-US: a sheet with one bad row creates nobody; corrected, all three users are created and pending', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/admin/userList');
  const stamp = Date.now().toString(36);
  const people = [
    ['Ines', 'Bulkwell', `ines.${stamp}@${DOMAIN}`, 'User', 'Y'],
    ['Omar', 'Bulkwell', `omar.${stamp}@gmail.com`, 'User', 'N'],
    ['Uma', 'Bulkwell', `uma.${stamp}@${DOMAIN}`, 'Admin', 'Y'],
  ];
  const bad = await sheet('bad.xlsx', people);

  const dialog = await openBulkCreate(page);
  await expect(dialog.getByRole('heading', { name: 'Bulk create users' })).toBeVisible();
  // The template downloads.
  const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download template' }).click()]);
  expect(template.suggestedFilename()).toBe('bulk_create_users_template.xlsx');

  // Only .xlsx is accepted, whatever is dropped.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
  await expect(dialog.getByRole('alert')).toHaveText('Only Excel files (.xlsx) are accepted.');

  await dialog.locator('input[type=file]').setInputFiles(bad);
  await expect(dialog.getByText(/Selected file: bad\.xlsx \(\d+ KB\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const report = dialog.getByRole('region', { name: 'Problems by row' });
  await expect(report).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('The file has problems, so nothing was changed.');
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').nth(1)).toHaveText(
    ['3', 'Email', 'gmail.com is not an authorised domain of your company.'].join(''),
  );
  await expectAccessible(page);
  await page.screenshot({ path: join(tmpdir(), 'bulk-upload-report.png') });

  // The report downloads as CSV.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download report' }).click()]);
  expect(download.suggestedFilename()).toBe('bulk_create_report.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('3,Email,gmail.com is not an authorised domain of your company.');

  // Nothing was created.
  const before = await companyUsers(page);
  expect(before.map((u) => u.email)).not.toContain(`ines.${stamp}@${DOMAIN}`);

  // Fix the row and upload again.
  people[1]![2] = `omar.${stamp}@${DOMAIN}`;
  await dialog.locator('input[type=file]').setInputFiles(await sheet('fixed.xlsx', people));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('3 users created, invitations sent.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const after = await companyUsers(page);
  for (const person of people) expect(after).toContainEqual({ email: person[2], status: 'PENDING' });
  expect(after.length).toBe(before.length + 3);

  // They wait under Pending.
  await page.getByRole('tab', { name: /pending/i }).click();
  // Spec §9 cuts external e-mails at 17 characters in the table, so the rows are found by name.
  await page.getByRole('searchbox').fill('Bulkwell');
  await expect(page.getByRole('row').filter({ hasText: 'Bulkwell' })).toHaveCount(3);
});

test('WMT-US: existing users are updated only after confirmation; the dialog works by keyboard', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/admin/userList');
  const stamp = Date.now().toString(36);
  const email = `kai.${stamp}@${DOMAIN}`;
  const first = await sheet('first.xlsx', [['Kai', 'Keyes', email, 'User', 'N']]);
  let dialog = await openBulkCreate(page);
  await dialog.locator('input[type=file]').setInputFiles(first);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 user created, invitations sent.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  dialog = await openBulkCreate(page);
  // Keyboard: the browse button and the template button are reachable with Tab.
  await page.keyboard.press('Tab');
  const focused = async () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    seen.push(await focused());
    await page.keyboard.press('Tab');
  }
  expect(seen).toEqual(expect.arrayContaining(['Download template', 'Browse files']));
  await dialog.locator('input[type=file]').setInputFiles(await sheet('second.xlsx', [['Kai', 'Keyes-Lund', email, 'User', 'Y']]));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    '1 row names a user who already exists in your company. Their details will be replaced by those of the sheet.',
  );
  await expect(dialog.getByRole('region', { name: 'Existing users' })).toContainText(email);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm and apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('1 user updated.');
});

test('WMT-MX: the dialog speaks Spanish (es-MX)', async ({ page }) => {
  await signIn(page, 'mx', 'supplier-admin', '/admin/userList');
  const dialog = await openBulkCreate(page, translate('es-MX', 'Bulk create'));
  await expect(dialog.getByRole('heading', { name: translate('es-MX', 'Bulk create users') })).toBeVisible();
  for (const text of ['Download template', 'Browse files', 'Upload', 'Excel workbook (.xlsx), up to 10 MB.']) {
    await expect(dialog.getByText(translate('es-MX', text), { exact: true })).toBeVisible();
  }
  await dialog.locator('input[type=file]').setInputFiles({ name: 'x.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(dialog.getByRole('alert')).toHaveText(translate('es-MX', 'Only Excel files (.xlsx) are accepted.'));
  await expectAccessible(page);
});
