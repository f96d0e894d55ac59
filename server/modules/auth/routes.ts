// Sign-in, sign-out, auth status and the password reset by e-mail.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { Config } from '../../config.ts';
import { ACCOUNT_BLOCKED, policies } from '../../plugins/policy.ts';
import { BotBlockResponse, errors, MessageResponse, PasswordRefusal, problem } from '../../schemas.ts';
import { HumanCheckHeaders, humanCheck } from '../../services/bot-challenge.ts';
import { passwordResetMail } from '../../services/emails.ts';
import { i18nFor } from '../../services/i18n.ts';
import { hashPassword, verifyPassword, weakPasswordAnswer } from '../../services/passwords.ts';
import { SSO_SESSION_COOKIE } from '../../services/sso.ts';
import { hashToken, newToken } from '../../services/tokens.ts';
import { authRepository } from './repository.ts';
import { AuthStatus, PasswordResetBody, ResetLinkBody, SignedIn, SignedOut, SignInBody } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('auth');
/**
 * Public, and a read-only session (the spectator) may send it too: it starts or ends a session, or
 * sets a password with an e-mailed token; none writes in the name of the company the session views.
 */
const SESSION_OWN = policies.readOnlyAllowed(policies.public);

const RESET_VALID_MINUTES = 60;
const RESETS_PER_WINDOW = 3;
const WRONG_CREDENTIALS = 'The email or password is incorrect.';
const PERSON_PLEASE = 'Please confirm that you are a person, then try again.';
/** Starts with this: the sign-in page then sends the e-mail to the company sign-in (POST /platform/sso/start). */
export const USE_COMPANY_SIGN_IN = 'This account signs in with the company sign-in';

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
   * Spec §4 (412 opens the human verification): a reset link for an account needs a solved, unused
   * challenge when a sign-in to it from here would (the account's failed sign-ins, the address's
   * in the tenant: services/sign-in-guard.ts), more work the more failures. Returns the 412 body,
   * or null to go on.
   */
  async function needsPerson(request: FastifyRequest, email: string) {
    const tenantId = request.tenant.id;
    const level = await guard.challenge(request, tenantId, email, await guard.knownDevice(request, tenantId, email));
    return humanCheck(bot, request, level !== null, PERSON_PLEASE, level ?? 0);
  }

  app.post(
    '/platform/login',
    route(SESSION_OWN, {
      operationId: 'signIn',
      summary:
        "Sign in with e-mail and password; starts a new session. 401: wrong e-mail or password (or an account not active). 403: the account is blocked, said only after the right password; or the e-mail is an internal user's that signs in at the tenant's identity provider (message starts 'This account signs in with the company sign-in': POST /platform/sso/start). 412: solve a human-verification challenge first.",
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
      // Internal users of the provider's domains sign in there (issue 32 §1), never with a password here.
      if (app.sso.serves(request.tenant, email) && user?.user_type !== 'EXTERNAL') {
        return reply.code(403).send(problem(403, `${USE_COMPANY_SIGN_IN}: continue with your e-mail on the sign-in page.`));
      }
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
    route(SESSION_OWN, {
      operationId: 'signOut',
      summary:
        "Ends the current session on the server. redirectTo: where the browser goes next, the landing page, or after a sign-in at the tenant's identity provider its sign-out page (which comes back to the landing page), where the provider offers one.",
      response: { 200: SignedOut, ...errors(403) },
    }),
    async (request, reply) => {
      if (request.auth) await app.sessions.revoke(request.auth.sessionHash);
      app.clearSessionCookie(reply);
      let redirectTo = '/';
      if (request.cookies[SSO_SESSION_COOKIE]) {
        reply.clearCookie(SSO_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.https });
        const landing = `${config.appEnv === 'local' ? `http://${request.headers.host}` : request.siteOrigin}/`;
        const locale = tenantLocale(request.tenant, request.headers['x-user-locale']);
        redirectTo = (await app.sso.endSessionUrl(request.tenant, landing, locale)) ?? '/';
      }
      return { redirectTo };
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

  // Spec §7 names this path with GET; it stores a token and sends mail, and no GET changes state
  // (issue 30 §1: a link or an article's image would send it), so it is the spec's path with POST.
  app.post(
    '/core-app-api/pwd-reset-link',
    route(policies.public, {
      operationId: 'sendPasswordResetLink',
      summary:
        "E-mails a single-use password reset link. Answers the same whether or not the account exists. 403: the e-mail is one that signs in at the tenant's identity provider, which keeps its password (message starts 'This account signs in with the company sign-in', as the sign-in answers it). 412: solve a human-verification challenge first.",
      headers: HumanCheckHeaders,
      body: ResetLinkBody,
      response: { 202: MessageResponse, 412: BotBlockResponse, ...errors(400, 403, 429) },
    }),
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const ipKey = `reset:ip:${request.ip}`;
      const wait = await throttle.retryAfter([{ subject: ipKey, max: config.signInLimits.perIp }]);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ statusCode: 429, error: 'Too Many Requests', message: 'Too many reset requests. Try again later.' });
      }
      const blocked = await needsPerson(request, email);
      if (blocked) return reply.code(412).send(blocked);
      const accountKey = `reset:account:${request.tenant.id}:${email}`;
      const quiet = (await throttle.retryAfter([{ subject: accountKey, max: RESETS_PER_WINDOW }])) > 0;
      await throttle.record([ipKey, accountKey]);
      const user = await authRepository(request.tenantDb).activeUser(email);
      // The provider keeps an internal user's password (issue 32 §1): no portal password to reset.
      // Said as the sign-in and POST /platform/sso/start say it, for the same e-mails.
      if (app.sso.serves(request.tenant, email) && user?.user_type !== 'EXTERNAL') {
        return reply
          .code(403)
          .send(problem(403, `${USE_COMPANY_SIGN_IN}: your company keeps its password; continue with your e-mail on the sign-in page.`));
      }
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
    route(SESSION_OWN, {
      operationId: 'resetPassword',
      summary:
        "Sets a new password with an e-mailed token; every other outstanding reset or invitation link of the account stops working and every session of the account ends. 400 with code weakPassword and fields.password.code (tooShort, tooLong, letterAndOther, email, name, common) when the password policy refuses it, in the reader's language (x-user-locale); the link stays usable.",
      body: PasswordResetBody,
      response: { 200: MessageResponse, 400: PasswordRefusal, ...errors(403) },
    }),
    async (request, reply) => {
      const { password } = request.body;
      const accounts = authRepository(request.tenantDb);
      const tokenHash = hashToken(request.body.token);
      // The password policy (tenants/password-policy.ts), against the account the link is for.
      const owner = await accounts.resetTokenOwner(tokenHash);
      const i18n = i18nFor(tenantLocale(request.tenant, request.headers['x-user-locale']));
      const weak = weakPasswordAnswer(password, { email: owner?.login_id, firstName: owner?.first_name, lastName: owner?.last_name }, i18n);
      if (weak) return reply.code(400).send(weak);
      const passwordHash = await hashPassword(password);
      const done = await accounts.resetPassword(tokenHash, passwordHash, app.sessions);
      if (!done)
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'This reset link is invalid or has expired.' });
      return { message: 'Your password has been changed. Sign in with the new password.' };
    },
  );
};

export default auth;
