/** Local storage flag set when the idle time-out signed the user out (spec §3 local storage keys). */
export const IDLE_FLAG_KEY = 'portal.idleTimeoutPopup';

/**
 * Whether the last session ended by the idle time-out: the sign-in page explains it until the
 * user signs in again (clearIdleFlag). Only read here, so a sign-in page that loads or mounts twice
 * (a reload, a second redirect after the sign-out) still says why.
 */
export function idleFlagSet(): boolean {
  try {
    return localStorage.getItem(IDLE_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

/** A new session has started: the time-out is no longer news. */
export function clearIdleFlag(): void {
  try {
    localStorage.removeItem(IDLE_FLAG_KEY);
  } catch {
    // Without storage there is no flag.
  }
}
