import { ThemeProvider, Global, css } from '@emotion/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RouteFrame } from './RouteFrame.tsx';
import { routes } from './routes.ts';
import type { AppStore } from './store.ts';
import { theme } from './theme.ts';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(
    () => createBrowserRouter(routes.map((route) => ({ path: route.path, element: <RouteFrame route={route} /> }))),
    [],
  );
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <Global
            styles={css`
              body {
                margin: 0;
                font-family: ${theme.font};
                background: ${theme.colors.background};
                color: ${theme.colors.text};
                line-height: 1.5;
              }
            `}
          />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
