// Periodic work that runs once across all server instances and survives restarts (issue 14 §3;
// architecture "Long work … goes through a jobs table claimed with FOR UPDATE SKIP LOCKED"). Each
// job is a row of scheduled_jobs: an instance claims a due row (run_at passed, no live lease) in a
// short transaction that skips rows another instance holds and sets a lease; it runs the job
// outside that transaction, then sets the next run_at and lifts the lease. An instance that dies
// mid-run leaves a lease that expires, and the next poll anywhere runs the job again: jobs are
// written to be run again safely (what they have done is recorded in their own rows).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';

export interface JobDefinition {
  name: string;
  /** Time between two runs. */
  everyMs: number;
  /** How long a claim keeps other instances away: longer than a run may take. */
  leaseMs: number;
  run(now: Date): Promise<unknown>;
}

/** Adds the jobs' rows if missing: due at once, so a new deployment runs each job soon. */
export async function registerJobs(db: Db, jobs: JobDefinition[], now: Date): Promise<void> {
  if (!jobs.length) return;
  await db
    .insertInto('scheduled_jobs')
    .values(jobs.map((job) => ({ name: job.name, run_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Claims the job if it is due (by `now`) and no other instance holds it; true when this caller may run it. */
/** How far behind a run's own clock another instance's may read before its next run counts as set by a clock moved back. */
const MOVED_BACK_SLACK_MS = 60_000;

export async function claimJob(db: Db, job: JobDefinition, now: Date): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`
    update scheduled_jobs set locked_until = now() + make_interval(secs => ${job.leaseMs / 1000})
     where name = (
       select name from scheduled_jobs
        where name = ${job.name}
          -- A next run further ahead than one period (and a minute) was set by a clock since moved
          -- back (the local development clock, services/clock.ts): it is due, or the job would wait
          -- that long. The minute keeps another instance whose 'now' was read a moment before this
          -- run's from taking the run just recorded for a clock moved back (it ran twice).
          and (run_at <= ${now} or run_at > ${new Date(now.getTime() + job.everyMs + MOVED_BACK_SLACK_MS)})
          and (locked_until is null or locked_until < now())
        for update skip locked)
    returning name`.execute(db);
  return rows.length === 1;
}

/** Records the end of a run: the next one `everyMs` later (a failed run is tried again sooner). */
export async function finishJob(db: Db, job: JobDefinition, now: Date, error?: unknown): Promise<void> {
  const retryMs = Math.min(job.everyMs, 5 * 60_000);
  await db
    .updateTable('scheduled_jobs')
    .set((eb) => ({
      locked_until: null,
      last_run_at: now,
      run_at: new Date(now.getTime() + (error ? retryMs : job.everyMs)),
      last_error: error ? String(error instanceof Error ? error.message : error).slice(0, 1000) : null,
      runs: eb('runs', '+', 1),
    }))
    .where('name', '=', job.name)
    .execute();
}

/** Scheduled jobs that are due and unclaimed, and those whose last run failed, on every instance (the metrics). */
export async function jobBacklog(db: Db): Promise<{ waiting: number; failed: number }> {
  const { rows } = await sql<{ waiting: string; failed: string }>`
    select count(*) filter (where run_at <= now() and (locked_until is null or locked_until < now())) as waiting,
           count(*) filter (where last_error is not null) as failed
      from scheduled_jobs`.execute(db);
  return { waiting: Number(rows[0]?.waiting ?? 0), failed: Number(rows[0]?.failed ?? 0) };
}

export interface Scheduler {
  /** Runs every job that is due and not held elsewhere; resolves with the names of those run here. */
  runDue(): Promise<string[]>;
  /** Stops polling and waits for the run in progress (shutdown: the current job finishes). */
  stop(): Promise<void>;
  /** Runs of each job on this instance since start (the metrics). */
  readonly runs: ReadonlyMap<string, { ok: number; failed: number }>;
}

/** Polls `jobs` (a list the caller may add to later) every `pollMs`. */
export function createScheduler(
  db: Db,
  clock: Clock,
  jobs: readonly JobDefinition[],
  options: { pollMs: number; log: { warn(obj: object, msg: string): void } },
): Scheduler {
  let running: Promise<string[]> | null = null;
  /** The jobs whose rows exist (added when a job is first polled: modules register theirs after the scheduler starts). */
  const known = new Set<string>();
  const runs = new Map<string, { ok: number; failed: number }>();
  const counted = (name: string) => {
    let count = runs.get(name);
    if (!count) runs.set(name, (count = { ok: 0, failed: 0 }));
    return count;
  };
  const runDue = (): Promise<string[]> => {
    running ??= (async () => {
      const fresh = jobs.filter((job) => !known.has(job.name));
      await registerJobs(db, fresh, clock.now());
      for (const job of fresh) known.add(job.name);
      const ran: string[] = [];
      for (const job of jobs) {
        const now = clock.now();
        if (!(await claimJob(db, job, now))) continue;
        try {
          await job.run(now);
          await finishJob(db, job, now);
          counted(job.name).ok++;
        } catch (error) {
          counted(job.name).failed++;
          options.log.warn({ err: error, job: job.name }, 'Scheduled job failed; it runs again later');
          await finishJob(db, job, now, error);
        }
        ran.push(job.name);
      }
      return ran;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runDue().catch((error: unknown) => options.log.warn({ err: error }, 'Scheduled jobs could not be polled'));
  }, options.pollMs);
  timer.unref();
  return {
    runDue,
    runs,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
