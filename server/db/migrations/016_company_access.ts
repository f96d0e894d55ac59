// Access to other companies (issue 14 §2): internal users request access to a company's products;
// the company's admins decide; the requester may withdraw a pending request and, once granted,
// switch to the company.
// - REQUEST on COMPANY_ACCESS: the internal roles that ask (associates, category managers,
//   merchants, asset protection). Super admins reach every company without asking.
// - access_requests.status WITHDRAWN: the requester took a pending request back; kept, so the
//   requester's list and the company's activity log agree.
// - access_requests_one_pending: at most one pending request per person and company, so two
//   requests sent at once cannot both be accepted.
// - access_requests_user: the requester's own list, newest first.
// - companies_requestable_name: the request page's company list by name (a deep page walks the
//   index instead of sorting every company; the name search keeps the trigram index of 001).
// - company_access_grants announce their changes like user_products (migration 009): a revoked
//   grant ends the switched view at the next request, on every instance.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Associate', 'REQUEST', 'COMPANY_ACCESS'), ('Category Manager', 'REQUEST', 'COMPANY_ACCESS'),
      ('Merchant', 'REQUEST', 'COMPANY_ACCESS'), ('Asset Protection', 'REQUEST', 'COMPANY_ACCESS')`.execute(db);
  await sql`alter table access_requests drop constraint access_requests_status_check`.execute(db);
  await sql`alter table access_requests add constraint access_requests_status_check
    check (status in ('PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN'))`.execute(db);
  await sql`create unique index access_requests_one_pending on access_requests (user_id, company_id) where status = 'PENDING'`.execute(db);
  await sql`create index access_requests_user on access_requests (user_id, created_at desc)`.execute(db);
  await sql`create index companies_requestable_name on companies (tenant_id, name, id) include (company_type)
    where status = 'ACTIVE' and company_type <> 'UNKNOWN'`.execute(db);
  await sql`create trigger company_access_grants_notify_row after insert or update or delete on company_access_grants
    for each row execute function notify_change('user', 'user_id')`.execute(db);
  await sql`create trigger company_access_grants_notify_all after truncate on company_access_grants
    for each statement execute function notify_change('all')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists company_access_grants_notify_all on company_access_grants`.execute(db);
  await sql`drop trigger if exists company_access_grants_notify_row on company_access_grants`.execute(db);
  await sql`drop index if exists companies_requestable_name`.execute(db);
  await sql`drop index if exists access_requests_user`.execute(db);
  await sql`drop index if exists access_requests_one_pending`.execute(db);
  await sql`update access_requests set status = 'DENIED' where status = 'WITHDRAWN'`.execute(db);
  await sql`alter table access_requests drop constraint access_requests_status_check`.execute(db);
  await sql`alter table access_requests add constraint access_requests_status_check
    check (status in ('PENDING', 'APPROVED', 'DENIED'))`.execute(db);
  await sql`delete from role_permissions where action = 'REQUEST' and resource = 'COMPANY_ACCESS'`.execute(db);
}
