// Row types of the database, as Kysely sees them. Migrations in ./migrations create them.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  ContentCategoryTable,
  ContentFileTable,
  ContentItemTable,
  ContentVersionTable,
  ContentWorkspaceTable,
  ReleaseNoteViewTable,
} from './schema-content.ts';
import type {
  GlossaryEntryTable,
  GlossarySynonymTable,
  GlossaryWordTable,
  IncidentAttachmentTable,
  IncidentReferenceCounterTable,
  IncidentTable,
  IncidentThreadTable,
  SupportCategoryTable,
} from './schema-support.ts';
import type { SiteBannerDismissalTable, SiteBannerTable } from './schema-site-banner.ts';
import type { UsageDailyUserTable, UsageEventCountTable } from './schema-analytics.ts';

export * from './schema-content.ts';
export * from './schema-support.ts';
export * from './schema-site-banner.ts';
export * from './schema-analytics.ts';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;
type Timestamp = ColumnType<Date, Date, Date>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export const COMPANY_TYPES = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY', 'UNKNOWN'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export type UserType = 'EXTERNAL' | 'INTERNAL';
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

// Column groups many tables share (the migrations' migration-sql.ts column fragments).

/** A tenant's row with a generated key. */
export interface TenantRow {
  id: Generated<string>;
  tenant_id: string;
}

/** A company's row with a generated key. */
interface CompanyRow extends TenantRow {
  company_id: string;
}

/** Who created a row (null once that user is deleted) and when. */
export interface CreatedByAt {
  created_by: string | null;
  created_at: CreatedAt;
}

/** Who changed a row last, and when. */
interface UpdatedByAt {
  updated_by: string | null;
  updated_at: Defaulted<Date>;
}

export interface TenantTable {
  id: string;
  code: string;
  name: string;
}

export interface CompanyTable extends TenantRow {
  name: string;
  company_type: CompanyType;
  status: Defaulted<string>;
  admin_email: string | null;
  business_code: string | null;
  created_at: CreatedAt;
}

export interface RolePermissionTable {
  role: string;
  action: string;
  resource: string;
}

export interface RoleTable {
  name: string;
  is_super_admin: boolean;
  read_only: boolean;
}

export interface UserTable extends TenantRow, CreatedByAt {
  company_id: string | null;
  login_id: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  role: string;
  persona_access_codes: Defaulted<number[]>;
  third_party_company_id: string | null;
  sbu: string | null;
  buo_area_number: string | null;
  language_code: string | null;
  timezone: string | null;
  status: Defaulted<'ACTIVE' | 'BLOCKED' | 'PENDING'>;
  password_hash: string | null;
  last_login_at: Date | null;
  /** Null until an invited user completes registration (then private routes open). */
  registration_completed_at: Date | null;
  blocked_reason: string | null;
  blocked_by: string | null;
  blocked_at: Date | null;
  /** Stated at registration (migration 006); optional. */
  job_title: string | null;
  phone_number: string | null;
  /** lower(full name, U+001F, e-mail), written by the database (migration 025): what user searches match. */
  search_text: ColumnType<string, never, never>;
  /** The codes of the products with complete access, kept by triggers on user_products (migration 025). */
  granted_products: ColumnType<string[], never, never>;
}

export interface UserProductTable {
  user_id: string;
  product_code: string;
  access_status: AccessStatus;
}

export interface SessionTable {
  id_hash: string;
  user_id: string;
  tenant_id: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  acting_company_id: string | null;
  persona: Defaulted<Persona | null>;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: CreatedAt;
  purpose: Defaulted<TokenPurpose>;
}

export interface LoginAttemptTable {
  subject: string;
  attempted_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  tenant_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  /** Outbox delivery (migration 007): null until the dispatcher handed it to SMTP. */
  sent_at: Date | null;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<Date>;
  last_error: string | null;
}

/** A running bulk upload: the company's import claim and owner of its staging rows (migration 007). */
export interface BulkImportTable {
  id: string;
  tenant_id: string;
  company_id: string;
  started_at: CreatedAt;
  heartbeat_at: Defaulted<Date>;
}

/** A prepared row of a bulk upload, applied by its final transaction (migration 007). */
export interface BulkImportRowTable {
  import_id: string;
  user_id: string;
  kind: 'CREATE' | 'UPDATE';
  login_id: string;
  first_name: string;
  last_name: string;
  role: string;
  /** Comma-separated product codes. */
  grant_products: Defaulted<string>;
  remove_products: Defaulted<string>;
  token_hash: string | null;
  mail_subject: string | null;
  mail_text: string | null;
  mail_html: string | null;
  activity: string;
}

export interface ActivityLogTable extends TenantRow {
  company_id: string | null;
  actor_user_id: string | null;
  entity_id: string | null;
  event: string;
  event_description: string;
  /** The parameters of the event's message, written as JSON text (migration 010); null on entries written before. */
  details: ColumnType<ActivityDetails | null, string | null | undefined, string | null>;
  source_app: string;
  created_at: CreatedAt;
}

/** The named values of an activity-log message (services/activity-messages.ts); a list holds changes, each with its own. */
export interface ActivityDetails {
  [name: string]: string | number | ActivityDetails[];
}

/** Entries per company, UTC day, event and source app; kept by triggers on activity_log (migration 004). */
export interface ActivityLogDailyCountTable {
  tenant_id: string;
  company_id: string;
  day: ColumnType<Date, string, string>;
  event: string;
  source_app: string;
  entries: number;
}

/** Users per company and status, kept by triggers on users (migrations/008_list_indexes.ts). */
export interface UserCountTable {
  tenant_id: string;
  company_id: string;
  status: string;
  users: number;
}

