// Compile-time checks of the overlay in schema.ts: what it promises of the generated table types.
// Nothing imports this file; `tsc` checks it with the rest, and each @ts-expect-error line fails
// the build the day its statement compiles.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database, JsonText, Overlay, Value } from './schema.ts';

type Check<T extends true> = T;
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type Checks = [
  // A narrowed text column reads, inserts and updates its values only, keeping the database's default.
  Check<Equal<Selectable<Database['users']>['status'], 'ACTIVE' | 'BLOCKED' | 'PENDING'>>,
  Check<Equal<Insertable<Database['users']>['status'], 'ACTIVE' | 'BLOCKED' | 'PENDING' | undefined>>,
  // … and its null, where the column has one.
  Check<Equal<Selectable<Database['sessions']>['persona'], 'SUPPLIER' | 'MERCHANT' | null>>,
  Check<Equal<Selectable<Database['product_overrides']>['restricted_launch'], 'ALPHA' | 'BETA' | null>>,
  // A JSON column is read as its shape and written as JSON text.
  Check<Equal<Insertable<Database['site_banners']>['messages'], string>>,
  Check<Equal<Selectable<Database['site_banners']>['messages'], Record<string, string>>>,
  // A stored generated column (schema.gen.ts) and a trigger-kept one are read only.
  Check<Equal<keyof Insertable<Database['users']> & ('search_text' | 'granted_products'), never>>,
  Check<Equal<keyof Updateable<Database['users']> & ('search_text' | 'granted_products'), never>>,
  Check<Equal<keyof Insertable<Database['content_items']> & ('search' | 'heading_search'), never>>,
  // created_at: written once (or by its default), never updated, in every table.
  Check<Equal<keyof Updateable<Database['incidents']> & 'created_at', never>>,
  Check<Equal<keyof Updateable<Database['companies']> & 'created_at', never>>,
];

// @ts-expect-error a value outside the union
export const badStatus: Insertable<Database['users']>['status'] = 'DELETED';
// @ts-expect-error a JSON column is not written as an object
export const badMessages: Insertable<Database['site_banners']>['messages'] = { en: 'x' };

// A refinement that names a table or a column the database lacks does not compile…
// @ts-expect-error no such column
export type MisspelledColumn = Overlay<{ users: { stauts: Value<'ACTIVE'> } }>;
// @ts-expect-error no such table
export type MisspelledTable = Overlay<{ user: { status: Value<'ACTIVE'> } }>;
// … nor one wider than the database reads: numbers in a text column, a JSON shape on a text column.
// @ts-expect-error users.status is text
export type WrongValue = Overlay<{ users: { status: Value<1 | 2> } }>;
// @ts-expect-error users.status is not JSON
export type WrongJson = Overlay<{ users: { status: JsonText<{ a: string }> } }>;
