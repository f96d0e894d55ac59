// Human verification (spec §4: "A status 412 on any call opens the human-verification challenge
// with the bot-block properties"): ALTCHA proof-of-work challenges, signed with an HMAC key, whose
// solutions are spent once. The rule deciding when a request needs one lives with the route;
// humanCheck() then asks for the solved challenge.
import { createHmac, randomUUID } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Db } from '../db/database.ts';
import type { BotBlockResponse } from '../schemas.ts';
import { appSecret } from './app-secrets.ts';

export const BOT_CHALLENGE_PATH = '/platform/v1/bot/challenge';
/** The request header carrying a solved challenge: base64 of JSON { challenge, solution } (the ALTCHA widget's payload). */
export const BOT_PAYLOAD_HEADER = 'x-altcha-payload';
const VALID_MINUTES = 10;
/** About a second of work in a browser: PBKDF2 with 1,000 rounds, up to 5,000 tries. */
const WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, minCounter: 1_000, maxCounter: 5_000 };
const MAX_PAYLOAD_LENGTH = 4_096;

/** The shape a payload must have before the library looks at it. */
const Payload = Type.Object({
  challenge: Type.Object({
    parameters: Type.Object({ expiresAt: Type.Integer(), nonce: Type.String(), salt: Type.String(), keyPrefix: Type.String() }),
    signature: Type.String({ minLength: 1, maxLength: 256 }),
  }),
  solution: Type.Object({ counter: Type.Integer(), derivedKey: Type.String({ maxLength: 256 }) }),
});

/** The optional request header of routes that may answer 412, for their schema. */
export const HumanCheckHeaders = Type.Object({
  [BOT_PAYLOAD_HEADER]: Type.Optional(
    Type.String({ description: 'A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge).' }),
  ),
});

/** What create() returns: signed and with an expiry (the library's type leaves both optional). */
export type SignedChallenge = Challenge & { signature: string; parameters: Challenge['parameters'] & { expiresAt: number } };

export class BotChallenge {
  private secrets?: Promise<{ signature: string; keySignature: string }>;

  constructor(
    private readonly db: Db,
    /** BOT_HMAC_KEY; without it the key comes from a secret stored in the database. */
    private readonly hmacKey: string | undefined,
  ) {}

  /** Read lazily: building the app (e.g. for the OpenAPI document) must not need the database. */
  private keys() {
    this.secrets ??= (async () => {
      const master = this.hmacKey ?? (await appSecret(this.db, 'bot-challenge-hmac'));
      const derive = (purpose: string) => createHmac('sha256', master).update(purpose).digest('hex');
      return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') };
    })().catch((error: unknown) => {
      this.secrets = undefined;
      throw error;
    });
    return this.secrets;
  }

  async create(now = new Date()): Promise<SignedChallenge> {
    const keys = await this.keys();
    return (await createChallenge({
      algorithm: WORK.algorithm,
      cost: WORK.cost,
      counter: randomInt(WORK.maxCounter, WORK.minCounter),
      deriveKey,
      expiresAt: new Date(now.getTime() + VALID_MINUTES * 60_000),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    })) as SignedChallenge;
  }

  /**
   * Whether the header value solves one of our unexpired challenges that no request has used
   * yet; if so, that challenge is now spent (on every instance: it is recorded in the database).
   */
  async redeem(header: string | undefined): Promise<boolean> {
    if (!header || header.length > MAX_PAYLOAD_LENGTH) return false;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (!Value.Check(Payload, payload)) return false;
    const { challenge, solution } = payload as Static<typeof Payload> & { challenge: Challenge };
    const keys = await this.keys();
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    }).catch(() => null);
    if (!result?.verified) return false;
    await this.db.deleteFrom('bot_challenge_redemptions').where('expires_at', '<', new Date()).execute();
    const spent = await this.db
      .insertInto('bot_challenge_redemptions')
      .values({ challenge_signature: challenge.signature!, expires_at: new Date(challenge.parameters.expiresAt! * 1000) })
      .onConflict((oc) => oc.column('challenge_signature').doNothing())
      .returning('challenge_signature')
      .executeTakeFirst();
    return spent !== undefined;
  }

  /** The 412 answer that tells the client to solve a challenge and repeat the request. */
  blockResponse(request: FastifyRequest, message: string): Static<typeof BotBlockResponse> {
    return {
      statusCode: 412,
      error: 'Precondition Failed',
      message,
      appId: 'portal-altcha',
      jsClientSrc: BOT_CHALLENGE_PATH,
      firstPartyEnabled: true,
      vid: randomUUID(),
      uuid: randomUUID(),
      hostUrl: `${request.protocol}://${request.host}`,
      blockScript: '',
    };
  }
}

/**
 * Spec §4 (412 opens the human verification): when the route's rule says this request needs a
 * person (`needed`), it must carry a solved, unused challenge in x-altcha-payload. Returns the
 * 412 body, or null to go on.
 */
export async function humanCheck(
  bot: BotChallenge,
  request: FastifyRequest,
  needed: boolean,
  message: string,
): Promise<Static<typeof BotBlockResponse> | null> {
  if (!needed) return null;
  const payload = request.headers[BOT_PAYLOAD_HEADER];
  if (await bot.redeem(typeof payload === 'string' ? payload : undefined)) return null;
  return bot.blockResponse(request, message);
}
