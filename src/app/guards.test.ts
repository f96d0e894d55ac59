// The routing rules of spec §2, decided for each kind of user.
import { describe, expect, test } from 'vitest';
import { ADMIN_AREAS, adminAreasOf } from '../lib/permissions.ts';
import type { SessionState } from '../lib/session.ts';
import { signedInAs } from '../lib/test-session.ts';
import { decide, permitted, routeFor } from './guards.ts';
import { NOT_FOUND, type RouteDef, routes } from './routes.ts';

const route = (path: string): RouteDef => {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const at = (pathname: string, search = '') => ({ pathname, search });

const user = signedInAs;

describe('signed out', () => {
  test('a private route goes to the server-side sign-in with the last URL', () => {
    expect(decide(route('/apps'), at('/apps', '?x=1'), { status: 'signed-out' })).toEqual({ kind: 'sign-in', lastUrl: '/apps?x=1' });
  });
  test('the support pages send to ticket creation instead', () => {
    expect(decide(route('/support/trackTicket'), at('/support/trackTicket'), { status: 'signed-out' })).toEqual({
      kind: 'navigate',
      to: '/support/ticketCreation',
    });
  });
  test('public pages render; private ones wait while the session is unknown', () => {
    expect(decide(route('/contactUs'), at('/contactUs'), { status: 'signed-out' }).kind).toBe('render');
    expect(decide(route('/apps'), at('/apps'), { status: 'loading' }).kind).toBe('wait');
    expect(decide(NOT_FOUND, at('/nope'), { status: 'loading' }).kind).toBe('render');
  });
});

describe('support agents (issue 12 §4)', () => {
  const agent = user({ group: 'Support Agent', companyType: null, permissions: [{ action: 'MANAGE', resource: 'INCIDENT' }] });
  test('open the console and its incidents; nobody else does, a company admin or a super admin neither', () => {
    expect(decide(route('/support/console'), at('/support/console'), agent).kind).toBe('render');
    expect(decide(route('/support/console/:ticketId'), at('/support/console/INC-261124-000001'), agent).kind).toBe('render');
    const admin = user({ group: 'Admin', permissions: [{ action: 'LIST', resource: 'INCIDENT' }] });
    const superAdmin = user({
      group: 'Super Admin',
      companyType: 'SUPPLIER',
      acting: { company: { id: 'c1', name: 'X', type: 'SUPPLIER' }, persona: null },
    });
    for (const other of [admin, superAdmin, user({})]) {
      expect(decide(route('/support/console'), at('/support/console'), other)).toEqual({ kind: 'navigate', to: '/accessDenied' });
    }
    expect(decide(route('/support/console'), at('/support/console'), { status: 'signed-out' }).kind).toBe('sign-in');
  });
});

describe('super admins', () => {
  const superAdmin = user({ group: 'Super Admin', companyType: null });
  test('without a chosen company go to the company list', () => {
    expect(decide(route('/apps'), at('/apps'), superAdmin)).toEqual({ kind: 'navigate', to: '/companyList' });
    expect(decide(route('/companyList'), at('/companyList'), superAdmin).kind).toBe('render');
    expect(decide(route('/globalUserManagement'), at('/globalUserManagement'), superAdmin).kind).toBe('render');
  });
  test('acting for a company open every page, and so does a spectator viewing one', () => {
    const acting = user({
      group: 'Super Admin',
      companyType: 'SUPPLIER',
      acting: { company: { id: 'c1', name: 'X', type: 'SUPPLIER' }, persona: null },
    });
    expect(decide(route('/apps'), at('/apps'), acting).kind).toBe('render');
    const spectator = user({
      group: 'Super Admin Spectator',
      companyType: 'BASIC_VENDOR',
      acting: { company: { id: 'c2', name: 'Y', type: 'BASIC_VENDOR' }, persona: null },
    });
    expect(decide(route('/admin/userList'), at('/admin/userList'), spectator).kind).toBe('render');
  });
  test('only super admins open the company list', () => {
    expect(decide(route('/companyList'), at('/companyList'), user({}))).toEqual({ kind: 'navigate', to: '/accessDenied' });
  });
  describe('acting for a basic company, they bypass the basic allow-list (spec §6)', () => {
    const actingForBasic = (group: string) =>
      user({ group, companyType: 'BASIC_VENDOR', acting: { company: { id: 'c2', name: 'Y', type: 'BASIC_VENDOR' }, persona: null } });
    test.each(['Super Admin', 'Super Admin Spectator'])('%s opens pages outside it', (group) => {
      for (const path of ['/knowledgeBase/home', '/admin/domainsList', '/admin/thirdParty', '/admin/activityLog', '/profile/requestAccess'])
        expect(decide(route(path), at(path), actingForBasic(group)).kind, path).toBe('render');
    });
    test('"Return to company list" lands on the company list while the context still shows the company', () => {
      expect(decide(route('/companyList'), at('/companyList'), actingForBasic('Super Admin')).kind).toBe('render');
    });
  });
});

describe('basic users', () => {
  const basic = user({ companyType: 'BASIC_VENDOR' });
  test.each([
    '/apps',
    '/admin',
    '/admin/userList',
    '/profile',
    '/dataDictionary',
    '/support/trackTicket',
    '/knowledgeBase/basic',
    '/accessDenied',
    '/userRegistration',
    '/dataSharingAddendum',
    '/reportbuilder',
    '/knowledgeBase/search',
  ])('may open %s', (path) => {
    expect(decide(route(path), at(path), basic).kind).toBe('render');
  });
  test.each(['/knowledgeBase/home', '/admin/domainsList', '/admin/activityLog', '/profile/requestAccess', '/contactUs'])(
    'are sent from %s to /noAccess',
    (path) => {
      expect(decide(route(path), at(path), basic)).toEqual({ kind: 'navigate', to: '/noAccess' });
    },
  );
  test.each(['/globalUserManagement', '/companyList'])('are sent from the super-admin route %s to /noAccess, not /accessDenied', (path) => {
    expect(decide(route(path), at(path), basic)).toEqual({ kind: 'navigate', to: '/noAccess' });
  });
  test('a charter user on a super-admin route still gets /accessDenied', () => {
    expect(decide(route('/globalUserManagement'), at('/globalUserManagement'), user({}))).toEqual({
      kind: 'navigate',
      to: '/accessDenied',
    });
  });
  test('the same holds for a basic third-party agency', () => {
    expect(decide(route('/admin/thirdParty'), at('/admin/thirdParty'), user({ companyType: 'BASIC_THIRD_PARTY_AGENCY' }))).toEqual({
      kind: 'navigate',
      to: '/noAccess',
    });
  });
  test('their landing at / is the Basic Landing (spec §2: page id basic marketing), their registration the basic one', () => {
    expect(decide(route('/'), at('/'), basic).kind).toBe('render');
    expect(routeFor(route('/'), basic)).toMatchObject({ pageId: 'basic marketing', title: { message: 'Basic Landing' } });
    expect(routeFor(route('/userRegistration'), basic).pageId).toBe('basic user registration');
    // Everyone else keeps the public landing and the full registration; the page waits to know who it is for.
    for (const other of [user({}), { status: 'signed-out' } as const]) {
      expect(decide(route('/'), at('/'), other).kind).toBe('render');
      expect(routeFor(route('/'), other).pageId).toBe('marketing');
      expect(routeFor(route('/userRegistration'), other).pageId).toBe('complete user registration');
    }
    expect(decide(route('/'), at('/'), { status: 'loading' }).kind).toBe('wait');
  });
  test('the not-found page and the error pages stay open to them', () => {
    expect(decide(NOT_FOUND, at('/nope'), basic).kind).toBe('render');
    expect(decide(route('/noAccess'), at('/noAccess'), basic).kind).toBe('render');
  });
});

describe('registration not complete (an invited user after setting a password)', () => {
  const unregistered = user({ registration_complete: false });
  test.each(['/apps', '/admin', '/admin/userList', '/profile', '/knowledgeBase/home', '/support/trackTicket', '/releaseNotes'])(
    '%s leads back to /userRegistration',
    (path) => {
      expect(decide(route(path), at(path), unregistered)).toEqual({ kind: 'navigate', to: '/userRegistration' });
    },
  );
  test.each(['/userRegistration', '/dataSharingAddendum', '/terms', '/privacyPolicy', '/logout', '/contactUs', '/noAccess', '/'])(
    '%s stays open',
    (path) => {
      expect(decide(route(path), at(path), unregistered).kind).toBe('render');
    },
  );
  test('a basic account is sent to registration too, not to /noAccess, and may open it', () => {
    const basic = user({ companyType: 'BASIC_VENDOR', registration_complete: false });
    expect(decide(route('/apps'), at('/apps'), basic)).toEqual({ kind: 'navigate', to: '/userRegistration' });
    expect(decide(route('/userRegistration'), at('/userRegistration'), basic).kind).toBe('render');
  });
  test('the not-found page stays open; registered users open every page as before', () => {
    expect(decide(NOT_FOUND, at('/nope'), unregistered).kind).toBe('render');
    expect(decide(route('/apps'), at('/apps'), user({})).kind).toBe('render');
  });
});

describe('a new version of the terms took effect (issue 14 §4)', () => {
  const pending = user({ legal_updates: [{ document: 'TERMS', version: 'WMT-US-TERMS-STANDARD-2026-12-01' }] });
  test.each(['/apps', '/admin/userList', '/profile', '/dataDictionary', '/support/trackTicket'])(
    '%s leads to /legalUpdates and back',
    (path) => {
      expect(decide(route(path), at(path, '?tab=2'), pending)).toEqual({
        kind: 'navigate',
        to: `/legalUpdates?lastUrl=${encodeURIComponent(`${path}?tab=2`)}`,
      });
    },
  );
  test.each(['/legalUpdates', '/terms', '/privacyPolicy', '/logout', '/contactUs', '/'])('%s stays open', (path) => {
    expect(decide(route(path), at(path), pending).kind).toBe('render');
  });
  test('a basic account is asked too; nothing is asked once accepted', () => {
    const basic = user({ companyType: 'BASIC_VENDOR', legal_updates: [{ document: 'TERMS', version: 'x' }] });
    expect(decide(route('/apps'), at('/apps'), basic).kind).toBe('navigate');
    expect(decide(route('/legalUpdates'), at('/legalUpdates'), basic).kind).toBe('render');
    expect(decide(route('/apps'), at('/apps'), user({})).kind).toBe('render');
  });
});

test('knowledge-base articles and categories need a valid workspace', () => {
  const charter = user({});
  expect(decide(route('/knowledgeBase/articles'), at('/knowledgeBase/articles'), charter)).toEqual({
    kind: 'navigate',
    to: '/knowledgeBase/home',
  });
  expect(decide(route('/knowledgeBase/article/content'), at('/knowledgeBase/article/content', '?workspace=../../x'), charter)).toEqual({
    kind: 'navigate',
    to: '/knowledgeBase/home',
  });
  expect(decide(route('/knowledgeBase/articles'), at('/knowledgeBase/articles', '?workspace=supplier-kb'), charter).kind).toBe('render');
});

test('the route table holds every route of spec §2 allowed for the US tenant', () => {
  const paths = routes.map((r) => r.path);
  for (const path of [
    '/',
    '/articles/insights',
    '/contactUs',
    '/support/ticketCreation',
    '/support',
    '/pendingAccess',
    '/privacyPolicy',
    '/terms',
    '/noAccess',
    '/error',
    '/apps',
    '/support/trackTicket',
    '/support/trackTicket/:ticketId',
    '/knowledgeBase/home',
    '/knowledgeBase/search',
    '/knowledgeBase/basic',
    '/knowledgeBase/basic/article',
    '/profile',
    '/profile/requestAccess',
    '/userRegistration',
    '/companyList',
    '/admin',
    '/admin/userList',
    '/admin/domainsList',
    '/admin/thirdParty',
    '/admin/activityLog',
    '/releaseNotes',
    '/releaseNotes/article',
    '/globalUserManagement',
    '/accessDenied',
    '/dataSharingAddendum',
    '/dataDictionary',
    '/reportbuilder',
    '/dataDictionaryV2',
    '/knowledgeBase/articles',
    '/knowledgeBase/article/content',
    '/login',
    '/logout',
    '*',
  ]) {
    expect(paths).toContain(path);
  }
  expect(new Set(paths).size).toBe(paths.length);
});

describe('permission rules (spec §6): every admin area needs LIST on its resource', () => {
  const admin = (resource: string) => user({ authz: { group: 'User', permissions: [{ action: 'LIST', resource }] } });
  test.each(ADMIN_AREAS.map((area) => [area.path, area.resource]))('%s needs LIST on %s', (path, resource) => {
    expect(route(path).permission).toEqual({ action: 'LIST', resource });
    expect(permitted(route(path), admin(resource))).toBe(true);
    expect(permitted(route(path), user({}))).toBe(false);
    expect(permitted(route(path), admin(resource === 'USER' ? 'EMAIL_DOMAIN' : 'USER'))).toBe(false);
  });
  test('card title and browser title agree', () => {
    for (const area of ADMIN_AREAS) expect(route(area.path).title.id, area.path).toBe(area.title.id);
  });
  test("an area's route is in the basic allow-list exactly when the area says so", () => {
    for (const area of ADMIN_AREAS) expect(Boolean(route(area.path).basic), area.path).toBe(area.basic);
  });
  describe('the cards a user sees lead to pages they may open', () => {
    const allAreas = ADMIN_AREAS.map((area) => ({ action: 'LIST', resource: area.resource }));
    const cards = (session: SessionState) => (session.status === 'signed-in' ? adminAreasOf(session.user).map((area) => area.path) : []);
    test('a basic vendor admin sees user management only, and may open it', () => {
      const basicAdmin = user({ companyType: 'BASIC_VENDOR', authz: { group: 'Admin', permissions: allAreas } });
      expect(cards(basicAdmin)).toEqual(['/admin/userList']);
      expect(decide(route('/admin/userList'), at('/admin/userList'), basicAdmin).kind).toBe('render');
      expect(cards(user({ companyType: 'BASIC_THIRD_PARTY_AGENCY', authz: { group: 'Admin', permissions: allAreas } }))).toEqual([
        '/admin/userList',
      ]);
    });
    test('a charter admin and a super admin acting for a basic company see every card they hold, and may open each', () => {
      const charterAdmin = user({ authz: { group: 'Admin', permissions: allAreas } });
      const superAdmin = user({
        companyType: 'BASIC_VENDOR',
        authz: { group: 'Super Admin', permissions: allAreas },
        acting: { company: { id: 'c2', name: 'Y', type: 'BASIC_VENDOR' }, persona: null },
      });
      for (const session of [charterAdmin, superAdmin]) {
        expect(cards(session)).toEqual(ADMIN_AREAS.map((area) => area.path));
        for (const path of cards(session)) expect(decide(route(path), at(path), session).kind, path).toBe('render');
      }
    });
  });
  test('a permission counts only with a company to act for; routes without a rule are open', () => {
    const noCompany = user({ companyType: null, authz: { group: 'User', permissions: [{ action: 'LIST', resource: 'USER' }] } });
    expect(permitted(route('/admin/userList'), noCompany)).toBe(false);
    expect(permitted(route('/admin'), user({}))).toBe(true);
    expect(permitted(route('/apps'), user({}))).toBe(true);
  });
});
