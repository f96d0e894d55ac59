// Who may open what (spec §2 "Admin landing", §6, §8): the permission rule a route declares, and the
// one list of admin areas that the route table, its guards, the admin landing cards and the header
// navigation all read. A new admin area is one entry here plus its route.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inBasicPlan } from '../../tenants/plans.ts';
import { hasPermission, isSuperAdmin, routerUserType, type UserContext } from './session.ts';

export type AdminResource = 'USER' | 'EMAIL_DOMAIN' | 'COMPANY_PARTNER_ASSOCIATION' | 'ACTIVITY_LOG';

/** A route's permission rule: an action on a resource of the company the user acts for. */
export interface PermissionRule {
  action: 'LIST' | 'MANAGE';
  resource: AdminResource;
}

/**
 * Company permissions act on the user's (or acting) company: without one, a rule is never met, and
 * a page behind a rule may count on a company.
 */
export const permits = (user: UserContext, rule: PermissionRule): boolean =>
  Boolean(user.tenant?.id) && hasPermission(user, rule.action, rule.resource);

export interface AdminArea {
  resource: AdminResource;
  path: string;
  /** The landing card's title, and the area's name in navigation. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** In the allow-list of basic accounts (spec §2): its route has `basic`, and the server lets them call its endpoints. */
  basic: boolean;
}

export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    resource: 'USER',
    path: '/admin/userList',
    title: msg`User Management`,
    description: msg`Add users, manage their access to apps, and block, unblock or remove them. Review access requests.`,
    basic: true,
  },
  {
    resource: 'EMAIL_DOMAIN',
    path: '/admin/domainsList',
    title: msg`Authorized Domains`,
    description: msg`Choose the email domains your company’s users may sign up with.`,
    basic: false,
  },
  {
    resource: 'COMPANY_PARTNER_ASSOCIATION',
    path: '/admin/thirdParty',
    title: msg`Third Party`,
    description: msg`Associate agencies that work for your company and choose which apps they can use.`,
    basic: false,
  },
  {
    resource: 'ACTIVITY_LOG',
    path: '/admin/activityLog',
    title: msg`Audit Log`,
    description: msg`See who changed what in your company’s account, and when, in the activity log.`,
    basic: false,
  },
];

export function adminArea(resource: AdminResource): AdminArea {
  const area = ADMIN_AREAS.find((a) => a.resource === resource);
  if (!area) throw new Error(`no admin area for ${resource}`);
  return area;
}

/** An area opens with LIST on its resource (spec §2: a card shows only with the matching permission). */
export const listRule = (resource: AdminResource): PermissionRule => ({ action: 'LIST', resource });

/** The path and permission rule of an admin area's route, for the route table. */
export function adminRoute(resource: AdminResource): { path: string; permission: PermissionRule } {
  return { path: adminArea(resource).path, permission: listRule(resource) };
}

/**
 * Whether the basic accounts' allow-list (spec §2) applies: to a basic account's users, not to a
 * super admin acting for one (spec §6: super admins bypass basic restrictions).
 */
export const basicRestricted = (user: UserContext): boolean => routerUserType(user) === 'BASIC' && !isSuperAdmin(user);

/**
 * Whether the user's plan leaves a product out: a basic account's plan holds only the basic
 * products (tenants/plans.ts); a charter account's, or a super admin acting for a basic account,
 * every product of the tenant.
 */
export const planExcludes = (user: UserContext, productCode: string): boolean => basicRestricted(user) && !inBasicPlan(productCode);

/**
 * The admin areas a user may open: the landing page's cards, the navigation's entries. The route
 * rule adds that the user acts for a company (`permits`); these follow the permissions and the
 * basic allow-list, so a card never leads to /noAccess.
 */
export const adminAreasOf = (user: UserContext): AdminArea[] =>
  ADMIN_AREAS.filter((area) => hasPermission(user, 'LIST', area.resource) && (area.basic || !basicRestricted(user)));
