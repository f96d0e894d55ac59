// The words of the activity log (issue 11 §4): each event's and source app's label, and the
// sentence of an entry's details, in the reader's language. An entry stores its event code and
// the named values of its sentence (activity_log.details, migration 010); the list and the .xlsx
// download write the sentence with the reader's catalog, so both say the same in every language.
// The English sentence is also stored as event_description, which the free-text search reads.
// Values are names, e-mails, company and product names as they are (never ids or product codes);
// a code (a role, a persona, a setting) is stored as itself and shown as its label in the
// reader's language (CODE_LABELS). A value is never followed by a full stop in a message: company
// names often end with one ("Blue Ridge Foods Inc.").
import type { I18n } from '@lingui/core';
import type { ActivityDetails, Persona } from '../db/schema.ts';
import type { AssignableRole } from '../modules/invitations/schemas.ts';
import { INCIDENT_STATUS_LABELS, type IncidentStatus } from '../../tenants/incident-status.ts';

interface Descriptor {
  id: string;
  message: string;
}

/** Whether a domain is a third party's (3P) or the company's own. */
type DomainType = 'THIRD_PARTY' | 'COMPANY';
/** A product setting's new value: yes, no, a restricted launch, or back to the tenant's default. */
type SettingCode = 'YES' | 'NO' | 'ALPHA' | 'BETA' | 'DEFAULT';

/**
 * Events whose entries carry details, and the values each sentence names. The values named in
 * CODE_LABELS (role, persona, domainType, setting…) hold a code, shown as its label.
 */
