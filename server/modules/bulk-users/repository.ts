// Every query of bulk create and bulk edit, for the admin's company (request.companyDb). The
// import itself (claim, staging, the applying transaction) is services/bulk-import.ts; this
// repository calls it with the scope's tenant and company.
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { CompanyDb } from '../../db/scope.ts';
import { type ApplyArgs, applyImport, heartbeat, type importSlots, stageRows, type StagedRow } from '../../services/bulk-import.ts';
import { wouldRemoveLastAdmin } from '../../services/company-users.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';

/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters per statement). */
const CHUNK = 1000;

export const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export function bulkUsersRepository(scoped: CompanyDb) {
  const { companyId } = scoped.scope;

  /** The products of these users with their access status (user_products is reached through users of the scope). */
  async function productsOf(userIds: string[]): Promise<Map<string, Map<string, string>>> {
    const out = new Map<string, Map<string, string>>();
    for (const part of chunks(userIds)) {
      const rows = await scoped.db
        .selectFrom('user_products')
        .select(['user_id', 'product_code', 'access_status'])
        .where('user_id', 'in', part)
        .execute();
      for (const r of rows) {
        if (!out.has(r.user_id)) out.set(r.user_id, new Map());
        out.get(r.user_id)!.set(r.product_code, r.access_status);
      }
    }
    return out;
  }

  return {
    productsOf,

    /** The scope's company: id and name. */
    company: () => scoped.selectFromTenant('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst(),

    /** The products of the tenant file that the tenant offers now, in the file's order. */
    async offeredCodes(tenant: TenantConfig, env: Environment) {
      const available = await availableProductCodes(scoped, tenant, env);
      return tenant.products.map((p) => p.code).filter((c) => available.has(c));
    },

    /** Users of the company [offset, offset + limit) by e-mail, with their products, for the edit template. */
    async templateUsers(offset: number, limit: number) {
      const users = await scoped
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'login_id', 'role', 'status'])
        .orderBy('login_id')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      const products = await productsOf(users.map((u) => u.id));
      return users.map((u) => ({
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.login_id,
        role: u.role,
        status: u.status,
        products: new Set(products.get(u.id)?.keys() ?? []),
      }));
    },

    authorisedDomains: () => scoped.selectFrom('email_domains').select(['domain_name', 'allow_subdomains']).execute(),

    /** The accounts of the whole tenant using these e-mails, by e-mail. */
    async accountsByEmail(emails: string[]) {
      const found = new Map<
        string,
        { id: string; tenant_id: string; company_id: string | null; role: string; status: string; first_name: string; last_name: string }
      >();
      for (const part of chunks(emails)) {
        const rows = await scoped
          .selectFromTenant('users')
          .select(['id', 'tenant_id', 'company_id', 'login_id', 'role', 'status', 'first_name', 'last_name'])
          .where('login_id', 'in', part)
          .execute();
        for (const r of rows) found.set(r.login_id, r);
      }
      return found;
    },

    /** The company's users with these e-mails, by e-mail. */
    async companyUsersByEmail(emails: string[]) {
      const users = new Map<string, { id: string; first_name: string; last_name: string; role: string }>();
      for (const part of chunks(emails)) {
        const found = await scoped
          .selectFrom('users')
          .select(['id', 'login_id', 'first_name', 'last_name', 'role'])
          .where('login_id', 'in', part)
          .execute();
        for (const u of found) users.set(u.login_id, u);
      }
      return users;
    },

    wouldRemoveLastAdmin: (userIds: string[]) => wouldRemoveLastAdmin(scoped, userIds),

    /** The company's import claim from this instance's slots (app.bulkImportSlots). */
    claim: (slots: ReturnType<typeof importSlots>) => slots.claim(scoped),
    heartbeat: (importId: string) => heartbeat(scoped.db, importId),
    stageRows: (importId: string, rows: StagedRow[], onFirstBatch?: () => void) => stageRows(scoped.db, importId, rows, onFirstBatch),
    applyImport: (args: ApplyArgs) => applyImport(scoped, args),
  };
}

export type BulkUsersRepository = ReturnType<typeof bulkUsersRepository>;
