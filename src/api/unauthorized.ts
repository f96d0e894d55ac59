// What a 401 means for the page (spec §4 "Session"), and the one 403 that leads somewhere: the
// server refuses an unregistered user everything but registration (issue 8).
import { loginUrl } from './paths.ts';

/** Local storage keys of the menus, cleared on a 401 and on persona reset (spec §4). */
export const MENU_STORAGE_KEYS = ['portal.menu.selectedSubMenu'];
export const LOGOUT_REDIRECT_DELAY_MS = 1500;

/** 401 messages with a target of their own; any other message signs in again with lastUrl. */
const TARGETS: Record<string, string> = {
  'Invalid token': '/login?lastUrl=/apps',
  'Missing token': '/login?lastUrl=/apps',
  'Session Expired': '/login?lastUrl=/apps',
  'User has been inactive for long': '/logout',
  'User registration incomplete': '/userRegistration',
  'User access pending': '/pendingAccess',
};

/**
 * How the server's answer for a blocked account begins: the sign-in's 403 with the right password,
 * and the 401 of a session that the block ended.
 */
export const ACCOUNT_BLOCKED = 'User account blocked';

/** The sign-in page's query parameter that says why the session ended: `notice=blocked`. */
export const BLOCKED_NOTICE = { param: 'notice', value: 'blocked' } as const;

/** Where a 401 leads from the current page; null on /logout, which is ending the session on purpose and leads on itself. */
export function unauthorizedTarget(message: string, currentPath: string): { to: string; delayMs: number } | null {
  if (new URL(currentPath, 'http://x').pathname === '/logout') return null;
  // A blocked user's session: the sign-in page says that the account is blocked and whom to contact.
  const blocked = message.startsWith(ACCOUNT_BLOCKED) ? `${loginUrl(currentPath)}&${BLOCKED_NOTICE.param}=${BLOCKED_NOTICE.value}` : null;
  const to = blocked ?? TARGETS[message] ?? loginUrl(currentPath);
  return { to, delayMs: to === '/logout' ? LOGOUT_REDIRECT_DELAY_MS : 0 };
}

export function clearMenuKeys() {
  try {
    for (const key of MENU_STORAGE_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

/** How the server's refusal of a user who has not completed registration begins. */
export const REGISTRATION_INCOMPLETE = 'User registration incomplete';
export const REGISTRATION_PATH = '/userRegistration';

/** Where a 403 leads from the current page: only "registration incomplete" leads, to the registration page (unless there). */
export function forbiddenTarget(message: string, currentPath: string): string | null {
  if (!message.startsWith(REGISTRATION_INCOMPLETE)) return null;
  return new URL(currentPath, 'http://x').pathname === REGISTRATION_PATH ? null : REGISTRATION_PATH;
}