export interface ActivityEvents {
  USER_CREATED: { name: string };
  USER_CREATED_IN_BULK: { name: string };
  USER_INVITED: { user: string; role: AssignableRole };
  USER_INVITED_WITH_PRODUCTS: { user: string; role: AssignableRole; products: string };
  USER_INVITATION_RESENT: { user: string };
  INVITATION_ACCEPTED: { user: string };
  USER_REGISTRATION_COMPLETED: { user: string; terms: string; addendum: string };
  USER_DELETED: { user: string };
  USER_BLOCKED: { user: string; reason: string };
  USER_UNBLOCKED: { user: string };
  USER_UNBLOCKED_WITH_REASON: { user: string; reason: string };
  USER_PROFILE_UPDATED: { email: string; formerName: string; name: string };
  USER_ACCESS_GRANTED: { user: string; products: string };
  USER_ACCESS_UNCHANGED: { user: string };
  USER_ACCESS_UPDATED: { user: string; changes: Change[] };
  USER_UPDATED_IN_BULK: { user: string; source: 'BULK_UPLOAD' | 'BULK_EDIT'; changes: Change[] };
  BULK_USERS_CREATED: { created: number; updated: number };
  BULK_USERS_CREATED_FROM_FILE: { file: string; created: number; updated: number };
  BULK_USERS_EDITED: { updated: number; unchanged: number };
  BULK_USERS_EDITED_FROM_FILE: { file: string; updated: number; unchanged: number };
  ACCESS_REQUEST_APPROVED: { user: string; products: string };
  ACCESS_REQUEST_DENIED: { user: string; products: string };
  /** An internal user asked for access to the company's products (issue 14 §2). */
  ACCESS_REQUESTED: { user: string; products: string; note: string };
  ACCESS_REQUEST_WITHDRAWN: { user: string; products: string };
  /** A user the company granted access switched to it (issue 14 §2); and back to their own view. */
  COMPANY_VIEW_STARTED: { user: string };
  COMPANY_VIEW_ENDED: { user: string };
  /** The periodic user-access audit (issue 14 §3): opened for the company, a reminder, completed, expired. */
  USER_AUDIT_OPENED: { dueDate: string };
  USER_AUDIT_REMINDER_SENT: { dueDate: string; days: number };
  USER_AUDIT_COMPLETED: { user: string; dueDate: string };
  USER_AUDIT_EXPIRED: { dueDate: string; users: number };
  USER_ACCESS_REMOVED_BY_AUDIT: { user: string; products: string };
  PASSWORD_RESET: Record<string, never>;
  ACTING_ON_BEHALF_STARTED: { company: string; reason: string };
  VIEWING_STARTED: { company: string; reason: string };
  ACTING_ON_BEHALF_ENDED: { company: string };
  VIEWING_ENDED: { company: string };
  PERSONA_SWITCHED: { persona: Persona };
  PERSONA_SWITCHED_FROM: { persona: Persona; formerPersona: Persona };
  PARTNER_ASSOCIATED: { partner: string; products: string };
  PARTNER_PRODUCTS_CHANGED: { partner: string; from: string; to: string };
  PARTNER_PRODUCTS_CHANGED_FROM_NONE: { partner: string; to: string };
  PARTNER_REMOVED: { partner: string };
  EMAIL_DOMAIN_ADDED: { domain: string; domainType: DomainType; subdomains: 'ALLOWED' | 'NOT_ALLOWED' };
  EMAIL_DOMAIN_UPDATED: { domain: string; domainType: DomainType; subdomains: 'ALLOWED' | 'NOT_ALLOWED' };
  EMAIL_DOMAIN_UPDATED_TYPE: { domain: string; domainType: DomainType };
  EMAIL_DOMAIN_UPDATED_SUBDOMAINS: { domain: string; subdomains: 'ALLOWED' | 'NOT_ALLOWED' };
  EMAIL_DOMAIN_DELETED: { domain: string };
  EMAIL_DOMAIN_DELETED_IN_USE: { domain: string; users: number };
  FEATURE_FLAG_TURNED_ON: { flag: string; tenantDefault: 'ON' | 'OFF' };
  FEATURE_FLAG_TURNED_OFF: { flag: string; tenantDefault: 'ON' | 'OFF' };
  FEATURE_FLAG_RESET: { flag: string; tenantDefault: 'ON' | 'OFF' };
  // PRODUCT_AVAILABILITY_CHANGED: one entry per setting changed.
  PRODUCT_AVAILABLE_SET: { product: string; setting: SettingCode };
  PRODUCT_COMING_SOON_SET: { product: string; setting: SettingCode };
  PRODUCT_RESTRICTED_LAUNCH_SET: { product: string; setting: SettingCode };
  PRODUCT_HIDE_WHEN_NO_ACCESS_SET: { product: string; setting: SettingCode };
  PRODUCT_NEW_TAB_SET: { product: string; setting: SettingCode };
  PRODUCT_REDIRECT_URL_SET: { product: string; url: string };
  PRODUCT_REDIRECT_URL_CLEARED: { product: string };
  /** A support incident filed by a user of the company: its reference number and subject. */
  INCIDENT_CREATED: { reference: string; subject: string };
  /** The requester (or an admin of their company) commented on the incident. */
  INCIDENT_COMMENTED: { reference: string };
  /** A public reply of the support team (the requester is e-mailed). */
  INCIDENT_REPLIED: { reference: string };
  /** An internal note of the support team: logged without a company, so no company's log shows it. */
  INCIDENT_NOTE_ADDED: { reference: string };
  INCIDENT_STATUS_CHANGED: { reference: string; formerStatus: IncidentStatus; status: IncidentStatus };
  INCIDENT_ASSIGNED: { reference: string; assignee: string };
  INCIDENT_UNASSIGNED: { reference: string };
  /** Content authoring (issue 15 §3): an item is named “title” (locale, path). */
  CONTENT_CREATED: { item: string };
  CONTENT_SAVED: { item: string; version: number };
  CONTENT_PUBLISHED: { item: string; version: number };
  CONTENT_UNPUBLISHED: { item: string };
  CONTENT_RESTORED: { item: string; version: number; restored: number };
  CONTENT_FILE_ADDED: { item: string; file: string };
  /** The site banner (issue 16 §2): times as 'YYYY-MM-DD HH:mm UTC', the text in the tenant's default locale. */
  SITE_BANNER_CREATED: { severity: string; startsAt: string; endsAt: string; message: string };
  SITE_BANNER_UPDATED: { severity: string; startsAt: string; endsAt: string; message: string };
  SITE_BANNER_ENDED: { message: string };
  SITE_BANNER_REMOVED: { message: string };
}
/** A change of role: the role codes (Admin, User) before and after. */
type RoleChange = { formerRole: string; role: string };
/** One change of a list (USER_ACCESS_UPDATED, USER_UPDATED_IN_BULK): its kind (CHANGES) and values. */
type Change = { kind: keyof typeof CHANGES } & Record<string, string>;

