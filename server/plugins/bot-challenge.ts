// The human-verification challenge (services/bot-challenge.ts) as a service of the app: one
// instance, whose signing keys are read lazily from BOT_HMAC_KEY or the database.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { BotChallenge } from '../services/bot-challenge.ts';

declare module 'fastify' {
  interface FastifyInstance {
    botChallenge: BotChallenge;
  }
}

async function botChallenge(app: FastifyInstance, options: { config: Pick<Config, 'botChallenge'> }) {
  app.decorate('botChallenge', new BotChallenge(app.db, options.config.botChallenge.hmacKey));
}

export default fp(botChallenge, { name: 'bot-challenge', dependencies: ['db'] });
