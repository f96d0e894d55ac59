// Spec §7 event type 'scroll': how far down a page its reader went, once per mark (a quarter, half,
// three quarters, the end) and page visit, counted only while the reader scrolls down — the
// smooth scroll to the top on a route change (spec §2) is no reading. A page that fits the window
// sends none.
import { trackEvent } from './analytics.ts';

export const SCROLL_MARKS = [25, 50, 75, 100] as const;

/** Watches the window's scrolling for `pageId` until the returned function is called. */
export function watchScrollDepth(pageId: string): () => void {
  const reached = new Set<number>();
  let lastY = window.scrollY;
  const onScroll = () => {
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
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
