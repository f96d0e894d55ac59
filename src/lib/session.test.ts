import { expect, test } from 'vitest';
import { personaOptions, routerUserType, showsAuditBanner, type UserContext } from './session.ts';

const base: UserContext = {
  first_name: 'A',
  last_name: 'B',
  login_id: 'a@b.test',
  email_address: 'a@b.test',
  user_type: 'EXTERNAL',
  tenant: { id: 'c', name: 'C', type: 'SUPPLIER' },
  site_id: 'WMT-US',
  third_party_user: false,
  third_party_company: null,
  user_id: '00000000-0000-4000-8000-000000000001',
  user_preferences: { language_code: 'en-US', locale: { timezone: 'America/Chicago' } },
  authz: { group: 'User', permissions: [] },
  persona_access_codes: [],
  products: [],
  acting: { company: null, persona: null },
  registration_complete: true,
  legal_updates: [],
  legal_updates_from: null,
};
const withType = (type: NonNullable<UserContext['tenant']>['type']) => ({ ...base, tenant: { id: 'c', name: 'C', type } });

test('router user types (spec §3, §4)', () => {
  expect(routerUserType(withType('SUPPLIER'))).toBe('CHARTER');
  expect(routerUserType(withType('THIRD_PARTY_AGENCY'))).toBe('CHARTER');
  expect(routerUserType(withType('BASIC_VENDOR'))).toBe('BASIC');
  expect(routerUserType(withType('BASIC_THIRD_PARTY_AGENCY'))).toBe('BASIC');
  expect(routerUserType(withType('UNKNOWN'))).toBe('UNKNOWN');
  expect(routerUserType({ ...base, tenant: null, authz: { group: 'Super Admin', permissions: [] } })).toBe('SUPER_ADMIN');
  const merchantUnknown = {
    ...base,
    authz: { group: 'Super Admin', permissions: [] },
    acting: { company: { id: 'x', name: 'X', type: 'UNKNOWN' as const }, persona: 'MERCHANT' as const },
  };
  expect(routerUserType(merchantUnknown)).toBe('SUPER_ADMIN');
});

test('super admin persona: Supplier with SWITCH COMPANY and PERSONA, Merchant with PERSONA only', () => {
  const switchCompany = { action: 'SWITCH', resource: 'COMPANY' };
  const switchPersona = { action: 'SWITCH', resource: 'PERSONA' };
  expect(personaOptions({ ...base, authz: { group: 'Super Admin', permissions: [switchCompany, switchPersona] } })).toBe('SUPPLIER');
  expect(personaOptions({ ...base, authz: { group: 'Merchant', permissions: [switchPersona] } })).toBe('MERCHANT');
  expect(personaOptions(base)).toBeNull();
});

test('the user-access audit banner: for who may list the users of a basic company (issue 14 §3)', () => {
  const listUser = { action: 'LIST', resource: 'USER' };
  const admin = (type: NonNullable<UserContext['tenant']>['type'], group = 'Admin') => ({
    ...withType(type),
    authz: { group, permissions: [listUser] },
  });
  expect(showsAuditBanner(admin('BASIC_VENDOR'))).toBe(true);
  expect(showsAuditBanner(admin('BASIC_THIRD_PARTY_AGENCY'))).toBe(true);
  // Super admins and the spectator acting for a basic company see it too.
  expect(showsAuditBanner(admin('BASIC_VENDOR', 'Super Admin Spectator'))).toBe(true);
  expect(showsAuditBanner(admin('SUPPLIER'))).toBe(false);
  expect(showsAuditBanner(admin('THIRD_PARTY_AGENCY'))).toBe(false);
  expect(showsAuditBanner(withType('BASIC_VENDOR'))).toBe(false);
  expect(showsAuditBanner({ ...base, tenant: null, authz: { group: 'Super Admin', permissions: [listUser] } })).toBe(false);
});
