// A signed-in session for unit tests of routing and navigation: a supplier user by default.
import type { SessionState, UserContext } from './session.ts';

export type SessionOverrides = Partial<UserContext> & {
  group?: string;
  companyType?: NonNullable<UserContext['tenant']>['type'] | null;
  permissions?: Array<{ action: string; resource: string }>;
};

export function signedInAs(overrides: SessionOverrides = {}): SessionState {
  const { group = 'User', companyType = 'SUPPLIER', permissions = [], ...rest } = overrides;
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
      user_id: '00000000-0000-4000-8000-000000000001',
      user_preferences: { language_code: 'en-US', locale: { timezone: 'America/Chicago' } },
      authz: { group, permissions },
      persona_access_codes: [],
      products: [],
      acting: { company: null, persona: null },
      registration_complete: true,
      legal_updates: [],
      legal_updates_from: null,
      ...rest,
    },
  };
}
