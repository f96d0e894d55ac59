// Development tools of the local environment (registered with the development mailbox, never
// elsewhere): move the clock the user-access audit reads (services/clock.ts) forward, and run the
// due scheduled jobs now, so that an audit's due date can pass while you watch (and in the
// end-to-end tests, which drive a real server process).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';

const route = routesTagged('dev');

const devClock: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/clock',
    route(policies.public, {
      operationId: 'setDevClock',
      summary:
        'Development only: sets how far ahead of the system time the scheduled jobs and the user-access audit run (0: the system time).',
      body: Type.Object({ offsetDays: Type.Number({ minimum: 0, maximum: 3660 }) }, { additionalProperties: false }),
      response: { 200: Type.Object({ now: Type.String({ format: 'date-time' }) }), ...errors(403, 404) },
    }),
    async (request) => {
      app.clock.offsetMs = request.body.offsetDays * 86_400_000;
      return { now: app.clock.now().toISOString() };
    },
  );

  app.post(
    '/dev/jobs/run',
    route(policies.public, {
      operationId: 'runDevJobs',
      summary: 'Development only: runs the scheduled jobs that are due by the clock now, and answers their names.',
      response: { 200: Type.Object({ ran: Type.Array(Type.String()) }), ...errors(403, 404) },
    }),
    async () => ({ ran: await app.scheduler.runDue() }),
  );
};

export default devClock;
