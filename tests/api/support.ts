// Small request helpers shared by the API tests (not a test file itself).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import { SESSION_COOKIE } from '../../server/plugins/session.ts';
import { hashToken } from '../../server/services/tokens.ts';
import { DEMO_PASSWORD, demoLogin, hostOf } from '../helpers/app.ts';

export interface LoginOptions {
  tenantId?: string;
  email?: string;
  password?: string;
  lastUrl?: string;
  /** Client address, so tests that fail sign-ins on purpose do not share a per-address counter. */
  ip?: string;
  cookie?: string;
  /** Origin header; `null` sends none. Defaults to the tenant's own origin. */
  origin?: string | null;
}

/** POST /platform/login for a demo account (`account`) or an explicit e-mail. */
export function login(app: App, account: string, options: LoginOptions = {}): Promise<LightMyRequestResponse> {
  const tenantId = options.tenantId ?? 'us';
  const host = hostOf(tenantId);
  const headers: Record<string, string> = { host };
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  const payload: Record<string, string> = {
    email: options.email ?? demoLogin(account, tenantId),
    password: options.password ?? DEMO_PASSWORD,
  };
  if (options.lastUrl !== undefined) payload.lastUrl = options.lastUrl;
  return app.inject({ method: 'POST', url: '/platform/login', headers, payload, remoteAddress: options.ip ?? '127.0.0.1' });
}

/** The `sip_session=…` cookie header a response set, or throws. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** The sessions-table key of a cookie header, to age or inspect the session in the database. */
export function sessionHashOf(cookieHeader: string): string {
  return hashToken(cookieHeader.slice(cookieHeader.indexOf('=') + 1));
}

export function userContext(app: App, cookie: string | undefined, tenantId = 'us', query = '?permissions=true') {
  const headers: Record<string, string> = { host: hostOf(tenantId) };
  if (cookie) headers.cookie = cookie;
  return app.inject({ method: 'GET', url: `/platform/v1/identity/user-context${query}`, headers });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The 412 body with the bot-block properties of spec §3, as a client receives it. */
export function botBlock(hostUrl: string) {
  return {
    statusCode: 412,
    error: 'Precondition Failed',
    message: expect.any(String),
    appId: 'portal-altcha',
    jsClientSrc: '/platform/v1/bot/challenge',
    firstPartyEnabled: true,
    vid: expect.stringMatching(UUID),
    uuid: expect.stringMatching(UUID),
    hostUrl,
    blockScript: '',
  };
}