/** The sentence of each kind of details (a kind is the event, or a variant of it). */
const DETAILS: Record<keyof ActivityEvents, Descriptor> = {
  USER_CREATED: /*i18n*/ { id: 'activity.details.USER_CREATED', message: 'User {name} created' },
  USER_CREATED_IN_BULK: /*i18n*/ { id: 'activity.details.USER_CREATED_IN_BULK', message: 'User {name} created by bulk upload and invited' },
  USER_INVITED: /*i18n*/ { id: 'activity.details.USER_INVITED', message: 'Invited {user} as {role}' },
  USER_INVITED_WITH_PRODUCTS: /*i18n*/ {
    id: 'activity.details.USER_INVITED_WITH_PRODUCTS',
    message: 'Invited {user} as {role} with access to {products}',
  },
  USER_INVITATION_RESENT: /*i18n*/ {
    id: 'activity.details.USER_INVITATION_RESENT',
    message: 'Sent a new invitation to {user}; the earlier link no longer works',
  },
  INVITATION_ACCEPTED: /*i18n*/ {
    id: 'activity.details.INVITATION_ACCEPTED',
    message: '{user} accepted the invitation and set a password',
  },
  USER_REGISTRATION_COMPLETED: /*i18n*/ {
    id: 'activity.details.USER_REGISTRATION_COMPLETED',
    message: '{user} completed registration and accepted the terms of use {terms} and the data sharing addendum {addendum}',
  },
  USER_DELETED: /*i18n*/ { id: 'activity.details.USER_DELETED', message: 'Deleted {user}' },
  USER_BLOCKED: /*i18n*/ { id: 'activity.details.USER_BLOCKED', message: 'Blocked {user}, reason: {reason}' },
  USER_UNBLOCKED: /*i18n*/ { id: 'activity.details.USER_UNBLOCKED', message: 'Unblocked {user}' },
  USER_UNBLOCKED_WITH_REASON: /*i18n*/ {
    id: 'activity.details.USER_UNBLOCKED_WITH_REASON',
    message: 'Unblocked {user}, reason: {reason}',
  },
  USER_PROFILE_UPDATED: /*i18n*/ { id: 'activity.details.USER_PROFILE_UPDATED', message: 'Profile of {email}: {formerName} → {name}' },
  USER_ACCESS_GRANTED: /*i18n*/ { id: 'activity.details.USER_ACCESS_GRANTED', message: 'Granted {products} to {user}' },
  USER_ACCESS_UNCHANGED: /*i18n*/ { id: 'activity.details.USER_ACCESS_UNCHANGED', message: 'Access of {user}: no change' },
  USER_ACCESS_UPDATED: /*i18n*/ { id: 'activity.details.USER_ACCESS_UPDATED', message: 'Access of {user}: {changes}' },
  USER_UPDATED_IN_BULK: /*i18n*/ { id: 'activity.details.USER_UPDATED_IN_BULK', message: 'User {user} updated by {source}: {changes}' },
  BULK_USERS_CREATED: /*i18n*/ {
    id: 'activity.details.BULK_USERS_CREATED',
    message:
      'Bulk upload: {created, plural, one {# user} other {# users}} created and invited, {updated, plural, one {# user} other {# users}} updated',
  },
  BULK_USERS_CREATED_FROM_FILE: /*i18n*/ {
    id: 'activity.details.BULK_USERS_CREATED_FROM_FILE',
    message:
      'Bulk upload of {file}: {created, plural, one {# user} other {# users}} created and invited, {updated, plural, one {# user} other {# users}} updated',
  },
  BULK_USERS_EDITED: /*i18n*/ {
    id: 'activity.details.BULK_USERS_EDITED',
    message:
      'Bulk edit: {updated, plural, one {# user} other {# users}} updated, {unchanged, plural, one {# row} other {# rows}} unchanged',
  },
  BULK_USERS_EDITED_FROM_FILE: /*i18n*/ {
    id: 'activity.details.BULK_USERS_EDITED_FROM_FILE',
    message:
      'Bulk edit of {file}: {updated, plural, one {# user} other {# users}} updated, {unchanged, plural, one {# row} other {# rows}} unchanged',
  },
  ACCESS_REQUEST_APPROVED: /*i18n*/ {
    id: 'activity.details.ACCESS_REQUEST_APPROVED',
    message: 'Approved the access request of {user} for {products}',
  },
  ACCESS_REQUEST_DENIED: /*i18n*/ {
    id: 'activity.details.ACCESS_REQUEST_DENIED',
    message: 'Denied the access request of {user} for {products}',
  },
  ACCESS_REQUESTED: /*i18n*/ {
    id: 'activity.details.ACCESS_REQUESTED',
    message: '{user} asked for access to {products} (note: {note})',
  },
  ACCESS_REQUEST_WITHDRAWN: /*i18n*/ {
    id: 'activity.details.ACCESS_REQUEST_WITHDRAWN',
    message: '{user} withdrew their access request for {products}',
  },
  COMPANY_VIEW_STARTED: /*i18n*/ {
    id: 'activity.details.COMPANY_VIEW_STARTED',
    message: '{user} switched to this company with the access it granted',
  },
  COMPANY_VIEW_ENDED: /*i18n*/ { id: 'activity.details.COMPANY_VIEW_ENDED', message: '{user} left this company for their own view' },
  USER_AUDIT_OPENED: /*i18n*/ {
    id: 'activity.details.USER_AUDIT_OPENED',
    message: 'User-access audit opened: to be completed by {dueDate}',
  },
  USER_AUDIT_REMINDER_SENT: /*i18n*/ {
    id: 'activity.details.USER_AUDIT_REMINDER_SENT',
    message: 'Reminder sent to the administrators: {days, plural, =0 {due today} one {# day left} other {# days left}} (due {dueDate})',
  },
  USER_AUDIT_COMPLETED: /*i18n*/ {
    id: 'activity.details.USER_AUDIT_COMPLETED',
    message: '{user} completed the user-access audit due {dueDate}',
  },
  USER_AUDIT_EXPIRED: /*i18n*/ {
    id: 'activity.details.USER_AUDIT_EXPIRED',
    message: 'The user-access audit due {dueDate} was not completed: access removed from {users, plural, one {# user} other {# users}}',
  },
  USER_ACCESS_REMOVED_BY_AUDIT: /*i18n*/ {
    id: 'activity.details.USER_ACCESS_REMOVED_BY_AUDIT',
    message: 'Access of {user} to {products} removed: the user-access audit was not completed',
  },
  PASSWORD_RESET: /*i18n*/ { id: 'activity.details.PASSWORD_RESET', message: 'Password changed with an e-mailed reset link' },
  ACTING_ON_BEHALF_STARTED: /*i18n*/ {
    id: 'activity.details.ACTING_ON_BEHALF_STARTED',
    message: 'Acting on behalf of {company} (reason: {reason})',
  },
  VIEWING_STARTED: /*i18n*/ { id: 'activity.details.VIEWING_STARTED', message: 'Viewing {company}, read only (reason: {reason})' },
  ACTING_ON_BEHALF_ENDED: /*i18n*/ { id: 'activity.details.ACTING_ON_BEHALF_ENDED', message: 'Stopped acting on behalf of {company}' },
  VIEWING_ENDED: /*i18n*/ { id: 'activity.details.VIEWING_ENDED', message: 'Stopped viewing {company}' },
  PERSONA_SWITCHED: /*i18n*/ { id: 'activity.details.PERSONA_SWITCHED', message: 'Persona switched to {persona}' },
  PERSONA_SWITCHED_FROM: /*i18n*/ {
    id: 'activity.details.PERSONA_SWITCHED_FROM',
    message: 'Persona switched to {persona} (was {formerPersona})',
  },
  PARTNER_ASSOCIATED: /*i18n*/ {
    id: 'activity.details.PARTNER_ASSOCIATED',
    message: 'Third-party partner {partner} associated with access to {products}',
  },
  PARTNER_PRODUCTS_CHANGED: /*i18n*/ {
    id: 'activity.details.PARTNER_PRODUCTS_CHANGED',
    message: 'Products of third-party partner {partner} changed from {from} to {to}',
  },
  PARTNER_PRODUCTS_CHANGED_FROM_NONE: /*i18n*/ {
    id: 'activity.details.PARTNER_PRODUCTS_CHANGED_FROM_NONE',
    message: 'Products of third-party partner {partner} changed from none to {to}',
  },
  PARTNER_REMOVED: /*i18n*/ { id: 'activity.details.PARTNER_REMOVED', message: 'Third-party partner {partner} removed' },
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
  FEATURE_FLAG_TURNED_ON: /*i18n*/ {
    id: 'activity.details.FEATURE_FLAG_TURNED_ON',
    message: 'Feature flag {flag} turned on (tenant default: {tenantDefault})',
  },
  FEATURE_FLAG_TURNED_OFF: /*i18n*/ {
    id: 'activity.details.FEATURE_FLAG_TURNED_OFF',
    message: 'Feature flag {flag} turned off (tenant default: {tenantDefault})',
  },
  FEATURE_FLAG_RESET: /*i18n*/ {
    id: 'activity.details.FEATURE_FLAG_RESET',
    message: "Feature flag {flag} back to the tenant file's value ({tenantDefault})",
  },
  PRODUCT_AVAILABLE_SET: /*i18n*/ { id: 'activity.details.PRODUCT_AVAILABLE_SET', message: '{product}: available → {setting}' },
  PRODUCT_COMING_SOON_SET: /*i18n*/ { id: 'activity.details.PRODUCT_COMING_SOON_SET', message: '{product}: coming soon → {setting}' },
  PRODUCT_RESTRICTED_LAUNCH_SET: /*i18n*/ {
    id: 'activity.details.PRODUCT_RESTRICTED_LAUNCH_SET',
    message: '{product}: restricted launch → {setting}',
  },
  PRODUCT_HIDE_WHEN_NO_ACCESS_SET: /*i18n*/ {
    id: 'activity.details.PRODUCT_HIDE_WHEN_NO_ACCESS_SET',
    message: '{product}: hidden without access → {setting}',
  },
  PRODUCT_NEW_TAB_SET: /*i18n*/ { id: 'activity.details.PRODUCT_NEW_TAB_SET', message: '{product}: opens in a new tab → {setting}' },
  PRODUCT_REDIRECT_URL_SET: /*i18n*/ { id: 'activity.details.PRODUCT_REDIRECT_URL_SET', message: '{product}: link → {url}' },
  PRODUCT_REDIRECT_URL_CLEARED: /*i18n*/ { id: 'activity.details.PRODUCT_REDIRECT_URL_CLEARED', message: '{product}: link → default' },
  INCIDENT_CREATED: /*i18n*/ { id: 'activity.details.INCIDENT_CREATED', message: 'Support incident {reference} filed: {subject}' },
  INCIDENT_COMMENTED: /*i18n*/ { id: 'activity.details.INCIDENT_COMMENTED', message: 'Commented on support incident {reference}' },
  INCIDENT_REPLIED: /*i18n*/ { id: 'activity.details.INCIDENT_REPLIED', message: 'The support team replied on incident {reference}' },
  INCIDENT_NOTE_ADDED: /*i18n*/ { id: 'activity.details.INCIDENT_NOTE_ADDED', message: 'Internal note added to incident {reference}' },
  INCIDENT_STATUS_CHANGED: /*i18n*/ {
    id: 'activity.details.INCIDENT_STATUS_CHANGED',
    message: 'Incident {reference}: status {formerStatus} → {status}',
  },
  INCIDENT_ASSIGNED: /*i18n*/ { id: 'activity.details.INCIDENT_ASSIGNED', message: 'Incident {reference} assigned to {assignee}' },
  INCIDENT_UNASSIGNED: /*i18n*/ { id: 'activity.details.INCIDENT_UNASSIGNED', message: 'Incident {reference} no longer assigned' },
  CONTENT_CREATED: /*i18n*/ { id: 'activity.details.CONTENT_CREATED', message: 'Created {item}' },
  CONTENT_SAVED: /*i18n*/ { id: 'activity.details.CONTENT_SAVED', message: 'Saved version {version} of {item}' },
  CONTENT_PUBLISHED: /*i18n*/ { id: 'activity.details.CONTENT_PUBLISHED', message: 'Published version {version} of {item}' },
  CONTENT_UNPUBLISHED: /*i18n*/ { id: 'activity.details.CONTENT_UNPUBLISHED', message: 'Unpublished {item}' },
  CONTENT_RESTORED: /*i18n*/ {
    id: 'activity.details.CONTENT_RESTORED',
    message: 'Restored version {restored} of {item} as version {version}',
  },
  CONTENT_FILE_ADDED: /*i18n*/ { id: 'activity.details.CONTENT_FILE_ADDED', message: 'Added the file {file} to {item}' },
  SITE_BANNER_CREATED: /*i18n*/ {
    id: 'activity.details.SITE_BANNER_CREATED',
    message: 'Site banner ({severity}) scheduled from {startsAt} to {endsAt}: {message}',
  },
  SITE_BANNER_UPDATED: /*i18n*/ {
    id: 'activity.details.SITE_BANNER_UPDATED',
    message: 'Site banner changed ({severity}, from {startsAt} to {endsAt}): {message}',
  },
  SITE_BANNER_ENDED: /*i18n*/ { id: 'activity.details.SITE_BANNER_ENDED', message: 'Site banner ended now: {message}' },
  SITE_BANNER_REMOVED: /*i18n*/ { id: 'activity.details.SITE_BANNER_REMOVED', message: 'Scheduled site banner removed: {message}' },
};