export interface FeatureFlagOverrideTable extends UpdatedByAt {
  tenant_id: string;
  flag: string;
  enabled: boolean;
}

/** A null value column means "no override" for that field. */
export interface ProductOverrideTable extends UpdatedByAt {
  tenant_id: string;
  product_code: string;
  available: boolean | null;
  coming_soon: boolean | null;
  restricted_launch: RestrictedLaunch | null;
  hide_when_no_access: boolean | null;
  redirect_url: string | null;
  is_new_tab: boolean | null;
}

export interface AppSecretTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface BotChallengeRedemptionTable {
  challenge_signature: string;
  expires_at: Timestamp;
}

export interface UserTaskTable extends CompanyRow, CreatedByAt {
  user_id: string;
  type: 'CREATE_USER';
  stage: UserTaskStage;
  updated_at: Defaulted<Date>;
}

export interface EmailDomainTable extends CompanyRow, CreatedByAt {
  domain_name: string;
  allow_subdomains: Defaulted<boolean>;
  is_3p_domain: Defaulted<boolean>;
  updated_at: Defaulted<Date>;
}

export interface PartnerAssociationTable extends TenantRow, CreatedByAt {
  supplier_company_id: string;
  partner_company_id: string;
}

export interface PartnerAssociationProductTable {
  association_id: string;
  product_code: string;
}

export interface AccessRequestTable extends CompanyRow {
  user_id: string;
  products: string[];
  requestor_note: string | null;
  status: Defaulted<AccessRequestStatus>;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: CreatedAt;
}

export type CompanyAuditStatus = 'PENDING' | 'COMPLETED' | 'EXPIRED';

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

export interface UserAuditPeriodTable extends TenantRow {
  /** The last day to confirm (UTC). */
  due_date: ColumnType<string, string, never>;
  opened_by: string | null;
  created_at: CreatedAt;
}

export interface CompanyUserAuditTable extends CompanyRow {
  period_id: string;
  company_name: string;
  due_date: ColumnType<string, string, never>;
  status: Defaulted<CompanyAuditStatus>;
  /** The days-before marks (14, 7, 1) already mailed. */
  reminders: Defaulted<number[]>;
  completed_by: string | null;
  completed_by_name: string | null;
  completed_at: Date | null;
  confirmations: ColumnType<AuditConfirmations | null, string | null | undefined, string | null>;
  users_snapshot: ColumnType<AuditedUser[] | null, string | null | undefined, string | null>;
  expired_at: Date | null;
  /** The product grants expiry removed, per user id. */
  removed_access: ColumnType<Record<string, string[]> | null, string | null | undefined, string | null>;
}

export interface ScheduledJobTable {
  name: string;
  run_at: Date;
  locked_until: Date | null;
  last_run_at: Date | null;
  last_error: string | null;
  runs: Defaulted<number>;
}

export interface DocumentAcceptanceTable {
  user_id: string;
  document: LegalDocument;
  version: string;
  accepted_at: CreatedAt;
}

/** Products on a company's data granted to someone outside it (an approved access request; migration 005). */
export interface CompanyAccessGrantTable {
  tenant_id: string;
  company_id: string;
  user_id: string;
  product_code: string;
  access_request_id: string | null;
  granted_by: string | null;
  granted_at: CreatedAt;
}

export interface Database {
  tenants: TenantTable;
  companies: CompanyTable;
  roles: RoleTable;
  role_permissions: RolePermissionTable;
  users: UserTable;
  user_products: UserProductTable;
  sessions: SessionTable;
  password_reset_tokens: PasswordResetTokenTable;
  login_attempts: LoginAttemptTable;
  mail_outbox: MailOutboxTable;
  bulk_imports: BulkImportTable;
  bulk_import_rows: BulkImportRowTable;
  activity_log: ActivityLogTable;
  activity_log_daily_counts: ActivityLogDailyCountTable;
  feature_flag_overrides: FeatureFlagOverrideTable;
  product_overrides: ProductOverrideTable;
  app_secrets: AppSecretTable;
  bot_challenge_redemptions: BotChallengeRedemptionTable;
  user_tasks: UserTaskTable;
  email_domains: EmailDomainTable;
  partner_associations: PartnerAssociationTable;
  partner_association_products: PartnerAssociationProductTable;
  access_requests: AccessRequestTable;
  document_acceptances: DocumentAcceptanceTable;
  user_audit_periods: UserAuditPeriodTable;
  company_user_audits: CompanyUserAuditTable;
  scheduled_jobs: ScheduledJobTable;
  company_access_grants: CompanyAccessGrantTable;
  user_counts: UserCountTable;
  support_categories: SupportCategoryTable;
  incidents: IncidentTable;
  glossary_entries: GlossaryEntryTable;
  glossary_words: GlossaryWordTable;
  glossary_synonyms: GlossarySynonymTable;
  incident_threads: IncidentThreadTable;
  incident_reference_counters: IncidentReferenceCounterTable;
  incident_attachments: IncidentAttachmentTable;
  content_workspaces: ContentWorkspaceTable;
  content_categories: ContentCategoryTable;
  content_items: ContentItemTable;
  content_versions: ContentVersionTable;
  content_files: ContentFileTable;
  release_note_views: ReleaseNoteViewTable;
  site_banners: SiteBannerTable;
  site_banner_dismissals: SiteBannerDismissalTable;
  usage_event_counts: UsageEventCountTable;
  usage_daily_users: UsageDailyUserTable;
}

export type User = Selectable<UserTable>;
export type Company = Selectable<CompanyTable>;
export type EmailDomain = Selectable<EmailDomainTable>;
export type ProductOverride = Selectable<ProductOverrideTable>;
export type NewActivity = Insertable<ActivityLogTable>;
