import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startUp } from './app/startup.ts';
import { loadAnalyticsScript } from './lib/analytics.ts';
import { createStore } from './app/store.ts';

const store = createStore();
void startUp(store).then(() => {
  createRoot(document.getElementById('root')!).render(<App store={store} />);
  loadAnalyticsScript(__APP_ENV__.analyticsScriptUrl);
});
