import { afterEach, expect, test, vi } from 'vitest';
import { ANALYTICS_DELAY_MS, loadAnalyticsScript, trackEvent, trackPageView } from './analytics.ts';

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
