// The product codes of a page (or an export batch) of users, read in one statement.
import { type SqlBool, sql } from 'kysely';
import type { ChildRowsDb } from '../db/scope.ts';
import type { AccessStatus } from '../db/schema.ts';

/**
 * The product codes of these users, each list in code order; with `status`, only grants in that
 * state. Callers pass ids of users they found in their scope (user_products has no tenant column).
 * The ids go as one array read as rows, which the planner looks up one by one in the key's index:
 * 1,000 ids (an export batch) as a list of parameters or as `= any(array)` were answered by
 * scanning the whole table, three times slower or more.
 */
export async function productCodesOf(db: ChildRowsDb, userIds: string[], status?: AccessStatus): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!userIds.length) return map;
  const rows = await db
    .selectFrom('user_products')
    .select(['user_id', 'product_code'])
    .where(sql<SqlBool>`user_id in (select unnest(${userIds}::uuid[]))`)
    .$if(status !== undefined, (qb) => qb.where('access_status', '=', status!))
    .orderBy('product_code')
    .execute();
  for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.product_code]);
  return map;
}
