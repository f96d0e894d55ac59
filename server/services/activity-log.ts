import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import type { CompanyDb, CompanyTable, TenantDb } from '../db/scope.ts';
import type { NewActivity } from '../db/schema.ts';

/** Writes one activity-log row; call it with the transaction of the change it records. */
export async function recordActivity(db: Db, entry: Omit<NewActivity, 'source_app'> & { source_app?: string }): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({ source_app: 'PORTAL', ...entry })
    .execute();
}

type CompanyEntry = Omit<NewActivity, 'source_app' | 'tenant_id' | 'company_id'> & { source_app?: string };

/** Writes one activity-log row of the scope's company; call it inside the change's transaction. */
export async function recordCompanyActivity(scoped: CompanyDb, entry: CompanyEntry): Promise<void> {
  await recordActivity(scoped.db, { ...entry, tenant_id: scoped.scope.tenantId, company_id: scoped.scope.companyId });
}

/** Writes one activity-log row of the scope's tenant (the company, if any, named by the entry). */
export async function recordTenantActivity(
  scoped: TenantDb,
  entry: Omit<NewActivity, 'source_app' | 'tenant_id'> & { source_app?: string },
): Promise<void> {
  await recordActivity(scoped.db, { ...entry, tenant_id: scoped.scope.tenantId });
}

/** Deletes one row of the scope's company by id and records it (the row is the entry's entity), in one transaction. */
export function deleteRecorded(scoped: CompanyDb, table: CompanyTable, id: string, entry: Omit<CompanyEntry, 'entity_id'>): Promise<void> {
  return scoped.transaction(async (trx) => {
    await trx
      .deleteFrom(table)
      .where(sql.ref(`${table}.id`), '=', id)
      .execute();
    await recordCompanyActivity(trx, { ...entry, entity_id: id });
  });
}
