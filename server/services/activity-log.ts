import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import type { CompanyDb, CompanyTable, TenantDb } from '../db/scope.ts';
import type { NewActivity } from '../db/schema.ts';
import { detailsText } from '../modules/activity-logs/catalogue.ts';
import type { StoredDetails } from './activity-messages.ts';
import { i18nFor } from './i18n.ts';

/** An entry: what it says is its details, rendered in each reader's language (modules/activity-logs/catalogue.ts). */
type Entry = Omit<NewActivity, 'source_app' | 'event_description' | 'details'> & { source_app?: string; details: StoredDetails };

/**
 * A lone UTF-16 surrogate in a value (a reason typed by a client) becomes U+FFFD: jsonb refuses the
 * \ud800 escapes JSON.stringify would write for it, and the entry would fail with its change.
 */
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(/\p{Surrogate}/gu, '\uFFFD') : value);

/** The English sentence of details, kept with them: the free-text search reads it (migrations/008_list_indexes.ts). */
const englishOf = (details: StoredDetails) => detailsText(i18nFor('en-US'), details, '');

/** Writes one activity-log row; call it with the transaction of the change it records. */
export async function recordActivity(db: Db, entry: Entry): Promise<void> {
  await db.insertInto('activity_log').values(activityRow(entry)).execute();
}

const activityRow = <E extends { details: StoredDetails }>({ details, ...rest }: E) => ({
  source_app: 'PORTAL',
  ...rest,
  event_description: englishOf(details),
  details: JSON.stringify(details, wellFormed),
});

/**
 * An entry's details and English sentence as one JSON text, for a set-based insert that reads them
 * back (modules/bulk-users/repository.ts: `activity::jsonb ->> 'event_description'`, `activity::jsonb -> 'details'`).
 */
export const stagedActivity = (details: StoredDetails): string =>
  JSON.stringify({ event_description: englishOf(details), details }, wellFormed);

/** An entry of the scope's tenant (its company, if any, named by the entry). */
export type TenantEntry = Omit<Entry, 'tenant_id'>;
/** An entry of the scope's company. */
export type CompanyEntry = Omit<Entry, 'tenant_id' | 'company_id'>;

/** Writes one activity-log row of the scope's company; call it inside the change's transaction. */
export async function recordCompanyActivity(scoped: CompanyDb, entry: CompanyEntry): Promise<void> {
  await scoped.insertIntoTenant('activity_log', activityRow({ ...entry, company_id: scoped.scope.companyId })).execute();
}

/** Writes one activity-log row of the scope's tenant (the company, if any, named by the entry). */
export async function recordTenantActivity(scoped: TenantDb, entry: TenantEntry): Promise<void> {
  await scoped.insertIntoTenant('activity_log', activityRow(entry)).execute();
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
