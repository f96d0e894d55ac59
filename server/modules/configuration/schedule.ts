// The scheduled configuration changes (issue 31 §1) run by the jobs table (services/scheduled-jobs.ts):
// one instance at a time sweeps, every few seconds, each tenant's changes whose time has come by the
// scheduler's clock (the local development clock moves it), and applies each in one transaction
// with its row marked APPLIED, skipping rows another instance holds: a change is applied once
// across instances, and reaches them all through the change feed like a change made now.
import type { FastifyInstance } from 'fastify';
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { Db } from '../../db/database.ts';
import { TenantDb } from '../../db/scope.ts';
import type { JobDefinition } from '../../services/scheduled-jobs.ts';
import { configurationRepository } from './repository.ts';
import { applyChange, checkChange } from './service.ts';

export const SCHEDULE_JOB = 'configuration-schedule';

/** Applies every change due by `now`, tenant by tenant; how many were applied (or refused). */
export async function runDueChanges(context: { db: Db; tenants: TenantConfig[]; env: Environment }, now: Date): Promise<number> {
  let done = 0;
  for (const tenant of context.tenants) {
    const repository = configurationRepository(new TenantDb(context.db, { tenantId: tenant.id }));
    const apply = async (row: Parameters<Parameters<typeof repository.runNextDue>[1]>[0], trx: TenantDb) => {
      const checked = checkChange(row.change);
      if ('problem' in checked) return checked.problem;
      await applyChange(trx, { tenant, env: context.env }, checked.checked, row.created_by, row.reason);
      return null;
    };
    while (await repository.runNextDue(now, apply)) done += 1;
  }
  return done;
}

export function scheduleJob(app: FastifyInstance): JobDefinition {
  return {
    name: SCHEDULE_JOB,
    // The sweep is one indexed read while nothing is due; the poll (JOBS_POLL_MS) bounds how late a change runs.
    everyMs: 10_000,
    leaseMs: 60_000,
    run: (now) => runDueChanges({ db: app.db, tenants: app.tenants, env: app.appEnv }, now),
  };
}
