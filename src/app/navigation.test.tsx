// The navigation (issue 11 §1, §5; issue 28 §1): which sections each kind of user sees, in which
// group, the current one, and the narrow screens' panel's keyboard behaviour.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { stubFetch } from '../lib/test-fetch.ts';
import { go, renderPage } from './test-page.tsx';
import { describe, expect, test } from 'vitest';
import { signedInAs } from '../lib/test-session.ts';
import type { SessionState } from '../lib/session.ts';
import Navigation from './Navigation.tsx';
import { sectionsFor } from './navigation.ts';
import type { RouteDef } from './routes.ts';

const labels = (session: SessionState, pathname = '/apps', table?: RouteDef[]) =>
  sectionsFor(session, pathname, table).map((s) => s.route.nav!.label.message);

const groups = (session: SessionState) => sectionsFor(session, '/apps').map((s) => s.group);

const LIST_USER = [{ action: 'LIST', resource: 'USER' }];
const ALL_ADMIN = ['USER', 'EMAIL_DOMAIN', 'COMPANY_PARTNER_ASSOCIATION', 'ACTIVITY_LOG'].map((resource) => ({ action: 'LIST', resource }));

describe('sections by user', () => {
  test('a signed-out visitor gets the public support section only', () => {
    expect(labels({ status: 'signed-out' }, '/')).toEqual(['Support']);
  });
  test('a supplier user: Apps, Knowledge Base, Data Dictionary, (US) Release Notes and Support; an admin: Admin too', () => {
    expect(labels(signedInAs())).toEqual(['Apps', 'Knowledge Base', 'Data Dictionary', 'Release Notes', 'Support']);
    expect(labels(signedInAs({ permissions: ALL_ADMIN }))).toEqual([
      'Apps',
      'Knowledge Base',
      'Data Dictionary',
      'Release Notes',
      'Support',
      'Admin',
    ]);
  });
  test('a support agent: the Support console too, current on its pages (not Support too)', () => {
    const agent = signedInAs({ group: 'Support Agent', companyType: null, permissions: [{ action: 'MANAGE', resource: 'INCIDENT' }] });
    expect(labels(agent)).toEqual(['Apps', 'Knowledge Base', 'Data Dictionary', 'Release Notes', 'Support', 'Support console']);
    expect(groups(agent)).toEqual(['main', 'main', 'main', 'main', 'main', 'tools']);
    const current = (pathname: string) =>
      sectionsFor(agent, pathname)
        .filter((s) => s.current)
        .map((s) => s.path);
    expect(current('/support/console/INC-261124-000001')).toEqual(['/support/console']);
    expect(current('/support/trackTicket')).toEqual(['/support']);
  });
  test('a basic vendor admin: Apps, Support, the basic Knowledge Base, Data Dictionary and Admin (no release notes)', () => {
    const basic = signedInAs({ companyType: 'BASIC_VENDOR', permissions: LIST_USER });
    expect(labels(basic)).toEqual(['Apps', 'Knowledge Base', 'Data Dictionary', 'Support', 'Admin']);
    expect(sectionsFor(basic, '/apps').find((s) => s.route.nav!.label.message === 'Knowledge Base')!.path).toBe('/knowledgeBase/basic');
  });
  test('a super admin without a company: Support and the retailer tools; acting for one: the company’s sections too', () => {
    expect(labels(signedInAs({ group: 'Super Admin', companyType: null }))).toEqual([
      'Support',
      'Customer Accounts',
      'Global User Management',
      'User audits',
      'Usage report',
      'Site banner',
    ]);
    const acting = signedInAs({
      group: 'Super Admin',
      companyType: 'SUPPLIER',
      acting: { company: { id: 'c1', name: 'Company', type: 'SUPPLIER' }, persona: null },
    });
    expect(labels(acting)).toEqual([
      'Apps',
      'Knowledge Base',
      'Data Dictionary',
      'Release Notes',
      'Support',
      'Customer Accounts',
      'Global User Management',
      'User audits',
      'Usage report',
      'Site banner',
    ]);
    expect(groups(acting)).toEqual(['main', 'main', 'main', 'main', 'main', 'tools', 'tools', 'tools', 'tools', 'tools']);
  });
  test('configuration (issue 31 §1): a configuration owner has it among the tools; a super admin after the site banner; others not', () => {
    const CONFIGURATION = [
      { action: 'LIST', resource: 'CONFIGURATION' },
      { action: 'MANAGE', resource: 'CONFIGURATION' },
    ];
    const owner = signedInAs({ group: 'Configuration Owner', companyType: null, permissions: CONFIGURATION });
    // An internal user: the sections every internal user has, and the console among the tools.
    expect(labels(owner)).toEqual(['Apps', 'Knowledge Base', 'Data Dictionary', 'Release Notes', 'Support', 'Configuration']);
    expect(groups(owner).at(-1)).toBe('tools');
    expect(labels(signedInAs({ group: 'Super Admin', companyType: null, permissions: CONFIGURATION }))).toEqual([
      'Support',
      'Customer Accounts',
      'Global User Management',
      'User audits',
      'Usage report',
      'Site banner',
      'Configuration',
    ]);
    expect(labels(signedInAs({ permissions: ALL_ADMIN }))).not.toContain('Configuration');
  });
  test('a user who has not completed registration: only the public support section', () => {
    expect(labels(signedInAs({ registration_complete: false, permissions: ALL_ADMIN }))).toEqual(['Support']);
  });
  test('sections join in their order, within each user’s rules', () => {
    expect(labels(signedInAs({ permissions: ALL_ADMIN }), '/apps')).toEqual([
      'Apps',
      'Knowledge Base',
      'Data Dictionary',
      'Release Notes',
      'Support',
      'Admin',
    ]);
    // Basic users: their own knowledge base, no release notes (spec §2 allow-list).
    expect(labels(signedInAs({ companyType: 'BASIC_VENDOR' }), '/apps')).toEqual(['Apps', 'Knowledge Base', 'Data Dictionary', 'Support']);
    expect(labels(signedInAs({ group: 'Super Admin', companyType: null }), '/apps')).toEqual([
      'Support',
      'Customer Accounts',
      'Global User Management',
      'User audits',
      'Usage report',
      'Site banner',
    ]);
    // A signed-out visitor sees the public support section only.
    expect(labels({ status: 'signed-out' }, '/')).toEqual(['Support']);
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

  /** The header bar's slot for the menu button and the navigation, as the route frame puts them together. */
  function Frame({ session }: { session: SessionState }) {
    const [slot, setSlot] = useState<HTMLElement | null>(null);
    const placement = session.status === 'signed-in' ? 'side' : 'bar';
    return (
      <>
        <header>
          <span ref={setSlot} />
        </header>
        <Navigation session={session} placement={placement} menuSlot={slot} />
      </>
    );
  }

  async function renderAt(path: string, session: SessionState = admin) {
    // The release notes' badge (US) asks for its count: three unseen notes.
    stubFetch((request) =>
      request.path === '/core-app-api/release-notes/unseen' ? { status: 200, body: { count: 3, lastSeenAt: null } } : undefined,
    );
    return renderPage(path, <Frame session={session} />);
  }

  test('the US release notes show how many were published since the user last looked', async () => {
    await renderAt('/apps');
    const badge = await screen.findByTestId('release-notes-unseen');
    expect(badge.querySelector('[aria-hidden="true"]')!.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Release Notes 3 new release notes' })).toBe(badge.closest('a'));
  });

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

  test('the retailer tools of a super admin acting for a company are a group of their own, under a heading', async () => {
    await renderAt(
      '/companyList',
      signedInAs({
        group: 'Super Admin',
        companyType: 'SUPPLIER',
        acting: { company: { id: 'c1', name: 'Company', type: 'SUPPLIER' }, persona: null },
      }),
    );
    const heading = screen.getByRole('heading', { name: 'Internal tools' });
    const tools = heading.nextElementSibling!;
    expect([...tools.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Customer Accounts',
      'Global User Management',
      'User audits',
      'Usage report',
      'Site banner',
    ]);
    expect(screen.getByRole('link', { name: 'Customer Accounts' }).getAttribute('aria-current')).toBe('page');
  });

  test('every section of the richest role has its icon (a super admin acting for a company, configuration and legal documents too)', async () => {
    await renderAt(
      '/apps',
      signedInAs({
        group: 'Super Admin',
        companyType: 'SUPPLIER',
        permissions: [
          ...ALL_ADMIN,
          { action: 'LIST', resource: 'CONFIGURATION' },
          { action: 'MANAGE', resource: 'CONFIGURATION' },
          { action: 'LIST', resource: 'LEGAL' },
          { action: 'MANAGE', resource: 'LEGAL' },
        ],
        acting: { company: { id: 'c1', name: 'Company', type: 'SUPPLIER' }, persona: null },
      }),
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toContain('Configuration');
    expect(links.map((link) => link.textContent)).toContain('Legal documents');
    expect(links.filter((link) => !link.querySelector('svg')).map((link) => link.textContent)).toEqual([]);
  });

  test('the menu button opens the panel with focus on its first link; Tab stays inside; Escape closes and returns focus', async () => {
    const { user } = await renderAt('/apps');
    // jsdom applies no media queries: the e2e suite opens the panel at 390 px.
    const button = screen.getByText('Menu').closest('button')!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = ['Apps', 'Knowledge Base', 'Data Dictionary', 'Release Notes', 'Support', 'Admin'].map((name) =>
      screen.getByRole('link', { name: new RegExp(`^${name}`) }),
    );
    expect(document.activeElement).toBe(links[0]);
    for (const link of links.slice(1)) {
      await user.tab();
      expect(document.activeElement).toBe(link);
    }
    await user.tab(); // past the last link: back to the button, not out of the panel
    expect(document.activeElement).toBe(button);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links.at(-1));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  test('a new page arriving while the panel is open closes it, and focus in it goes back to the button', async () => {
    const { user } = await renderAt('/apps');
    const button = screen.getByText('Menu').closest('button')!;
    await user.click(button);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Apps' }));
    // The page asked for before the panel was opened again arrives (pages render as transitions).
    await go('/support');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
