// The support center (issue 12; spec §2 "Support incident creation", §3 "Incident form",
// "Support incident", §9 support ids and queues).
//
// - support_categories: each tenant's four-level tree (1 support type, 2 issue, 3 issue type,
//   4 sub issue type) with its names in the tenant's languages, the queue a request in it goes to
//   and whether it is about data (the form then offers the data dictionary). Ids are the support
//   system's numbers (spec §9), unique per tenant; a child lives in its parent's tenant.
//   Written at every start from services/support-categories-seed.ts (db/seed.ts); a change of a
//   tenant's rows is announced like the other per-tenant copies (migration 009), so the cached
//   trees (modules/support/categories.ts) are forgotten on every instance.
// - incidents: one request for support, anonymous or of a signed-in user, with its category path,
//   its queue and its status (new → in progress ⇄ waiting on customer → resolved → closed).
// - incident_threads: a public reply (seen by the requester) or an internal note (never shown to
//   the requester).
// - incident_attachments: files (≤ 10 MB) in the database, so every instance serves them; of the
//   incident itself or of one of its thread entries.
import { type Kysely, sql } from 'kysely';
import { createdAt, id, tenantId, updatedAt } from '../migration-sql.ts';

/** Spec §9 "Attachment 10 MB" (issue 12 §5: 10,485,760 bytes). */
const INCIDENT_ATTACHMENT_MAX_BYTES = 10_485_760;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_categories (
      ${tenantId},
      id integer not null check (id > 0),
      parent_id integer,
      level smallint not null check (level between 1 and 4),
      names jsonb not null check (jsonb_typeof(names) = 'object'),
      queue_id integer,
      about_data boolean not null default false,
      sort smallint not null default 0,
      primary key (tenant_id, id),
      foreign key (tenant_id, parent_id) references support_categories (tenant_id, id),
      check ((level = 1) = (parent_id is null))
    )`.execute(db);
  await sql`create index support_categories_parent on support_categories (tenant_id, parent_id)`.execute(db);
  await sql`create trigger support_categories_notify_row after insert or update or delete on support_categories
    for each row execute function notify_change('tenant', 'tenant_id')`.execute(db);
  await sql`create trigger support_categories_notify_all after truncate on support_categories
    for each statement execute function notify_change('all')`.execute(db);

  const category = (column: string) => sql`foreign key (tenant_id, ${sql.id(column)}) references support_categories (tenant_id, id)`;
  await sql`
    create table incidents (
      ${id},
      ${tenantId},
      reference_number text not null,
      requester_user_id uuid references users(id) on delete set null,
      company_id uuid references companies(id),
      account_type smallint not null check (account_type in (25, 23)),
      support_type_id integer not null,
      issue_id integer,
      issue_type_id integer,
      sub_issue_type_id integer,
      subject text not null,
      first_name text not null,
      last_name text not null,
      primary_contact_email text not null,
      company_name text not null,
      call_back_number text,
      situation_description text not null,
      on_behalf boolean not null default false,
      locale text not null,
      queue_id integer not null,
      product_id integer,
      status text not null default 'new'
        check (status in ('new', 'in_progress', 'waiting_on_customer', 'resolved', 'closed')),
      assignee_user_id uuid references users(id) on delete set null,
      ${createdAt},
      ${updatedAt},
      unique (tenant_id, reference_number),
      unique (tenant_id, id),
      ${category('support_type_id')},
      ${category('issue_id')},
      ${category('issue_type_id')},
      ${category('sub_issue_type_id')}
    )`.execute(db);
  // My incidents (spec §2), a company admin's view, the agent console's queues and assignees.
  await sql`create index incidents_requester on incidents (tenant_id, requester_user_id, created_at desc)`.execute(db);
  await sql`create index incidents_company on incidents (tenant_id, company_id, created_at desc)`.execute(db);
  await sql`create index incidents_queue_status on incidents (tenant_id, queue_id, status, created_at desc)`.execute(db);
  await sql`create index incidents_assignee on incidents (tenant_id, assignee_user_id, status)`.execute(db);
  await sql`create index incidents_created on incidents (tenant_id, created_at desc)`.execute(db);

  await sql`
    create table incident_threads (
      ${id},
      ${tenantId},
      incident_id uuid not null,
      author_user_id uuid references users(id) on delete set null,
      internal boolean not null default false,
      body text not null,
      ${createdAt},
      unique (tenant_id, id),
      foreign key (tenant_id, incident_id) references incidents (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index incident_threads_incident on incident_threads (incident_id, created_at)`.execute(db);

  await sql`
    create table incident_attachments (
      ${id},
      ${tenantId},
      incident_id uuid not null,
      thread_id uuid,
      file_name text not null,
      content_type text not null,
      size integer not null check (size between 0 and ${sql.lit(INCIDENT_ATTACHMENT_MAX_BYTES)}),
      content bytea not null check (octet_length(content) = size),
      uploaded_by uuid references users(id) on delete set null,
      ${createdAt},
      foreign key (tenant_id, incident_id) references incidents (tenant_id, id) on delete cascade,
      foreign key (tenant_id, thread_id) references incident_threads (tenant_id, id) on delete cascade
    )`.execute(db);
  await sql`create index incident_attachments_incident on incident_attachments (incident_id)`.execute(db);
  await sql`create index incident_attachments_thread on incident_attachments (thread_id) where thread_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['incident_attachments', 'incident_threads', 'incidents', 'support_categories']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
