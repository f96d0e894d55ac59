// Idle time-out (spec §4 "Session"): a warning before the server's idle limit, then the session
// ends and the sign-in page says why. The page clock is moved forward instead of waiting.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

test('inactivity warns, "Stay signed in" keeps the session, more inactivity signs out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'us', 'supplier-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The idle watcher is code of its own, loaded after the page (app/App.tsx): on a busy machine it
  // could still be on its way when the heading shows, and the clock would move before it watched.
  await page.waitForLoadState('networkidle');

  // The server's idle limit is 30 minutes; the warning comes a minute before.
  await page.clock.runFor('29:10');
  const warning = page.getByRole('dialog', { name: 'Your session is about to time out' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  await page.clock.runFor('30:10');
  await expect(page).toHaveURL(/\/platform\/login\?lastUrl=%2Fapps$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has timed out due to inactivity. Login to resume work.');
  // The session really ended on the server.
  const authenticated = await page.evaluate(async () => (await (await fetch('/core-app-api/auth-status')).json()).authenticated);
  expect(authenticated).toBe(false);
  // A reload (or a second redirect after the sign-out) still says why; signing in again ends it.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Your session has timed out due to inactivity. Login to resume work.');
  await signIn(page, 'us', 'supplier-admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.idleTimeoutPopup'))).toBeNull();
});
