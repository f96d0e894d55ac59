// Supplier user management (spec §2 "Admin tables", §3 "User", "Pending user", "Blocked user",
// "Access request", §7 "Supplier user management", §9): a company admin lists, edits, blocks,
// unblocks and deletes the company's users, reviews pending creations and decides access
// requests. Every change runs in one transaction with its activity-log entries. Users are always
// looked up by tenant AND company, so an id of another company or tenant answers 404 and is never
// touched. Invitations (validate, create, resend) live in invitations.ts; Excel bulk in bulk-users.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';
import { LIST_DEFAULTS, listParams, Paged } from '../../services/paging.ts';
import { usersRepository } from './repository.ts';
import {
  AccessRequestRow,
  CompanyParams,
  PendingQuery,
  PendingRow,
  PERSONAS,
  Personas,
  RequestsQuery,
  UserRow,
  UsersQuery,
} from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('users');

/** The tabs of the user management page (Users, Blocked, Pending, Access requests) and the personas. */
const userLists: FastifyPluginAsyncTypebox = async (app) => {
  const listPolicy = policies.permission('LIST', 'USER');

  app.get(
    '/core-app-api/companies/:companyId/users',
    route(listPolicy, {
      operationId: 'listUsers',
      summary:
        'The users of the company: the Users tab (status=ACTIVE, the default) or the Blocked tab (status=BLOCKED, with the reason, who blocked and when). Searchable, sortable, paged (page is zero-based).',
      params: CompanyParams,
      querystring: UsersQuery,
      response: { 200: Paged(UserRow), ...errors(400, 401, 403) },
    }),
    async (request) =>
      usersRepository(request.companyDb).listUsers({
        ...listParams(request.query, request.query.status === 'BLOCKED' ? LIST_DEFAULTS.blockedUsers : LIST_DEFAULTS.users),
        status: request.query.status ?? 'ACTIVE',
      }),
  );

  app.get(
    '/core-app-api/companies/:companyId/users/non-provisioned',
    route(listPolicy, {
      operationId: 'listPendingUsers',
      summary: 'The Pending tab: users the company created whose creation is not finished (spec §4 "Pending user creation stages").',
      params: CompanyParams,
      querystring: PendingQuery,
      response: { 200: Paged(PendingRow), ...errors(400, 401, 403) },
    }),
    async (request) => usersRepository(request.companyDb).listPending(listParams(request.query, LIST_DEFAULTS.pendingUsers)),
  );

  app.get(
    '/platform/v1/identity/accounts/:companyId/access-requests',
    route(listPolicy, {
      operationId: 'listAccessRequests',
      summary:
        "The Access requests tab: pending requests for access to the company's products. Spec §7 names the path parameter {tenantId}; it is the company's id.",
      params: CompanyParams,
      querystring: RequestsQuery,
      response: { 200: Paged(AccessRequestRow), ...errors(400, 401, 403) },
    }),
    async (request) => usersRepository(request.companyDb).listRequests(listParams(request.query, LIST_DEFAULTS.accessRequests)),
  );

  app.get(
    '/core-app-api/companies/:companyId/personas',
    route(listPolicy, {
      operationId: 'listPersonas',
      summary: "The roles (personas) an admin may give the company's users.",
      params: CompanyParams,
      response: { 200: Personas, ...errors(401, 403) },
    }),
    async () => PERSONAS.map((p) => ({ ...p })),
  );
};

export default userLists;
