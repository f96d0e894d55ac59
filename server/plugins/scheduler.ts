// The scheduled jobs of this instance (services/scheduled-jobs.ts): modules register their
// periodic work with `app.scheduler.register(job)`; every instance polls, one runs each due job.
// `app.clock` is the time those jobs and the user-access audit read (services/clock.ts): the
// system's, moved forward only by tests and the local environment's development tools.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { OffsetClock } from '../services/clock.ts';
import { createScheduler, type JobDefinition, type Scheduler } from '../services/scheduled-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: OffsetClock;
    scheduler: Scheduler & { register(job: JobDefinition): void };
  }
}

async function schedulerPlugin(app: FastifyInstance, options: { config: Config }) {
  const clock = new OffsetClock();
  const jobs: JobDefinition[] = [];
  const scheduler = createScheduler(app.db, clock, jobs, { pollMs: options.config.jobsPollMs, log: app.log });
  app.decorate('clock', clock);
  app.decorate('scheduler', { ...scheduler, register: (job: JobDefinition) => void jobs.push(job) });
  // Shutdown: no job starts once closing has begun; the one running finishes (and records its run)
  // before the database closes.
  app.addHook('preClose', (done) => {
    void scheduler.stop();
    done();
  });
  app.addHook('onClose', () => scheduler.stop());
}

export default fp(schedulerPlugin, { name: 'scheduler', dependencies: ['db'] });
