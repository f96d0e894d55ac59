// Authorised domains (/admin/domainsList) and third-party partners (/admin/thirdParty): add, edit,
// delete with the in-use warning; find an agency by business code, associate and remove it; the
// apps an agency user gets from the supplier. Only data this spec creates is changed: the seeded
// supplier domain and supplier↔agency association stay (other specs use them).
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost, translate } from './helpers.ts';

const NEW_DOMAIN = 'e2e-new-domain.test';
const SUPPLIER_DOMAIN = 'blue-ridge-foods-inc.test';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function useLocale(page: Page, locale: string) {
  await page.addInitScript((l) => localStorage.setItem('portal.locale', l), locale);
}

test('US supplier admin: add, edit and delete a domain; webmail refused; in-use warning', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/admin/domainsList');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorized Domains');
  await expect(page).toHaveTitle(/^Authorized Domains - /);
  const seeded = row(page, SUPPLIER_DOMAIN);
  await expect(seeded).toContainText('Yes');
  await expect(seeded).toContainText('Company');
  await expect(seeded).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(row(page, 'northstar')).toHaveCount(0);
  await expectAccessible(page);

  // Add: the server's validate answers at the field.
  await page.getByRole('button', { name: 'Add domain' }).click();
  const add = page.getByRole('dialog', { name: 'Add domain' });
  await expectAccessible(page);
  await add.getByRole('textbox', { name: 'Domain' }).fill('gmail.com');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    add.getByText("Public webmail domains such as gmail.com cannot be authorized. Enter your company's own domain."),
  ).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Domain' })).toHaveAttribute('aria-invalid', 'true');
  await add.getByRole('textbox', { name: 'Domain' }).fill('lakeside-home-goods-llc.test');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('This domain, or a domain it overlaps with, belongs to another company.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Domain' }).fill(NEW_DOMAIN.toUpperCase());
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${NEW_DOMAIN} was added.` })).toBeVisible();
  const added = row(page, NEW_DOMAIN);
  await expect(added.getByRole('cell').nth(1)).toHaveText('No');
  await expect(added.getByRole('cell').nth(2)).toHaveText('Company');

  // Edit: the 3P type and subdomains.
  await added.getByRole('button', { name: `Edit ${NEW_DOMAIN}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${NEW_DOMAIN}` });
  await edit.getByRole('checkbox', { name: 'Third-party (3P) domain' }).check();
  await edit.getByRole('checkbox', { name: 'Allow subdomains' }).check();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(added.getByRole('cell').nth(1)).toHaveText('Yes');
  await expect(added.getByRole('cell').nth(2)).toHaveText('3P');

  // Delete: nobody uses it, one confirmation.
  await added.getByRole('button', { name: `Delete ${NEW_DOMAIN}` }).click();
  const del = page.getByRole('dialog', { name: `Delete ${NEW_DOMAIN}?` });
  await del.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(del).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${NEW_DOMAIN} was deleted.` })).toBeVisible();
  await expect(row(page, NEW_DOMAIN)).toHaveCount(0);

  // The seeded domain is in use: a second confirmation names the count; cancel it.
  await seeded.getByRole('button', { name: `Delete ${SUPPLIER_DOMAIN}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${SUPPLIER_DOMAIN}?` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  const inUse = page.getByRole('dialog', { name: `${SUPPLIER_DOMAIN} is still in use` });
  await expect(inUse).toContainText(
    new RegExp(
      `\\d+ users of your company still have an e-mail address under ${SUPPLIER_DOMAIN.replace(/\./g, '\\.')}\\. Delete the domain anyway\\?`,
    ),
  );
  await expect(inUse.getByRole('button', { name: 'Delete anyway' })).toBeVisible();
  await expectAccessible(page);
  await inUse.getByRole('button', { name: 'Cancel' }).click();
  await expect(inUse).toBeHidden();
  await expect(row(page, SUPPLIER_DOMAIN)).toHaveCount(1);
});

