// Sign-in, sign-out, auth status and the password reset by e-mail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { Config } from '../../config.ts';
import { ACCOUNT_BLOCKED, policies } from '../../plugins/policy.ts';
import { BotBlockResponse, errors, MessageResponse, problem } from '../../schemas.ts';
import { challengeLevel, HumanCheckHeaders, humanCheck } from '../../services/bot-challenge.ts';
import { passwordResetMail } from '../../services/emails.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../services/passwords.ts';
import { signInIpKey } from '../../services/sign-in-guard.ts';
import { hashToken, newToken } from '../../services/tokens.ts';
import { authRepository } from './repository.ts';
import { AuthStatus, PasswordResetBody, ResetLinkQuery, SignedIn, SignInBody } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('auth');

const RESET_VALID_MINUTES = 60;
const RESETS_PER_WINDOW = 3;
const WRONG_CREDENTIALS = 'The email or password is incorrect.';
const PERSON_PLEASE = 'Please confirm that you are a person, then try again.';

/** Only a path on this site may follow sign-in; anything else (another host, a scheme) goes to /apps. */
export function safeLastUrl(lastUrl: string | undefined): string {
  if (!lastUrl || !lastUrl.startsWith('/') || lastUrl.startsWith('//') || lastUrl.includes('\\')) return '/apps';
  const url = new URL(lastUrl, 'http://portal.invalid');
  // Dot segments normalise away ('/.//evil.com' becomes '//evil.com'), so check the result again.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.host === 'portal.invalid' && !path.startsWith('//') ? path : '/apps';
}

