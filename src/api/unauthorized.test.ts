import { expect, test } from 'vitest';
import { clearMenuKeys, forbiddenTarget, MENU_STORAGE_KEYS, unauthorizedTarget } from './unauthorized.ts';

test("a blocked user's session goes to sign-in with the blocked notice, keeping the page to return to", () => {
  const message = 'User account blocked: contact your company administrator or support to regain access.';
  expect(unauthorizedTarget(message, '/admin/userList?tab=2')).toEqual({
    to: '/platform/login?lastUrl=%2Fadmin%2FuserList%3Ftab%3D2&notice=blocked',
    delayMs: 0,
  });
  expect(unauthorizedTarget('Session Expired', '/apps')?.to).not.toContain('notice=blocked');
});

test.each(['Invalid token', 'Missing token', 'Session Expired'])('401 "%s" signs in again and returns to /apps', (message) => {
  expect(unauthorizedTarget(message, '/admin/userList')).toEqual({ to: '/login?lastUrl=/apps', delayMs: 0 });
});

test("401 'User has been inactive for long' goes to /logout after 1500 ms", () => {
  expect(unauthorizedTarget('User has been inactive for long', '/apps')).toEqual({ to: '/logout', delayMs: 1500 });
});

test('a mapped message goes to its own target; any other signs in again with the current page', () => {
  expect(unauthorizedTarget('User access pending', '/apps')?.to).toBe('/pendingAccess');
  expect(unauthorizedTarget('You are not authorized or session has been expired. Please try again.', '/admin?tab=2')).toEqual({
    to: '/platform/login?lastUrl=%2Fadmin%3Ftab%3D2',
    delayMs: 0,
  });
});

test('no redirect while /logout is ending the session on purpose (the page leads on itself)', () => {
  expect(unauthorizedTarget('You are not authorized or session has been expired. Please try again.', '/logout')).toBeNull();
  expect(unauthorizedTarget('Session Expired', '/logout?x=1')).toBeNull();
  expect(unauthorizedTarget('Session Expired', '/logoutx')).not.toBeNull();
});

test('the menu keys are cleared from local storage', () => {
  for (const key of MENU_STORAGE_KEYS) localStorage.setItem(key, 'x');
  localStorage.setItem('portal.locale', 'es-MX');
  clearMenuKeys();
  for (const key of MENU_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('portal.locale')).toBe('es-MX');
});

test('a 403 for an incomplete registration leads to the registration page, unless already there; other 403s stay on the page', () => {
  const refusal = 'User registration incomplete: accept the terms of use on the registration page (/userRegistration) to continue.';
  expect(forbiddenTarget(refusal, '/admin/userList?tab=2')).toBe('/userRegistration');
  expect(forbiddenTarget(refusal, '/userRegistration')).toBeNull();
  expect(forbiddenTarget('Access Denied/Forbidden.', '/admin/userList')).toBeNull();
});
