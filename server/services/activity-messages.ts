// The words of the activity log (issue 11 §4) that every area shares: an entry stores its event
// code and the named values of its sentence (activity_log.details, migration 010); the list and the
// .xlsx download write the sentence with the reader's catalog, so both say the same in every
// language. The English sentence is also stored as event_description, which the free-text search
// reads. Each area that writes the log declares its events, their sentences and labels in
// server/modules/<area>/activity.ts (a Catalogue); server/modules/activity-logs/catalogue.ts
// assembles them. Values are names, e-mails, company and product names as they are (never ids or
// product codes); a code (a role, a persona, a setting) is stored as itself and shown as its label
// in the reader's language (CODE_LABELS). A value is never followed by a full stop in a message:
// company names often end with one ("Blue Ridge Foods Inc.").
import type { I18n } from '@lingui/core';
import type { ActivityDetails } from '../db/schema.ts';
import { INCIDENT_STATUS_LABELS } from '../../tenants/incident-status.ts';

export interface Descriptor {
  id: string;
  message: string;
}

/**
 * An area's words of the log, for its events (the values each sentence names). Every kind of
 * details is an event with a label, or a variant logged as another event (a label of any area).
 */
export interface Catalogue<Events, Code extends string = string> {
  /** The sentence of each kind of details (a kind is the event, or a variant of it). */
  details: { [K in keyof Events]: Descriptor };
  /** Each event's name in the table, the events filter and the download. */
  events: Record<Code, Descriptor>;
  /** The event an entry of each variant kind is logged as. */
  variants: Record<Exclude<keyof Events, Code>, string>;
}

/** An area's catalogue, checked against its events: `catalogueOf<AreaEvents>()({ details, events, variants })`. */
export const catalogueOf =
  <Events>() =>
  <Code extends string>(catalogue: Catalogue<Events, Code>) =>
    catalogue;

/** What an entry stores of its details: the kind of sentence and its values. */
export type StoredDetails = ActivityDetails & { kind: string };

/** The details of an entry of some events (catalogue.ts's detailsOf, for all of them): the kind of sentence and its values. */
export const detailsMaker =
  <Events extends { [K in keyof Events]: ActivityDetails }>() =>
  <K extends keyof Events & string>(kind: K, values: Events[K]): StoredDetails => ({ kind, ...values });

/** A person as the log names them: "Harper Reyes". */
export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;
/** A person as the log names them, with their login: "Harper Reyes (harper.reyes@…)". */
export const who = (u: { first_name: string; last_name: string; login_id: string }) => `${fullName(u)} (${u.login_id})`;

/** The clause of each kind of change; a list of changes reads as its clauses joined with '; '. */
const CHANGES = {
  NAME: /*i18n*/ { id: 'activity.change.NAME', message: 'name {formerName} → {name}' },
  ROLE: /*i18n*/ { id: 'activity.change.ROLE', message: 'role {formerRole} → {role}' },
  ADDED: /*i18n*/ { id: 'activity.change.ADDED', message: 'added {products}' },
  REQUESTED: /*i18n*/ { id: 'activity.change.REQUESTED', message: 'access requested to {products}' },
  REMOVED: /*i18n*/ { id: 'activity.change.REMOVED', message: 'removed {products}' },
} satisfies Record<string, Descriptor>;

/** A change of role: the role codes (Admin, User) before and after. */
type RoleChange = { formerRole: string; role: string };
/** One change of a list (USER_ACCESS_UPDATED, USER_UPDATED_IN_BULK): its kind (CHANGES) and values. */
export type Change = { kind: keyof typeof CHANGES } & Record<string, string>;

/** The changes of USER_ACCESS_UPDATED and of USER_UPDATED in bulk; those absent (or empty) were not made. */
export interface Changes {
  /** The user's former name (bulk only). */
  formerName?: string;
  role?: RoleChange;
  /** Product names (productText) added (or, in bulk, requested) and removed. */
  added?: string;
  removed?: string;
}

/** The changes made, as the list a sentence names: name, role, products added, products removed. */
export function changeList(name: string, { formerName, role, added, removed }: Changes, addedKind: 'ADDED' | 'REQUESTED'): Change[] {
  const changes: Change[] = [];
  if (formerName !== undefined) changes.push({ kind: 'NAME', formerName, name });
  if (role) changes.push({ kind: 'ROLE', ...role });
  if (added) changes.push({ kind: addedKind, products: added });
  if (removed) changes.push({ kind: 'REMOVED', products: removed });
  return changes;
}

