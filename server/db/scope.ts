// Tenant and company scoping, applied in one place. Every repository is made for the scope of
// the request (taken from the session, never from the body): its queries start from the
// builders below, which already carry `tenant_id = …` (and the company condition), and its
// inserts get the scope's columns filled in. Routes reach the database only through a
// repository made for `request.tenantDb` or `request.companyDb`.
//
// The company of a company-scoped route is the session's company (or the company a super admin
// acts for). The policy plugin has already refused a `:companyId` parameter that differs from
// it, so the two are the same wherever both exist.
//
// The unscoped database is not reachable through a scoped handle (a private field), and a module
// has no escape to it: the few legitimate unscoped uses go through named builders of TenantDb,
// each commented (and typed or checked where it can be): `transaction`, `shared()` (tables
// without tenant data), `childRows()` (child rows of a parent found in the scope),
// `selectFromScoped` (a derived table of the scope), `sampleOfTenantAs` (the tenant's rows among a
// sample of a table's blocks), `executeTenantSql` (raw SQL that names its tenant, with planner
// settings if need be), `catalog()` (PostgreSQL's statistics of a table: no tenant's rows) and
// `copiesIn` (the in-memory copies).
// Reads that cross tenants by design (the change feed, jobs, the seed, readiness) take app.db
// and make a scope per tenant. The ESLint rule scope/no-raw-db refuses `.db` on a scoped handle.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AliasedSelectQueryBuilder,
  type DeleteQueryBuilder,
  type DeleteResult,
  type Insertable,
  type InsertQueryBuilder,
  type InsertResult,
  type Kysely,
  type QueryResult,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
  type UpdateQueryBuilder,
  type UpdateResult,
} from 'kysely';
import { effectiveCompanyId } from '../plugins/policy.ts';
import { type ChangeFeed, changeFeedOf } from './change-feed.ts';
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

/** Tables without a tenant column (a table with one here does not compile). */
type Untenanted<T extends Exclude<keyof Database, TenantTable>> = T;

/**
 * Tables that hold no tenant's data: the same rows for every tenant (the roles and their
 * permissions, the app's secrets, the glossary's synonym groups). Read through `shared()`.
 */
export type SharedTable = Untenanted<'roles' | 'role_permissions' | 'app_secrets' | 'glossary_synonyms'>;

/**
 * Tables without a tenant column whose rows each hang from one parent row of a tenant (child
 * table: its parent's table). Reached through `childRows()`, only by a parent found in the scope.
 */
type ParentOf<M extends { [C in keyof M]: TenantTable }> = M;
type Parents = ParentOf<{
  user_products: 'users';
  password_reset_tokens: 'users';
  document_acceptances: 'users';
  content_versions: 'content_items';
  legal_version_texts: 'legal_versions';
  partner_association_products: 'partner_associations';
  bulk_import_rows: 'bulk_imports';
}>;
export type ChildTable = Untenanted<keyof Parents>;

/**
 * The part of PostgreSQL's catalog a scope may read (`catalog()`): a table's size as last analysed.
 * It holds no tenant's rows, only the statistics of the tables.
 */
export interface PgCatalog {
  pg_class: {
    /** The table (compare with `sql\`'users'::regclass\``). */
    oid: number;
    /** Its number of rows as last analysed (VACUUM, ANALYZE); -1 when never. */
    reltuples: number;
  };
}
export type CatalogDb = Kysely<PgCatalog>;

/** Planner settings that `executeTenantSql` may set for its statement alone. */
export interface PlannerSettings {
  enable_seqscan?: 'on' | 'off';
  max_parallel_workers_per_gather?: `${number}`;
}

/** The database restricted to the tables that hold no tenant data. */
export type SharedDb = Kysely<Pick<Database, SharedTable>>;
/** The database restricted to child rows of tenant rows (`childRows()`). */
export type ChildRowsDb = Kysely<Pick<Database, ChildTable>>;

/**
 * Pre-scoped query builders of one tenant. The unscoped database is a private field: a module
 * reaches it only through the named builders below, each of which says when it is legitimate
 * (the lint rule scope/no-raw-db refuses `.db` on a scoped handle as well).
 */
export class TenantDb<Scope extends TenantScope = TenantScope> {
  readonly #db: Kysely<Database>;

  constructor(
    db: Kysely<Database>,
    readonly scope: Scope,
  ) {
    this.#db = db;
  }

  protected tenantCondition(table: string) {
    return sql.ref<string>(`${table}.tenant_id`);
  }

  /** Rows of the scope's tenant. */
  selectFromTenant<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object> {
    return (this.#db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>).where(
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
      this.#db.selectFrom(`${table} as ${alias}` as T) as unknown as SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object>
    ).where(sql.ref<string>(`${alias}.tenant_id`), '=', this.scope.tenantId);
  }

  /**
   * The scope's tenant's rows among `percent` % of the table's blocks, the same blocks every time
   * (TABLESAMPLE SYSTEM … REPEATABLE (0)), under an alias: an estimate that does not change from one
   * read to the next. The sample is of the whole table; the tenant condition is applied to it here.
   */
  sampleOfTenantAs<T extends TenantTable, A extends string>(
    table: T,
    alias: A,
    percent: number,
  ): SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object> {
    const sample = sql`(select * from ${sql.table(table)} tablesample system (${sql.lit(percent)}) repeatable (0))`.as(alias);
    return (this.#db.selectFrom(sample) as unknown as SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object>).where(
      sql.ref<string>(`${alias}.tenant_id`),
      '=',
      this.scope.tenantId,
    );
  }

