// Row types of the database, as Kysely sees them. The migrations (./migrations) make the tables;
// schema.gen.ts holds their types as the database has them (npm run codegen: scripts/schema-types.ts
// reads a freshly migrated PGlite database); this file is the overlay that narrows what a database
// cannot say: the values a text column may hold, the shape of a JSON column, a column only triggers
// write. Adding a column is its migration and `npm run codegen`; a refinement here only when the
// column's values are narrower than its SQL type. Each refinement is checked against the generated
// type: one that names a column the table lacks, or widens what the database reads, does not compile.
import type { ColumnType, Insertable, InsertType, Selectable, SelectType } from 'kysely';
import type { IncidentStatus } from '../../tenants/incident-status.ts';
import type { DB, JsonValue } from './schema.gen.ts';

// Values of the text (and number) columns the app narrows.

export const COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY', 'UNKNOWN'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export type UserType = 'EXTERNAL' | 'INTERNAL';
export type UserStatus = 'ACTIVE' | 'BLOCKED' | 'PENDING';
export type AccessStatus = 'ACCESS_COMPLETE' | 'ACCESS_PENDING';
/** The view a super admin (or merchant) has chosen (spec §4 "Super admin persona"). */
export const PERSONAS = ['SUPPLIER', 'MERCHANT'] as const;
export type Persona = (typeof PERSONAS)[number];
export const RESTRICTED_LAUNCHES = ['ALPHA', 'BETA'] as const;
export type RestrictedLaunch = (typeof RESTRICTED_LAUNCHES)[number];
export const TOKEN_PURPOSES = ['RESET', 'INVITATION'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
/** Spec §4 "Pending user creation stages", then COMPLETED when the user is fully set up. */
export const USER_TASK_STAGES = ['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS', 'COMPLETED'] as const;
export type UserTaskStage = (typeof USER_TASK_STAGES)[number];
export const PENDING_STAGES = USER_TASK_STAGES.filter((s) => s !== 'COMPLETED');
export type AccessRequestStatus = 'PENDING' | 'APPROVED' | 'DENIED' | 'WITHDRAWN';
export const LEGAL_DOCUMENTS = ['TERMS', 'DATA_SHARING_ADDENDUM'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
/** The documents the legal owners version (issue 31 §3): those a user accepts, and the privacy policy, which they only read. */
export const LEGAL_TEXT_DOCUMENTS = [...LEGAL_DOCUMENTS, 'PRIVACY_POLICY'] as const;
export type LegalTextDocument = (typeof LEGAL_TEXT_DOCUMENTS)[number];
/** A document's company-type variants: terms STANDARD / BASIC, addendum STANDARD / 3P, privacy policy STANDARD. */
export const LEGAL_VARIANTS = ['STANDARD', 'BASIC', '3P'] as const;
export type LegalVariant = (typeof LEGAL_VARIANTS)[number];
export type LegalVersionStatus = 'DRAFT' | 'PUBLISHED';
export type CompanyAuditStatus = 'PENDING' | 'COMPLETED' | 'EXPIRED';
/** Who may read a content item or open a workspace (migration 018). */
export const AUDIENCES = ['ALL', 'CHARTER', 'BASIC', 'INTERNAL'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const CONTENT_KINDS = ['ARTICLE', 'RELEASE_NOTE', 'RESOURCE', 'FRAGMENT', 'PAGE'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const BANNER_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];
/** What a configuration change is of (issue 31 §1): a product's settings or a feature flag. */
export const CONFIGURATION_TARGETS = ['PRODUCT', 'FLAG'] as const;
export type ConfigurationTarget = (typeof CONFIGURATION_TARGETS)[number];
/** A scheduled configuration change waits, was applied at its time, was cancelled, or could not be applied. */
export type ScheduleStatus = 'PENDING' | 'APPLIED' | 'CANCELLED' | 'FAILED';
/** Spec §3 "Incident form": Supplier 25, associate 23. */
export const ACCOUNT_TYPE_IDS = [25, 23] as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE_IDS)[number];

// Shapes of the JSON columns.

/** The named values of an activity-log message (modules/activity-logs/catalogue.ts); a list holds changes, each with its own. */
export interface ActivityDetails {
  [name: string]: string | number | ActivityDetails[];
}

/** What an admin confirmed to complete a company's user-access audit (spec §4 "User audit banner"). */
export interface AuditConfirmations {
  reviewedUserList: true;
  madeNeededChanges: true;
  acknowledgeAllUsersVerified: true;
}

/** A user as they stood when the audit was completed (the evidence download). */
export interface AuditedUser {
  name: string;
  email: string;
  role: string;
  status: string;
  products: string[];
}

/** A support category's name in each language of its tenant (tenants/schema.ts LEGAL_LANGUAGES). */
export type CategoryNames = Partial<Record<'en' | 'es' | 'fr', string>>;

/** A product's settings a configuration owner changes (the others keep their values). */
export interface ProductSettings {
  available?: boolean;
  comingSoon?: boolean;
  /** null: no alpha or beta badge (the tenant file's value). */
  restrictedLaunch?: RestrictedLaunch | null;
  hideWhenNoAccess?: boolean;
  isNewTab?: boolean;
}

/**
 * One change of the configuration (issue 31 §1), as the console sends it and a scheduled change
 * keeps it: a product's settings (`settings`) or a flag's value (`enabled`), or (`revert`) the
 * product or flag back to the tenant file's values.
 */
export interface ConfigurationChange {
  kind: ConfigurationTarget;
  /** The product code or the flag's name. */
  key: string;
  settings?: ProductSettings;
  enabled?: boolean;
  revert?: boolean;
}

// How a refinement narrows a generated column.

/** The column holds only V (a union of literals): null and a default stay as the database has them. */
export interface Value<V> {
  readonly value: V;
}
/**
 * A json or jsonb column read as V and written as JSON text (a JSON.stringify); a default stays as
 * the database has it. V says whether it may be null: the generated Json type holds JSON's null
 * whether or not the column is nullable (schema.gen.ts writes `Json | null` for a nullable one).
 */
export interface JsonText<V> {
  readonly json: V;
}
/** Read as the database types it, never written by the app (triggers keep it). */
export interface ReadOnly {
  readonly readOnly: true;
}

type NullOf<C> = null extends SelectType<C> ? null : never;
type DefaultOf<C> = undefined extends InsertType<C> ? undefined : never;

/** What a refinement may say of column C: nothing wider than the database reads. */
type Refinement<C> =
  | Value<NonNullable<SelectType<C>>>
  | (Exclude<JsonValue, null> extends NonNullable<SelectType<C>> ? JsonText<unknown> : never)
  | ReadOnly
  | ColumnType<SelectType<C>, unknown, unknown>;

type Refined<C, R> =
  R extends Value<infer V>
    ? ColumnType<V | NullOf<C>, V | NullOf<C> | DefaultOf<C>, V | NullOf<C>>
    : R extends JsonText<infer V>
      ? ColumnType<V, string | (null extends V ? null : never) | DefaultOf<C>, string | (null extends V ? null : never)>
      : R extends ReadOnly
        ? ColumnType<SelectType<C>, never, never>
        : R;

/** A row's creation time is never updated, in every table. */
type Creation<Name, C> = Name extends 'created_at' ? ColumnType<SelectType<C>, InsertType<C>, never> : C;

/** Refinements by table and column; a table or column the database lacks is a type error. */
type Refinements<R> = {
  [T in keyof R]: T extends keyof DB ? { [C in keyof R[T]]: C extends keyof DB[T] ? Refinement<DB[T][C]> : never } : never;
};

export type Overlay<R extends Refinements<R>> = {
  [T in keyof DB]: {
    [C in keyof DB[T]]: Creation<C, T extends keyof R ? (C extends keyof R[T] ? Refined<DB[T][C], R[T][C]> : DB[T][C]) : DB[T][C]>;
  };
};

/** A calendar day: read as a Date (the drivers' reading of `date`), written as 'YYYY-MM-DD' (a Date would be sent in the server's time zone). */
type Day = ColumnType<Date, string, string>;
/** Kept in the database and never changed: a file's bytes. */
type Bytes = ColumnType<Buffer, Buffer, never>;

// The refinements: each column the app knows more of than its SQL type, and why.

export type Database = Overlay<{
  companies: {
    /** COMPANY_TYPES: what the company is to the tenant (suppliers, agencies, vendors). */
    company_type: Value<CompanyType>;
  };
  users: {
    /** EXTERNAL (a company's user) or INTERNAL (the tenant's own staff). */
    user_type: Value<UserType>;
    /** PENDING from the invitation until registration, then ACTIVE; BLOCKED by an administrator. */
    status: Value<UserStatus>;
    /** The codes of the products with complete access, kept by triggers on user_products (migration 025). */
    granted_products: ReadOnly;
  };
  user_products: {
    /** Complete, or pending until an administrator grants it. */
    access_status: Value<AccessStatus>;
  };
  sessions: {
    /** PERSONAS: the view a super admin or merchant has chosen; null for everyone else. */
    persona: Value<Persona>;
  };
  password_reset_tokens: {
    /** TOKEN_PURPOSES: a password reset or an invitation. */
    purpose: Value<TokenPurpose>;
  };
  bulk_import_rows: {
    /** A bulk upload's row creates a user or updates one. */
    kind: Value<'CREATE' | 'UPDATE'>;
  };
  activity_log: {
    /** The parameters of the event's message (migration 010); null on entries written before. */
    details: JsonText<ActivityDetails | null>;
  };
  activity_log_daily_counts: {
    /** The UTC day of the entries counted (written by triggers on activity_log, migration 004). */
    day: Day;
  };
  product_overrides: {
    /** RESTRICTED_LAUNCHES; null: no override of the product's launch. */
    restricted_launch: Value<RestrictedLaunch>;
  };
  user_tasks: {
    /** The one kind of task so far. */
    type: Value<'CREATE_USER'>;
    /** USER_TASK_STAGES: where a user's creation stands. */
    stage: Value<UserTaskStage>;
  };
  access_requests: {
    /** A request waits, is decided, or is withdrawn by its requester. */
    status: Value<AccessRequestStatus>;
  };
  document_acceptances: {
    /** LEGAL_DOCUMENTS: the document a user accepted a version of. */
    document: Value<LegalDocument>;
  };
  user_audit_periods: {
    /** The last day to confirm (UTC): written as 'YYYY-MM-DD' when the audit opens, never changed. */
    due_date: ColumnType<Date, string, never>;
  };
  company_user_audits: {
    /** The period's last day, copied when the audit opens, never changed. */
    due_date: ColumnType<Date, string, never>;
    /** Pending until an admin completes it, or expired. */
    status: Value<CompanyAuditStatus>;
    /** What the admin confirmed; null until completed. */
    confirmations: JsonText<AuditConfirmations | null>;
    /** The users as they stood at completion (the evidence download); null until completed. */
    users_snapshot: JsonText<AuditedUser[] | null>;
    /** The product grants expiry removed, per user id; null unless expired. */
    removed_access: JsonText<Record<string, string[]> | null>;
  };
  support_categories: {
    /** The category's name in each language of its tenant. */
    names: JsonText<CategoryNames>;
  };
  incidents: {
    /** ACCOUNT_TYPE_IDS: a supplier (25) or an associate (23). */
    account_type: Value<AccountTypeId>;
    /** INCIDENT_STATUSES (tenants/incident-status.ts). */
    status: Value<IncidentStatus>;
  };
  incident_attachments: {
    /** The file, never changed once stored. */
    content: Bytes;
  };
  glossary_entries: {
    /** The entry's tags as name and value pairs. */
    glossary_tags: JsonText<Array<{ tagName: string; tagValue: string }>>;
    /** For all users, or for charter users only. */
    availability: Value<'ALL' | 'CHARTER'>;
  };
  content_workspaces: {
    /** AUDIENCES: who may open the workspace. */
    audience: Value<Audience>;
    /** { [locale]: { title, description } } */
    titles: JsonText<Record<string, { title: string; description: string }>>;
  };
  content_categories: {
    /** { [locale]: title } */
    titles: JsonText<Record<string, string>>;
  };
  content_items: {
    /** CONTENT_KINDS: an article, a release note, a resource, a fragment or a page. */
    kind: Value<ContentKind>;
    /** AUDIENCES: who may read the item. */
    audience: Value<Audience>;
  };
  content_files: {
    /** The file, never changed once stored. */
    data: Bytes;
  };
  site_banners: {
    /** BANNER_SEVERITIES: how the banner looks. */
    severity: Value<BannerSeverity>;
    /** { [locale]: text }; the tenant's default locale always has one. */
    messages: JsonText<Record<string, string>>;
  };
  configuration_schedules: {
    /** CONFIGURATION_TARGETS: a product (target: its code) or a feature flag (target: its name). */
    target_kind: Value<ConfigurationTarget>;
    /** The change to make at run_at, as the console sent it. */
    change: JsonText<ConfigurationChange>;
    status: Value<ScheduleStatus>;
  };
  legal_versions: {
    /** LEGAL_TEXT_DOCUMENTS. */
    document: Value<LegalTextDocument>;
    /** LEGAL_VARIANTS. */
    variant: Value<LegalVariant>;
    status: Value<LegalVersionStatus>;
  };
  legal_version_texts: {
    /** The legal-documents language (tenants/schema.ts LEGAL_LANGUAGES). */
    language: Value<'en' | 'es' | 'fr'>;
  };
  usage_event_counts: {
    /** The tenant's calendar day (the repository reads it back with to_char). */
    day: Day;
  };
  usage_daily_users: {
    /** The tenant's calendar day. */
    day: Day;
  };
}>;

// The row types other files name.

export type User = Selectable<Database['users']>;
export type Company = Selectable<Database['companies']>;
export type ProductOverride = Selectable<Database['product_overrides']>;
export type NewActivity = Insertable<Database['activity_log']>;
export type BulkImportRowTable = Database['bulk_import_rows'];
export type GlossaryEntryTable = Database['glossary_entries'];
export type IncidentTable = Database['incidents'];
