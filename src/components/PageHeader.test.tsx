// The page header (issue 11 §3): the page's one h1, its actions and introduction, and the
// breadcrumb trail of the route being shown.
import { msg } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from './kit/test-utils.tsx';
import { PageHeader } from './PageHeader.tsx';
import { type CurrentRoute, RouteContext } from './route-context.ts';

const AUDIT_LOG: CurrentRoute = {
  title: msg`Audit Log`,
  pageId: 'activity log list',
  path: '/admin/activityLog',
  ancestors: [{ path: '/admin', title: msg`Admin` }],
  params: {},
};
const APPS: CurrentRoute = { title: msg`App Launch`, pageId: 'app launch', path: '/apps', ancestors: [], params: {} };

const atRoute = (route: CurrentRoute | null, ui: ReactNode) => (
  <MemoryRouter>
    <RouteContext.Provider value={route}>{ui}</RouteContext.Provider>
  </MemoryRouter>
);

describe('PageHeader', () => {
  test('the heading, its actions and the introduction', async () => {
    await renderWithProviders(
      atRoute(APPS, <PageHeader title="Audit Log" actions={<button type="button">Export</button>} intro="Who changed what, and when." />),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit Log');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getByText('Who changed what, and when.').tagName).toBe('P');
  });

  test('a nested route: its ancestors as links, then the page itself', async () => {
    await renderWithProviders(atRoute(AUDIT_LOG, <PageHeader title="Audit Log" />));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Admin › ', 'Audit Log']);
    expect(within(trail).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(within(trail).getAllByRole('link')).toHaveLength(1);
    expect(items[1]!.getAttribute('aria-current')).toBe('page');
    // The separators are not read out.
    expect(items[0]!.querySelector('[aria-hidden="true"]')?.textContent).toBe(' › ');
  });

  test('in the reader’s language', async () => {
    await renderWithProviders(atRoute(AUDIT_LOG, <PageHeader title="Journal d’audit" />), { locale: 'fr-CA' });
    const trail = screen.getByRole('navigation');
    expect(within(trail).getByRole('link', { name: 'Administration' }).getAttribute('href')).toBe('/admin');
  });

  test('a top-level route, no route at all, or crumbs turned off: no trail', async () => {
    const { unmount } = await renderWithProviders(atRoute(APPS, <PageHeader title="Get started" />));
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    const outside = await renderWithProviders(atRoute(null, <PageHeader title="Get started" />));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get started');
    outside.unmount();
    await renderWithProviders(atRoute(AUDIT_LOG, <PageHeader title="Sign in" breadcrumbs={false} />));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
