// Renders one route of the table: its title in the browser tab ('<Page> - <product name>',
// spec §2), the sign-in redirect for private routes, scroll to top on every route change.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useGetCoreAppApiAuthStatusQuery } from '../features/auth/api.ts';
import { Layout } from '../components/Layout.tsx';
import type { RouteDef } from './routes.ts';

export function documentTitle(page: string): string {
  return `${page} - ${__TENANT__.productName}`;
}

export function loginUrl(lastUrl: string): string {
  return `${__APP_ENV__.platformBase.replace(/\/$/, '')}/login?lastUrl=${encodeURIComponent(lastUrl)}`;
}

function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

function RequireSignIn({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const { data, isLoading } = useGetCoreAppApiAuthStatusQuery();
  const signedOut = data && !data.authenticated;
  useEffect(() => {
    if (signedOut) window.location.assign(loginUrl(location.pathname + location.search));
  }, [signedOut, location.pathname, location.search]);
  if (isLoading || signedOut) return <Loading />;
  return <>{children}</>;
}

export function RouteFrame({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const Page = useMemo(() => lazy(route.page as () => Promise<{ default: ComponentType }>), [route]);
  const title = i18n._(route.title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname]);
  const page = (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
  return <Layout>{route.access === 'private' ? <RequireSignIn>{page}</RequireSignIn> : page}</Layout>;
}
