import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startUp } from './app/startup.ts';
import { loadAnalyticsScript, startUsageReporting } from './lib/analytics.ts';
import { createStore } from './app/store.ts';

const store = createStore();
void startUp(store).then(() => {
  // Before the first render, so the first page view is among the entries posted to the server.
  startUsageReporting();
  createRoot(document.getElementById('root')!).render(<App store={store} />);
  loadAnalyticsScript(__APP_ENV__.analyticsScriptUrl);
});
