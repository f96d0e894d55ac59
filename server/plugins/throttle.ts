// The attempt counter (services/throttle.ts) shared by sign-in, password reset and contact us:
// one table and one window (the sign-in window); housekeeping prunes it for all of them.
import type { Config } from '../config.ts';
import { appService } from './app-service.ts';
import { Throttle } from '../services/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export default appService(
  'throttle',
  { name: 'throttle' },
  (app, { config }: { config: Pick<Config, 'signInLimits'> }) => new Throttle(app.db, config.signInLimits.windowMinutes),
);
