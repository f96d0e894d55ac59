// Row types of support (migrations 011–015, issues 12 and 13): the support categories, incidents
// with their threads, attachments and reference counters, and the data dictionary's glossary.
import type { ColumnType } from 'kysely';
import type { IncidentStatus } from '../../tenants/incident-status.ts';
import type { CreatedAt, Defaulted, TenantRow } from './schema.ts';

/** Spec §3 "Incident form": Supplier 25, associate 23. */
export const ACCOUNT_TYPE_IDS = [25, 23] as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE_IDS)[number];
/** A support category's name in each language of its tenant (tenants/schema.ts LEGAL_LANGUAGES). */
export type CategoryNames = Partial<Record<'en' | 'es' | 'fr', string>>;

/** A node of a tenant's support category tree (migration 011): level 1 support type … 4 sub issue type. */
export interface SupportCategoryTable {
  tenant_id: string;
  id: number;
  parent_id: number | null;
  level: number;
  /** Written as JSON text, read as an object. */
  names: ColumnType<CategoryNames, string, string>;
  queue_id: number | null;
  about_data: Defaulted<boolean>;
  sort: Defaulted<number>;
}

/** A support incident (migration 011). */
export interface IncidentTable extends TenantRow {
  reference_number: string;
  /** Null for an anonymous request (or once the user is deleted). */
  requester_user_id: string | null;
  company_id: string | null;
  account_type: AccountTypeId;
  support_type_id: number;
  issue_id: number | null;
  issue_type_id: number | null;
  sub_issue_type_id: number | null;
  subject: string;
  first_name: string;
  last_name: string;
  primary_contact_email: string;
  company_name: string;
  call_back_number: string | null;
  situation_description: string;
  on_behalf: Defaulted<boolean>;
  /** The requester's locale when filing, for the e-mails about the incident. */
  locale: string;
  queue_id: number;
  product_id: number | null;
  status: Defaulted<IncidentStatus>;
  assignee_user_id: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

/** The last incident reference number given in a tenant (migration 012). */
export interface IncidentReferenceCounterTable {
  tenant_id: string;
  last_number: number;
}

/** A data dictionary entry in one language (migration 014). */
export interface GlossaryEntryTable extends TenantRow {
  language: string;
  entry_key: string;
  business_name: string;
  business_definition: string;
  dss_business_name: string;
  technical_name: string;
  data_type: string;
  field_type: string;
  /** Written as JSON text, read as an array. */
  glossary_tags: ColumnType<Array<{ tagName: string; tagValue: string }>, string, string>;
  available_products: string[];
  availability: 'ALL' | 'CHARTER';
  /** The name and the whole entry folded (services/glossary-text.ts), between spaces. */
  name_text: string;
  search_text: string;
}

/** A word of a tenant's glossary in one language, with the entries holding it (migration 014) and the products and plans they reach (015). */
export interface GlossaryWordTable {
  tenant_id: string;
  language: string;
  word: string;
  entries: number;
  /** Entries for all users (not charter-only) holding the word. */
  basic_entries: number;
  products: string[];
  /** The products of its entries for all users. */
  basic_products: string[];
}

/** A member of a synonym group (migration 014). */
export interface GlossarySynonymTable {
  language: string;
  term: string;
  group_no: number;
}

/** A public reply or an internal note (never shown to the requester) on an incident (migration 011). */
export interface IncidentThreadTable extends TenantRow {
  incident_id: string;
  author_user_id: string | null;
  internal: Defaulted<boolean>;
  /** Written by the support team (migration 013). */
  from_support: Defaulted<boolean>;
  body: string;
  created_at: CreatedAt;
}

/** A file of an incident or of one of its thread entries, kept in the database (migration 011). */
export interface IncidentAttachmentTable extends TenantRow {
  incident_id: string;
  thread_id: string | null;
  file_name: string;
  content_type: string;
  size: number;
  content: ColumnType<Buffer, Buffer, never>;
  uploaded_by: string | null;
  created_at: CreatedAt;
}
