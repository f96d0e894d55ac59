import { ThemeProvider, Global, css } from '@emotion/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RouteFrame } from './RouteFrame.tsx';
import { routes } from './routes.ts';
import type { AppStore } from './store.ts';
import { theme } from './theme.ts';

export function App({ store }: { store: AppStore }) {
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
          {/* Declarative routing: the app uses no loaders or actions, and the data router would add ~10 KB gzip. */}
          <BrowserRouter>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={<RouteFrame route={route} />} />
              ))}
            </Routes>
          </BrowserRouter>
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