const auth: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { botChallenge: bot, throttle, signInGuard: guard } = app;

  /**
   * Spec §4 (412 opens the human verification): once an address has failed to sign in
   * `botChallenge.afterFailures` times within the window, its reset-link requests need a solved,
   * unused challenge, more work the more failures. Returns the 412 body, or null to go on.
   */
  async function needsPerson(request: FastifyRequest) {
    const failures = await throttle.count(signInIpKey(request.ip));
    const after = config.botChallenge.afterFailures;
    return humanCheck(bot, request, failures >= after, PERSON_PLEASE, challengeLevel(failures, after));
  }

  app.post(
    '/platform/login',
    route(policies.public, {
      operationId: 'signIn',
      summary:
        'Sign in with e-mail and password; starts a new session. 401: wrong e-mail or password (or an account not active). 403: the account is blocked, said only after the right password. 412: solve a human-verification challenge first.',
      headers: HumanCheckHeaders,
      body: SignInBody,
      response: { 200: SignedIn, 412: BotBlockResponse, ...errors(400, 401, 403, 429) },
    }),
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const tenantId = request.tenant.id;
      const device = await guard.knownDevice(request, tenantId, email);
      const verdict = await guard.assess(request, tenantId, email, device);
      const wait = verdict.retryAfter;
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
          });
      }
      const blocked = await humanCheck(bot, request, verdict.challenge !== null, PERSON_PLEASE, verdict.challenge ?? 0);
      if (blocked) return reply.code(412).send(blocked);
      const accounts = authRepository(request.tenantDb);
      const user = await accounts.userForSignIn(email);
      const passwordOk = await verifyPassword(user?.password_hash, request.body.password);
      // Only someone who knows the password learns that the account is blocked, and whom to ask.
      if (user && passwordOk && user.status === 'BLOCKED') return reply.code(403).send(problem(403, ACCOUNT_BLOCKED));
      if (!user || !passwordOk || user.status !== 'ACTIVE') {
        await guard.recordFailure(request, tenantId, email, device);
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: WRONG_CREDENTIALS });
      }
      await guard.recordSuccess(request, tenantId, email, device);
      await guard.rememberDevice(reply, tenantId, email);
      if (request.auth) await app.sessions.revoke(request.auth.sessionHash);
      const token = await app.sessions.create(user);
      await accounts.recordSignIn(user.id);
      app.setSessionCookie(reply, token);
      // The language the user saved (profile), if the tenant still offers it: the page switches to it.
      const saved = tenantLocale(request.tenant, user.language_code);
      return { redirectTo: safeLastUrl(request.body.lastUrl), languageCode: user.language_code === saved ? saved : null };
    },
  );

  app.post(
    '/platform/logout',
    route(policies.public, {
      operationId: 'signOut',
      summary: 'Ends the current session on the server.',
      response: { 204: Type.Null(), ...errors(403) },
    }),
    async (request, reply) => {
      if (request.auth) await app.sessions.revoke(request.auth.sessionHash);
      app.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/core-app-api/auth-status',
    route(policies.public, {
      operationId: 'getAuthStatus',
      summary: 'Whether the caller is signed in, and the idle time-out of the session.',
      response: { 200: AuthStatus },
    }),
    async (request) => ({ authenticated: request.auth !== null, idleTimeoutSeconds: config.sessionIdleMinutes * 60 }),
  );

  /** Stores a single-use reset token and e-mails its link (outbox row in the same transaction). */
  async function sendResetLink(
    request: FastifyRequest,
    user: { id: string; first_name: string; login_id: string; language_code: string | null },
  ): Promise<void> {
    const token = newToken(32);
    const link = `${request.siteOrigin}/platform/reset-password?token=${token}`;
    const expiresAt = new Date(Date.now() + RESET_VALID_MINUTES * 60_000);
    await authRepository(request.tenantDb).storeResetToken(user.id, hashToken(token), expiresAt, async (trx) => {
      const locale = tenantLocale(request.tenant, user.language_code);
      const mail = passwordResetMail({
        tenant: request.tenant,
        locale,
        to: user.login_id,
        firstName: user.first_name,
        link,
        validMinutes: RESET_VALID_MINUTES,
      });
      await app.mailer.send(mail, trx);
    });
  }

  app.get(
    '/core-app-api/pwd-reset-link',
    route(policies.public, {
      operationId: 'sendPasswordResetLink',
      summary:
        'E-mails a single-use password reset link. Answers the same whether or not the account exists. 412: solve a human-verification challenge first.',
      headers: HumanCheckHeaders,
      querystring: ResetLinkQuery,
      response: { 202: MessageResponse, 412: BotBlockResponse, ...errors(400, 429) },
    }),
    async (request, reply) => {
      const email = request.query.email.toLowerCase();
      const ipKey = `reset:ip:${request.ip}`;
      const wait = await throttle.retryAfter([{ subject: ipKey, max: config.signInLimits.perIp }]);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ statusCode: 429, error: 'Too Many Requests', message: 'Too many reset requests. Try again later.' });
      }
      const blocked = await needsPerson(request);
      if (blocked) return reply.code(412).send(blocked);
      const accountKey = `reset:account:${request.tenant.id}:${email}`;
      const quiet = (await throttle.retryAfter([{ subject: accountKey, max: RESETS_PER_WINDOW }])) > 0;
      await throttle.record([ipKey, accountKey]);
      const user = await authRepository(request.tenantDb).activeUser(email);
      if (user && !quiet)
        await sendResetLink(request, user).catch((error) => {
          // Answer as for any address, so a mail outage does not reveal which accounts exist.
          request.log.error({ err: error }, 'Password reset e-mail could not be sent');
        });
      return reply.code(202).send({ message: 'If an account uses this e-mail, a reset link is on its way.' });
    },
  );

  app.post(
    '/platform/password-reset',
    route(policies.public, {
      operationId: 'resetPassword',
      summary:
        'Sets a new password with an e-mailed token; every other outstanding reset or invitation link of the account stops working and every session of the account ends.',
      body: PasswordResetBody,
      response: { 200: MessageResponse, ...errors(400, 403) },
    }),
    async (request, reply) => {
      const problem = passwordProblem(request.body.password);
      if (problem) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: problem });
      const passwordHash = await hashPassword(request.body.password);
      const done = await authRepository(request.tenantDb).resetPassword(hashToken(request.body.token), passwordHash, app.sessions);
      if (!done)
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'This reset link is invalid or has expired.' });
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },
  );
};

export default auth;
