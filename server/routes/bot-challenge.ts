// Hands out the human-verification challenge that a 412 answer points to (jsClientSrc).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { policies } from '../plugins/policy.ts';
import { errors } from '../schemas.ts';
import { BOT_CHALLENGE_PATH, BOT_PAYLOAD_HEADER, type BotChallenge, MAX_CHALLENGE_LEVEL } from '../services/bot-challenge.ts';

const ChallengeResponse = Type.Object(
  {
    parameters: Type.Object(
      {
        algorithm: Type.String(),
        nonce: Type.String(),
        salt: Type.String(),
        cost: Type.Integer(),
        keyLength: Type.Integer(),
        keyPrefix: Type.String(),
        keySignature: Type.Optional(Type.String()),
        expiresAt: Type.Integer({ description: 'Seconds since 1970.' }),
      },
      // Signed as a whole: any field the library adds must reach the client unchanged.
      { additionalProperties: true },
    ),
    signature: Type.String(),
  },
  {
    description: `An ALTCHA challenge. Send base64(JSON { challenge, solution }) in header ${BOT_PAYLOAD_HEADER} with the request that answered 412; each solution works once.`,
  },
);

const botChallenge: FastifyPluginAsyncTypebox<{ bot: BotChallenge }> = async (app, { bot }) => {
  app.get(
    BOT_CHALLENGE_PATH,
    {
      config: { policy: policies.public },
      schema: {
        tags: ['auth'],
        summary:
          'A fresh proof-of-work challenge (valid 10 minutes) for the human verification that a 412 answer asks for, at the level its jsClientSrc names.',
        querystring: Type.Object({
          level: Type.Integer({
            minimum: 0,
            maximum: MAX_CHALLENGE_LEVEL,
            default: 0,
            description: 'How much work: each level takes longer to solve. A 412 answer names the level it needs.',
          }),
        }),
        response: { 200: ChallengeResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return bot.create(new Date(), request.query.level);
    },
  );
};

export default botChallenge;
