// The queries of the first-party usage analytics (issue 16 §3), for one tenant: a batch adds to
// the day's counters in one upsert (and marks its signed-in user active that day, once); the report
// sums a range of days per page id, per event type and per day.
import { sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import type { UsageEvent } from '../../../tenants/analytics.ts';

export interface Count {
  pageId: string;
  event: UsageEvent;
  count: number;
}

export interface UsageRows {
  /** Per page id and event type, over the range. */
  counts: Array<{ pageId: string; event: string; count: number }>;
  /** Per day and event type (days without any count are missing). */
  daily: Array<{ day: string; event: string; count: number }>;
  /** Distinct active signed-in users per day (days without any are missing). */
  dailyUsers: Array<{ day: string; users: number }>;
  /** Distinct active signed-in users over the whole range. */
  users: number;
}

/** A date column as YYYY-MM-DD, whatever the driver makes of `date`. */
const isoDay = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/** The counters' primary key, in the order the upsert takes their row locks. */
const byKey = (a: Count, b: Count) => (a.pageId === b.pageId ? a.event.localeCompare(b.event) : a.pageId.localeCompare(b.pageId));

export function analyticsRepository(scoped: TenantDb) {
  return {
    /**
     * Adds a batch's counts to `day`'s counters. The rows go in key order, so that two batches
     * upserting the same counters at once lock them in the same order (no deadlock on PostgreSQL).
     */
    async record(day: string, counts: Count[], userId: string | null): Promise<void> {
      if (counts.length > 0) {
        await scoped
          .insertIntoTenant(
            'usage_event_counts',
            [...counts].sort(byKey).map((c) => ({ day, page_id: c.pageId, event: c.event, count: c.count })),
          )
          .onConflict((oc) =>
            oc.columns(['tenant_id', 'day', 'page_id', 'event']).doUpdateSet({ count: sql`usage_event_counts.count + excluded.count` }),
          )
          .execute();
      }
      if (userId) {
        await scoped
          .insertIntoTenant('usage_daily_users', { day, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    },

    /** The counters of the days from..to (YYYY-MM-DD, both included). */
    async usage(from: string, to: string): Promise<UsageRows> {
      const [first, last] = [sql<Date>`cast(${from} as date)`, sql<Date>`cast(${to} as date)`];
      const counters = () => scoped.selectFromTenant('usage_event_counts').where('day', '>=', first).where('day', '<=', last);
      const users = () => scoped.selectFromTenant('usage_daily_users').where('day', '>=', first).where('day', '<=', last);
      const total = sql<string>`sum(count)`;
      const [counts, daily, dailyUsers, distinct] = await Promise.all([
        counters()
          .select(['page_id', 'event', total.as('n')])
          .groupBy(['page_id', 'event'])
          .execute(),
        counters()
          .select([isoDay.as('d'), 'event', total.as('n')])
          .groupBy(['day', 'event'])
          .execute(),
        users()
          .select([isoDay.as('d'), (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('day')
          .execute(),
        users()
          .select(sql<string>`count(distinct user_id)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        counts: counts.map((r) => ({ pageId: r.page_id, event: r.event, count: Number(r.n) })),
        daily: daily.map((r) => ({ day: r.d, event: r.event, count: Number(r.n) })),
        dailyUsers: dailyUsers.map((r) => ({ day: r.d, users: Number(r.n) })),
        users: Number(distinct.n),
      };
    },
  };
}