/** The clause of each kind of change; a list of changes reads as its clauses joined with '; '. */
const CHANGES = {
  NAME: /*i18n*/ { id: 'activity.change.NAME', message: 'name {formerName} → {name}' },
  ROLE: /*i18n*/ { id: 'activity.change.ROLE', message: 'role {formerRole} → {role}' },
  ADDED: /*i18n*/ { id: 'activity.change.ADDED', message: 'added {products}' },
  REQUESTED: /*i18n*/ { id: 'activity.change.REQUESTED', message: 'access requested to {products}' },
  REMOVED: /*i18n*/ { id: 'activity.change.REMOVED', message: 'removed {products}' },
} satisfies Record<string, Descriptor>;

const ROLE_LABELS: Record<string, Descriptor> = {
  Admin: /*i18n*/ { id: 'activity.role.Admin', message: 'Admin' },
  User: /*i18n*/ { id: 'activity.role.User', message: 'User' },
};
const PERSONA_LABELS: Record<string, Descriptor> = {
  SUPPLIER: /*i18n*/ { id: 'activity.persona.SUPPLIER', message: 'Supplier' },
  MERCHANT: /*i18n*/ { id: 'activity.persona.MERCHANT', message: 'Merchant' },
};
/** The values that hold a code, by name, and the label of each code (an unknown code shows as itself). */
const CODE_LABELS: Record<string, Record<string, Descriptor>> = {
  role: ROLE_LABELS,
  formerRole: ROLE_LABELS,
  persona: PERSONA_LABELS,
  formerPersona: PERSONA_LABELS,
  domainType: {
    THIRD_PARTY: /*i18n*/ { id: 'activity.domainType.THIRD_PARTY', message: '3P domain' },
    COMPANY: /*i18n*/ { id: 'activity.domainType.COMPANY', message: 'company domain' },
  },
  subdomains: {
    ALLOWED: /*i18n*/ { id: 'activity.subdomains.ALLOWED', message: 'subdomains allowed' },
    NOT_ALLOWED: /*i18n*/ { id: 'activity.subdomains.NOT_ALLOWED', message: 'subdomains not allowed' },
  },
  tenantDefault: {
    ON: /*i18n*/ { id: 'activity.switch.ON', message: 'on' },
    OFF: /*i18n*/ { id: 'activity.switch.OFF', message: 'off' },
  },
  setting: {
    YES: /*i18n*/ { id: 'activity.setting.YES', message: 'yes' },
    NO: /*i18n*/ { id: 'activity.setting.NO', message: 'no' },
    ALPHA: /*i18n*/ { id: 'activity.setting.ALPHA', message: 'alpha' },
    BETA: /*i18n*/ { id: 'activity.setting.BETA', message: 'beta' },
    DEFAULT: /*i18n*/ { id: 'activity.setting.DEFAULT', message: 'default' },
  },
  severity: {
    info: /*i18n*/ { id: 'activity.severity.info', message: 'information' },
    warning: /*i18n*/ { id: 'activity.severity.warning', message: 'warning' },
    critical: /*i18n*/ { id: 'activity.severity.critical', message: 'critical' },
  },
  status: INCIDENT_STATUS_LABELS,
  formerStatus: INCIDENT_STATUS_LABELS,
  source: {
    BULK_UPLOAD: /*i18n*/ { id: 'activity.source.BULK_UPLOAD', message: 'bulk upload' },
    BULK_EDIT: /*i18n*/ { id: 'activity.source.BULK_EDIT', message: 'bulk edit' },
  },
};

