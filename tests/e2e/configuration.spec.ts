// The configuration owners' console (issue 31 §1), the issue's proof: a Mexican configuration owner
// turns Shopper Behavior off with a reason (after a preview of the app launch page as a supplier
// sees it) and a supplier's app launch page, opened as a person opens it, loses the tile; a change
// scheduled for a day at 09:00 in Mexico City happens at its time (the local development clock,
// POST /dev/clock, and the jobs, POST /dev/jobs/run); a revert restores the tenant file's value.
// The page and the dialog are axe-clean and used with the keyboard where it matters. Data this spec
// changes: the MX product overrides (restored at the end) and the clock (set back at the end).
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

const es = (english: string) => translate('es-MX', english);
const tile = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const appsRow = (page: Page, name: string) =>
  page.getByRole('table', { name: es('Apps') }).getByRole('row', { name: new RegExp(`^${name}`) });

/** Picks an action of a row's menu. */
async function pick(page: Page, row: ReturnType<typeof appsRow>, name: string, action: string) {
  await row.getByRole('button', { name: new RegExp(`^${es('Actions for {name}').replace('{name}', name)}`) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function post(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ([url, data]) => {
      const res = await fetch(
        url as string,
        data === undefined
          ? { method: 'POST' }
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) },
      );
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [path, body] as const,
  );
}

test('a configuration owner turns a product off in MX, schedules a change, and reverts; the supplier’s app launch page follows', async ({
  page,
  browser,
}) => {
  test.slow();
  const supplier = await browser.newPage();
  await signIn(supplier, 'mx', 'supplier-admin');
  await expect(tile(supplier, 'Shopper Behavior')).toBeVisible();
  await expect(tile(supplier, 'Report Builder').getByText(es('coming soon'))).toBeVisible();

  await signIn(page, 'mx', 'config-owner', '/configuration');
  await expect(page.getByRole('heading', { level: 1, name: es('Configuration') })).toBeVisible();
  await expect(appsRow(page, 'Shopper Behavior')).toContainText(es('Never changed here'));
  await expectAccessible(page);

  // 1. Off now, with a reason, after a preview as a supplier with access sees it.
  await pick(page, appsRow(page, 'Shopper Behavior'), 'Shopper Behavior', es('Change'));
  const dialog = page.getByRole('dialog', { name: `${es('Change {title}').replace('{title}', 'Shopper Behavior')}` });
  await dialog.getByRole('checkbox', { name: new RegExp(`^${es('Available (tenant file: {file})').split(' (')[0]}`) }).uncheck();
  await dialog.getByRole('button', { name: es('Show the preview') }).click();
  await expect(dialog.getByText(es('No longer shown: {goneList}.').replace('{goneList}', 'Shopper Behavior'))).toBeVisible();
  await expect(dialog.getByRole('article', { name: 'Report Builder' })).toBeVisible();
  await expect(dialog.getByRole('article', { name: 'Shopper Behavior' })).toHaveCount(0);
  await expectAccessible(page);
  // Without a reason nothing is saved.
  await dialog.getByRole('button', { name: es('Save the change') }).click();
  await expect(dialog.getByText(es('Say why the configuration changes: the reason is recorded with the change.'))).toBeVisible();
  await dialog.getByRole('textbox', { name: new RegExp(es('Reason')) }).fill('Incidente de datos');
  await dialog.getByRole('button', { name: es('Save the change') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(es('The change is saved: users get it now.'))).toBeVisible();
  await expect(appsRow(page, 'Shopper Behavior')).toContainText(es('Not offered'));
  await expect(appsRow(page, 'Shopper Behavior')).toContainText('(motivo: Incidente de datos)');

  // The supplier opens the app launch page again, as a person does: the tile is gone.
  await supplier.goto(`${tenantHost('mx')}/apps`);
  await expect(tile(supplier, 'Report Builder')).toBeVisible();
  await expect(tile(supplier, 'Shopper Behavior')).toHaveCount(0);

  // 2. Report Builder launches (no longer "coming soon") next month on the 15th at 09:00 Mexico City, with the keyboard.
  await pick(page, appsRow(page, 'Report Builder'), 'Report Builder', es('Change'));
  const schedule = page.getByRole('dialog', { name: es('Change {title}').replace('{title}', 'Report Builder') });
  await schedule.getByRole('checkbox', { name: new RegExp(`^${es('Says “coming soon” (tenant file: {file})').split(' (')[0]}`) }).uncheck();
  await schedule.getByRole('radio', { name: es('At a date and time') }).check();
  await expect(schedule.getByText(es('In your time zone ({timeZone}).').replace('{timeZone}', 'America/Mexico_City'))).toBeVisible();
  await schedule.getByRole('button', { name: new RegExp(es('Day')) }).press('Enter');
  const calendar = page.getByRole('dialog', { name: es('Day') });
  await calendar.getByRole('button', { name: es('Go to the next month') }).click();
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const dayName = new Intl.DateTimeFormat('es-MX', { dateStyle: 'full' }).format(day);
  await calendar.getByRole('button', { name: new RegExp(dayName, 'i') }).click();
  await expect(calendar).toBeHidden();
  await schedule.getByLabel(es('Time'), { exact: true }).fill('09:00');
  await schedule.getByRole('textbox', { name: new RegExp(es('Reason')) }).fill('Lanzamiento');
  await schedule.getByRole('button', { name: es('Schedule the change') }).click();
  await expect(schedule).toBeHidden();
  const scheduled = page.getByRole('table', { name: es('Scheduled changes') });
  await expect(scheduled).toContainText('(America/Mexico_City)');
  await expect(scheduled).toContainText('Lanzamiento');
  await expectAccessible(page);

  // Not yet: the supplier still reads "coming soon".
  await supplier.goto(`${tenantHost('mx')}/apps`);
  await expect(tile(supplier, 'Report Builder').getByText(es('coming soon'))).toBeVisible();
  // Its time comes: 09:00 in Mexico City is 15:00 UTC.
  const due = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 15, 1);
  try {
    expect((await post(page, '/dev/clock', { offsetDays: (due - Date.now()) / 86_400_000 })).status).toBe(200);
    expect((await post(page, '/dev/jobs/run')).body.ran).toContain('configuration-schedule');
  } finally {
    await post(page, '/dev/clock', { offsetDays: 0 });
  }
  await supplier.goto(`${tenantHost('mx')}/apps`);
  await expect(tile(supplier, 'Report Builder')).toBeVisible();
  await expect(tile(supplier, 'Report Builder').getByText(es('coming soon'))).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(es('No change is scheduled.'))).toBeVisible();
  await expect(appsRow(page, 'Report Builder')).toContainText('(motivo: Lanzamiento)');

  // 3. Revert: back to the tenant file's values, and the supplier has Shopper Behavior again.
  await pick(page, appsRow(page, 'Shopper Behavior'), 'Shopper Behavior', es("Back to the tenant file's values"));
  const revert = page.getByRole('dialog', { name: es('Change {title}').replace('{title}', 'Shopper Behavior') });
  await expect(revert.getByRole('radio', { name: es("Back to the tenant file's values") })).toBeChecked();
  await revert.getByRole('textbox', { name: new RegExp(es('Reason')) }).fill('Incidente resuelto');
  await revert.getByRole('button', { name: es('Save the change') }).click();
  await expect(revert).toBeHidden();
  await expect(appsRow(page, 'Shopper Behavior')).not.toContainText(es(' (changed here)').trim());
  await supplier.goto(`${tenantHost('mx')}/apps`);
  await expect(tile(supplier, 'Shopper Behavior')).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Incidente resuelto' })).toContainText(
    'Shopper Behavior: de vuelta a la configuración del archivo del país (motivo: Incidente resuelto)',
  );

  // Leave MX as the tenant file says.
  await pick(page, appsRow(page, 'Report Builder'), 'Report Builder', es("Back to the tenant file's values"));
  const last = page.getByRole('dialog', { name: es('Change {title}').replace('{title}', 'Report Builder') });
  await last.getByRole('textbox', { name: new RegExp(es('Reason')) }).fill('Fin de la prueba');
  await last.getByRole('button', { name: es('Save the change') }).click();
  await expect(last).toBeHidden();
  await supplier.close();
});

test('a supplier cannot open the console; the spectator reads it without buttons', async ({ page, browser }) => {
  await signIn(page, 'mx', 'supplier-admin', '/configuration');
  await expect(page).toHaveURL(/\/accessDenied$/);
  page = await browser.newPage();
  await signIn(page, 'us', 'spectator', '/configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  await expect(page.getByText('You can view the configuration. Only configuration owners and super admins change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
});

test('at 1024 px in Spanish both tables fit the page: every row’s actions are on screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, 'mx', 'config-owner', '/configuration');
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(2);
  for (const table of await tables.all()) {
    // The table's own scroller does not scroll, and each row's menu button lies inside the page.
    const overflow = await table.evaluate((node) => node.parentElement!.scrollWidth - node.parentElement!.clientWidth);
    expect(overflow).toBe(0);
    for (const button of await table.getByRole('button', { name: new RegExp(`^${es('Actions for {name}').split(' {')[0]}`) }).all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
    }
  }
});
