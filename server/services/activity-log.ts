import type { Db } from '../db/database.ts';
import type { NewActivity } from '../db/schema.ts';

/** Writes one activity-log row; call it with the transaction of the change it records. */
export async function recordActivity(db: Db, entry: Omit<NewActivity, 'source_app'> & { source_app?: string }): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({ source_app: 'PORTAL', ...entry })
    .execute();
}