/** Each event's name in the table, the events filter and the download. */
const EVENT_LABELS: Record<string, Descriptor> = {
  USER_CREATED: /*i18n*/ { id: 'activity.event.USER_CREATED', message: 'User created' },
  USER_UPDATED: /*i18n*/ { id: 'activity.event.USER_UPDATED', message: 'User updated' },
  USER_INVITED: /*i18n*/ { id: 'activity.event.USER_INVITED', message: 'User invited' },
  USER_INVITATION_RESENT: /*i18n*/ { id: 'activity.event.USER_INVITATION_RESENT', message: 'Invitation resent' },
  INVITATION_ACCEPTED: /*i18n*/ { id: 'activity.event.INVITATION_ACCEPTED', message: 'Invitation accepted' },
  USER_REGISTRATION_COMPLETED: /*i18n*/ { id: 'activity.event.USER_REGISTRATION_COMPLETED', message: 'Registration completed' },
  USER_ACCESS_GRANTED: /*i18n*/ { id: 'activity.event.USER_ACCESS_GRANTED', message: 'Access granted' },
  USER_ACCESS_UPDATED: /*i18n*/ { id: 'activity.event.USER_ACCESS_UPDATED', message: 'Access changed' },
  USER_PROFILE_UPDATED: /*i18n*/ { id: 'activity.event.USER_PROFILE_UPDATED', message: 'Profile changed' },
  USER_DELETED: /*i18n*/ { id: 'activity.event.USER_DELETED', message: 'User deleted' },
  USER_BLOCKED: /*i18n*/ { id: 'activity.event.USER_BLOCKED', message: 'User blocked' },
  USER_UNBLOCKED: /*i18n*/ { id: 'activity.event.USER_UNBLOCKED', message: 'User unblocked' },
  ACCESS_REQUEST_APPROVED: /*i18n*/ { id: 'activity.event.ACCESS_REQUEST_APPROVED', message: 'Access request approved' },
  ACCESS_REQUEST_DENIED: /*i18n*/ { id: 'activity.event.ACCESS_REQUEST_DENIED', message: 'Access request denied' },
  ACCESS_REQUESTED: /*i18n*/ { id: 'activity.event.ACCESS_REQUESTED', message: 'Access requested' },
  ACCESS_REQUEST_WITHDRAWN: /*i18n*/ { id: 'activity.event.ACCESS_REQUEST_WITHDRAWN', message: 'Access request withdrawn' },
  COMPANY_VIEW_STARTED: /*i18n*/ { id: 'activity.event.COMPANY_VIEW_STARTED', message: 'Switched to the company' },
  COMPANY_VIEW_ENDED: /*i18n*/ { id: 'activity.event.COMPANY_VIEW_ENDED', message: 'Left the company' },
  USER_AUDIT_OPENED: /*i18n*/ { id: 'activity.event.USER_AUDIT_OPENED', message: 'User audit opened' },
  USER_AUDIT_REMINDER_SENT: /*i18n*/ { id: 'activity.event.USER_AUDIT_REMINDER_SENT', message: 'User audit reminder' },
  USER_AUDIT_COMPLETED: /*i18n*/ { id: 'activity.event.USER_AUDIT_COMPLETED', message: 'User audit completed' },
  USER_AUDIT_EXPIRED: /*i18n*/ { id: 'activity.event.USER_AUDIT_EXPIRED', message: 'User audit expired' },
  USER_ACCESS_REMOVED_BY_AUDIT: /*i18n*/ { id: 'activity.event.USER_ACCESS_REMOVED_BY_AUDIT', message: 'Access removed by audit' },
  BULK_USERS_CREATED: /*i18n*/ { id: 'activity.event.BULK_USERS_CREATED', message: 'Users created in bulk' },
  BULK_USERS_EDITED: /*i18n*/ { id: 'activity.event.BULK_USERS_EDITED', message: 'Users edited in bulk' },
  PASSWORD_RESET: /*i18n*/ { id: 'activity.event.PASSWORD_RESET', message: 'Password reset' },
  ACTING_ON_BEHALF_STARTED: /*i18n*/ { id: 'activity.event.ACTING_ON_BEHALF_STARTED', message: 'Acting on behalf started' },
  ACTING_ON_BEHALF_ENDED: /*i18n*/ { id: 'activity.event.ACTING_ON_BEHALF_ENDED', message: 'Acting on behalf ended' },
  PERSONA_SWITCHED: /*i18n*/ { id: 'activity.event.PERSONA_SWITCHED', message: 'Persona switched' },
  PARTNER_ASSOCIATED: /*i18n*/ { id: 'activity.event.PARTNER_ASSOCIATED', message: 'Partner added' },
  PARTNER_PRODUCTS_CHANGED: /*i18n*/ { id: 'activity.event.PARTNER_PRODUCTS_CHANGED', message: 'Partner apps changed' },
  PARTNER_REMOVED: /*i18n*/ { id: 'activity.event.PARTNER_REMOVED', message: 'Partner removed' },
  EMAIL_DOMAIN_ADDED: /*i18n*/ { id: 'activity.event.EMAIL_DOMAIN_ADDED', message: 'Domain added' },
  EMAIL_DOMAIN_UPDATED: /*i18n*/ { id: 'activity.event.EMAIL_DOMAIN_UPDATED', message: 'Domain changed' },
  EMAIL_DOMAIN_DELETED: /*i18n*/ { id: 'activity.event.EMAIL_DOMAIN_DELETED', message: 'Domain deleted' },
  PRODUCT_AVAILABILITY_CHANGED: /*i18n*/ { id: 'activity.event.PRODUCT_AVAILABILITY_CHANGED', message: 'App availability changed' },
  FEATURE_FLAG_CHANGED: /*i18n*/ { id: 'activity.event.FEATURE_FLAG_CHANGED', message: 'Feature flag changed' },
  INCIDENT_CREATED: /*i18n*/ { id: 'activity.event.INCIDENT_CREATED', message: 'Support incident filed' },
  INCIDENT_COMMENTED: /*i18n*/ { id: 'activity.event.INCIDENT_COMMENTED', message: 'Incident comment' },
  INCIDENT_REPLIED: /*i18n*/ { id: 'activity.event.INCIDENT_REPLIED', message: 'Support reply' },
  INCIDENT_NOTE_ADDED: /*i18n*/ { id: 'activity.event.INCIDENT_NOTE_ADDED', message: 'Internal note' },
  INCIDENT_STATUS_CHANGED: /*i18n*/ { id: 'activity.event.INCIDENT_STATUS_CHANGED', message: 'Incident status changed' },
  INCIDENT_ASSIGNED: /*i18n*/ { id: 'activity.event.INCIDENT_ASSIGNED', message: 'Incident assignment changed' },
  CONTENT_CREATED: /*i18n*/ { id: 'activity.event.CONTENT_CREATED', message: 'Content created' },
  CONTENT_SAVED: /*i18n*/ { id: 'activity.event.CONTENT_SAVED', message: 'Content saved' },
  CONTENT_PUBLISHED: /*i18n*/ { id: 'activity.event.CONTENT_PUBLISHED', message: 'Content published' },
  CONTENT_UNPUBLISHED: /*i18n*/ { id: 'activity.event.CONTENT_UNPUBLISHED', message: 'Content unpublished' },
  CONTENT_RESTORED: /*i18n*/ { id: 'activity.event.CONTENT_RESTORED', message: 'Content version restored' },
  CONTENT_FILE_ADDED: /*i18n*/ { id: 'activity.event.CONTENT_FILE_ADDED', message: 'Content file added' },
  SITE_BANNER_CREATED: /*i18n*/ { id: 'activity.event.SITE_BANNER_CREATED', message: 'Site banner created' },
  SITE_BANNER_UPDATED: /*i18n*/ { id: 'activity.event.SITE_BANNER_UPDATED', message: 'Site banner changed' },
  SITE_BANNER_DELETED: /*i18n*/ { id: 'activity.event.SITE_BANNER_DELETED', message: 'Site banner ended' },
};

