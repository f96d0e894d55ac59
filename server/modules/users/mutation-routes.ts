// Changes to the company's users (spec §3 "User", "Blocked user", "Access request"; §7
// "Supplier user management"): access, role, profile, delete, block, unblock, and decisions on
// access requests. Every change runs in one transaction with its activity-log entries (service.ts).
import { accessUpdated } from './activity.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { fullName, who } from '../../services/activity-messages.ts';
import { accessDecisionMail } from '../../services/emails.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { User } from '../../db/schema.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, MessageResponse, problem } from '../../schemas.ts';
import { type UsersRepository, usersRepository } from './repository.ts';
import {
  AccessBody,
  BlockBody,
  CompanyParams,
  Decided,
  DecisionsBody,
  DeleteBody,
  GrantBody,
  ProfileBody,
  UnblockBody,
} from './schemas.ts';
import { productText } from '../../../tenants/product-names.ts';
import { blockTargets, change, checkOffered, idsOf, LAST_ADMIN, Refusal, refusable, unblockTargets } from './service.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('users');

const managePolicy = policies.permission('MANAGE', 'USER');

const userChanges: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * A change of named users of the company: `ids` reads them from the body, then `work` runs in
   * one transaction with the company locked and the users loaded (404 for an id not of the
   * company), writes its activity-log entries and answers the message. A Refusal thrown by either
   * answers with its status and nothing changed.
   */
  function userChange<B extends TSchema>(declared: {
    method: 'POST' | 'PUT';
    path: string;
    operationId: string;
    summary: string;
    body: B;
    ids: (body: Static<B>) => string[];
    work: (users: UsersRepository, targets: User[], body: Static<B>, request: FastifyRequest) => Promise<{ message: string }>;
  }) {
    const { operationId, summary, body, ids, work } = declared;
    app.route({
      method: declared.method,
      url: `/core-app-api/companies/:companyId/users/${declared.path}`,
      ...route(managePolicy, {
        operationId,
        summary,
        params: CompanyParams,
        body,
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      }),
      handler: async (request, reply) => {
        const input = request.body as Static<B>;
        const userIds = await refusable(() => ids(input));
        const result =
          userIds instanceof Refusal
            ? userIds
            : await change(usersRepository(request.companyDb), userIds, (users, targets) => work(users, targets, input, request));
        return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
      },
    });
  }

  userChange({
    method: 'POST',
    path: 'access',
    operationId: 'grantUserAccess',
    summary: 'Grants products to users of the company (added to what they have; each recorded in the activity log).',
    body: GrantBody,
    ids: (body) => body.userIds,
    work: async (users, targets, { products }, request) => {
      checkOffered(await users.offeredProducts(request.tenant, app.appEnv), products);
      for (const user of targets) {
        await users.grantProducts(user.id, products);
        await users.record({
          actor_user_id: request.auth!.user.id,
          entity_id: user.id,
          event: 'USER_ACCESS_GRANTED',
          details: detailsOf('USER_ACCESS_GRANTED', { products: productText(products), user: who(user) }),
        });
      }
      return { message: `Access granted to ${targets.length} user(s).` };
    },
  });

  userChange({
    method: 'PUT',
    path: 'access',
    operationId: 'setUserAccess',
    summary: "Sets a user's products (replacing them) and role. The last active admin of a company cannot be made a user.",
    body: AccessBody,
    ids: (body) => [body.userId],
    work: async (users, [user], { products, role }, request) => {
      const had = await users.productCodesOf(user!.id);
      const added = products.filter((p) => !had.includes(p));
      // Products no longer offered may stay on a user who has them; new ones must be offered.
      checkOffered(await users.offeredProducts(request.tenant, app.appEnv), added);
      if (user!.role === 'Admin' && role !== 'Admin' && user!.status === 'ACTIVE' && (await users.wouldRemoveLastAdmin([user!.id]))) {
        throw new Refusal(409, LAST_ADMIN);
      }
      const removed = had.filter((p) => !(products as string[]).includes(p));
      if (removed.length) await users.removeProducts(user!.id, removed);
      if (added.length) await users.addProducts(user!.id, added);
      if (role !== user!.role) await users.setRole(user!.id, role);
      await users.record({
        actor_user_id: request.auth!.user.id,
        entity_id: user!.id,
        event: 'USER_ACCESS_UPDATED',
        details: accessUpdated(who(user!), {
          added: productText(added),
          removed: productText(removed),
          role: role !== user!.role ? { formerRole: user!.role, role } : undefined,
        }),
      });
      return { message: 'Access updated.' };
    },
  });

  userChange({
    method: 'PUT',
    path: 'profile',
    operationId: 'updateUserProfile',
    summary: "Changes a user's first and last name. The e-mail (sign-in id) does not change here.",
    body: ProfileBody,
    ids: (body) => {
      if (!body.firstName.trim() || !body.lastName.trim()) throw new Refusal(400, 'Give a first name and a last name.');
      return [body.userId];
    },
    work: async (users, [user], body, request) => {
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      await users.setName(user!.id, firstName, lastName);
      await users.record({
        actor_user_id: request.auth!.user.id,
        entity_id: user!.id,
        event: 'USER_PROFILE_UPDATED',
        details: detailsOf('USER_PROFILE_UPDATED', {
          email: user!.login_id,
          formerName: fullName(user!),
          name: `${firstName} ${lastName}`,
        }),
      });
      return { message: 'Profile updated.' };
    },
  });

  userChange({
    method: 'POST',
    path: 'delete',
    operationId: 'deleteUsers',
    summary: "Deletes users of the company (their sessions end with them). Not yourself, and never the company's last active admin.",
    body: DeleteBody,
    ids: (body) => body.userIds,
    work: async (users, targets, body, request) => {
      const me = request.auth!.user.id;
      if (targets.some((u) => u.id === me)) throw new Refusal(409, 'You cannot delete yourself.');
      if (await users.wouldRemoveLastAdmin(body.userIds)) throw new Refusal(409, LAST_ADMIN);
      for (const user of targets) {
        await users.record({
          actor_user_id: me,
          entity_id: user.id,
          event: 'USER_DELETED',
          details: detailsOf('USER_DELETED', { user: who(user) }),
        });
      }
      await users.deleteUsers(targets.map((u) => u.id));
      return { message: `${targets.length} user(s) deleted.` };
    },
  });

  userChange({
    method: 'POST',
    path: 'block',
    operationId: 'blockUsers',
    summary:
      "Blocks active users of the company with a reason: they cannot sign in, and their open sessions end at once. Not yourself, and never the company's last active admin.",
    body: BlockBody,
    ids: (body) => {
      const ids = idsOf(body);
      if (!body.reason.trim()) throw new Refusal(400, 'Give the reason for blocking.');
      return ids;
    },
    work: (users, targets, body, request) =>
      blockTargets(users, targets, { me: request.auth!.user.id, reason: body.reason.trim(), sessions: app.sessions }),
  });

  userChange({
    method: 'POST',
    path: 'unblock',
    operationId: 'unblockUsers',
    summary: 'Unblocks blocked users of the company (they may sign in again), with an optional reason for the activity log.',
    body: UnblockBody,
    ids: idsOf,
    work: (users, targets, body, request) => unblockTargets(users, targets, { me: request.auth!.user.id, reason: body.reason?.trim() }),
  });

  app.post(
    '/platform/v1/identity/accounts/:companyId/bulk-access-requests',
    route(managePolicy, {
      operationId: 'decideAccessRequests',
      summary:
        "Approves or denies pending access requests of the company, all or none. Approval grants the products (ACCESS_COMPLETE): to a user of the company in their app access, to anyone else (an internal associate) as access to this company's data. Spec §7 names the path parameter {tenantId}; it is the company's id.",
      params: CompanyParams,
      body: DecisionsBody,
      response: { 200: Decided, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { approvals } = request.body;
      const ids = approvals.map((a) => a.requestId);
      if (new Set(ids).size !== ids.length) return reply.code(400).send(problem(400, 'Each request may appear only once.'));
      const companyId = request.params.companyId;
      const repository = usersRepository(request.companyDb);
      const offered = await repository.offeredProducts(request.tenant, app.appEnv);
      const result = await refusable(() =>
        repository.transaction(async (users) => {
          const rows = await users.requestsForUpdate(ids);
          const missing = ids.find((id) => !rows.some((r) => r.id === id));
          if (missing) throw new Refusal(404, `No access request with id ${missing} for this company.`);
          const decided = rows.find((r) => r.status !== 'PENDING');
          if (decided) throw new Refusal(409, `The access request of ${fullName(decided)} was already ${decided.status.toLowerCase()}.`);
          const now = new Date();
          const actor = request.auth!.user.id;
          const companyName = await users.companyName();
          let approvedCount = 0;
          for (const { requestId, approved } of approvals) {
            const r = rows.find((row) => row.id === requestId)!;
            const products = r.products.filter((p) => offered.has(p));
            if (approved) {
              approvedCount++;
              if (products.length && r.company_id === companyId) {
                await users.grantProducts(r.user_id, products);
              } else if (products.length) {
                await users.grantCompanyAccess(r.user_id, products, r.id, actor);
              }
            }
            await users.decideRequest(r.id, approved, actor, now);
            await users.record({
              actor_user_id: actor,
              entity_id: r.id,
              event: approved ? 'ACCESS_REQUEST_APPROVED' : 'ACCESS_REQUEST_DENIED',
              details: detailsOf(approved ? 'ACCESS_REQUEST_APPROVED' : 'ACCESS_REQUEST_DENIED', {
                user: who(r),
                products: productText(r.products),
              }),
            });
            // The requester learns the decision (issue 14 §2), in their language, linked to their requests.
            const mail = accessDecisionMail({
              tenant: request.tenant,
              locale: tenantLocale(request.tenant, r.language_code),
              to: r.login_id,
              firstName: r.first_name,
              link: `${request.siteOrigin}/profile/requestAccess`,
              approved,
              companyName,
              products: productText(r.products),
            });
            await users.mail(app.mailer, mail);
          }
          const denied = approvals.length - approvedCount;
          return { message: `${approvedCount} approved, ${denied} denied.`, approved: approvedCount, denied };
        }),
      );
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );
};

export default userChanges;
