// Random secrets kept in the database: the first instance that needs one creates it, every
// other instance (and every restart) reads the same value.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export async function appSecret(db: Db, name: string): Promise<string> {
  const read = () => db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  // Two instances starting together: one insert wins, both then read the winner's value.
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.value;
}
