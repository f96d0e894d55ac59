// Analytics (spec §2 page identifiers, §7 event types): events go to window.dataLayer; the
// environment's analytics script loads 3 s after start (spec §9 "Analytics delay 3000 ms").
// Beyond the spec (issue 16 §3), the portal also posts which event happened on which page to its
// own server, for the super admins' usage report: in batches of up to 20, at most 10 s after the
// first entry of a batch, and at once when the page is hidden or left (fetch with keepalive, so the
// request outlives the page; a same-origin POST carries the Origin header the server's CSRF rule
// checks). Nothing but the event type and the page id leaves: no search terms, no products.
// Reporting starts with startUsageReporting() (src/index.tsx); before it, and in component tests,
// entries go to the data layer only.
import { resolveUrl } from '../api/baseApi.ts';
import type { RecordUsageEventsApiArg } from '../api/endpoints/analytics.ts';
import type { AnalyticsEventType } from '../../tenants/analytics.ts';

export type { AnalyticsEventType };

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export const ANALYTICS_DELAY_MS = 3000;
/** A batch leaves this long after its first entry at the latest… */
export const USAGE_FLUSH_MS = 10_000;
/** …or as soon as it has this many entries. */
export const USAGE_BATCH_SIZE = 20;
export const USAGE_EVENTS_PATH = '/core-app-api/analytics/events';

type UsageEntry = RecordUsageEventsApiArg['body']['events'][number];

let reporting = false;
let queue: UsageEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function push(entry: Record<string, unknown> & UsageEntry) {
  window.dataLayer ??= [];
  window.dataLayer.push({ tenant: __TENANT__.code, ...entry });
  if (reporting) enqueue({ event: entry.event, pageId: entry.pageId });
}

export function trackPageView(pageId: string, path: string) {
  push({ event: 'pageView', pageId, path });
}

export function trackEvent(type: AnalyticsEventType, pageId: string, detail: Record<string, unknown> = {}) {
  push({ ...detail, event: type, pageId });
}

/** Loads the environment's analytics script after the start-up delay; none is configured locally. */
export function loadAnalyticsScript(url: string | null) {
  if (!url) return;
  window.setTimeout(() => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    document.head.appendChild(script);
  }, ANALYTICS_DELAY_MS);
}

function enqueue(entry: UsageEntry) {
  queue.push(entry);
  if (queue.length >= USAGE_BATCH_SIZE) flushUsage();
  else timer ??= setTimeout(flushUsage, USAGE_FLUSH_MS);
}

/** Sends what is waiting, in batches of USAGE_BATCH_SIZE. A batch that fails is dropped: analytics never retry into a struggling server. */
export function flushUsage() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const events = queue.splice(0, USAGE_BATCH_SIZE);
    fetch(resolveUrl(USAGE_EVENTS_PATH), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events } satisfies RecordUsageEventsApiArg['body']),
    }).catch(() => {});
  }
}

const onHidden = () => {
  if (document.visibilityState === 'hidden') flushUsage();
};

/** Starts posting page views and events to the server; returns a function that stops it (tests). */
export function startUsageReporting(): () => void {
  if (reporting) return () => {};
  reporting = true;
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flushUsage);
  return () => {
    flushUsage();
    reporting = false;
    queue = [];
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flushUsage);
  };
}
