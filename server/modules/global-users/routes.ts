// Global user management (spec §2 "Admin tables", §3 "Global user", §7 "Global user management";
// issue 16 §1): super admins, and the spectator read-only, list the users of every company of the
// host's tenant, one tab per user type, searched, filtered, sorted and paged on the server, export
// them as .xlsx, and block or unblock a company user from a row (through that company's user
// management rules: modules/users/service.ts).
//
// The filter options (company types and statuses, roles, products, attributes, SBU) are the
// values found in the tenant, so every option finds someone.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { PRODUCT_NAMES } from '../../../tenants/product-names.ts';
import { policies } from '../../plugins/policy.ts';
import { CompanyType, errors, MessageResponse, problem } from '../../schemas.ts';
import { usersRepository } from '../users/repository.ts';
import { blockTargets, change, Refusal, unblockTargets } from '../users/service.ts';
import { routesTagged } from '../../http/route.ts';
import { globalUsersRepository } from './repository.ts';
import { userQueryOf } from './query.ts';
import {
  ATTRIBUTES,
  BlockBody,
  ListBody,
  ListQuery,
  StatusesQuery,
  TAG,
  UnblockBody,
  UserPage,
  UserParams,
  UserTypeQuery,
} from './schemas.ts';
import { COMPANY_TYPES } from '../../db/schema.ts';
import globalUserExport from './export-routes.ts';

const route = routesTagged(TAG);

/** Reading: super admins and the spectator (policy `super-admin` admits both; a GET changes nothing). */
const READ = policies.superAdmin;
/** A read whose filter is a body (POST, spec §7): the spectator may send it too. */
const READ_BY_POST = policies.readOnlyAllowed(policies.superAdmin);
/** Changing a user: super admins only (the spectator is refused every change). */
const CHANGE = policies.superAdmin;

