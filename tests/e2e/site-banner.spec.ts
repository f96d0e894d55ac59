// The site banner end to end (issue 16 §2, §5 "banner shown and dismissed"), on the US site: a super
// admin schedules a banner at /siteBanner; a supplier user sees it under the header on every page,
// dismisses it by keyboard, and it stays gone after a reload; another user still sees it, at 390 px
// too; the super admin ends it and it goes for everyone. axe on the management page, its dialog, a
// page showing the banner, and at 390 px. Data this spec changes: one US banner, ended at the end
// (so the suites after this one see no banner).
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, expectAccessible, signIn, tenantHost } from './helpers.ts';

const MESSAGE = 'Scheduled maintenance tonight from 10 pm CT: the portal may be slow.';
const SPANISH = 'Mantenimiento programado esta noche desde las 10 pm CT: el portal puede estar lento.';

/** Ends every banner still running or to come, through the API (when the spec stops half-way). */
async function endAllBanners(page: Page) {
  await page.evaluate(async () => {
    const { content } = (await (await fetch('/core-app-api/banners?pageSize=100')).json()) as {
      content: Array<{ id: string; status: string }>;
    };
    for (const banner of content.filter((b) => b.status !== 'ENDED'))
      await fetch(`/core-app-api/banners/${banner.id}`, { method: 'DELETE' });
  });
}

test('a banner a super admin schedules is shown to every user until they dismiss it', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'us', 'super-admin', '/siteBanner');
  try {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site banner');
    await expectAccessible(page);

    // Schedule it: the start and end the form proposes (now, for a day), a text per language.
    await page.getByRole('button', { name: 'New banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New banner' });
    await chooseOption(dialog.getByRole('combobox', { name: 'Severity' }), 'Warning');
    await dialog.getByLabel('Message in American English').fill(MESSAGE);
    await dialog.getByLabel(/^Message in (Mexican )?Spanish/).fill(SPANISH);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save the banner' }).click();
    await expect(page.getByText('The banner is saved.')).toBeVisible();
    const row = page.getByRole('table', { name: 'Site banners' }).getByRole('row', { name: /Scheduled maintenance/ });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Warning');
    // The super admin's own header shows it at once.
    await expect(page.getByRole('region', { name: 'Site announcement' })).toContainText(MESSAGE);
    await expectAccessible(page);

    // A supplier user sees it under the header, dismisses it by keyboard, and it stays gone.
    const supplierContext = await browser.newContext();
    const supplier = await supplierContext.newPage();
    await signIn(supplier, 'us', 'supplier-user', '/apps');
    const banner = supplier.getByRole('region', { name: 'Site announcement' });
    await expect(banner).toContainText(`Warning: ${MESSAGE}`);
    // Under the header bar, above the page: a notice for the whole portal, not part of one page.
    await expect(banner).toBeVisible();
    await expect(supplier.locator('main').getByRole('region', { name: 'Site announcement' })).toHaveCount(0);
    await expectAccessible(supplier);
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).focus();
    await supplier.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(supplier.locator('#main')).toBeFocused();
    await supplier.reload();
    await expect(supplier.getByRole('link', { name: 'Launch App' }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);
    await supplier.goto(`${tenantHost('us')}/support`);
    await expect(supplier.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await supplierContext.close();

    // Another user still sees it, at 390 px too, without scrolling sideways.
    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const admin = await adminContext.newPage();
    await signIn(admin, 'us', 'supplier-admin', '/apps');
    const narrow = admin.getByRole('region', { name: 'Site announcement' });
    await expect(narrow).toContainText(MESSAGE);
    await expect(narrow.getByRole('button', { name: 'Dismiss the announcement' })).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(admin);

    // The super admin ends it: it goes for everyone.
    await row.getByRole('button', { name: /^End now/ }).click();
    await page.getByRole('dialog', { name: 'End the banner now?' }).getByRole('button', { name: 'End now' }).click();
    await expect(page.getByText('The banner is ended.')).toBeVisible();
    await expect(row).toContainText('Ended');
    await admin.reload();
    await expect(admin.getByRole('link', { name: 'Launch App' }).first()).toBeVisible();
    await expect(narrow).toHaveCount(0);
    await adminContext.close();
  } finally {
    await endAllBanners(page);
  }
});