/** Each source app's name. */
const APPLICATION_LABELS: Record<string, Descriptor> = {
  PORTAL: /*i18n*/ { id: 'activity.application.PORTAL', message: 'Supplier portal' },
};

/** A person as the log names them: "Harper Reyes". */
export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;
/** A person as the log names them, with their login: "Harper Reyes (harper.reyes@…)". */
export const who = (u: { first_name: string; last_name: string; login_id: string }) => `${fullName(u)} (${u.login_id})`;

/** What an entry stores of its details: the kind of sentence and its values. */
export type StoredDetails = ActivityDetails & { kind: string };

/** The details of an entry: the kind of sentence (the event or a variant) and its values. */
export function detailsOf<K extends keyof ActivityEvents>(kind: K, values: ActivityEvents[K]): StoredDetails {
  return { kind, ...values };
}

/** The changes of USER_ACCESS_UPDATED and of USER_UPDATED in bulk; those absent (or empty) were not made. */
interface Changes {
  /** The user's former name (bulk only). */
  formerName?: string;
  role?: RoleChange;
  /** Product names (productText) added (or, in bulk, requested) and removed. */
  added?: string;
  removed?: string;
}

/** The changes made, as the list a sentence names: name, role, products added, products removed. */
function changeList(name: string, { formerName, role, added, removed }: Changes, addedKind: 'ADDED' | 'REQUESTED'): Change[] {
  const changes: Change[] = [];
  if (formerName !== undefined) changes.push({ kind: 'NAME', formerName, name });
  if (role) changes.push({ kind: 'ROLE', ...role });
  if (added) changes.push({ kind: addedKind, products: added });
  if (removed) changes.push({ kind: 'REMOVED', products: removed });
  return changes;
}

