// Who may try a password, and at what price (services/sign-in-guard.ts), as a service of the
// app: one instance on the shared attempt counter.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { SignInGuard } from '../services/sign-in-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInGuard: SignInGuard;
  }
}

async function signInGuard(app: FastifyInstance, options: { config: Pick<Config, 'signInLimits' | 'botChallenge' | 'https'> }) {
  app.decorate('signInGuard', new SignInGuard(app.db, app.throttle, options.config));
}

export default fp(signInGuard, { name: 'sign-in-guard', dependencies: ['db', 'throttle'] });
