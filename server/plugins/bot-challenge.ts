// The human-verification challenge (services/bot-challenge.ts) as a service of the app: one
// instance, whose signing keys are read lazily from BOT_HMAC_KEY or the database.
import type { Config } from '../config.ts';
import { appService } from './app-service.ts';
import { BotChallenge } from '../services/bot-challenge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    botChallenge: BotChallenge;
  }
}

export default appService(
  'botChallenge',
  { name: 'bot-challenge' },
  (app, { config }: { config: Pick<Config, 'botChallenge'> }) => new BotChallenge(app.db, config.botChallenge.hmacKey),
);
