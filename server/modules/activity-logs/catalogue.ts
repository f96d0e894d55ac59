// The words of the activity log as its readers see them (issue 11 §4): every area's catalogue
// (server/modules/<area>/activity.ts) as one — each kind of details' sentence, each event's and
// source app's label, in the reader's language — and detailsOf, with which every writer stores an
// entry's details. The shared parts (how a sentence is rendered, the codes' labels, the lists of
// changes) are server/services/activity-messages.ts's.
import type { I18n } from '@lingui/core';
import type { ActivityDetails } from '../../db/schema.ts';
import { type Descriptor, detailsMaker, render } from '../../services/activity-messages.ts';
import { ACTING_CONTEXT_ACTIVITY, type ActingContextEvents } from '../acting-context/activity.ts';
import { AUTH_ACTIVITY, type AuthEvents } from '../auth/activity.ts';
import { BULK_USERS_ACTIVITY, type BulkUserEvents } from '../bulk-users/activity.ts';
import { COMPANY_ACCESS_ACTIVITY, type CompanyAccessEvents } from '../company-access/activity.ts';
import { CONFIGURATION_ACTIVITY, type ConfigurationEvents } from '../configuration/activity.ts';
import { CONTENT_AUTHORING_ACTIVITY, type ContentAuthoringEvents } from '../content-authoring/activity.ts';
import { EMAIL_DOMAINS_ACTIVITY, type EmailDomainEvents } from '../email-domains/activity.ts';
import { FEATURE_FLAGS_ACTIVITY, type FeatureFlagEvents } from '../feature-flags/activity.ts';
import { INVITATIONS_ACTIVITY, type InvitationEvents } from '../invitations/activity.ts';
import { LEGAL_DOCUMENTS_ACTIVITY, type LegalDocumentEvents } from '../legal-documents/activity.ts';
import { PARTNERS_ACTIVITY, type PartnerEvents } from '../partners/activity.ts';
import { PRODUCTS_ACTIVITY, type ProductEvents } from '../products/activity.ts';
import { SITE_BANNER_ACTIVITY, type SiteBannerEvents } from '../site-banner/activity.ts';
import { SUPPORT_ACTIVITY, type SupportEvents } from '../support/activity.ts';
import { USER_AUDITS_ACTIVITY, type UserAuditEvents } from '../user-audits/activity.ts';
import { USERS_ACTIVITY, type UserEvents } from '../users/activity.ts';

/**
 * Events whose entries carry details, and the values each sentence names: every area's. The
 * values named in CODE_LABELS (role, persona, domainType, setting…) hold a code, shown as its label.
 */
export type ActivityEvents = UserEvents &
  InvitationEvents &
  BulkUserEvents &
  CompanyAccessEvents &
  ActingContextEvents &
  UserAuditEvents &
  AuthEvents &
  PartnerEvents &
  EmailDomainEvents &
  FeatureFlagEvents &
  ConfigurationEvents &
  ProductEvents &
  SupportEvents &
  ContentAuthoringEvents &
  LegalDocumentEvents &
  SiteBannerEvents;

/** Every area's catalogue (a new area that writes the log adds its own here and to ActivityEvents). */
export const ACTIVITY_AREAS = [
  USERS_ACTIVITY,
  INVITATIONS_ACTIVITY,
  BULK_USERS_ACTIVITY,
  COMPANY_ACCESS_ACTIVITY,
  ACTING_CONTEXT_ACTIVITY,
  USER_AUDITS_ACTIVITY,
  AUTH_ACTIVITY,
  PARTNERS_ACTIVITY,
  EMAIL_DOMAINS_ACTIVITY,
  FEATURE_FLAGS_ACTIVITY,
  CONFIGURATION_ACTIVITY,
  PRODUCTS_ACTIVITY,
  SUPPORT_ACTIVITY,
  CONTENT_AUTHORING_ACTIVITY,
  LEGAL_DOCUMENTS_ACTIVITY,
  SITE_BANNER_ACTIVITY,
] as const;

type Areas = typeof ACTIVITY_AREAS;
type Part = 'details' | 'events';
/** The keys of a part of every area: the kinds of details, or the events with a label. */
type Keys<P extends Part, Area = Areas[number]> = Area extends Record<P, infer Entries> ? keyof Entries : never;
/** The keys that two areas both declare in a part. */
type Twice<T extends readonly unknown[], P extends Part, Seen = never> = T extends readonly [infer Area, ...infer Rest]
  ? Area extends Record<P, infer Entries>
    ? (keyof Entries & Seen) | Twice<Rest, P, Seen | keyof Entries>
    : never
  : never;
/** `true` when no key is declared twice; otherwise names them, so that `true` fails to type-check. */
type Once<Twice> = [Twice] extends [never] ? true : { declaredTwice: Twice };

/** One part of every area's catalogue as one record. `_once` is `true`, and fails to type-check if two areas declare the same key. */
function assembled<P extends Part>(part: P, _once: Once<Twice<Areas, P>>): Record<Keys<P>, Descriptor> {
  return Object.assign({}, ...ACTIVITY_AREAS.map((area) => area[part]));
}

/** The sentence of each kind of details (a kind is the event, or a variant of it): every kind of ActivityEvents has one. */
const DETAILS: Record<keyof ActivityEvents, Descriptor> = assembled('details', true);
/** Each event's name in the table, the events filter and the download. */
const EVENT_LABELS: Record<string, Descriptor> = assembled('events', true);
/** Each source app's name. */
const APPLICATION_LABELS: Record<string, Descriptor> = {
  PORTAL: /*i18n*/ { id: 'activity.application.PORTAL', message: 'Supplier portal' },
};

/** The details of an entry: the kind of sentence (the event or a variant) and its values. */
export const detailsOf = detailsMaker<ActivityEvents>();

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
