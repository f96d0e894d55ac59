// Tenant and company scoping, applied in one place. Every repository is made for the scope of
// the request (taken from the session, never from the body): its queries start from the
// builders below, which already carry `tenant_id = …` (and the company condition), and its
// inserts get the scope's columns filled in. Routes reach the database only through a
// repository made for `request.tenantDb` or `request.companyDb`.
//
// The company of a company-scoped route is the session's company (or the company a super admin
// acts for). The policy plugin has already refused a `:companyId` parameter that differs from
// it, so the two are the same wherever both exist.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { effectiveCompanyId } from '../plugins/policy.ts';
import { changeFeedOf } from './change-feed.ts';
import type { Database } from './schema.ts';

export interface TenantScope {
  tenantId: string;
}
export interface CompanyScope extends TenantScope {
  companyId: string;
}

type TablesWith<Column extends string> = { [T in keyof Database]: Column extends keyof Database[T] ? T : never }[keyof Database];
/** Tables whose rows belong to one tenant. */
export type TenantTable = TablesWith<'tenant_id'>;
/** Tables whose rows belong to one company of a tenant. */
export type CompanyTable = TenantTable & (TablesWith<'company_id'> | 'partner_associations');

/** The column that names a row's company, where it is not `company_id`. */
const COMPANY_COLUMN: { [T in CompanyTable]?: CompanyColumn<T> } = { partner_associations: 'supplier_company_id' };
const companyColumn = (table: CompanyTable) => COMPANY_COLUMN[table] ?? 'company_id';

type CompanyColumn<T extends CompanyTable> = T extends 'partner_associations' ? 'supplier_company_id' : 'company_id';

/** A row to insert into a tenant table, without the tenant column. */
type TenantRow<T extends TenantTable> = Omit<Insertable<Database[T]>, 'tenant_id'>;
/** A row to insert into a company table, without the scope's columns. */
type Scoped<T extends CompanyTable> = Omit<Insertable<Database[T]>, 'tenant_id' | CompanyColumn<T>>;

/** Pre-scoped query builders of one tenant. */
export class TenantDb<Scope extends TenantScope = TenantScope> {
  constructor(
    /**
     * The unscoped database: only for tables that hold no tenant data (roles, permissions,
     * app secrets), for child rows reached through a parent found in the scope (a comment says
     * so), for services that take the database and scope themselves, and for queries that must
     * cross tenants by design (a comment says why).
     */
    readonly db: Kysely<Database>,
    readonly scope: Scope,
  ) {}

  protected tenantCondition(table: string) {
    return sql.ref<string>(`${table}.tenant_id`);
  }

  /** Rows of the scope's tenant. */
  selectFromTenant<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object> {
    return (this.db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>).where(
      this.tenantCondition(table),
      '=',
      this.scope.tenantId,
    );
  }

  /** Rows of the scope's tenant, under an alias (`selectFromTenantAs('glossary_entries', 'e')`). */
  selectFromTenantAs<T extends TenantTable, A extends string>(
    table: T,
    alias: A,
  ): SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object> {
    return (
      this.db.selectFrom(`${table} as ${alias}` as T) as unknown as SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object>
    ).where(sql.ref<string>(`${alias}.tenant_id`), '=', this.scope.tenantId);
  }

  updateTenant<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    return (this.db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(
      this.tenantCondition(table),
      '=',
      this.scope.tenantId,
    );
  }

