// The activity-log words of authorised e-mail domains: the values each event's sentence names, the
// sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Whether a domain is a third party's (3P) or the company's own. */
type DomainType = 'THIRD_PARTY' | 'COMPANY';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface EmailDomainEvents {
  EMAIL_DOMAIN_ADDED: { domain: string; domainType: DomainType; subdomains: 'ALLOWED' | 'NOT_ALLOWED' };
  EMAIL_DOMAIN_UPDATED: { domain: string; domainType: DomainType; subdomains: 'ALLOWED' | 'NOT_ALLOWED' };
  EMAIL_DOMAIN_UPDATED_TYPE: { domain: string; domainType: DomainType };
  EMAIL_DOMAIN_UPDATED_SUBDOMAINS: { domain: string; subdomains: 'ALLOWED' | 'NOT_ALLOWED' };
  EMAIL_DOMAIN_DELETED: { domain: string };
  EMAIL_DOMAIN_DELETED_IN_USE: { domain: string; users: number };
}

export const EMAIL_DOMAINS_ACTIVITY = catalogueOf<EmailDomainEvents>()({
  details: {
    EMAIL_DOMAIN_ADDED: /*i18n*/ {
      id: 'activity.details.EMAIL_DOMAIN_ADDED',
      message: 'Authorised domain {domain} added ({domainType}, {subdomains})',
    },
    EMAIL_DOMAIN_UPDATED: /*i18n*/ {
      id: 'activity.details.EMAIL_DOMAIN_UPDATED',
      message: 'Authorised domain {domain} changed: {domainType}, {subdomains}',
    },
    EMAIL_DOMAIN_UPDATED_TYPE: /*i18n*/ {
      id: 'activity.details.EMAIL_DOMAIN_UPDATED_TYPE',
      message: 'Authorised domain {domain} changed: {domainType}',
    },
    EMAIL_DOMAIN_UPDATED_SUBDOMAINS: /*i18n*/ {
      id: 'activity.details.EMAIL_DOMAIN_UPDATED_SUBDOMAINS',
      message: 'Authorised domain {domain} changed: {subdomains}',
    },
    EMAIL_DOMAIN_DELETED: /*i18n*/ { id: 'activity.details.EMAIL_DOMAIN_DELETED', message: 'Authorised domain {domain} deleted' },
    EMAIL_DOMAIN_DELETED_IN_USE: /*i18n*/ {
      id: 'activity.details.EMAIL_DOMAIN_DELETED_IN_USE',
      message: 'Authorised domain {domain} deleted while {users, plural, one {# user} other {# users}} still used it',
    },
  },
  events: {
    EMAIL_DOMAIN_ADDED: /*i18n*/ { id: 'activity.event.EMAIL_DOMAIN_ADDED', message: 'Domain added' },
    EMAIL_DOMAIN_UPDATED: /*i18n*/ { id: 'activity.event.EMAIL_DOMAIN_UPDATED', message: 'Domain changed' },
    EMAIL_DOMAIN_DELETED: /*i18n*/ { id: 'activity.event.EMAIL_DOMAIN_DELETED', message: 'Domain deleted' },
  },
  variants: {
    EMAIL_DOMAIN_UPDATED_TYPE: 'EMAIL_DOMAIN_UPDATED',
    EMAIL_DOMAIN_UPDATED_SUBDOMAINS: 'EMAIL_DOMAIN_UPDATED',
    EMAIL_DOMAIN_DELETED_IN_USE: 'EMAIL_DOMAIN_DELETED',
  },
});
