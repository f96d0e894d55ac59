import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { activateLocale, pickLocale, storedLocale } from './app/i18n.ts';
import { createStore } from './app/store.ts';

void activateLocale(pickLocale(storedLocale())).then(() => {
  createRoot(document.getElementById('root')!).render(<App store={createStore()} />);
});