  deleteFromTenant<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    return (this.db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>).where(
      this.tenantCondition(table),
      '=',
      this.scope.tenantId,
    );
  }

  /** Inserts rows of the scope's tenant: its tenant column is filled in here. */
  insertIntoTenant<T extends TenantTable>(table: T, rows: TenantRow<T> | Array<TenantRow<T>>) {
    const values = [rows].flat().map((row) => ({ ...(row as object), tenant_id: this.scope.tenantId }));
    return (this.db.insertInto(table) as unknown as InsertQueryBuilder<Database, T, InsertResult>).values(
      values as unknown as Insertable<Database[T]>[],
    );
  }

  /**
   * Runs `work` in one transaction, with builders of the same scope. Once it has committed, this
   * instance's in-memory copies have forgotten what it changed (db/change-feed.ts caughtUp).
   */
  async transaction<R>(work: (scoped: this) => Promise<R>): Promise<R> {
    if (this.db.isTransaction) return work(this);
    const result = await this.db.transaction().execute((trx) => work(this.with(trx)));
    await changeFeedOf(this.db)?.caughtUp();
    return result;
  }

  protected with(db: Kysely<Database>): this {
    return new (this.constructor as new (db: Kysely<Database>, scope: Scope) => this)(db, this.scope);
  }
}

/** Pre-scoped query builders of one company of a tenant. */
export class CompanyDb extends TenantDb<CompanyScope> {
  private companyCondition(table: CompanyTable) {
    return sql.ref<string>(`${table}.${companyColumn(table)}`);
  }

  /** Rows of the scope's company. */
  selectFrom<T extends CompanyTable>(table: T): SelectQueryBuilder<Database, T, object> {
    return this.selectFromTenant(table).where(this.companyCondition(table), '=', this.scope.companyId);
  }

  /** Rows of the scope's company, under an alias (`selectFromAs('users', 'u')` reads `users as u`). */
  selectFromAs<T extends CompanyTable, A extends string>(
    table: T,
    alias: A,
  ): SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object> {
    const column = (name: string) => sql.ref<string>(`${alias}.${name}`);
    return (
      this.db.selectFrom(`${table} as ${alias}` as T) as unknown as SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object>
    )
      .where(column('tenant_id'), '=', this.scope.tenantId)
      .where(column(companyColumn(table)), '=', this.scope.companyId);
  }

  updateTable<T extends CompanyTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    return this.updateTenant(table).where(this.companyCondition(table), '=', this.scope.companyId);
  }

  deleteFrom<T extends CompanyTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    return this.deleteFromTenant(table).where(this.companyCondition(table), '=', this.scope.companyId);
  }

  /** Inserts rows of the scope's company: its tenant and company columns are filled in here. */
  insertInto<T extends CompanyTable>(table: T, rows: Scoped<T> | Array<Scoped<T>>) {
    const scopeColumns = { tenant_id: this.scope.tenantId, [companyColumn(table)]: this.scope.companyId };
    const values = [rows].flat().map((row) => ({ ...(row as object), ...scopeColumns }));
    return (this.db.insertInto(table) as unknown as InsertQueryBuilder<Database, T, InsertResult>).values(
      values as unknown as Insertable<Database[T]>[],
    );
  }
}

export function tenantScopeOf(request: FastifyRequest): TenantScope {
  return { tenantId: request.tenant.id };
}

export function companyScopeOf(request: FastifyRequest): CompanyScope {
  const companyId = request.auth ? effectiveCompanyId(request.auth) : null;
  // The route's policy has company scope, so this cannot happen for a request that got here.
  if (!companyId) throw new Error(`${request.routeOptions.url} reads company data without a company in the session`);
  return { tenantId: request.tenant.id, companyId };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The database as this request's tenant may see it. */
    readonly tenantDb: TenantDb;
    /** The database as this request's company (the session's, or the one a super admin acts for) may see it. */
    readonly companyDb: CompanyDb;
  }
}

async function dataScope(app: FastifyInstance) {
  app.decorateRequest('tenantDb', {
    getter(this: FastifyRequest) {
      return new TenantDb(app.db, tenantScopeOf(this));
    },
  });
  app.decorateRequest('companyDb', {
    getter(this: FastifyRequest) {
      return new CompanyDb(app.db, companyScopeOf(this));
    },
  });
}

export default fp(dataScope, { name: 'data-scope', dependencies: ['db', 'tenancy', 'session'] });
