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
/**
 * The work grows where a script hammers (issue 8, finding 7): a challenge carries a signed level,
 * and each level multiplies the PBKDF2 rounds per try (1,000 tries to 5,000, 3,000 on average).
 * Measured in headless Chromium with Web Crypto on a shared 2-core machine: level 0 about 0.5 s
 * on average, level 3 (the most a person is asked for) about 3 s, 5 s at worst. A script pays
 * the same per attempt, and each solution works once.
 */
const WORK = { algorithm: 'PBKDF2/SHA-256', minCounter: 1_000, maxCounter: 5_000 };
const COST_PER_LEVEL = [1_000, 2_000, 4_000, 6_000] as const;
export const MAX_CHALLENGE_LEVEL = COST_PER_LEVEL.length - 1;

/** The level of work to ask for after `failures` failed attempts, once `afterFailures` made a challenge necessary. */
export function challengeLevel(failures: number, afterFailures: number): number {
  return Math.min(MAX_CHALLENGE_LEVEL, Math.max(0, failures - afterFailures));
}
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

  async create(now = new Date(), level = 0): Promise<SignedChallenge> {
    const keys = await this.keys();
    return (await createChallenge({
      algorithm: WORK.algorithm,
      cost: COST_PER_LEVEL[Math.min(MAX_CHALLENGE_LEVEL, Math.max(0, level))]!,
      data: { level },
      counter: randomInt(WORK.maxCounter, WORK.minCounter),
      deriveKey,
      expiresAt: new Date(now.getTime() + VALID_MINUTES * 60_000),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    })) as SignedChallenge;
  }

  /**
   * Whether the header value solves one of our unexpired challenges that no request has used
   * yet and whose signed level is at least `minLevel`; if so, that challenge is now spent (on
   * every instance: it is recorded in the database).
   */
  async redeem(header: string | undefined, minLevel = 0): Promise<boolean> {
    if (!header || header.length > MAX_PAYLOAD_LENGTH) return false;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (!Value.Check(Payload, payload)) return false;
    const { challenge, solution } = payload as Static<typeof Payload> & { challenge: Challenge };
    // The level is covered by the signature: a cheaper challenge than this request needs is refused.
    const level = challenge.parameters.data?.level;
    if (typeof level !== 'number' || level < minLevel) return false;
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
  blockResponse(request: FastifyRequest, message: string, level = 0): Static<typeof BotBlockResponse> {
    return {
      statusCode: 412,
      error: 'Precondition Failed',
      message,
      appId: 'portal-altcha',
      // The client fetches its challenge here, at the level this request needs.
      jsClientSrc: level > 0 ? `${BOT_CHALLENGE_PATH}?level=${level}` : BOT_CHALLENGE_PATH,
      firstPartyEnabled: true,
      vid: randomUUID(),
      uuid: randomUUID(),
      hostUrl: request.siteOrigin,
      blockScript: '',
    };
  }
}

/**
 * Spec §4 (412 opens the human verification): when the route's rule says this request needs a
 * person (`needed`), it must carry a solved, unused challenge of at least `level` in
 * x-altcha-payload. Returns the 412 body, or null to go on.
 */
export async function humanCheck(
  bot: BotChallenge,
  request: FastifyRequest,
  needed: boolean,
  message: string,
  level = 0,
): Promise<Static<typeof BotBlockResponse> | null> {
  if (!needed) return null;
  const payload = request.headers[BOT_PAYLOAD_HEADER];
  if (await bot.redeem(typeof payload === 'string' ? payload : undefined, level)) return null;
  return bot.blockResponse(request, message, level);
}