test('US supplier admin: find an agency by business code, associate it and remove it', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/admin/thirdParty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Third Party');
  const seeded = row(page, 'Northstar Retail Analytics');
  await expect(seeded).toContainText('WMT-US-AGENCY');
  await expect(seeded).toContainText('Shopper Behavior');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add partner' }).click();
  const add = page.getByRole('dialog', { name: 'Add partner' });
  const code = add.getByLabel('Business code');
  await code.fill('WMT-US-NOPE');
  await add.getByRole('button', { name: 'Find' }).click();
  await expect(add.getByText('No company has this business code.')).toBeVisible();
  await code.fill('WMT-US-AGENCY');
  await add.getByRole('button', { name: 'Find' }).click();
  await expect(add.getByText('This company is already your partner.')).toBeVisible();
  await code.fill('wmt-us-basicagency');
  await add.getByRole('button', { name: 'Find' }).click();
  const found = add.getByRole('definition');
  await expect(found.first()).toHaveText('Summit Brokerage Partners');
  await expect(found.nth(1)).toHaveText('WMT-US-BASICAGENCY');
  await add.getByRole('button', { name: 'Associate' }).click();
  await expect(add.getByText('Choose at least one product.')).toBeVisible();
  await add.getByRole('checkbox', { name: 'Report Builder' }).check();
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Associate' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Summit Brokerage Partners is now your partner.' })).toBeVisible();
  const partner = row(page, 'Summit Brokerage Partners');
  await expect(partner).toContainText('WMT-US-BASICAGENCY');
  await expect(partner).toContainText('Report Builder');

  await partner.getByRole('button', { name: 'Edit products Summit Brokerage Partners' }).click();
  const edit = page.getByRole('dialog', { name: 'Products of Summit Brokerage Partners' });
  await edit.getByRole('checkbox', { name: 'Shopper Behavior' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(partner).toContainText('Report Builder | Shopper Behavior');

  await partner.getByRole('button', { name: 'Remove Summit Brokerage Partners' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Summit Brokerage Partners?' });
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(remove).toBeHidden();
  await expect(row(page, 'Summit Brokerage Partners')).toHaveCount(0);
  await expect(row(page, 'Northstar Retail Analytics')).toHaveCount(1);
});

test('a regular user is not an administrator here; an agency user launches the app the supplier granted', async ({ page }) => {
  await signIn(page, 'us', 'supplier-user', '/admin/domainsList');
  await expect(page.getByText('You are not an administrator.')).toBeVisible();
  await page.goto(`${tenantHost('us')}/admin/thirdParty`);
  await expect(page.getByText('You are not an administrator.')).toBeVisible();
  await page.context().clearCookies();

  await signIn(page, 'us', 'agency-user');
  const tile = page.getByRole('article', { name: 'Shopper Behavior', exact: true });
  await expect(tile.getByRole('link', { name: 'Launch App' })).toBeVisible();
});

test('MX es-MX: the domains page in Spanish passes axe', async ({ page }) => {
  await useLocale(page, 'es-MX');
  await signIn(page, 'mx', 'supplier-admin', '/admin/domainsList');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('es-MX', 'Authorized Domains'));
  await expect(page.getByRole('columnheader', { name: translate('es-MX', 'Domain type') })).toBeVisible();
  await expect(page.getByRole('button', { name: translate('es-MX', 'Add domain') })).toBeVisible();
  await expectAccessible(page);
});

test('CA fr-CA: the third-party page and its dialog in French', async ({ page }) => {
  await useLocale(page, 'fr-CA');
  await signIn(page, 'ca', 'supplier-admin', '/admin/thirdParty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('fr-CA', 'Third Party'));
  await expect(page.getByRole('columnheader', { name: translate('fr-CA', 'Partner code') })).toBeVisible();
  await expect(row(page, 'Analytique Commerciale Nord')).toContainText('WMT-CA-AGENCY');
  await page.getByRole('button', { name: translate('fr-CA', 'Add partner') }).click();
  const add = page.getByRole('dialog', { name: translate('fr-CA', 'Add partner') });
  await add.getByLabel(translate('fr-CA', 'Business code')).fill('WMT-CA-NOPE');
  await add.getByRole('button', { name: translate('fr-CA', 'Find') }).click();
  await expect(add.getByText(translate('fr-CA', 'No company has this business code.'))).toBeVisible();
  await expectAccessible(page);
});