  updateTenant<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    return (this.#db.updateTable(table) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>).where(
      this.tenantCondition(table),
      '=',
      this.scope.tenantId,
    );
  }

  deleteFromTenant<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    return (this.#db.deleteFrom(table) as unknown as DeleteQueryBuilder<Database, T, DeleteResult>).where(
      this.tenantCondition(table),
      '=',
      this.scope.tenantId,
    );
  }

  /** Inserts rows of the scope's tenant: its tenant column is filled in here. */
  insertIntoTenant<T extends TenantTable>(table: T, rows: TenantRow<T> | Array<TenantRow<T>>) {
    const values = [rows].flat().map((row) => ({ ...(row as object), tenant_id: this.scope.tenantId }));
    return (this.#db.insertInto(table) as unknown as InsertQueryBuilder<Database, T, InsertResult>).values(
      values as unknown as Insertable<Database[T]>[],
    );
  }

  /** The scope's own row of `tenants` (to lock it: changes of the tenant that must run one after another). */
  selectTenantRow() {
    return this.#db.selectFrom('tenants').where('tenants.id', '=', this.scope.tenantId);
  }

  /**
   * The builders of one company of this tenant, on the same database (and transaction). Only for a
   * company id found in this tenant (a super admin's change through a company's user management).
   */
  companyScope(companyId: string): CompanyDb {
    return new CompanyDb(this.#db, { tenantId: this.scope.tenantId, companyId });
  }

  // ---- The named ways past the tenant condition (grep for them: each is legitimate as its comment says) ----

  /**
   * Tables that hold no tenant's data (roles, role permissions, app secrets, glossary synonyms):
   * the type offers no other table, so a tenant's rows cannot be read through it.
   */
  shared(): SharedDb {
    return this.#db as unknown as SharedDb;
  }

  /**
   * Child rows (user_products, password_reset_tokens, document_acceptances, content_versions,
   * legal_version_texts, partner_association_products, bulk_import_rows) of a parent row already
   * found in the scope: these tables have no tenant column, their parent's row has. Each call says
   * (a comment) which parent it was found through. The type offers no tenant table.
   */
  childRows(): ChildRowsDb {
    return this.#db as unknown as ChildRowsDb;
  }

  /**
   * Reads from a derived table (`query.as('t')`) built from this scope's builders: the scope's
   * conditions are inside it. A join onto a tenant table by an id from it stays in the scope too.
   */
  selectFromScoped<O, A extends string>(query: AliasedSelectQueryBuilder<O, A>) {
    return this.#db.selectFrom(query);
  }

  /**
   * Raw SQL that names the scope's tenant itself (`tenant_id = ${scope.tenantId}` in each table it
   * reads or writes, or a query of this scope's builders inside it): refused, before it runs, unless
   * the tenant's id is one of its parameters. With `planner`, the statement runs in a transaction of
   * its own whose planner settings are these (`set_config(…, true)`: they end with it); not inside
   * `transaction`, whose later statements they would change too.
   */
  async executeTenantSql<R>(query: RawBuilder<R>, { planner }: { planner?: PlannerSettings } = {}): Promise<QueryResult<R>> {
    const compiled = query.compile(this.#db);
    if (!compiled.parameters.includes(this.scope.tenantId)) {
      throw new Error(`Raw SQL of tenant ${this.scope.tenantId} that does not name the tenant: ${compiled.sql}`);
    }
    if (!planner) return query.execute(this.#db);
    if (this.#db.isTransaction) throw new Error('Planner settings of one statement, inside a transaction, would outlive it');
    const settings = Object.entries(planner).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    return this.#db.transaction().execute(async (trx) => {
      // All the settings in one round trip.
      await sql`select ${sql.join(settings)}`.execute(trx);
      return query.execute(trx);
    });
  }

  /**
   * PostgreSQL's catalog, as far as a scope may read it (PgCatalog: a table's size as last analysed,
   * for an estimate): no tenant's rows are in it, and the type offers no other table.
   */
  catalog(): CatalogDb {
    return this.#db as unknown as CatalogDb;
  }

  /**
   * The in-memory copies (services/tenant-cache.ts) of the database this scope reads: the one in
   * `copies` (made with the database's change feed on first use); undefined in a transaction,
   * whose reads always go to the database. The database is only the map's key, never handed out.
   */
  copiesIn<C>(copies: WeakMap<object, C>, make: (feed: ChangeFeed | undefined) => C): C | undefined {
    if (this.#db.isTransaction) return undefined;
    let copy = copies.get(this.#db);
    if (!copy) copies.set(this.#db, (copy = make(changeFeedOf(this.#db))));
    return copy;
  }

  /**
   * Runs `work` in one transaction, with builders of the same scope. Once it has committed, this
   * instance's in-memory copies have forgotten what it changed (db/change-feed.ts caughtUp).
   */
  async transaction<R>(work: (scoped: this) => Promise<R>): Promise<R> {
    if (this.#db.isTransaction) return work(this);
    const result = await this.#db.transaction().execute((trx) => work(this.with(trx)));
    await changeFeedOf(this.#db)?.caughtUp();
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
    return this.selectFromTenantAs(table, alias).where(sql.ref<string>(`${alias}.${companyColumn(table)}`), '=', this.scope.companyId);
  }

  updateTable<T extends CompanyTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult> {
    return this.updateTenant(table).where(this.companyCondition(table), '=', this.scope.companyId);
  }

  deleteFrom<T extends CompanyTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult> {
    return this.deleteFromTenant(table).where(this.companyCondition(table), '=', this.scope.companyId);
  }

  /** Inserts rows of the scope's company: its tenant and company columns are filled in here. */
  insertInto<T extends CompanyTable>(table: T, rows: Scoped<T> | Array<Scoped<T>>) {
    const values = [rows].flat().map((row) => ({ ...(row as object), [companyColumn(table)]: this.scope.companyId }));
    return this.insertIntoTenant(table, values as unknown as Array<TenantRow<T>>);
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
