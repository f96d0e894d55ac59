// Renders a page for its component test as the app shows it: in the app's Redux store, at an address
// of an in-memory router, in its route when the test names one, with the Lingui and Emotion
// providers of renderWithProviders. What the address is then, and the browser's Back, are read
// and pressed with address(), searchParams() and back(): like `screen`, they speak of the page
// rendered last.
import { act } from '@testing-library/react';
import { type ReactElement, type ReactNode, useLayoutEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { type Location, matchPath, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AtRoute, renderWithProviders } from '../components/kit/test-utils.tsx';
import { type AppStore, createStore } from './store.ts';

export interface PageOptions extends NonNullable<Parameters<typeof renderWithProviders>[1]> {
  /**
   * The route table's path pattern the page stands at, e.g. `/support/trackTicket/:ticketId`. As in
   * the app (App.tsx), the page shows while the address matches it, and reads the path's parameters
   * from its route (useRouteParams); an address it leads to that does not match shows no page (but
   * address() still tells it). Without one, the page shows at every address, outside any route.
   */
  route?: string;
  /** The store to render in (one the test has already filled, say); a new one by default. */
  store?: AppStore;
}

/**
 * Renders `page` at the address `path` (with its query string, if any), in `route` if given; `locale` and
 * `user` as renderWithProviders takes them. Returns what renderWithProviders does, and the store.
 */
export async function renderPage(path: string, page: ReactElement, { route, store = createStore(), ...providers }: PageOptions = {}) {
  const rendered = await renderWithProviders(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {route === undefined ? page : <InRoute route={route}>{page}</InRoute>}
        <AddressProbe />
      </MemoryRouter>
    </Provider>,
    providers,
  );
  return { ...rendered, store };
}

/** The page's children while the address matches `route`, with the path's parameters in its route context. */
function InRoute({ route, children }: { route: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const params = useMemo(() => matchPath(route, pathname)?.params, [route, pathname]);
  return params ? (
    <AtRoute path={route} params={params}>
      {children}
    </AtRoute>
  ) : null;
}

let shown: { location: Location; navigate: NavigateFunction } | null = null;

function AddressProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    shown = { location, navigate };
    return () => {
      shown = null;
    };
  }, [location, navigate]);
  return null;
}

function current() {
  if (!shown) throw new Error('No page is rendered: call renderPage first.');
  return shown;
}

/** The address the page rendered last is at now: its path and query string, e.g. `/admin/userList?tab=pending`. */
export function address(): string {
  const { pathname, search } = current().location;
  return pathname + search;
}

/** The parameters of its address's query string. */
export function searchParams(): URLSearchParams {
  return new URLSearchParams(current().location.search);
}

/** Goes to `path` within the app, as a link does. */
export async function go(path: string): Promise<void> {
  const { navigate } = current();
  await act(async () => {
    await navigate(path);
  });
}

/** The browser's Back: the previous address of its history. */
export async function back(): Promise<void> {
  const { navigate } = current();
  await act(async () => {
    await navigate(-1);
  });
}
