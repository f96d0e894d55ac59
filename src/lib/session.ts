// Who the signed-in user is for routing (spec §4 "Authentication", "Company-switch users", §6).
import type { GetUserContextApiResponse } from '../api/endpoints/identity.ts';

export type UserContext = GetUserContextApiResponse;
export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: UserContext };
export type RouterUserType = 'SUPER_ADMIN' | 'BASIC' | 'CHARTER' | 'UNKNOWN';
export type Persona = 'SUPPLIER' | 'MERCHANT';

const SUPER_ADMIN_GROUPS = new Set(['Super Admin', 'Super Admin Spectator']);
const BASIC_COMPANY_TYPES = new Set(['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY']);
const CHARTER_COMPANY_TYPES = new Set(['SUPPLIER', 'THIRD_PARTY_AGENCY']);

export const hasPermission = (user: UserContext, action: string, resource: string) =>
  user.authz.permissions.some((p) => p.action === action && p.resource === resource);

export const isSuperAdmin = (user: UserContext) => SUPER_ADMIN_GROUPS.has(user.authz.group);

/** A support agent works the incidents of the tenant in the agent console (issue 12 §4). */
export const isSupportAgent = (user: UserContext) => hasPermission(user, 'MANAGE', 'INCIDENT');
/**
 * Reads every workspace of the tenant's knowledge base without a product of their own (READ
 * KNOWLEDGE_BASE: support agents, who answer incidents with articles; issue 30 §3).
 */
export const readsKnowledgeBase = (user: UserContext) => hasPermission(user, 'READ', 'KNOWLEDGE_BASE');
/** Writes and publishes the knowledge base, release notes and resources (issue 15 §3). */
export const isContentOwner = (user: UserContext) => hasPermission(user, 'MANAGE', 'CONTENT');
/** Issue 31 §1: configuration owners and super admins (and the spectator, who only reads) open /configuration. */
export const readsConfiguration = (user: UserContext) => hasPermission(user, 'LIST', 'CONFIGURATION');
/** Who may change it: not the spectator. */
export const changesConfiguration = (user: UserContext) => hasPermission(user, 'MANAGE', 'CONFIGURATION') && !isSpectator(user);

/** Issue 31 §3: legal owners and super admins (and the spectator, who only reads) open /legalDocuments. */
export const readsLegalDocuments = (user: UserContext) => hasPermission(user, 'LIST', 'LEGAL');
/** Who may change them: not the spectator. */
export const changesLegalDocuments = (user: UserContext) => hasPermission(user, 'MANAGE', 'LEGAL') && !isSpectator(user);

/** The spectator counts as a super admin for routing but may only view (spec §6). */
export const isSpectator = (user: UserContext) => user.authz.group === 'Super Admin Spectator';

/**
 * The user-access audit banner (issue 14 §3; spec §4 "User audit banner"): for those who may see a
 * basic company's users — its admins, and super admins acting for it (the spectator included).
 */
export const showsAuditBanner = (user: UserContext) =>
  hasPermission(user, 'LIST', 'USER') && BASIC_COMPANY_TYPES.has(user.tenant?.type ?? '');

/** Spec §4: Supplier persona with both SWITCH COMPANY and SWITCH PERSONA; Merchant with only SWITCH PERSONA. */
export function personaOptions(user: UserContext): Persona | null {
  const company = hasPermission(user, 'SWITCH', 'COMPANY');
  const persona = hasPermission(user, 'SWITCH', 'PERSONA');
  if (company && persona) return 'SUPPLIER';
  if (persona) return 'MERCHANT';
  return null;
}

/** Third-party sponsored = a third-party user with user_type EXTERNAL (spec §5). */
export const isThirdPartySponsored = (user: UserContext) => user.third_party_user && user.user_type === 'EXTERNAL';

export function routerUserType(user: UserContext): RouterUserType {
  const actingCompany = user.acting.company;
  const merchantWithoutCompany = user.acting.persona === 'MERCHANT' && (!actingCompany || actingCompany.type === 'UNKNOWN');
  if (isSuperAdmin(user) && (!actingCompany || merchantWithoutCompany)) return 'SUPER_ADMIN';
  const type = user.tenant?.type;
  if (type && BASIC_COMPANY_TYPES.has(type)) return 'BASIC';
  if (type && CHARTER_COMPANY_TYPES.has(type)) return 'CHARTER';
  return 'UNKNOWN';
}
