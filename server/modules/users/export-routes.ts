// The export of the user management tabs as .xlsx (spec §7 "Supplier user management"), streamed
// from the database in batches, each starting where the last ended (paging.ts listRows); headers in
// the page's language.
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../../tenants/schema.ts';
import type { User } from '../../db/schema.ts';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { type SheetColumn, sendXlsx } from '../../services/xlsx.ts';
import { usersRepository } from './repository.ts';
import { ExportFile, ExportParams, ExportQuery, type Tab } from './schemas.ts';
import { productText } from '../../../tenants/product-names.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('users');

const listPolicy = policies.permission('LIST', 'USER');

const userExport: FastifyPluginAsyncTypebox = async (app) => {
  /** The locale of the export's headers: the page's (x-user-locale) when the tenant offers it. */
  function exportLocale(headerValue: unknown, tenant: { locales: { supported: readonly Locale[]; default: Locale } }, user: User): Locale {
    return tenantLocale(tenant, typeof headerValue === 'string' ? headerValue : user.language_code);
  }

  app.get(
    '/core-app-api/companies/:companyId/users/export/:tabName',
    route(listPolicy, {
      operationId: 'exportUsers',
      summary:
        'Downloads one tab (users, pending, blocked or access-requests), filtered by the search like the table, as an .xlsx file streamed from the database.',
      params: ExportParams,
      querystring: ExportQuery,
      response: {
        200: ExportFile,
        ...errors(400, 401, 403),
      },
    }),
    async (request, reply) => {
      const { tabName } = request.params;
      const users = usersRepository(request.companyDb);
      const search = request.query.search?.trim() || undefined;
      const i18n = i18nFor(exportLocale(request.headers['x-user-locale'], request.tenant, request.auth!.user));
      const h = {
        firstName: i18n._(/*i18n*/ { id: 'export.users.firstName', message: 'First name' }),
        lastName: i18n._(/*i18n*/ { id: 'export.users.lastName', message: 'Last name' }),
        email: i18n._(/*i18n*/ { id: 'export.users.email', message: 'Email' }),
        userType: i18n._(/*i18n*/ { id: 'export.users.userType', message: 'User type' }),
        multiple: i18n._(/*i18n*/ { id: 'export.users.multipleSupplierAccess', message: 'Multiple supplier access' }),
        appAccess: i18n._(/*i18n*/ { id: 'export.users.appAccess', message: 'Application access' }),
        role: i18n._(/*i18n*/ { id: 'export.users.role', message: 'Role' }),
        lastLogin: i18n._(/*i18n*/ { id: 'export.users.lastLogin', message: 'Last login' }),
        state: i18n._(/*i18n*/ { id: 'export.users.state', message: 'State' }),
        createdBy: i18n._(/*i18n*/ { id: 'export.users.createdBy', message: 'Created by' }),
        createdOn: i18n._(/*i18n*/ { id: 'export.users.createdOn', message: 'Created on' }),
        type: i18n._(/*i18n*/ { id: 'export.users.type', message: 'Type' }),
        stage: i18n._(/*i18n*/ { id: 'export.users.stage', message: 'Stage' }),
        blockedReason: i18n._(/*i18n*/ { id: 'export.users.blockedReason', message: 'Blocked reason' }),
        blockedBy: i18n._(/*i18n*/ { id: 'export.users.blockedBy', message: 'Blocked by' }),
        blockedOn: i18n._(/*i18n*/ { id: 'export.users.blockedOn', message: 'Blocked date' }),
        requestNote: i18n._(/*i18n*/ { id: 'export.users.requestNote', message: 'Request note' }),
        requestDate: i18n._(/*i18n*/ { id: 'export.users.requestDate', message: 'Request date' }),
        yes: i18n._(/*i18n*/ { id: 'export.users.yes', message: 'Yes' }),
        no: i18n._(/*i18n*/ { id: 'export.users.no', message: 'No' }),
      };
      const when = (s: string | null | undefined) => (s ? new Date(s) : null);
      // users_<date>.xlsx for the users tab, users_<tab>_<date>.xlsx for the others (not users_users_…).
      const fileName = `${tabName === 'users' ? 'users' : `users_${tabName}`}_${new Date().toISOString().slice(0, 10)}.xlsx`;
      /** One sheet, its rows read from the database while the file streams. */
      const sheet = <Row>(name: string, rows: AsyncIterable<Row>, columns: Array<SheetColumn<Row>>) =>
        sendXlsx(reply, fileName, name, columns, rows);
      const byName = { search, sortBy: 'firstName', sortOrder: 'ASC' } as const;
      const newest = { search, sortOrder: 'DESC' } as const;
      /** The first columns of the Users and Blocked sheets. */
      const userColumns: Array<SheetColumn<Awaited<ReturnType<typeof users.listUsers>>['content'][number]>> = [
        { header: h.firstName, value: (r) => r.firstName },
        { header: h.lastName, value: (r) => r.lastName },
        { header: h.email, value: (r) => r.email, width: 36 },
      ];
      const sheets: Record<Tab, () => Promise<FastifyReply>> = {
        users: () =>
          sheet('Users', users.allUsers({ ...byName, status: 'ACTIVE' }), [
            ...userColumns,
            { header: h.userType, value: (r) => r.uiCompanyType },
            { header: h.multiple, value: (r) => (r.multipleSupplierAccess ? h.yes : h.no) },
            { header: h.appAccess, value: (r) => productText(r.products), width: 48 },
            { header: h.role, value: (r) => r.role },
            { header: h.lastLogin, value: (r) => when(r.uiLastLoginTime) },
          ]),
        blocked: () =>
          sheet('Blocked', users.allUsers({ ...byName, status: 'BLOCKED' }), [
            ...userColumns,
            { header: h.appAccess, value: (r) => productText(r.products), width: 48 },
            { header: h.blockedReason, value: (r) => r.blockedReason, width: 40 },
            { header: h.blockedBy, value: (r) => r.uiBlockedBy },
            { header: h.blockedOn, value: (r) => when(r.uiBlockedOn) },
          ]),
        pending: () =>
          sheet('Pending', users.allPending({ ...newest, sortBy: 'uiCreatedOnDate' }), [
            { header: h.firstName, value: (r) => r.firstName },
            { header: h.lastName, value: (r) => r.lastName },
            { header: h.email, value: (r) => r.loginId, width: 36 },
            { header: h.appAccess, value: (r) => productText(r.uiAppAccess), width: 48 },
            { header: h.state, value: (r) => r.uiState },
            { header: h.createdBy, value: (r) => r.createdBy },
            { header: h.createdOn, value: (r) => when(r.uiCreatedOnDate) },
            { header: h.type, value: (r) => r.type },
            { header: h.stage, value: (r) => r.stage },
          ]),
        'access-requests': () =>
          sheet('Access requests', users.allRequests({ ...newest, sortBy: 'create_time' }), [
            { header: h.firstName, value: (r) => r.first_name },
            { header: h.lastName, value: (r) => r.last_name },
            { header: h.email, value: (r) => r.email, width: 36 },
            { header: h.appAccess, value: (r) => r.product_text, width: 48 },
            { header: h.requestNote, value: (r) => r.requestor_note, width: 60 },
            { header: h.requestDate, value: (r) => when(r.create_time) },
          ]),
      };
      return sheets[tabName]();
    },
  );
};

export default userExport;
