/** Local storage flag set when the idle time-out signed the user out (spec §3 local storage keys). */
export const IDLE_FLAG_KEY = 'portal.idleTimeoutPopup';

/** Reads and clears the flag: the sign-in page explains the time-out once. */
export function takeIdleFlag(): boolean {
  try {
    const set = localStorage.getItem(IDLE_FLAG_KEY) === 'true';
    localStorage.removeItem(IDLE_FLAG_KEY);
    return set;
  } catch {
    return false;
  }
}
