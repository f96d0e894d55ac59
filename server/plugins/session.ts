// Attaches the signed-in context (or null) to every request from the session cookie.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type AuthContext, SessionService } from '../services/sessions.ts';

export const SESSION_COOKIE = 'sip_session';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

async function session(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  await app.register(cookie);
  const sessions = new SessionService(app.db, config);
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.close());
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.https };
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.sessionMaxHours * 3600 });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token && request.tenant ? await app.sessions.resolve(token, request.tenant.id) : null;
  });
}

export default fp(session, { name: 'session', dependencies: ['db', 'tenancy'] });
