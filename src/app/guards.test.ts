// The routing rules of spec §2, decided for each kind of user.
import { describe, expect, test } from 'vitest';
import { ADMIN_AREAS } from '../lib/permissions.ts';
import type { SessionState, UserContext } from '../lib/session.ts';
import { decide, permitted } from './guards.ts';
import { NOT_FOUND, type RouteDef, routes } from './routes.ts';

const route = (path: string): RouteDef => {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const at = (pathname: string, search = '') => ({ pathname, search });

function user(
  overrides: Partial<UserContext> & { group?: string; companyType?: NonNullable<UserContext['tenant']>['type'] | null },
): SessionState {
  const { group = 'User', companyType = 'SUPPLIER', ...rest } = overrides;
  return {
    status: 'signed-in',
    user: {
      first_name: 'A',
      last_name: 'B',
      login_id: 'a@b.test',
      email_address: 'a@b.test',
      user_type: companyType ? 'EXTERNAL' : 'INTERNAL',
      tenant: companyType ? { id: 'c1', name: 'Company', type: companyType } : null,
      site_id: 'WMT-US',
      third_party_user: false,
      third_party_company: null,
      user_preferences: { language_code: 'en-US', locale: { timezone: 'America/Chicago' } },
      authz: { group, permissions: [] },
      persona_access_codes: [],
      products: [],
      acting: { company: null, persona: null },
      registration_complete: true,
      ...rest,
    },
  };
}

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
  test.each(['/knowledgeBase/home', '/admin/domainsList', '/admin/activityLog', '/profile/requestAccess', '/contactUs', '/'])(
    'are sent from %s to /noAccess',
    (path) => {
      expect(decide(route(path), at(path), basic)).toEqual({ kind: 'navigate', to: '/noAccess' });
    },
  );
  test('the same holds for a basic third-party agency', () => {
    expect(decide(route('/admin/thirdParty'), at('/admin/thirdParty'), user({ companyType: 'BASIC_THIRD_PARTY_AGENCY' }))).toEqual({
      kind: 'navigate',
      to: '/noAccess',
    });
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
  test('a permission counts only with a company to act for; routes without a rule are open', () => {
    const noCompany = user({ companyType: null, authz: { group: 'User', permissions: [{ action: 'LIST', resource: 'USER' }] } });
    expect(permitted(route('/admin/userList'), noCompany)).toBe(false);
    expect(permitted(route('/admin'), user({}))).toBe(true);
    expect(permitted(route('/apps'), user({}))).toBe(true);
  });
});
