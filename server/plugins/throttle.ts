// The attempt counter (services/throttle.ts) shared by sign-in, password reset and contact us:
// one table and one window (the sign-in window); housekeeping prunes it for all of them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { Throttle } from '../services/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

async function throttle(app: FastifyInstance, options: { config: Pick<Config, 'signInLimits'> }) {
  app.decorate('throttle', new Throttle(app.db, options.config.signInLimits.windowMinutes));
}

export default fp(throttle, { name: 'throttle', dependencies: ['db'] });
