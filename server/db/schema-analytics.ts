// Row types of the first-party usage analytics (migration 020, issue 16 §3).
import type { ColumnType } from 'kysely';

/** A counter: how often an event happened on a page id on a day (the tenant's calendar day). */
export interface UsageEventCountTable {
  tenant_id: string;
  /** Written as 'YYYY-MM-DD'; the drivers read a date as a Date (the repository reads it with to_char). */
  day: ColumnType<Date, string, string>;
  page_id: string;
  event: string;
  /** bigint: PostgreSQL answers it as a string. */
  count: ColumnType<string, number, number>;
}

/** A signed-in user active on a day, once. */
export interface UsageDailyUserTable {
  tenant_id: string;
  day: ColumnType<Date, string, string>;
  user_id: string;
}
