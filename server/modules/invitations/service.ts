// Adding a user, invitations and registration (issue 4 §2 "Add user", "Accepting the invitation";
// spec §7 "Supplier user management", "Auth and registration").
//
//   POST /core-app-api/companies/:companyId/users/validate              check users before creating them
//   POST /core-app-api/companies/:companyId/users                       create one user and invite them
//   POST /core-app-api/companies/:companyId/users/batch-tasks/:taskID/RESEND_INVITE (spec §7 says GET; no GET writes)
//   POST /platform/invitations/lookup   (public)  who an invitation link is for, before the form shows
//   POST /platform/invitations/accept   (public)  set the password, sign in, go to /userRegistration
//   PUT  /core-app-api/companies/:companyId/users/complete-registration[/basic]
//   GET  /platform/v1/legal/terms, /platform/v1/legal/data-sharing-addendum   (public)
//
// Invitation tokens travel in POST bodies, never in API paths, so they stay out of request logs.
// The stage machine of the user's CREATE_USER task is described in invitation-repository.ts.
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { UserTaskStage } from '../../db/schema.ts';
import { domainCovers, domainOf } from '../../services/company-users.ts';
import type { InvitationsRepository } from './repository.ts';
import type { UserProblem } from './schemas.ts';

const EMAIL_SYNTAX = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Lifetime of an invitation link. */
export const INVITATION_VALID_DAYS = 7;

/** Stages in which an invitation can still be (re)sent. */
export const RESENDABLE_STAGES: readonly UserTaskStage[] = ['INVITATION_SENT'];

export function invitationLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/platform/accept-invitation?token=${encodeURIComponent(token)}`;
}

export const INVALID_INVITATION = 'This invitation link is invalid or has expired. Ask your administrator to send a new one.';

export const cannotAdd = (email: string) => `${email} cannot be added to your company. If the address is right, contact support.`;

/** Problems of each user (same order as given); an empty list means the user can be created. */
export async function validateUsers(
  repository: InvitationsRepository,
  tenant: TenantConfig,
  env: Environment,
  companyId: string,
  users: Array<{ firstName: string; lastName: string; email: string; products?: string[] }>,
): Promise<UserProblem[][]> {
  const domains = await repository.authorisedDomains();
  const emails = users.map((u) => u.email.trim().toLowerCase());
  // Accounts of this tenant by address, with their company: only this company's users are named
  // as existing; an account elsewhere gets a neutral answer (no discovery of other companies' users).
  const existing = new Map((await repository.accountsOfTenant(emails)).map((u) => [u.login_id, u.company_id]));
  const offered = await repository.offeredProducts(tenant, env);
  const allowed = domains.map((d) => d.domain_name).join(', ');
  return users.map((user, index) => {
    const problems: UserProblem[] = [];
    for (const field of ['firstName', 'lastName'] as const) {
      const label = field === 'firstName' ? 'first' : 'last';
      if (!user[field].trim()) problems.push({ field, code: 'REQUIRED', message: `Enter a ${label} name.` });
    }
    const email = emails[index]!;
    if (!email) {
      problems.push({ field: 'email', code: 'REQUIRED', message: 'Enter an e-mail address.' });
    } else if (!EMAIL_SYNTAX.test(email)) {
      problems.push({ field: 'email', code: 'INVALID_EMAIL', message: `"${email}" is not a valid e-mail address.` });
    } else {
      const domain = domainOf(email);
      if (!domains.some((d) => domainCovers(d, domain))) {
        problems.push({
          field: 'email',
          code: 'DOMAIN_NOT_AUTHORISED',
          domain,
          message: domains.length
            ? `The domain ${domain} is not an authorised domain of your company. Use an address at ${allowed}, or add the domain under Authorized Domains first.`
            : `The domain ${domain} is not an authorised domain of your company, which has none yet. Add it under Authorized Domains first.`,
        });
      } else if (existing.has(email) && existing.get(email) === companyId) {
        problems.push({ field: 'email', code: 'ALREADY_A_USER', message: `A user with the e-mail ${email} already exists.` });
      } else if (existing.has(email)) {
        problems.push({ field: 'email', code: 'CANNOT_ADD', message: cannotAdd(email) });
      } else if (emails.indexOf(email) !== index) {
        problems.push({ field: 'email', code: 'DUPLICATE_IN_LIST', message: `The e-mail ${email} appears more than once in the list.` });
      }
    }
    const unknown = (user.products ?? []).filter((p) => !offered.has(p));
    if (unknown.length) {
      problems.push({
        field: 'products',
        code: 'UNKNOWN_PRODUCT',
        message: `Not a product offered here: ${unknown.join(', ')}.`,
      });
    }
    return problems;
  });
}
