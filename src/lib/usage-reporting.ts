// Posting the usage entries to the server (issue 16 §3, see analytics.ts) and loading the
// environment's analytics script: loaded by start-up after the first render.
import { resolveUrl } from '../api/baseApi.ts';
import type { RecordUsageEventsApiArg } from '../api/endpoints/analytics.ts';
import { ANALYTICS_DELAY_MS, reportUsage, USAGE_BATCH_SIZE, USAGE_EVENTS_PATH, USAGE_FLUSH_MS, type UsageEntry } from './analytics.ts';

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

let queue: UsageEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let reporting = false;

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
  reportUsage(enqueue);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flushUsage);
  return () => {
    reportUsage(null);
    flushUsage();
    reporting = false;
    queue = [];
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flushUsage);
  };
}
