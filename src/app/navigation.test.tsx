// The header's navigation (issue 11 §1, §5): which sections each kind of user sees, the current
// one, and the folded menu's keyboard behaviour.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../components/kit/test-utils.tsx';
import { signedInAs } from '../lib/test-session.ts';
import type { SessionState } from '../lib/session.ts';
import Navigation from './Navigation.tsx';
import { sectionsFor } from './navigation.ts';
import { isBuilt, type RouteDef, routes } from './routes.ts';

const labels = (session: SessionState, pathname = '/apps', table?: RouteDef[]) =>
  sectionsFor(session, pathname, table).map((s) => s.route.nav!.label.message);

const LIST_USER = [{ action: 'LIST', resource: 'USER' }];
const ALL_ADMIN = ['USER', 'EMAIL_DOMAIN', 'COMPANY_PARTNER_ASSOCIATION', 'ACTIVITY_LOG'].map((resource) => ({ action: 'LIST', resource }));

/** The route table as it will be once every section has its page. */
const allBuilt: RouteDef[] = routes.map((r) => (r.nav && !isBuilt(r) ? { ...r, page: async () => ({ default: () => null }) } : r));

describe('sections by user', () => {
  test('a signed-out visitor gets the public support section only', () => {
    expect(labels({ status: 'signed-out' }, '/')).toEqual(['Support']);
  });
  test('a supplier user: Apps, Support and Data Dictionary; an admin: Admin too', () => {
    expect(labels(signedInAs())).toEqual(['Apps', 'Support', 'Data Dictionary']);
    expect(labels(signedInAs({ permissions: ALL_ADMIN }))).toEqual(['Apps', 'Support', 'Data Dictionary', 'Admin']);
  });
  test('a support agent: the Support console too, current on its pages (not Support too)', () => {
    const agent = signedInAs({ group: 'Support Agent', companyType: null, permissions: [{ action: 'MANAGE', resource: 'INCIDENT' }] });
    expect(labels(agent)).toEqual(['Apps', 'Support', 'Data Dictionary', 'Support console']);
    const current = (pathname: string) =>
      sectionsFor(agent, pathname)
        .filter((s) => s.current)
        .map((s) => s.path);
    expect(current('/support/console/INC-261124-000001')).toEqual(['/support/console']);
    expect(current('/support/trackTicket')).toEqual(['/support']);
  });
  test('a basic vendor admin: Apps, Support, Data Dictionary and Admin', () => {
    expect(labels(signedInAs({ companyType: 'BASIC_VENDOR', permissions: LIST_USER }))).toEqual([
      'Apps',
      'Support',
      'Data Dictionary',
      'Admin',
    ]);
  });
  test('a super admin without a company: Support, Customer Accounts and User audits; acting for one: Apps too', () => {
    expect(labels(signedInAs({ group: 'Super Admin', companyType: null }))).toEqual(['Support', 'Customer Accounts', 'User audits']);
    const acting = signedInAs({
      group: 'Super Admin',
      companyType: 'SUPPLIER',
      acting: { company: { id: 'c1', name: 'Company', type: 'SUPPLIER' }, persona: null },
    });
    expect(labels(acting)).toEqual(['Apps', 'Support', 'Data Dictionary', 'Customer Accounts', 'User audits']);
  });
  test('a user who has not completed registration: only the public support section', () => {
    expect(labels(signedInAs({ registration_complete: false, permissions: ALL_ADMIN }))).toEqual(['Support']);
  });
  test('once built, sections join in their order, within each user’s rules', () => {
    expect(labels(signedInAs({ permissions: ALL_ADMIN }), '/apps', allBuilt)).toEqual([
      'Apps',
      'Support',
      'Knowledge Base',
      'Data Dictionary',
      'Admin',
    ]);
    // Basic users: no charter knowledge base (spec §2 allow-list).
    expect(labels(signedInAs({ companyType: 'BASIC_VENDOR' }), '/apps', allBuilt)).toEqual(['Apps', 'Support', 'Data Dictionary']);
    expect(labels(signedInAs({ group: 'Super Admin', companyType: null }), '/apps', allBuilt)).toEqual([
      'Support',
      'Customer Accounts',
      'Global User Management',
      'User audits',
    ]);
    // A signed-out visitor sees the public support section only.
    expect(labels({ status: 'signed-out' }, '/', allBuilt)).toEqual(['Support']);
  });
  test('the current section is the one of the first path segment', () => {
    const admin = signedInAs({ permissions: ALL_ADMIN });
    const current = (path: string) => sectionsFor(admin, path).find((s) => s.current)?.path ?? null;
    expect(current('/admin/userList')).toBe('/admin');
    expect(current('/apps')).toBe('/apps');
    expect(current('/profile')).toBeNull();
  });
});

describe('Navigation', () => {
  const admin = signedInAs({ permissions: ALL_ADMIN });

  async function renderAt(path: string, session: SessionState = admin) {
    return renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Navigation session={session} />
      </MemoryRouter>,
    );
  }

  test('links with the current section marked; nothing for a visitor without sections', async () => {
    await renderAt('/admin/domainsList');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Apps' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apps' }).getAttribute('href')).toBe('/apps');
  });

  test('a signed-out visitor gets the navigation with Support only', async () => {
    await renderAt('/', { status: 'signed-out' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Support']);
  });

  test('the menu button opens the panel with focus on its first link; Tab stays inside; Escape closes and returns focus', async () => {
    const { user } = await renderAt('/apps');
    // jsdom applies no media queries, so the button stays hidden as on a wide screen; the e2e
    // suite opens it at 390 px.
    const button = screen.getByText('Menu').closest('button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const [apps, support, dictionary, adminLink] = ['Apps', 'Support', 'Data Dictionary', 'Admin'].map((name) =>
      screen.getByRole('link', { name }),
    );
    expect(document.activeElement).toBe(apps);
    await user.tab();
    expect(document.activeElement).toBe(support);
    await user.tab();
    expect(document.activeElement).toBe(dictionary);
    await user.tab();
    expect(document.activeElement).toBe(adminLink);
    await user.tab(); // past the last link: back to the button, not out of the panel
    expect(document.activeElement).toBe(button);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(adminLink);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
