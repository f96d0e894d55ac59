// Who may try a password, and at what price (issue 8, finding 7: nobody else can lock an owner
// out; issue 30 §3: one person's typos do not put everyone behind their address behind the
// challenge). Failed sign-ins are counted in the throttle's sliding window (the database's
// login_attempts, so every instance sees the same counts), four ways:
// - per account AND context: the context is the browser's device cookie when it carries a valid
//   one for this account (a browser that signed in to it before), else the client address.
//   `perAccount` failures there → 429 for that context only, so an attacker elsewhere, or on
//   another browser behind the same address, does not lock the owner out;
// - per account (in its tenant), from anywhere: `botChallenge.afterFailures` failures → every
//   context without the account's device cookie must solve the human-verification challenge
//   (412) for THAT account — asked, not refused; other accounts behind the same address are not;
// - per address, in the tenant, across its accounts: `botChallenge.afterAddressFailures` (a higher
//   threshold: an office or a VPN is many people) → 412 for every sign-in from that address to
//   that tenant — a script trying many accounts; the other tenants count their own;
// - per address, across everything: `perIp` → 429 (the ceiling of one address).
// The challenge's work grows with the failures beyond the threshold that made it necessary
// (bot-challenge.ts levels).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { appSecret } from './app-secrets.ts';
import { challengeLevel } from './bot-challenge.ts';
import type { Throttle } from './throttle.ts';

export const DEVICE_COOKIE = 'sip_device';
const DEVICE_COOKIE_DAYS = 180;

export const signInIpKey = (ip: string) => `signin:ip:${ip}`;
/** The failed sign-ins from one address to one tenant's accounts (the address's challenge threshold). */
export const signInAddressKey = (tenantId: string, ip: string) => `signin:address:${tenantId}:${ip}`;

export interface SignInVerdict {
  /** Seconds until this context may try again (429), or 0. */
  retryAfter: number;
  /** The challenge level this attempt needs (412 without a solution), or null when it needs none. */
  challenge: number | null;
}

export class SignInGuard {
  private secret?: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly throttle: Throttle,
    private readonly config: Pick<Config, 'signInLimits' | 'botChallenge' | 'https'>,
  ) {}

  private key() {
    this.secret ??= appSecret(this.db, 'device-cookie-hmac').catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  private async mac(tenantId: string, email: string, deviceId: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`${tenantId}\n${email}\n${deviceId}`)
      .digest('base64url');
  }

  /** The device id of the request's device cookie when it was issued for this account, else null. */
  async knownDevice(request: FastifyRequest, tenantId: string, email: string): Promise<string | null> {
    const value = request.cookies[DEVICE_COOKIE];
    const [deviceId, mac] = value?.split('.') ?? [];
    if (!deviceId || !mac || deviceId.length > 64 || mac.length > 64) return null;
    const expected = Buffer.from(await this.mac(tenantId, email, deviceId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }

  /** After a successful sign-in: this browser is a known device of the account from now on. */
  async rememberDevice(reply: FastifyReply, tenantId: string, email: string): Promise<void> {
    const deviceId = randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, `${deviceId}.${await this.mac(tenantId, email, deviceId)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.https,
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }

  private keys(request: FastifyRequest, tenantId: string, email: string, device: string | null) {
    const account = `signin:account:${tenantId}:${email}`;
    return {
      account,
      context: `${account}:${device ? `device:${device}` : `ip:${request.ip}`}`,
      address: signInAddressKey(tenantId, request.ip),
      ip: signInIpKey(request.ip),
    };
  }

  /**
   * The challenge level an attempt for this account from this request needs, or null: the
   * account's own failures (not asked of its known device) and the address's in the tenant, each
   * against its own threshold; the dearer of the two.
   */
  async challenge(request: FastifyRequest, tenantId: string, email: string, device: string | null): Promise<number | null> {
    const keys = this.keys(request, tenantId, email, device);
    const { afterFailures, afterAddressFailures } = this.config.botChallenge;
    const forAccount = device ? 0 : await this.throttle.count(keys.account);
    const fromAddress = await this.throttle.count(keys.address);
    const levels = [
      ...(forAccount >= afterFailures ? [challengeLevel(forAccount, afterFailures)] : []),
      ...(fromAddress >= afterAddressFailures ? [challengeLevel(fromAddress, afterAddressFailures)] : []),
    ];
    return levels.length ? Math.max(...levels) : null;
  }

  /** What this attempt meets before the password is looked at. */
  async assess(request: FastifyRequest, tenantId: string, email: string, device: string | null): Promise<SignInVerdict> {
    const keys = this.keys(request, tenantId, email, device);
    const { perAccount, perIp } = this.config.signInLimits;
    const retryAfter = await this.throttle.retryAfter([
      { subject: keys.context, max: perAccount },
      { subject: keys.ip, max: perIp },
    ]);
    if (retryAfter > 0) return { retryAfter, challenge: null };
    return { retryAfter: 0, challenge: await this.challenge(request, tenantId, email, device) };
  }

  async recordFailure(request: FastifyRequest, tenantId: string, email: string, device: string | null): Promise<void> {
    const keys = this.keys(request, tenantId, email, device);
    await this.throttle.record([keys.account, keys.context, keys.address, keys.ip]);
  }

  /**
   * A success clears this context's count only: the account-wide count, which asks unknown
   * contexts for a challenge, runs out with the window, so an attacker's failures are not
   * forgiven by the owner signing in.
   */
  async recordSuccess(request: FastifyRequest, tenantId: string, email: string, device: string | null): Promise<void> {
    await this.throttle.clear(this.keys(request, tenantId, email, device).context);
  }
}
