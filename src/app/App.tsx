import { ThemeProvider } from '@emotion/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lazy } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useHumanCheck } from '../api/human-check.ts';
import { useGetAuthStatusQuery } from '../api/endpoints/auth.ts';
import { OptionalChunk } from './ChunkBoundary.tsx';
import { RouteFrame } from './RouteFrame.tsx';
import { routes } from './routes.ts';
import type { AppStore } from './store.ts';
import { theme } from './theme.ts';

const IdleTimeout = lazy(() => import('./IdleTimeout.tsx'));
// Loaded only when a call answers 412: the proof-of-work solver stays out of the first load.
const HumanCheckDialog = lazy(() => import('../features/human-check/HumanCheckDialog.tsx'));

function SessionWatchers() {
  const { data } = useGetAuthStatusQuery();
  const check = useHumanCheck();
  return (
    <>
      {data?.authenticated ? (
        <OptionalChunk>
          <IdleTimeout idleSeconds={data.idleTimeoutSeconds} />
        </OptionalChunk>
      ) : null}
      {check ? (
        <OptionalChunk key={String(check.block.uuid)}>
          <HumanCheckDialog check={check} />
        </OptionalChunk>
      ) : null}
    </>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          {/* Declarative routing: the app uses no loaders or actions, and the data router would add ~10 KB gzip. */}
          <BrowserRouter>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={<RouteFrame route={route} />} />
              ))}
            </Routes>
            <SessionWatchers />
          </BrowserRouter>
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
