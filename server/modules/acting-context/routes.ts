// The acting context of a super admin (spec §4 "Company-switch users", §6, §7 "Super admin
// context"): the company they act for (or, as a spectator, view) and the persona they use. Kept on
// the server-side session, so company-scoped routes see it (effectiveCompanyId in policy.ts).
import { detailsOf } from '../activity-logs/catalogue.ts';
import { who } from '../../services/activity-messages.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Company } from '../../db/schema.ts';
import { policies } from '../../plugins/policy.ts';
import { ActingContext, errors, problem } from '../../schemas.ts';
import type { AuthContext } from '../../services/sessions.ts';
import { actingContextRepository } from './repository.ts';
import { SetContextBody, SwitchContextBody } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('acting context');

/** Choosing what to view changes only the caller's own session, so the spectator may do it too. */
const viewChoice = policies.readOnlyAllowed;

const POST_NOT_GET = 'POST, not GET as in spec §7: it changes the session, and a GET could be triggered from another site.';

const companyRef = (c: Company | null) => (c ? { id: c.id, name: c.name, type: c.company_type } : null);

const actingContext: FastifyPluginAsyncTypebox = async (app) => {
  const contextOf = (request: FastifyRequest) => actingContextRepository(request.tenantDb, app.sessions, request.auth!.sessionHash);
  const ended = (auth: AuthContext, company: Company) => ({
    company_id: company.id,
    actor_user_id: auth.user.id,
    entity_id: company.id,
    event: 'ACTING_ON_BEHALF_ENDED',
    details: detailsOf(auth.role.read_only ? 'VIEWING_ENDED' : 'ACTING_ON_BEHALF_ENDED', { company: company.name }),
  });

  /** A granted user's switch to or from a company, in that company's log. */
  const viewEntry = (auth: AuthContext, company: Company, event: 'COMPANY_VIEW_STARTED' | 'COMPANY_VIEW_ENDED', user: string) => ({
    company_id: company.id,
    actor_user_id: auth.user.id,
    entity_id: auth.user.id,
    event,
    details: detailsOf(event, { user }),
  });

  app.post(
    '/core-app-api/users/set-context',
    route(viewChoice(policies.permission('SWITCH', 'COMPANY', 'tenant')), {
      operationId: 'setActingContext',
      summary: `Chooses the company of this tenant to act on behalf of (a spectator: to view), with the reason; recorded in the activity log. ${POST_NOT_GET}`,
      body: SetContextBody,
      response: { 200: ActingContext, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const auth = request.auth!;
      const reason = request.body.reason.trim();
      if (reason.length < 5) return reply.code(400).send(problem(400, 'Give a reason of at least 5 characters.'));
      const context = contextOf(request);
      const company = await context.company(request.body.companyId);
      if (!company) return reply.code(404).send(problem(404, 'No company with this id in this country.'));
      const previous = auth.actingCompany;
      await context.setContext({ acting_company_id: company.id }, [
        ...(previous && previous.id !== company.id ? [ended(auth, previous)] : []),
        {
          company_id: company.id,
          actor_user_id: auth.user.id,
          entity_id: company.id,
          event: 'ACTING_ON_BEHALF_STARTED',
          details: detailsOf(auth.role.read_only ? 'VIEWING_STARTED' : 'ACTING_ON_BEHALF_STARTED', { company: company.name, reason }),
        },
      ]);
      return { company: companyRef(company), persona: auth.persona };
    },
  );

  app.post(
    '/core-app-api/users/reset-context',
    route(viewChoice(policies.signedIn), {
      operationId: 'resetActingContext',
      summary: `Stops acting on behalf of (or viewing) a company; back to the company list. ${POST_NOT_GET}`,
      response: { 200: ActingContext, ...errors(401, 403) },
    }),
    async (request) => {
      const auth = request.auth!;
      const previous = auth.actingCompany;
      if (previous) {
        await contextOf(request).setContext({ acting_company_id: null }, [ended(auth, previous)]);
      }
      return { company: null, persona: auth.persona };
    },
  );

  app.post(
    '/core-app-api/users/switch-context',
    route(viewChoice(policies.signedIn), {
      operationId: 'switchContext',
      summary: `Switches the persona (supplier or merchant view; permission SWITCH on PERSONA), or the company of a user whose admins granted them access (issue 14 §2; companyId null: back to their own view). Recorded in the activity log. ${POST_NOT_GET}`,
      body: SwitchContextBody,
      response: { 200: ActingContext, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const auth = request.auth!;
      const body = request.body;
      const context = contextOf(request);
      if ('persona' in body) {
        if (!auth.permissions.some((p) => p.action === 'SWITCH' && p.resource === 'PERSONA')) {
          return reply.code(403).send(problem(403, 'Access Denied/Forbidden.'));
        }
        const { persona } = body;
        await context.setContext({ persona }, [
          {
            company_id: auth.user.company_id ?? auth.actingCompanyId,
            actor_user_id: auth.user.id,
            entity_id: auth.user.id,
            event: 'PERSONA_SWITCHED',
            details: auth.persona
              ? detailsOf('PERSONA_SWITCHED_FROM', { persona, formerPersona: auth.persona })
              : detailsOf('PERSONA_SWITCHED', { persona }),
          },
        ]);
        return { company: companyRef(auth.actingCompany), persona };
      }
      if (auth.role.is_super_admin) {
        return reply.code(403).send(problem(403, 'Super admins choose the company to act for on the company list, with a reason.'));
      }
      const user = who(auth.user);
      const previous = auth.actingCompany;
      const left = previous ? [viewEntry(auth, previous, 'COMPANY_VIEW_ENDED', user)] : [];
      if (body.companyId === null) {
        if (previous) await context.setContext({ acting_company_id: null }, left);
        return { company: null, persona: auth.persona };
      }
      const company = await context.grantedCompany(auth.user.id, body.companyId);
      if (!company) return reply.code(404).send(problem(404, 'You have no access to a company with this id.'));
      if (previous?.id !== company.id) {
        await context.setContext({ acting_company_id: company.id }, [
          ...(previous ? left : []),
          viewEntry(auth, company, 'COMPANY_VIEW_STARTED', user),
        ]);
      }
      return { company: companyRef(company), persona: auth.persona };
    },
  );
};

export default actingContext;
