// Database look-ups shared by the API tests: what a request left behind, read straight from the tables.
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../server/db/database.ts';
import type { Database } from '../../server/db/schema.ts';
import { hashToken } from '../../server/services/tokens.ts';

/** How many rows a query matches, e.g. `countRows(db.selectFrom('users').where('company_id', '=', id))`. */
export async function countRows<TB extends keyof Database>(query: SelectQueryBuilder<Database, TB, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The id of the company of that name. */
export async function companyIdOf(db: Db, name: string): Promise<string> {
  return (await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A user's product grants, in product-code order. */
export function productGrants(db: Db, userId: string) {
  return db
    .selectFrom('user_products')
    .select(['product_code', 'access_status'])
    .where('user_id', '=', userId)
    .orderBy('product_code')
    .execute();
}

/** The activity-log rows of one entity: all of them, or those of one event. */
export function activityOf(db: Db, entityId: string, event?: string) {
  return db
    .selectFrom('activity_log')
    .selectAll()
    .where('entity_id', '=', entityId)
    .$if(event !== undefined, (q) => q.where('event', '=', event!))
    .execute();
}

/** When the reset or invitation link with this token was used: null while it is unused. */
export async function tokenUsedAt(db: Db, token: string): Promise<Date | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('used_at')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  return row.used_at;
}