const globalUsers: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/core-app-api/users',
    route(
      READ_BY_POST,
      {
        operationId: 'listGlobalUsers',
        summary:
          "One page of the users of this host's tenant across every company, for one tab (userType), searched, filtered and sorted on the server (super admins and the spectator).",
        querystring: ListQuery,
        body: ListBody,
        response: { 200: UserPage, ...errors(400, 401, 403) },
      },
      { changesNothing: true },
    ),
    async (request, reply) => {
      const q = userQueryOf(request.query, request.body);
      if ('error' in q) return reply.code(400).send(problem(400, q.error));
      return globalUsersRepository(request.tenantDb).page(
        q,
        request.query.pageNo ?? 0,
        request.query.pageSize ?? LIST_DEFAULTS.globalUsers.pageSize,
      );
    },
  );

  app.get(
    '/core-app-api/companies/types',
    route(READ, {
      operationId: 'listCompanyTypes',
      summary: "The company types of this host's tenant's companies and how many companies each has (the company types filter).",
      response: {
        200: Type.Object({ companyTypes: Type.Array(Type.Object({ value: CompanyType, companies: Type.Integer() })) }),
        ...errors(401, 403),
      },
    }),
    async (request) => ({
      companyTypes: (await globalUsersRepository(request.tenantDb).companyTypes()).map((r) => ({
        value: r.company_type,
        companies: Number(r.companies),
      })),
    }),
  );

  app.get(
    '/core-app-api/companies/statuses',
    route(READ, {
      operationId: 'listCompanyStatuses',
      summary: 'The statuses found among the companies of these types (the company statuses filter, which depends on the chosen types).',
      querystring: StatusesQuery,
      response: { 200: Type.Object({ statuses: Type.Array(Type.String()) }), ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const types = (request.query.companyTypes ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const unknown = types.find((t) => !(COMPANY_TYPES as readonly string[]).includes(t));
      if (unknown) return reply.code(400).send(problem(400, `Unknown company type "${unknown}". Known: ${COMPANY_TYPES.join(', ')}.`));
      return { statuses: await globalUsersRepository(request.tenantDb).companyStatuses(types) };
    },
  );

  app.get(
    '/core-app-api/users/filters/roles',
    route(READ, {
      operationId: 'listGlobalUserRoles',
      summary: 'The roles held by users of the tab (the roles filter).',
      querystring: Type.Object(UserTypeQuery, { additionalProperties: false }),
      response: { 200: Type.Object({ roles: Type.Array(Type.String()) }), ...errors(400, 401, 403) },
    }),
    async (request) => ({ roles: await globalUsersRepository(request.tenantDb).roles(request.query.userType) }),
  );

  app.get(
    '/core-app-api/users/filters/attributes',
    route(READ, {
      operationId: 'listGlobalUserAttributes',
      summary:
        'The user attributes the list filters by: BLOCKED, PENDING_REGISTRATION (invited, not registered), NEVER_SIGNED_IN, INACTIVE_90_DAYS (no sign-in for 90 days), PENDING_ACCESS (a product access waiting), THIRD_PARTY_USER (works for a supplier). A user matches when any chosen attribute holds.',
      response: { 200: Type.Object({ attributes: Type.Array(Type.String()) }), ...errors(401, 403) },
    }),
    async () => ({ attributes: [...ATTRIBUTES] }),
  );

  app.get(
    '/core-app-api/users/filters/sbu',
    route(READ, {
      operationId: 'listGlobalUserSbus',
      summary: "The strategic business units of this tenant's internal users (the SBU filter of the internal and merchant tabs).",
      response: { 200: Type.Object({ sbu: Type.Array(Type.String()) }), ...errors(401, 403) },
    }),
    async (request) => ({ sbu: await globalUsersRepository(request.tenantDb).sbus() }),
  );

  app.get(
    '/core-app-api/products',
    route(READ, {
      operationId: 'listGlobalUserProducts',
      summary:
        "The products of this host's tenant, code and name (the products filter; names are brand names, the same in every language).",
      response: {
        200: Type.Object({ products: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })) }),
        ...errors(401, 403),
      },
    }),
    async (request) => ({ products: request.tenant.products.map((p) => ({ code: p.code, name: PRODUCT_NAMES[p.code] })) }),
  );

  /** Blocks or unblocks one company user through their company's rules; 404 for no such user of the tenant. */
  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/core-app-api/users/:id/${action}`,
      route(CHANGE, {
        operationId: action === 'block' ? 'blockGlobalUser' : 'unblockGlobalUser',
        summary:
          action === 'block'
            ? "Blocks a company user from global user management, with a reason (super admins): they cannot sign in and their sessions end. Never the company's last active admin; recorded in the company's activity log."
            : "Unblocks a blocked company user from global user management (super admins), with an optional reason; recorded in the company's activity log.",
        params: UserParams,
        body: action === 'block' ? BlockBody : UnblockBody,
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      }),
      async (request, reply) => {
        const { id } = request.params;
        const directory = globalUsersRepository(request.tenantDb);
        const user = await directory.findUser(id);
        if (!user) return reply.code(404).send(problem(404, `No user with id ${id} in this country.`));
        if (!user.company_id) {
          return reply
            .code(409)
            .send(problem(409, "Associates' accounts come from the retailer's directory: block or unblock them there, not in the portal."));
        }
        const users = usersRepository(directory.companyScope(user.company_id));
        const me = request.auth!.user.id;
        const reason = (request.body as { reason?: string }).reason?.trim();
        const outcome = await change(users, [id], (trx, targets) =>
          action === 'block'
            ? blockTargets(trx, targets, { me, reason: reason ?? '', sessions: app.sessions })
            : unblockTargets(trx, targets, { me, reason }),
        );
        if (outcome instanceof Refusal) return reply.code(outcome.statusCode).send(outcome.body);
        return outcome;
      },
    );
  }

  await app.register(globalUserExport);
};

export default globalUsers;
