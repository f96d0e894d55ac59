import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import type { CompanyDb, CompanyTable, TenantDb } from '../db/scope.ts';
import type { NewActivity } from '../db/schema.ts';
import { detailsText, type StoredDetails } from './activity-messages.ts';
import { i18nFor } from './i18n.ts';

/**
 * What an entry says: its details (rendered in each reader's language, activity-messages.ts) or,
 * for events not yet written that way, a fixed English description.
 */
type Said = { details: StoredDetails; event_description?: never } | { event_description: string; details?: never };
type Entry = Omit<NewActivity, 'source_app' | 'event_description' | 'details'> & { source_app?: string } & Said;

/**
 * A lone UTF-16 surrogate in a value (a reason typed by a client) becomes U+FFFD: jsonb refuses the
 * \ud800 escapes JSON.stringify would write for it, and the entry would fail with its change.
 */
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(/\p{Surrogate}/gu, '\uFFFD') : value);

/** Writes one activity-log row; call it with the transaction of the change it records. */
export async function recordActivity(db: Db, entry: Entry): Promise<void> {
  const { details, ...rest } = entry;
  // The English sentence is kept too: the free-text search reads it (migrations/008_list_indexes.ts).
  const described = details
    ? { event_description: detailsText(i18nFor('en-US'), details, ''), details: JSON.stringify(details, wellFormed) }
    : { event_description: entry.event_description! };
  await db
    .insertInto('activity_log')
    .values({ source_app: 'PORTAL', ...rest, ...described })
    .execute();
}

/** An entry of the scope's tenant (its company, if any, named by the entry). */
export type TenantEntry = DistributiveOmit<Entry, 'tenant_id'>;
/** An entry of the scope's company. */
export type CompanyEntry = DistributiveOmit<Entry, 'tenant_id' | 'company_id'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Writes one activity-log row of the scope's company; call it inside the change's transaction. */
export async function recordCompanyActivity(scoped: CompanyDb, entry: CompanyEntry): Promise<void> {
  await recordActivity(scoped.db, { ...entry, tenant_id: scoped.scope.tenantId, company_id: scoped.scope.companyId });
}

/** Writes one activity-log row of the scope's tenant (the company, if any, named by the entry). */
export async function recordTenantActivity(scoped: TenantDb, entry: TenantEntry): Promise<void> {
  await recordActivity(scoped.db, { ...entry, tenant_id: scoped.scope.tenantId });
}

/** Deletes one row of the scope's company by id and records it (the row is the entry's entity), in one transaction. */
export function deleteRecorded(
  scoped: CompanyDb,
  table: CompanyTable,
  id: string,
  entry: DistributiveOmit<CompanyEntry, 'entity_id'>,
): Promise<void> {
  return scoped.transaction(async (trx) => {
    await trx
      .deleteFrom(table)
      .where(sql.ref(`${table}.id`), '=', id)
      .execute();
    await recordCompanyActivity(trx, { ...entry, entity_id: id });
  });
}
