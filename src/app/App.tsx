/** @jsxImportSource react */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, matchRoutes, useLocation } from 'react-router';
import { useHumanCheck } from '../api/human-check.ts';
import { useGetAuthStatusQuery } from '../api/endpoints/auth.ts';
import { OptionalChunk } from './ChunkBoundary.tsx';
import { lazyNow } from './lazy-now.ts';
import { RouteFrame } from './RouteFrame.tsx';
import { NOT_FOUND, routes } from './routes.ts';
import type { AppStore } from './store.ts';

const IdleTimeout = lazyNow(() => import('./IdleTimeout.tsx')).component();
// Loaded only when a call answers 412: the proof-of-work solver stays out of the first load.
const HumanCheckDialog = lazyNow(() => import('../features/human-check/HumanCheckDialog.tsx')).component();

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

/**
 * The route the address names, from the one route table, in its route frame (which hands its
 * parameters to the page: components/route-context.ts). Matched here rather than by <Routes>, whose
 * error boundaries and element tree serve the data router and nested routes this app does not
 * use: 2 KB gzip of the first load (issue 28: the 120 KB budget).
 */
function CurrentRoute() {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(routes, pathname)?.[0] ?? null, [pathname]);
  return <RouteFrame route={match?.route ?? NOT_FOUND} params={match?.params ?? {}} />;
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        {/* Declarative routing: the app uses no loaders or actions, and the data router would add ~10 KB gzip. */}
        <BrowserRouter>
          <CurrentRoute />
          <SessionWatchers />
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}
