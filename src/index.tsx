/** @jsxImportSource react */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startUp } from './app/startup.ts';
import { collectUsage } from './lib/analytics.ts';
import { createStore } from './app/store.ts';

const store = createStore();
void startUp(store).then(() => {
  // Before the first render, so the first page view is among the entries posted to the server
  // (by usage-reporting.ts, loaded after it: out of the first load).
  collectUsage();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is rendered (issue 27: total blocking time).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App store={store} />));
  void import('./lib/usage-reporting.ts').then(({ loadAnalyticsScript, startUsageReporting }) => {
    startUsageReporting();
    loadAnalyticsScript(__APP_ENV__.analyticsScriptUrl);
  });
});
