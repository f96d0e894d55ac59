// Who may try a password, and at what price (services/sign-in-guard.ts), as a service of the
// app: one instance on the shared attempt counter.
import type { Config } from '../config.ts';
import { appService } from './app-service.ts';
import { SignInGuard } from '../services/sign-in-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signInGuard: SignInGuard;
  }
}

export default appService(
  'signInGuard',
  { name: 'sign-in-guard', dependencies: ['throttle'] },
  (app, { config }: { config: Pick<Config, 'signInLimits' | 'botChallenge' | 'https'> }) => new SignInGuard(app.db, app.throttle, config),
);
