// Analytics (spec §2 page identifiers, §7 event types): events go to window.dataLayer; the
// environment's analytics script loads 3 s after start (spec §9 "Analytics delay 3000 ms").
export type AnalyticsEventType =
  | 'click'
  | 'hover'
  | 'scroll'
  | 'enterKeyDown'
  | 'suggestion'
  | 'autoSuggestItemSelect'
  | 'dataDefinitionRendered'
  | 'success'
  | 'search'
  | 'noResult'
  | 'error'
  | 'pageUpdate';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export const ANALYTICS_DELAY_MS = 3000;

function push(entry: Record<string, unknown>) {
  window.dataLayer ??= [];
  window.dataLayer.push({ tenant: __TENANT__.code, ...entry });
}

export function trackPageView(pageId: string, path: string) {
  push({ event: 'pageView', pageId, path });
}

export function trackEvent(type: AnalyticsEventType, pageId: string, detail: Record<string, unknown> = {}) {
  push({ event: type, pageId, ...detail });
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
