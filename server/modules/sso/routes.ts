// Single sign-on of the internal users (issue 32 §1): the sign-in page asks where an e-mail signs
// in, an e-mail of a domain the tenant's OpenID Connect provider serves goes there (authorization
// code flow with PKCE, state and nonce), and the provider's answer opens a session for the account
// linked to the provider identity (the first time: the internal account with the provider's e-mail).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { AreaRoutes } from '../../http/route.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';
import { FLOW_COOKIE, SSO_SESSION_COOKIE, type ProviderIdentity } from '../../services/sso.ts';
import { safeLastUrl } from '../auth/routes.ts';
import { ssoRepository } from './repository.ts';
import { CallbackQuery, type Refusal, SignInMethod, SignInMethodBody } from './schemas.ts';

const route = routesTagged('auth');
const SESSION_OWN = policies.readOnlyAllowed(policies.public);
const FLOW_PATH = '/platform/sso';
/** The sign-in page's notice of a blocked account (src/api/unauthorized.ts BLOCKED_NOTICE). */
const BLOCKED_PAGE = '/platform/login?notice=blocked';

const refusedPage = (reason: Refusal) => `/platform/sso/refused?reason=${reason}`;

const sso: AreaRoutes = async (app, { config }) => {
  const flowCookie = { path: FLOW_PATH, httpOnly: true, sameSite: 'lax' as const, secure: config.https };
  const ssoCookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.https };

  /** Where the provider sends the browser back: the host it is on locally (several per tenant), else the tenant's origin. */
  const callbackUrl = (request: FastifyRequest) =>
    `${config.appEnv === 'local' ? `http://${request.headers.host}` : request.siteOrigin}${FLOW_PATH}/callback`;

  app.post(
    '/platform/sso/start',
    route(SESSION_OWN, {
      operationId: 'startSignIn',
      summary:
        "Where an e-mail signs in. An internal user's e-mail of a domain the tenant's identity provider serves goes to the provider (method provider, redirectTo its sign-in page, the e-mail passed as login_hint; a short-lived cookie keeps the flow's state, nonce and PKCE verifier); every other e-mail signs in with the portal password (method password). 503: the provider does not answer.",
      body: SignInMethodBody,
      response: { 200: SignInMethod, ...errors(400, 503) },
    }),
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // External users (suppliers, agencies) keep their portal password, whatever their domain.
      if (!app.sso.serves(request.tenant, email) || (await ssoRepository(request.tenantDb).isExternal(email))) {
        return { method: 'password' as const };
      }
      try {
        const { url, cookie } = await app.sso.begin(request.tenant, {
          email,
          lastUrl: safeLastUrl(request.body.lastUrl),
          redirectUri: callbackUrl(request),
          locale: tenantLocale(request.tenant, request.body.locale),
        });
        reply.setCookie(FLOW_COOKIE, cookie, { ...flowCookie, maxAge: 600 });
        return { method: 'provider' as const, redirectTo: url };
      } catch (error) {
        request.log.error({ err: error }, 'single sign-on: the identity provider did not answer');
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The company sign-in does not answer. Try again in a few minutes.',
        });
      }
    },
  );

  /** The account an identity signs in to: linked before, or the internal account with its e-mail (then linked). */
  async function accountOf(request: FastifyRequest, identity: ProviderIdentity) {
    const users = ssoRepository(request.tenantDb);
    const linked = await users.userByIdentity(identity.issuer, identity.subject);
    if (linked) return linked;
    if (!identity.email) return null;
    const byEmail = await users.userByLogin(identity.email);
    if (!byEmail || byEmail.user_type !== 'INTERNAL') return null;
    // Linked to another person at this provider: the address changed hands there, not the account.
    if (byEmail.sso_issuer === identity.issuer && byEmail.sso_subject !== identity.subject) return null;
    return byEmail;
  }

  async function refuse(request: FastifyRequest, reply: FastifyReply, reason: Refusal, detail: unknown) {
    request.log.warn({ reason, detail: detail instanceof Error ? detail.message : detail }, 'single sign-on refused');
    return reply.redirect(refusedPage(reason), 303);
  }

  app.get(
    '/platform/sso/callback',
    route(SESSION_OWN, {
      operationId: 'finishSignIn',
      summary:
        "Where the identity provider sends the browser back. With the flow's cookie, the code is redeemed (PKCE) and state, issuer, nonce and ID token are checked; the account linked to the provider's subject (the first time: the internal account with the provider's e-mail, which is then linked) gets a new session, and the browser goes on to the last URL. Anything else opens no session: 303 to /platform/sso/refused (unknown user, failed or expired sign-in) or, for a blocked account, to the sign-in page's notice.",
      querystring: CallbackQuery,
      response: { 303: { type: 'null', description: 'To the last URL, or to the page that says why not.' } },
    }),
    async (request, reply) => {
      const flow = await app.sso.flowOf(request.cookies[FLOW_COOKIE], request.tenant.id);
      // A flow is used once: the cookie goes whatever happens next.
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      if (!flow) return refuse(request, reply, 'expired', 'no flow cookie, or an expired one');
      if (request.query.error) return refuse(request, reply, 'failed', request.query.error);
      let identity: ProviderIdentity;
      try {
        identity = await app.sso.finish(flow, new URL(request.url, flow.redirectUri));
      } catch (error) {
        return refuse(request, reply, 'failed', error);
      }
      const user = await accountOf(request, identity);
      if (!user) return refuse(request, reply, 'unknown', { subject: identity.subject });
      if (user.status === 'BLOCKED') return reply.redirect(BLOCKED_PAGE, 303);
      if (user.status !== 'ACTIVE') return refuse(request, reply, 'unknown', { subject: identity.subject, status: user.status });
      if (request.auth) await app.sessions.revoke(request.auth.sessionHash);
      await ssoRepository(request.tenantDb).recordSignIn(user.id, identity);
      const token = await app.sessions.create(user);
      app.setSessionCookie(reply, token);
      reply.setCookie(SSO_SESSION_COOKIE, '1', { ...ssoCookie, maxAge: config.sessionMaxHours * 3600 });
      return reply.redirect(safeLastUrl(flow.lastUrl), 303);
    },
  );
};

export default sso;
