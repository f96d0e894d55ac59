// The first page of a visit makes no number, date or list format (issue 27: blocking time). The
// first such format of a page costs a slow phone's main thread tens of milliseconds (the browser
// loads the locale's data for it), a long task Lighthouse counts; the landing page, the sign-in page
// and /apps (with the release-notes badge's count, a plural) show none, so they must make none.
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, tenantHost } from './helpers.ts';

const FORMATS = ['NumberFormat', 'DateTimeFormat', 'ListFormat', 'RelativeTimeFormat'] as const;

/** Counts, from the next page load on, each format the page makes, with where it was made. */
async function countFormats(page: Page) {
  await page.addInitScript((names: readonly string[]) => {
    const made: string[] = [];
    (window as unknown as { formatsMade: string[] }).formatsMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of names) {
      intl[name] = new Proxy(intl[name]!, {
        construct(target, args) {
          made.push(`${name} ${JSON.stringify(args[0])} ${new Error().stack?.split('\n').slice(2, 4).join(' ') ?? ''}`);
          return new target(...args);
        },
      });
    }
  }, FORMATS);
  return () => page.evaluate(() => (window as unknown as { formatsMade: string[] }).formatsMade);
}

for (const [name, path] of [
  ['the landing page', '/'],
  ['the sign-in page', '/platform/login'],
] as const) {
  test(`${name} makes no number, date or list format`, async ({ page }) => {
    const made = await countFormats(page);
    await page.goto(`${tenantHost('us')}${path}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await made()).toEqual([]);
  });
}

test('/apps with the release-notes badge makes no number, date or list format', async ({ page }) => {
  await openSignedIn(page, 'us', 'supplier-admin', '/apps');
  const made = await countFormats(page);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The badge's count, a plural, is on the page.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Release Notes/ })).toHaveAccessibleName(
    /^Release Notes \d+ new release notes?$/,
  );
  expect(await made()).toEqual([]);
});
