// The periodic user-access audit end to end (issue 14 §3, §5), on the Canadian site: a super admin
// opens an audit of the basic companies; the basic vendor's admin sees the banner; the super admin,
// acting for the basic agency, completes its audit from the banner; the due date passes (the local
// development clock, POST /dev/clock, and POST /dev/jobs/run) and the basic vendor's users lose
// their apps, are told by e-mail, and the admin's banner says why; the status page shows both
// outcomes and downloads the evidence. axe on the page, the banner and the dialog. Data this spec
// changes: the CA basic companies' audit and the CA basic vendor's product access; the clock is set
// back at the end.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, tenantHost } from './helpers.ts';

const VENDOR = 'Chandelles du Vieux-Port';
const AGENCY = 'Courtage Sommet';
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A same-origin POST from the page (the server's CSRF rule), answering the JSON. */
const post = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const res = await fetch(url as string, {
        method: 'POST',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    [path, body] as const,
  );

test('an audit nobody completes in time removes the access of the company’s users', async ({ page, browser }) => {
  test.slow();
  await signIn(page, 'ca', 'super-admin', '/userAudits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User access audits');
  await page.getByLabel('Due date').fill(utcDay(10));
  await page.getByRole('button', { name: 'Open the audit' }).click();
  const audits = page.getByRole('table', { name: 'Company audits' });
  await expect(audits.getByRole('row', { name: new RegExp(VENDOR) })).toContainText('Pending');
  await expect(audits.getByRole('row', { name: new RegExp(AGENCY) })).toContainText('Pending');
  await expectAccessible(page);

  // The basic vendor's admin sees the banner on every page.
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await signIn(vendor, 'ca', 'basic-vendor-admin', '/apps');
  const banner = vendor.getByRole('region', { name: 'User access audit' });
  await expect(banner).toContainText('10 days left');
  await expect(banner.getByRole('link', { name: 'Review the user list' })).toHaveAttribute('href', '/admin/userList');
  await expect(vendor.getByRole('link', { name: 'Launch App' }).first()).toBeVisible();
  await expectAccessible(vendor);

  // The super admin, acting for the basic agency, completes its audit from the banner by keyboard.
  const agencyId = await page.evaluate(async (name) => {
    const body = (await (await fetch('/core-app-api/companies?pageSize=500')).json()) as {
      content: Array<{ companyId: string; companyName: string }>;
    };
    return body.content.find((c) => c.companyName === name)!.companyId;
  }, AGENCY);
  expect((await post(page, '/core-app-api/users/set-context', { companyId: agencyId, reason: 'Completing the agency audit' })).status).toBe(
    200,
  );
  await page.goto(`${tenantHost('ca')}/apps`);
  const agencyBanner = page.getByRole('region', { name: 'User access audit' });
  await agencyBanner.getByRole('button', { name: 'Complete the audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete the user access audit' });
  for (const statement of ['I reviewed the user list', 'I made the needed changes', 'I acknowledge that all users are verified']) {
    await dialog.getByRole('checkbox', { name: statement }).focus();
    await page.keyboard.press('Space');
  }
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Complete the audit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: the audit is complete.' })).toBeVisible();
  expect((await post(page, '/core-app-api/users/reset-context')).status).toBe(200);

  // The due date passes: the sweep removes the vendor's access.
  try {
    expect((await post(page, '/dev/clock', { offsetDays: 11 })).status).toBe(200);
    const run = await post(page, '/dev/jobs/run');
    expect(run.body.ran).toContain('user-audit-sweep');
  } finally {
    await post(page, '/dev/clock', { offsetDays: 0 });
  }

  await vendor.reload();
  await expect(banner).toContainText('was not completed');
  await expect(vendor.getByRole('link', { name: 'Launch App' })).toHaveCount(0);
  const mails = await vendor.evaluate(
    async () =>
      (await (await fetch('/dev/mailbox/messages?to=basic-vendor-admin.ca@demo.test')).json()) as { messages: Array<{ subject: string }> },
  );
  expect(mails.messages.map((m) => m.subject)).toContain('Your access to Supplier Insights Canada products was removed');
  await vendorContext.close();

  // The status page: one expired, one completed with its evidence.
  await page.goto(`${tenantHost('ca')}/userAudits`);
  await expect(audits.getByRole('row', { name: new RegExp(VENDOR) })).toContainText('Expired');
  const completed = audits.getByRole('row', { name: new RegExp(AGENCY) });
  await expect(completed).toContainText('Completed');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    completed.getByRole('button', { name: `Download the evidence of ${AGENCY}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`user-audit_courtage-sommet_${utcDay(10)}.xlsx`);
});