/** USER_ACCESS_UPDATED of a user (name and e-mail): the changes made, USER_ACCESS_UNCHANGED without any. */
export function accessUpdated(user: string, changes: Changes): StoredDetails {
  const made = changeList(user, changes, 'ADDED');
  return made.length ? detailsOf('USER_ACCESS_UPDATED', { user, changes: made }) : detailsOf('USER_ACCESS_UNCHANGED', { user });
}

/** USER_UPDATED by a bulk upload or edit, of a user (the new name), with at least one change. */
export function bulkUpdated(source: 'BULK_UPLOAD' | 'BULK_EDIT', user: string, changes: Changes): StoredDetails {
  return detailsOf('USER_UPDATED_IN_BULK', { user, source, changes: changeList(user, changes, 'REQUESTED') });
}

/** A message with its values: codes (CODE_LABELS) shown as their labels, a list of changes as its clauses. */
function render(i18n: I18n, descriptor: Descriptor, details: ActivityDetails): string {
  const values = Object.fromEntries(
    Object.entries(details).map(([name, value]) => {
      if (Array.isArray(value)) {
        const clauses = value.filter((change) => typeof change.kind === 'string' && Object.hasOwn(CHANGES, change.kind));
        return [name, clauses.map((change) => render(i18n, CHANGES[change.kind as keyof typeof CHANGES], change)).join('; ')];
      }
      const labels = Object.hasOwn(CODE_LABELS, name) ? CODE_LABELS[name]! : undefined;
      return [name, labels && typeof value === 'string' && Object.hasOwn(labels, value) ? i18n._(labels[value]!) : value];
    }),
  );
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

/** An entry's details sentence; entries without details (or of a kind no longer known) keep their stored text. */
export function detailsText(i18n: I18n, details: ActivityDetails | null, stored: string): string {
  const kind = details?.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(DETAILS, kind)) return stored;
  return render(i18n, DETAILS[kind as keyof ActivityEvents], details!);
}

/** An event's label; an event without one shows its code. */
export const eventLabel = (i18n: I18n, event: string): string => (EVENT_LABELS[event] ? i18n._(EVENT_LABELS[event]) : event);

/** A source app's label; an app without one shows its code. */
export const applicationLabel = (i18n: I18n, app: string): string => (APPLICATION_LABELS[app] ? i18n._(APPLICATION_LABELS[app]) : app);
