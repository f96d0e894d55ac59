// User management (issue 4): company access granted to people outside the company (approved access
// requests of internal associates), and activity-log entries that outlive the users they name.
import { type Kysely, sql } from 'kysely';
import { tenantId, userId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An approved access request gives its products on this company's data. A user of the company
  // gets them in user_products; anyone else (an internal associate) gets a grant here.
  await sql`
    create table company_access_grants (
      ${tenantId},
      company_id uuid not null references companies(id) on delete cascade,
      ${userId},
      product_code text not null,
      access_request_id uuid references access_requests(id) on delete set null,
      granted_by uuid references users(id) on delete set null,
      granted_at timestamptz not null default now(),
      primary key (user_id, company_id, product_code)
    )`.execute(db);
  await sql`create index company_access_grants_company on company_access_grants (company_id)`.execute(db);
  // An admin may delete a user (POST users/delete); the activity log keeps the ids of the users who
  // acted, as plain values, instead of refusing the deletion or losing who did what.
  await sql`alter table activity_log drop constraint if exists activity_log_actor_user_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from activity_log where actor_user_id is not null and actor_user_id not in (select id from users)`.execute(db);
  await sql`alter table activity_log add constraint activity_log_actor_user_id_fkey foreign key (actor_user_id) references users(id)`.execute(
    db,
  );
  await sql`drop table if exists company_access_grants`.execute(db);
}
