// Analytics (spec §2 page identifiers, §7 event types): events go to window.dataLayer; the
// environment's analytics script loads 3 s after start (spec §9 "Analytics delay 3000 ms").
// Beyond the spec (issue 16 §3), the portal also posts which event happened on which page to its
// own server, for the super admins' usage report: in batches of up to 20, at most 10 s after the
// first entry of a batch, and at once when the page is hidden or left (fetch with keepalive, so the
// request outlives the page; a same-origin POST carries the Origin header the server's CSRF rule
// checks). Nothing but the event type and the page id leaves: no search terms, no products.
// The posting and the analytics script are in usage-reporting.ts, which start-up loads after the
// first render (out of the first load): from collectUsage() (src/index.tsx) until it reports, the
// entries wait here; before it, and in component tests, entries go to the data layer only.
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

export type UsageEntry = RecordUsageEventsApiArg['body']['events'][number];

/** Where entries go once the reporter runs; until then, those since collectUsage() wait. */
let report: ((entry: UsageEntry) => void) | null = null;
let waiting: UsageEntry[] | null = null;

/** Keeps the entries from now on for the reporter, which loads after the first render. */
export function collectUsage() {
  waiting ??= [];
}

/** Hands the entries to `to` from now on (those waiting first); null stops. */
export function reportUsage(to: ((entry: UsageEntry) => void) | null) {
  report = to;
  if (to) for (const entry of waiting?.splice(0) ?? []) to(entry);
  waiting = null;
}

function push(entry: Record<string, unknown> & UsageEntry) {
  window.dataLayer ??= [];
  window.dataLayer.push({ tenant: __TENANT__.code, ...entry });
  const usage = { event: entry.event, pageId: entry.pageId };
  if (report) report(usage);
  else waiting?.push(usage);
}

export function trackPageView(pageId: string, path: string) {
  push({ event: 'pageView', pageId, path });
}

export function trackEvent(type: AnalyticsEventType, pageId: string, detail: Record<string, unknown> = {}) {
  push({ ...detail, event: type, pageId });
}
