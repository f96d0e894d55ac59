// Small request helpers shared by the API tests (not a test file itself).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import { SESSION_COOKIE } from '../../server/plugins/session.ts';
import { hashToken } from '../../server/services/tokens.ts';
import { DEMO_PASSWORD, demoLogin, hostOf, signIn, type TestContext } from '../helpers/app.ts';
import { activityOf, companyIdOf } from '../helpers/db.ts';

export interface LoginOptions {
  tenantId?: string;
  /** Host header; defaults to the tenant's local host name. */
  host?: string;
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
  const host = options.host ?? hostOf(tenantId);
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

/** A request from the tenant's own site: its host, its Origin unless the method is GET, and the cookie if any. */
export function fromSite(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string | null,
  payload?: unknown,
  tenantId = 'us',
) {
  const host = hostOf(tenantId);
  const headers: Record<string, string> = { host };
  if (method !== 'GET') headers.origin = `http://${host}`;
  if (cookie) headers.cookie = cookie;
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
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

/**
 * Helpers for a test file that works as several demo accounts on one app (the file's useTestApp
 * context): sign-ins are made once per account and tenant and reused.
 */
export function accountHelpers(ctx: TestContext) {
  const cookies = new Map<string, string>();
  return {
    /** The session cookie of a demo account. */
    async as(account: string, tenantId = 'us'): Promise<string> {
      const key = `${account}.${tenantId}`;
      if (!cookies.has(key)) cookies.set(key, await signIn(ctx.app, account, tenantId));
      return cookies.get(key)!;
    },
    /** A request with a session cookie, from the tenant's own origin. */
    call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: Record<string, unknown>, tenantId = 'us') {
      const host = hostOf(tenantId);
      return ctx.app.inject({ method, url, headers: { host, origin: `http://${host}`, cookie }, ...(payload ? { payload } : {}) });
    },
    companyId: (name: string) => companyIdOf(ctx.db, name),
    /** Every activity-log row of one entity. */
    activity: (entityId: string) => activityOf(ctx.db, entityId),
  };
}

type RouteEntry = App['routeTable'][number];

/** The routes of the app that `keep` selects, as sorted `METHOD /url` names. */
export function routeNames(app: App, keep: (route: RouteEntry) => unknown): string[] {
  return app.routeTable
    .filter(keep)
    .map((r) => `${r.method} ${r.url}`)
    .sort();
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

export const INVALID_LINK = { statusCode: 400, error: 'Bad Request', message: 'This reset link is invalid or has expired.' };
export const TOKEN_IN_LINK = /\/platform\/reset-password\?token=([A-Za-z0-9_-]{20,})/;

/** POST /core-app-api/pwd-reset-link, as the sign-in page asks for a reset link. */
export function requestResetLink(app: App, email: string, tenantId = 'us') {
  const host = hostOf(tenantId);
  return app.inject({
    method: 'POST',
    url: '/core-app-api/pwd-reset-link',
    headers: { host, origin: `http://${host}` },
    payload: { email },
  });
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The development mailbox of a tenant (newest first), or only the mails to one address. */
export async function mailbox(app: App, tenantId: string, to?: string): Promise<MailboxMessage[]> {
  const res = await app.inject({
    url: `/dev/mailbox/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`,
    headers: { host: hostOf(tenantId) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().messages as MailboxMessage[];
}

/** Asks for a reset link for `email` and returns the token of the newest mail it received. */
export async function mailedResetToken(app: App, email: string, tenantId = 'us'): Promise<string> {
  expect((await requestResetLink(app, email, tenantId)).statusCode).toBe(202);
  const [newest] = await mailbox(app, tenantId, email);
  const token = newest?.text.match(TOKEN_IN_LINK)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

/** POST /platform/password-reset; `origin` defaults to the tenant's own. */
export function resetPassword(app: App, token: string, password: string, tenantId = 'us', origin = `http://${hostOf(tenantId)}`) {
  return app.inject({
    method: 'POST',
    url: '/platform/password-reset',
    headers: { host: hostOf(tenantId), origin },
    payload: { token, password },
  });
}
