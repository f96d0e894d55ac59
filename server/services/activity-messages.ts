// The words of the activity log (issue 11 §4): each event's and source app's label, and the
// sentence of an entry's details, in the reader's language. An entry stores its event code and
// the named values of its sentence (activity_log.details, migration 010); the list and the .xlsx
// download write the sentence with the reader's catalog, so both say the same in every language.
// The English sentence is also stored as event_description, which the free-text search reads.
// A value is never followed by a full stop in a message: company names often end with one
// ("Blue Ridge Foods Inc.").
import type { I18n } from '@lingui/core';
import type { ActivityDetails } from '../db/schema.ts';

interface Descriptor {
  id: string;
  message: string;
}

/** Events whose entries carry details, and the values each sentence names. */
export interface ActivityEvents {
  USER_CREATED: { name: string };
  USER_DELETED: { user: string };
  USER_BLOCKED: { user: string; reason: string };
  USER_UNBLOCKED: { user: string };
  USER_UNBLOCKED_WITH_REASON: { user: string; reason: string };
  USER_ACCESS_GRANTED: { user: string; products: string };
  PASSWORD_RESET: Record<string, never>;
  ACTING_ON_BEHALF_STARTED: { company: string; reason: string };
  VIEWING_STARTED: { company: string; reason: string };
  ACTING_ON_BEHALF_ENDED: { company: string };
  VIEWING_ENDED: { company: string };
}

/** The sentence of each kind of details (a kind is the event, or a variant of it). */
const DETAILS: Record<keyof ActivityEvents, Descriptor> = {
  USER_CREATED: /*i18n*/ { id: 'activity.details.USER_CREATED', message: 'User {name} created' },
  USER_DELETED: /*i18n*/ { id: 'activity.details.USER_DELETED', message: 'Deleted {user}' },
  USER_BLOCKED: /*i18n*/ { id: 'activity.details.USER_BLOCKED', message: 'Blocked {user}, reason: {reason}' },
  USER_UNBLOCKED: /*i18n*/ { id: 'activity.details.USER_UNBLOCKED', message: 'Unblocked {user}' },
  USER_UNBLOCKED_WITH_REASON: /*i18n*/ {
    id: 'activity.details.USER_UNBLOCKED_WITH_REASON',
    message: 'Unblocked {user}, reason: {reason}',
  },
  USER_ACCESS_GRANTED: /*i18n*/ { id: 'activity.details.USER_ACCESS_GRANTED', message: 'Granted {products} to {user}' },
  PASSWORD_RESET: /*i18n*/ { id: 'activity.details.PASSWORD_RESET', message: 'Password changed with an e-mailed reset link' },
  ACTING_ON_BEHALF_STARTED: /*i18n*/ {
    id: 'activity.details.ACTING_ON_BEHALF_STARTED',
    message: 'Acting on behalf of {company} (reason: {reason})',
  },
  VIEWING_STARTED: /*i18n*/ { id: 'activity.details.VIEWING_STARTED', message: 'Viewing {company}, read only (reason: {reason})' },
  ACTING_ON_BEHALF_ENDED: /*i18n*/ { id: 'activity.details.ACTING_ON_BEHALF_ENDED', message: 'Stopped acting on behalf of {company}' },
  VIEWING_ENDED: /*i18n*/ { id: 'activity.details.VIEWING_ENDED', message: 'Stopped viewing {company}' },
};

/** Each event's name in the table, the events filter and the download. */
const EVENT_LABELS: Record<string, Descriptor> = {
  USER_CREATED: /*i18n*/ { id: 'activity.event.USER_CREATED', message: 'User created' },
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
};

/** Each source app's name. */
const APPLICATION_LABELS: Record<string, Descriptor> = {
  PORTAL: /*i18n*/ { id: 'activity.application.PORTAL', message: 'Supplier portal' },
};

/** What an entry stores of its details: the kind of sentence and its values. */
export type StoredDetails = ActivityDetails & { kind: string };

/** The details of an entry: the kind of sentence (the event or a variant) and its values. */
export function detailsOf<K extends keyof ActivityEvents>(kind: K, values: ActivityEvents[K]): StoredDetails {
  return { kind, ...values };
}

/** An entry's details sentence; entries without details (or of a kind no longer known) keep their stored text. */
export function detailsText(i18n: I18n, details: ActivityDetails | null, stored: string): string {
  const descriptor = details && typeof details.kind === 'string' ? DETAILS[details.kind as keyof ActivityEvents] : undefined;
  return descriptor ? i18n._(descriptor.id, details!, { message: descriptor.message }) : stored;
}

/** An event's label; an event without one shows its code. */
export const eventLabel = (i18n: I18n, event: string): string => (EVENT_LABELS[event] ? i18n._(EVENT_LABELS[event]) : event);

/** A source app's label; an app without one shows its code. */
export const applicationLabel = (i18n: I18n, app: string): string => (APPLICATION_LABELS[app] ? i18n._(APPLICATION_LABELS[app]) : app);
