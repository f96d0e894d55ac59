// The shapes of the human-verification challenge (spec §4).
import { Type } from 'typebox';
import { BOT_PAYLOAD_HEADER, MAX_CHALLENGE_LEVEL } from '../../services/bot-challenge.ts';

export const ChallengeResponse = Type.Object(
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

export const ChallengeQuery = Type.Object({
  level: Type.Integer({
    minimum: 0,
    maximum: MAX_CHALLENGE_LEVEL,
    default: 0,
    description: 'How much work: each level takes longer to solve. A 412 answer names the level it needs.',
  }),
});
