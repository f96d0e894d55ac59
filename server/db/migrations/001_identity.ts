import { type Kysely, sql } from 'kysely';
import { createdAt, id, tenantId, tenantRow, userId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table tenants (
      id text primary key,
      code text not null unique,
      name text not null
    )`.execute(db);
  await sql`
    create table companies (
      ${tenantRow},
      name text not null,
      company_type text not null check (company_type in
        ('SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY', 'UNKNOWN')),
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE', 'SUSPENDED')),
      admin_email text,
      business_code text,
      ${createdAt}
    )`.execute(db);
  await sql`create index companies_tenant_name on companies using gin (name gin_trgm_ops)`.execute(db);
  await sql`
    create table roles (
      name text primary key,
      is_super_admin boolean not null default false,
      read_only boolean not null default false
    )`.execute(db);
  await sql`
    create table role_permissions (
      role text not null references roles(name),
      action text not null,
      resource text not null,
      primary key (role, action, resource)
    )`.execute(db);
  await sql`
    create table users (
      ${tenantRow},
      company_id uuid references companies(id),
      login_id text not null check (login_id = lower(login_id)),
      first_name text not null,
      last_name text not null,
      user_type text not null check (user_type in ('EXTERNAL', 'INTERNAL')),
      role text not null references roles(name),
      persona_access_codes integer[] not null default '{}',
      third_party_company_id uuid references companies(id),
      sbu text,
      buo_area_number text,
      language_code text,
      timezone text,
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'BLOCKED', 'PENDING')),
      password_hash text,
      last_login_at timestamptz,
      ${createdAt},
      unique (tenant_id, login_id)
    )`.execute(db);
  await sql`create index users_company on users (company_id)`.execute(db);
  await sql`
    create table user_products (
      ${userId},
      product_code text not null,
      access_status text not null check (access_status in ('ACCESS_COMPLETE', 'ACCESS_PENDING')),
      primary key (user_id, product_code)
    )`.execute(db);
  await sql`
    create table sessions (
      id_hash text primary key,
      ${userId},
      ${tenantId},
      ${createdAt},
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      acting_company_id uuid references companies(id)
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      ${userId},
      expires_at timestamptz not null,
      used_at timestamptz,
      ${createdAt}
    )`.execute(db);
  await sql`
    create table login_attempts (
      subject text not null,
      attempted_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_attempts_subject on login_attempts (subject, attempted_at)`.execute(db);
  await sql`
    create table mail_outbox (
      ${id},
      tenant_id text references tenants(id),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      ${createdAt}
    )`.execute(db);
  await sql`
    create table activity_log (
      ${tenantRow},
      company_id uuid references companies(id),
      actor_user_id uuid references users(id),
      entity_id text,
      event text not null,
      event_description text not null,
      source_app text not null,
      ${createdAt}
    )`.execute(db);
  await sql`create index activity_log_scope on activity_log (tenant_id, company_id, created_at desc)`.execute(db);

  // Roles and their permissions (spec §6). Later migrations add the write permissions.
  await sql`
    insert into roles (name, is_super_admin, read_only) values
      ('Super Admin', true, false),
      ('Super Admin Spectator', true, true),
      ('Admin', false, false),
      ('User', false, false),
      ('Associate', false, false),
      ('Category Manager', false, false),
      ('Asset Protection', false, false),
      ('Merchant', false, false)`.execute(db);
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Super Admin', 'LIST', 'USER'), ('Super Admin', 'LIST', 'EMAIL_DOMAIN'),
      ('Super Admin', 'LIST', 'COMPANY_PARTNER_ASSOCIATION'), ('Super Admin', 'LIST', 'ACTIVITY_LOG'),
      ('Super Admin', 'SWITCH', 'PERSONA'), ('Super Admin', 'SWITCH', 'COMPANY'), ('Super Admin', 'UPDATE', 'USER_SETTINGS'),
      ('Super Admin Spectator', 'LIST', 'USER'), ('Super Admin Spectator', 'LIST', 'EMAIL_DOMAIN'),
      ('Super Admin Spectator', 'LIST', 'COMPANY_PARTNER_ASSOCIATION'), ('Super Admin Spectator', 'LIST', 'ACTIVITY_LOG'),
      ('Super Admin Spectator', 'SWITCH', 'COMPANY'), ('Super Admin Spectator', 'SWITCH', 'PERSONA'),
      ('Admin', 'LIST', 'USER'), ('Admin', 'LIST', 'EMAIL_DOMAIN'),
      ('Admin', 'LIST', 'COMPANY_PARTNER_ASSOCIATION'), ('Admin', 'LIST', 'ACTIVITY_LOG'), ('Admin', 'UPDATE', 'USER_SETTINGS'),
      ('User', 'UPDATE', 'USER_SETTINGS'),
      ('Associate', 'UPDATE', 'USER_SETTINGS'),
      ('Category Manager', 'UPDATE', 'USER_SETTINGS'),
      ('Asset Protection', 'UPDATE', 'USER_SETTINGS'),
      ('Merchant', 'SWITCH', 'PERSONA'), ('Merchant', 'UPDATE', 'USER_SETTINGS')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'activity_log',
    'mail_outbox',
    'login_attempts',
    'password_reset_tokens',
    'sessions',
    'user_products',
    'users',
    'role_permissions',
    'roles',
    'companies',
    'tenants',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
