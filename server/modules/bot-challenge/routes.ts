// Hands out the human-verification challenge that a 412 answer points to (jsClientSrc).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';
import { BOT_CHALLENGE_PATH } from '../../services/bot-challenge.ts';
import { ChallengeQuery, ChallengeResponse } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('auth');

const botChallenge: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BOT_CHALLENGE_PATH,
    route(policies.public, {
      operationId: 'getBotChallenge',
      summary:
        'A fresh proof-of-work challenge (valid 10 minutes) for the human verification that a 412 answer asks for, at the level its jsClientSrc names.',
      querystring: ChallengeQuery,
      response: { 200: ChallengeResponse, ...errors(400) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.botChallenge.create(new Date(), request.query.level);
    },
  );
};

export default botChallenge;
