import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ANALYTICS_DELAY_MS, collectUsage, trackEvent, trackPageView, USAGE_BATCH_SIZE, USAGE_FLUSH_MS } from './analytics.ts';
import { loadAnalyticsScript, startUsageReporting } from './usage-reporting.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  window.dataLayer = [];
});

test('the analytics script loads 3 s after start, not before', () => {
  vi.useFakeTimers();
  loadAnalyticsScript('https://tags.example/analytics.js');
  vi.advanceTimersByTime(ANALYTICS_DELAY_MS - 1);
  expect(document.head.querySelector('script[src="https://tags.example/analytics.js"]')).toBeNull();
  vi.advanceTimersByTime(1);
  const script = document.head.querySelector<HTMLScriptElement>('script[src="https://tags.example/analytics.js"]');
  expect(script?.async).toBe(true);
});

test('no script where the environment has none', () => {
  vi.useFakeTimers();
  loadAnalyticsScript(null);
  vi.advanceTimersByTime(10_000);
  expect(document.head.querySelector('script')).toBeNull();
});

test('page views and events go to the data layer with the tenant', () => {
  trackPageView('app launch', '/apps');
  trackEvent('click', 'app launch', { product: 'SHOPPER_BEHAVIOR' });
  expect(window.dataLayer).toEqual([
    { tenant: 'WMT-US', event: 'pageView', pageId: 'app launch', path: '/apps' },
    { tenant: 'WMT-US', event: 'click', pageId: 'app launch', product: 'SHOPPER_BEHAVIOR' },
  ]);
});

describe('posting to the server (usage report)', () => {
  let sent: Array<{ url: string; init: RequestInit }>;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response(null, { status: 202 });
      }),
    );
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  const batches = () => sent.map(({ init }) => (JSON.parse(init.body as string) as { events: unknown[] }).events);
  const views = (n: number) => Array.from({ length: n }, (_, i) => trackPageView('support', `/support?${i}`));

  test('nothing is posted before reporting starts (component tests, the first render)', () => {
    trackPageView('app launch', '/apps');
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });

  test('the first page view, recorded before the reporter has loaded (after the first render), is posted once it runs', () => {
    collectUsage();
    trackPageView('app launch', '/apps');
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
    stop = startUsageReporting();
    trackEvent('search', 'data dictionary');
    vi.advanceTimersByTime(USAGE_FLUSH_MS);
    expect(batches()).toEqual([
      [
        { event: 'pageView', pageId: 'app launch' },
        { event: 'search', pageId: 'data dictionary' },
      ],
    ]);
  });

  test('entries wait up to 10 s, then leave as one batch of event and page id only, kept alive past the page', () => {
    stop = startUsageReporting();
    trackPageView('app launch', '/apps');
    vi.advanceTimersByTime(4_000);
    trackEvent('search', 'data dictionary', { term: 'private words', resultsCount: 3 });
    vi.advanceTimersByTime(USAGE_FLUSH_MS - 4_001);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/core-app-api/analytics/events');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(sent[0]!.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(batches()).toEqual([
      [
        { event: 'pageView', pageId: 'app launch' },
        { event: 'search', pageId: 'data dictionary' },
      ],
    ]);
    // The data layer still has everything, details included.
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'search', term: 'private words' }));
    // Nothing more waits: no empty batch follows.
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  test(`the ${USAGE_BATCH_SIZE}th entry sends the batch at once; the rest waits for the next`, () => {
    stop = startUsageReporting();
    views(USAGE_BATCH_SIZE - 1);
    expect(sent).toEqual([]);
    views(1);
    expect(batches().map((b) => b.length)).toEqual([USAGE_BATCH_SIZE]);
    views(USAGE_BATCH_SIZE + 5);
    expect(batches().map((b) => b.length)).toEqual([USAGE_BATCH_SIZE, USAGE_BATCH_SIZE]);
    vi.advanceTimersByTime(USAGE_FLUSH_MS);
    expect(batches().map((b) => b.length)).toEqual([USAGE_BATCH_SIZE, USAGE_BATCH_SIZE, 5]);
  });

  test('hiding the page (tab switch, phone lock) or leaving it sends what waits at once', () => {
    stop = startUsageReporting();
    views(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(batches()).toHaveLength(1);
    views(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(batches().map((b) => b.length)).toEqual([2, 1]);
    // The timer of the batch that left early does not send again.
    vi.advanceTimersByTime(USAGE_FLUSH_MS);
    expect(batches()).toHaveLength(2);
    Reflect.deleteProperty(document, 'visibilityState');
  });

  test('a batch the server refuses or never answers is dropped, not retried', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        throw new TypeError('Failed to fetch');
      }),
    );
    stop = startUsageReporting();
    views(1);
    vi.advanceTimersByTime(USAGE_FLUSH_MS);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });
});
