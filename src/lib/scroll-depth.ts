// Spec §7 event type 'scroll': how far down a page its reader went, once per mark (a quarter, half,
// three quarters, the end) and page visit, counted only while the reader scrolls down — the
// smooth scroll to the top on a route change (spec §2) is no reading. A page that fits the window
// sends none.
import { trackEvent } from './analytics.ts';

export const SCROLL_MARKS = [25, 50, 75, 100] as const;

// One listener for the window, for the page visit last named.
let pageId = '';
let reached = new Set<number>();
let lastY = 0;
let listening = false;

function onScroll() {
  const y = window.scrollY;
  const down = y > lastY;
  lastY = y;
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (!down || scrollable <= 0) return;
  // A pixel short of the end is the end (fractional layouts).
  const depth = y >= scrollable - 1 ? 100 : (y / scrollable) * 100;
  for (const mark of SCROLL_MARKS) {
    if (depth < mark || reached.has(mark)) continue;
    reached.add(mark);
    trackEvent('scroll', pageId, { depth: mark });
  }
}

/** From now on the window's scrolling counts for a new visit of `page` (each page view starts one). */
export function watchScrollDepth(page: string): void {
  pageId = page;
  reached = new Set();
  lastY = window.scrollY;
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', onScroll, { passive: true });
}
