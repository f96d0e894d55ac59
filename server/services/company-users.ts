// Rules about a company's users shared by user management, invitations, bulk upload and domains.
import type { CompanyDb } from '../db/scope.ts';

/** The domain part of an e-mail address, lower case. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Whether a domain is covered by an authorised domain (itself, or a subdomain where allowed). */
export function domainCovers(authorised: { domain_name: string; allow_subdomains: boolean }, domain: string): boolean {
  return domain === authorised.domain_name || (authorised.allow_subdomains && domain.endsWith(`.${authorised.domain_name}`));
}

/** Whether these users include every active admin of the company, so acting on them all would leave it without one. */
export async function wouldRemoveLastAdmin(scoped: CompanyDb, userIds: string[]): Promise<boolean> {
  const admins = await scoped.selectFrom('users').select('id').where('role', '=', 'Admin').where('status', '=', 'ACTIVE').execute();
  return admins.length > 0 && admins.every((a) => userIds.includes(a.id));
}
