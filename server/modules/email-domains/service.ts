// Authorised e-mail domains of a company (spec §2 "Admin tables": domain, allow subdomain, domain
// type, creation date; §3 "Authorised domain"; §7 "Email domains"). Users an admin creates must
// have an e-mail under one of them (services/company-users.ts). Decisions where the spec is silent:
// - a domain name is stored lower case, in ASCII: an internationalised name is converted to its
//   punycode form (bücher.example → xn--bcher-kva.example);
// - a domain is unique in a tenant: neither the same name, nor a subdomain of another company's
//   domain that allows subdomains, nor (when allowing subdomains) a parent of another company's
//   domain; public webmail domains (public-webmail.ts) and their subdomains are refused;
// - the name is immutable: PUT changes allowSubDomains and is3pDomain only (delete and add to rename);
// - DELETE answers 409 with usersCount while users of the company would be left without an
//   authorised domain, unless ?confirm=true; those users stay as they are (nothing is blocked).
import { domainToASCII } from 'node:url';
import { isPublicWebmail } from './public-webmail.ts';
import { domainCovers, domainOf } from '../../services/company-users.ts';
import type { EmailDomainsRepository } from './repository.ts';
import type { DomainProblem } from './schemas.ts';

const MAX_DOMAIN_LENGTH = 253;

export interface Verdict {
  domainName: string;
  problem: DomainProblem | null;
  message: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in canonical form (trimmed, lower case, ASCII, no final dot), or why it is not a host name. */
export function normaliseDomain(input: string): { domain: string } | { problem: 'INVALID_SYNTAX' | 'NOT_ASCII'; message: string } {
  let text = input.trim().toLowerCase();
  if (text.endsWith('.')) text = text.slice(0, -1);
  const syntax = (message: string) => ({ problem: 'INVALID_SYNTAX' as const, message });
  if (!text) return syntax('Enter a domain name, such as example.com.');
  if (text.includes('@')) return syntax('Enter the domain only, without the part before @ (example.com, not name@example.com).');
  if (/[\s/:?#]/.test(text)) return syntax('Enter the domain only, without spaces, http:// or a path (example.com).');
  if (/[^\x00-\x7f]/.test(text)) {
    const ascii = domainToASCII(text);
    if (!ascii)
      return { problem: 'NOT_ASCII', message: 'This internationalised domain name is not valid; enter it in its ASCII (xn--) form.' };
    text = ascii;
  }
  if (text.length > MAX_DOMAIN_LENGTH) return syntax(`A domain name has at most ${MAX_DOMAIN_LENGTH} characters.`);
  const labels = text.split('.');
  if (labels.length < 2) return syntax('A domain name needs at least two parts separated by a dot, such as example.com.');
  if (labels.some((l) => l.length === 0)) return syntax('A domain name cannot have empty parts (two dots in a row, or a dot first).');
  if (labels.some((l) => l.length > 63)) return syntax('Each part of a domain name has at most 63 characters.');
  if (!labels.every((l) => LABEL.test(l))) {
    return syntax('Use only letters, digits and hyphens in each part of the domain name, not starting or ending with a hyphen.');
  }
  if (!TLD.test(labels.at(-1)!)) return syntax('The last part of the domain name (such as .com) must be letters only.');
  return { domain: text };
}

/** Every parent domain of a domain (a.b.example → b.example, example). */
const parentsOf = (domain: string) =>
  domain
    .split('.')
    .map((_, i, labels) => labels.slice(i + 1).join('.'))
    .filter((d) => d.includes('.'));

/** Checks a domain the company wants to add (or change): syntax, public webmail, ownership in the tenant. */
export async function judgeDomain(
  domains: EmailDomainsRepository,
  companyId: string,
  input: string,
  allowSubDomains: boolean,
  excludeId?: string,
): Promise<Verdict> {
  const normal = normaliseDomain(input);
  if ('problem' in normal) return { domainName: input.trim().toLowerCase(), ...normal };
  const domainName = normal.domain;
  if (isPublicWebmail(domainName)) {
    return {
      domainName,
      problem: 'PUBLIC_WEBMAIL',
      message: `${domainName} is a public webmail domain: anyone can have an address there. Enter your company's own domain.`,
    };
  }
  const related = await domains.related(domainName, parentsOf(domainName), excludeId);
  const same = related.find((d) => d.domain_name === domainName);
  if (same && same.company_id === companyId) {
    return { domainName, problem: 'ALREADY_ADDED', message: `${domainName} is already an authorised domain of your company.` };
  }
  if (same) return { domainName, problem: 'OWNED_BY_OTHER_COMPANY', message: `${domainName} is an authorised domain of another company.` };
  const parent = related.find((d) => d.company_id !== companyId && d.allow_subdomains && domainCovers(d, domainName));
  if (parent) {
    return {
      domainName,
      problem: 'OWNED_BY_OTHER_COMPANY',
      message: `${domainName} is a subdomain of ${parent.domain_name}, which another company has authorised with its subdomains.`,
    };
  }
  const child = allowSubDomains && related.find((d) => d.company_id !== companyId && d.domain_name.endsWith(`.${domainName}`));
  if (child) {
    return {
      domainName,
      problem: 'OWNED_BY_OTHER_COMPANY',
      message: `Another company has authorised ${child.domain_name}, a subdomain of ${domainName}: add it without allowing subdomains.`,
    };
  }
  return { domainName, problem: null, message: `${domainName} can be added.` };
}

/** The status of a refused domain: 409 for a clash with an authorised one, 400 for the rest. */
export const statusOf = (p: DomainProblem) => (p === 'ALREADY_ADDED' || p === 'OWNED_BY_OTHER_COMPANY' ? 409 : 400);

/** How many of the company's users only this domain covers: they would have no authorised domain left without it. */
export async function strandedUsers(
  domains: EmailDomainsRepository,
  target: { id: string; domain_name: string; allow_subdomains: boolean },
  all: Array<{ id: string; domain_name: string; allow_subdomains: boolean }>,
): Promise<number> {
  const logins = await domains.loginsUnder(target.domain_name, target.allow_subdomains);
  const others = all.filter((d) => d.id !== target.id);
  return logins.filter((u) => !others.some((d) => domainCovers(d, domainOf(u.login_id)))).length;
}
