// The configuration owners' console (issue 31 §1): the tenant's product and flag overrides as the
// console writes them, the activity log's configuration entries it reads back (who changed what,
// when, why), and the scheduled changes. Every change and its activity-log entries are one
// transaction; the overrides' triggers announce it on the change feed (migration 009), so every
// instance forgets its copy at once.
import type { Selectable } from 'kysely';
import type { Database, ProductSettings } from '../../db/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { recordTenantActivity, type TenantEntry } from '../../services/activity-log.ts';
import { OVERRIDE_COLUMNS } from '../../services/product-catalogue.ts';

/** The activity-log events of configuration changes (the products' and flags' own, and the schedule's). */
export const CHANGE_EVENTS = ['PRODUCT_AVAILABILITY_CHANGED', 'FEATURE_FLAG_CHANGED'] as const;
export const CONFIGURATION_EVENTS = [...CHANGE_EVENTS, 'CONFIGURATION_CHANGE_SCHEDULED', 'CONFIGURATION_SCHEDULE_CANCELLED'] as const;

export type ScheduleRow = Selectable<Database['configuration_schedules']>;
export type NewSchedule = Pick<ScheduleRow, 'target_kind' | 'target' | 'reason' | 'run_at' | 'time_zone'> & { change: string };

/** The columns of a product's settings (product_overrides). */
const SETTING_COLUMNS = {
  available: OVERRIDE_COLUMNS.available,
  comingSoon: OVERRIDE_COLUMNS.comingSoon,
  restrictedLaunch: OVERRIDE_COLUMNS.restrictedLaunch,
  hideWhenNoAccess: OVERRIDE_COLUMNS.hideWhenNoAccess,
  isNewTab: OVERRIDE_COLUMNS.isNewTab,
} as const satisfies Record<keyof ProductSettings, string>;

export function configurationRepository(scoped: TenantDb) {
  /** Activity-log entries of the tenant itself (no company) with their author's name. */
  const tenantEntries = () =>
    scoped
      .selectFromTenantAs('activity_log', 'a')
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .where('a.company_id', 'is', null)
      .select(['a.entity_id', 'a.event', 'a.details', 'a.event_description', 'a.created_at', 'u.first_name', 'u.last_name']);

  return {
    /** The flags a change made here overrides, and their values. */
    flagOverrides: () => scoped.selectFromTenant('feature_flag_overrides').select(['flag', 'enabled']).execute(),

    /** The latest change of each product and flag (activity log), by product code or flag name. */
    lastChanges: () =>
      tenantEntries()
        .where('a.event', 'in', CHANGE_EVENTS)
        .distinctOn('a.entity_id')
        .orderBy('a.entity_id')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .execute(),

    /** The latest configuration entries, newest first. */
    history: (limit: number) =>
      tenantEntries()
        .where('a.event', 'in', CONFIGURATION_EVENTS)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute(),

    /** The changes waiting for their time, soonest first, with who scheduled them. */
    pending: () =>
      scoped
        .selectFromTenantAs('configuration_schedules', 's')
        .leftJoin('users as u', 'u.id', 's.created_by')
        .where('s.status', '=', 'PENDING')
        .selectAll('s')
        .select(['u.first_name', 'u.last_name'])
        .orderBy('s.run_at')
        .orderBy('s.created_at')
        .execute(),

    /**
     * Sets a product's settings (`settings`), or (null) removes its override: the tenant file's
     * values again; a row whose every column is cleared is removed. With the activity entries.
     */
    async setProduct(code: string, settings: ProductSettings | null, actorId: string | null, entries: TenantEntry[]) {
      await scoped.transaction(async (trx) => {
        if (settings === null) {
          await trx.deleteFromTenant('product_overrides').where('product_code', '=', code).execute();
        } else {
          const columns = Object.fromEntries(
            Object.entries(settings).map(([field, value]) => [SETTING_COLUMNS[field as keyof ProductSettings], value]),
          );
          const updated_at = new Date();
          const row = await trx
            .insertIntoTenant('product_overrides', { product_code: code, ...columns, updated_by: actorId, updated_at })
            .onConflict((oc) => oc.columns(['tenant_id', 'product_code']).doUpdateSet({ ...columns, updated_by: actorId, updated_at }))
            .returningAll()
            .executeTakeFirstOrThrow();
          if (Object.values(OVERRIDE_COLUMNS).every((column) => row[column] === null)) {
            await trx.deleteFromTenant('product_overrides').where('product_code', '=', code).execute();
          }
        }
        for (const entry of entries) await recordTenantActivity(trx, entry);
      });
    },

    /** Sets a flag (true/false), or (null) removes its override: the tenant file's value again. With its activity entry. */
    async setFlag(flag: string, enabled: boolean | null, actorId: string | null, entry: TenantEntry) {
      await scoped.transaction(async (trx) => {
        if (enabled === null) await trx.deleteFromTenant('feature_flag_overrides').where('flag', '=', flag).execute();
        else {
          const updated_at = new Date();
          await trx
            .insertIntoTenant('feature_flag_overrides', { flag, enabled, updated_by: actorId, updated_at })
            .onConflict((oc) => oc.columns(['tenant_id', 'flag']).doUpdateSet({ enabled, updated_by: actorId, updated_at }))
            .execute();
        }
        await recordTenantActivity(trx, entry);
      });
    },

    /** Keeps a change for its time, with its activity entry; the new row. */
    schedule(row: NewSchedule, actorId: string, entry: TenantEntry): Promise<ScheduleRow> {
      return scoped.transaction(async (trx) => {
        const created = await trx
          .insertIntoTenant('configuration_schedules', { ...row, created_by: actorId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordTenantActivity(trx, entry);
        return created;
      });
    },

    /** Cancels a pending change (its activity entry from the row); the row, or undefined when none is pending by that id. */
    cancel(id: string, actorId: string, entryOf: (row: ScheduleRow) => TenantEntry): Promise<ScheduleRow | undefined> {
      return scoped.transaction(async (trx) => {
        const row = await trx
          .updateTenant('configuration_schedules')
          .set({ status: 'CANCELLED', done_at: new Date(), done_by: actorId })
          .where('id', '=', id)
          .where('status', '=', 'PENDING')
          .returningAll()
          .executeTakeFirst();
        if (row) await recordTenantActivity(trx, entryOf(row));
        return row;
      });
    },

    /**
     * Runs `apply` for the first pending change due by `now`, in one transaction with it marked
     * APPLIED: a row another instance holds is skipped (FOR UPDATE SKIP LOCKED) and a row is
     * applied once. A change that `apply` refuses (it returns why) is marked FAILED with it.
     * False when none was due.
     */
    runNextDue(now: Date, apply: (row: ScheduleRow, trx: TenantDb) => Promise<string | null>): Promise<boolean> {
      return scoped.transaction(async (trx) => {
        const row = await trx
          .selectFromTenant('configuration_schedules')
          .selectAll()
          .where('status', '=', 'PENDING')
          .where('run_at', '<=', now)
          .orderBy('run_at')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!row) return false;
        const problem = await apply(row, trx);
        await trx
          .updateTenant('configuration_schedules')
          .set({ status: problem ? 'FAILED' : 'APPLIED', done_at: now, error: problem })
          .where('id', '=', row.id)
          .execute();
        return true;
      });
    },
  };
}
