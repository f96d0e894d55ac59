// Rules about a company's users shared by user management, invitations, bulk upload and domains.
import type { Db } from '../db/database.ts';

/** The domain part of an e-mail address, lower case. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Whether a domain is covered by an authorised domain (itself, or a subdomain where allowed). */
export function domainCovers(authorised: { domain_name: string; allow_subdomains: boolean }, domain: string): boolean {
  return domain === authorised.domain_name || (authorised.allow_subdomains && domain.endsWith(`.${authorised.domain_name}`));
}

/** Whether the e-mail belongs to one of the company's authorised domains (spec §3 "Authorised domain"). */
export async function emailDomainAuthorised(db: Db, companyId: string, email: string): Promise<boolean> {
  const domains = await db
    .selectFrom('email_domains')
    .select(['domain_name', 'allow_subdomains'])
    .where('company_id', '=', companyId)
    .execute();
  const domain = domainOf(email);
  return domains.some((d) => domainCovers(d, domain));
}

/** Whether these users include every active admin of the company, so acting on them all would leave it without one. */
export async function wouldRemoveLastAdmin(db: Db, companyId: string, userIds: string[]): Promise<boolean> {
  const admins = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'Admin')
    .where('status', '=', 'ACTIVE')
    .execute();
  return admins.length > 0 && admins.every((a) => userIds.includes(a.id));
}