const ROLE_LABELS: Record<string, Descriptor> = {
  Admin: /*i18n*/ { id: 'activity.role.Admin', message: 'Admin' },
  User: /*i18n*/ { id: 'activity.role.User', message: 'User' },
};
const PERSONA_LABELS: Record<string, Descriptor> = {
  SUPPLIER: /*i18n*/ { id: 'activity.persona.SUPPLIER', message: 'Supplier' },
  MERCHANT: /*i18n*/ { id: 'activity.persona.MERCHANT', message: 'Merchant' },
};
/**
 * The values that hold a code, by name, and the label of each code (an unknown code shows as
 * itself). A value of that name holds that code in every area's sentences, so they are kept here.
 */
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
    NONE: /*i18n*/ { id: 'activity.setting.NONE', message: 'none' },
    DEFAULT: /*i18n*/ { id: 'activity.setting.DEFAULT', message: 'default' },
  },
  // The configuration owners' console (issue 31 §1, modules/configuration/activity.ts).
  switch: {
    ON: /*i18n*/ { id: 'activity.switch.ON', message: 'on' },
    OFF: /*i18n*/ { id: 'activity.switch.OFF', message: 'off' },
  },
  field: {
    available: /*i18n*/ { id: 'activity.field.available', message: 'available' },
    comingSoon: /*i18n*/ { id: 'activity.field.comingSoon', message: 'coming soon' },
    restrictedLaunch: /*i18n*/ { id: 'activity.field.restrictedLaunch', message: 'alpha or beta badge' },
    hideWhenNoAccess: /*i18n*/ { id: 'activity.field.hideWhenNoAccess', message: 'hidden without access' },
    isNewTab: /*i18n*/ { id: 'activity.field.isNewTab', message: 'opens in a new tab' },
  },
  flag: {
    'insights-activation-rollout': /*i18n*/ { id: 'activity.flag.insights-activation-rollout', message: 'Insights Activation app' },
    'wem-kb-rollout': /*i18n*/ { id: 'activity.flag.wem-kb-rollout', message: 'Knowledge base' },
    'kb-search-rollout': /*i18n*/ { id: 'activity.flag.kb-search-rollout', message: 'Knowledge base search' },
    'data-dictionary-v2': /*i18n*/ { id: 'activity.flag.data-dictionary-v2', message: 'Data dictionary, new version' },
  },
  severity: {
    info: /*i18n*/ { id: 'activity.severity.info', message: 'information' },
    warning: /*i18n*/ { id: 'activity.severity.warning', message: 'warning' },
    critical: /*i18n*/ { id: 'activity.severity.critical', message: 'critical' },
  },
  status: INCIDENT_STATUS_LABELS,
  formerStatus: INCIDENT_STATUS_LABELS,
  // The legal owners' console (issue 31 §3, modules/legal-documents/activity.ts): a document variant.
  legalDocument: {
    'TERMS/STANDARD': /*i18n*/ { id: 'activity.legalDocument.TERMS/STANDARD', message: 'terms of use for suppliers and agencies' },
    'TERMS/BASIC': /*i18n*/ { id: 'activity.legalDocument.TERMS/BASIC', message: 'terms of use for basic accounts' },
    'DATA_SHARING_ADDENDUM/STANDARD': /*i18n*/ {
      id: 'activity.legalDocument.DATA_SHARING_ADDENDUM/STANDARD',
      message: 'data sharing addendum for suppliers and basic vendors',
    },
    'DATA_SHARING_ADDENDUM/3P': /*i18n*/ {
      id: 'activity.legalDocument.DATA_SHARING_ADDENDUM/3P',
      message: 'data sharing addendum for third-party agencies',
    },
    'PRIVACY_POLICY/STANDARD': /*i18n*/ { id: 'activity.legalDocument.PRIVACY_POLICY/STANDARD', message: 'privacy policy' },
  },
  source: {
    BULK_UPLOAD: /*i18n*/ { id: 'activity.source.BULK_UPLOAD', message: 'bulk upload' },
    BULK_EDIT: /*i18n*/ { id: 'activity.source.BULK_EDIT', message: 'bulk edit' },
  },
};

/** A wall-clock time and its zone ('2026-12-07T09:00 America/Mexico_City', a scheduled configuration change's `at`). */
const WALL_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d) (\S+)$/;

/** A wall-clock time as the reader's language writes a date and time, with its zone: 'Dec 7, 2026, 9:00 AM (America/Mexico_City)'. */
function wallTime(i18n: I18n, value: string): string {
  const [, y, mo, d, h, mi, zone] = WALL_TIME.exec(value)!;
  const wall = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  const text = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(wall);
  return `${text} (${zone})`;
}

/** A calendar day ('2026-12-01', a legal version's effective date). */
const DAY = /^\d{4}-\d\d-\d\d$/;

/** A day as the reader's language writes it: 'December 1, 2026', '1 décembre 2026'. */
const dayText = (i18n: I18n, value: string) =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

/** A message with its values: codes (CODE_LABELS) shown as their labels, a list of changes as its clauses. */
export function render(i18n: I18n, descriptor: Descriptor, details: ActivityDetails): string {
  const values = Object.fromEntries(
    Object.entries(details).map(([name, value]) => {
      if (name === 'at' && typeof value === 'string' && WALL_TIME.test(value)) return [name, wallTime(i18n, value)];
      if (name === 'effective' && typeof value === 'string' && DAY.test(value)) return [name, dayText(i18n, value)];
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
