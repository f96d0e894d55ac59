// The usage report (issue 16 §3): the portal posts its page views in batches, and a super admin
// sees the pages a user browsed counted, per page and per day.
import { expect, type Page, test } from '@playwright/test';
import { chooseOption, expectAccessible, signIn, tenantHost } from './helpers.ts';

type Report = { pages: Array<{ pageId: string; views: number }>; days: Array<{ day: string; views: number }> };

/** A GET of the usage report from the page (its session, its origin): status and body. */
function fetchReport(page: Page): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async () => {
    const res = await fetch('/core-app-api/analyticsReports');
    return { status: res.status, body: await res.json() };
  });
}

/** The report as the super admin's session reads it from the API. */
async function report(page: Page): Promise<Report> {
  const { status, body } = await fetchReport(page);
  expect(status).toBe(200);
  return body as Report;
}
const viewsOf = (r: Report, pageId: string) => r.pages.find((p) => p.pageId === pageId)?.views ?? 0;

test('a user browses some pages; the super admin sees their page views counted in /usageReport', async ({ browser }) => {
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'us', 'super-admin', '/usageReport');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Usage report');
  await expect(admin.getByRole('navigation').getByRole('link', { name: 'Usage report' })).toBeVisible();
  const before = await report(admin);

  // The user: Report Builder after signing in, then Resources (a full page load), then the Data
  // Dictionary through the header (in the app).
  const user = await (await browser.newContext()).newPage();
  await signIn(user, 'us', 'supplier-user', '/reportbuilder');
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('Report Builder');
  // The page's views are posted by a chunk that loads after the first render (src/index.tsx): a
  // person reads the page before leaving it; a test that leaves on the heading may go first.
  await user.waitForLoadState('networkidle');
  await user.goto(`${tenantHost('us')}/resources`);
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('Resources');
  const posted = user.waitForResponse((r) => r.url().endsWith('/core-app-api/analytics/events') && r.request().method() === 'POST', {
    timeout: 20_000,
  });
  await user.getByRole('navigation').getByRole('link', { name: 'Data Dictionary' }).click();
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('Data Dictionary');
  // The batch leaves at most 10 s after its first entry.
  expect((await posted).status()).toBe(202);

  await expect
    .poll(async () => {
      const now = await report(admin);
      return ['report builder', 'resources', 'data dictionary'].map((id) => viewsOf(now, id) - viewsOf(before, id));
    })
    .toEqual([1, 1, 1]);
  const after = await report(admin);

  // On the page: the pages table (all rows on one page) and today's line of the days table.
  await admin.reload();
  const pages = admin.getByRole('table', { name: 'Page views and events per page' });
  // The reloaded page shows its table before a person goes for its rows-per-page choice.
  await expect(pages).toBeVisible();
  await chooseOption(admin.getByRole('combobox', { name: 'Rows per page' }).first(), '100');
  for (const [label, pageId] of [
    ['Report Builder', 'report builder'],
    ['Resources', 'resources'],
    ['Data dictionary', 'data dictionary'],
  ] as const) {
    const row = pages.getByRole('row').filter({ has: admin.getByRole('cell', { name: label, exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(viewsOf(after, pageId)));
  }
  const days = admin.getByRole('table', { name: 'Page views, events and active users per day' });
  const today = after.days.at(-1)!;
  await expect(days.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(today.views.toLocaleString('en-US'));
  await expectAccessible(admin);

  // On a phone the tables scroll in their own box; the page itself stays within the screen.
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(pages).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(admin);
});

test('a company admin is kept out of the usage report', async ({ page }) => {
  await signIn(page, 'us', 'supplier-admin', '/usageReport');
  await expect(page).toHaveURL(/\/accessDenied/);
  expect((await fetchReport(page)).status).toBe(403);
});
