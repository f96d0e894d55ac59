// The export of one global user management tab as .xlsx (spec §7: POST users/export?userType,
// an arraybuffer): the list's search, filters and order, every matching user, streamed from the
// database 1,000 at a time (paging.ts listRows), headers in the page's language. The answer says
// how many rows it holds (x-total-rows) before the file streams, so the page can show progress.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { I18n } from '@lingui/core';
import { tenantLocale } from '../../../tenants/preferences.ts';
import { productText } from '../../../tenants/product-names.ts';
import type { CompanyType } from '../../db/schema.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { sendXlsx, type SheetColumn } from '../../services/xlsx.ts';
import { ExportFile } from '../users/schemas.ts';
import { globalUsersRepository } from './repository.ts';
import { userQueryOf } from './query.ts';
import { ExportQuery, type GlobalUserType, ListBody, TAG } from './schemas.ts';

const route = routesTagged(TAG);

type Row = Awaited<ReturnType<ReturnType<typeof globalUsersRepository>['page']>>['content'][number];

const companyTypeLabel = (i18n: I18n, type: CompanyType): string =>
  ({
    SUPPLIER: i18n._(/*i18n*/ { id: 'globalUsers.companyType.SUPPLIER', message: 'Supplier' }),
    THIRD_PARTY_AGENCY: i18n._(/*i18n*/ { id: 'globalUsers.companyType.THIRD_PARTY_AGENCY', message: 'Third-party agency' }),
    BASIC_VENDOR: i18n._(/*i18n*/ { id: 'globalUsers.companyType.BASIC_VENDOR', message: 'Basic vendor' }),
    BASIC_THIRD_PARTY_AGENCY: i18n._(
      /*i18n*/ { id: 'globalUsers.companyType.BASIC_THIRD_PARTY_AGENCY', message: 'Basic third-party agency' },
    ),
    UNKNOWN: i18n._(/*i18n*/ { id: 'globalUsers.companyType.UNKNOWN', message: 'Unknown' }),
  })[type];

/** The tab's columns in the screen's order (spec §3 "Global user"), headed in the reader's language. */
function columnsOf(i18n: I18n, userType: GlobalUserType): Array<SheetColumn<Row>> {
  const h = {
    name: i18n._(/*i18n*/ { id: 'globalUsers.export.name', message: 'Name' }),
    email: i18n._(/*i18n*/ { id: 'globalUsers.export.email', message: 'Email' }),
    company: i18n._(/*i18n*/ { id: 'globalUsers.export.companyName', message: 'Company name' }),
    companyType: i18n._(/*i18n*/ { id: 'globalUsers.export.companyType', message: 'Company type' }),
    thirdParty: i18n._(/*i18n*/ { id: 'globalUsers.export.thirdPartyCompanyName', message: '3P company name' }),
    appAccess: i18n._(/*i18n*/ { id: 'globalUsers.export.appAccess', message: 'Application access' }),
    role: i18n._(/*i18n*/ { id: 'globalUsers.export.role', message: 'Role' }),
    lastLogin: i18n._(/*i18n*/ { id: 'globalUsers.export.lastLogin', message: 'Last login' }),
    sbu: i18n._(/*i18n*/ { id: 'globalUsers.export.sbu', message: 'Strategic business unit' }),
    buo: i18n._(/*i18n*/ { id: 'globalUsers.export.buoAreaNumber', message: 'BUO area number' }),
    status: i18n._(/*i18n*/ { id: 'globalUsers.export.status', message: 'Status' }),
  };
  const lastLogin = (r: Row) => (r.lastLogin ? new Date(r.lastLogin) : null);
  const first: Array<SheetColumn<Row>> = [
    { header: h.name, width: 28, value: (r) => r.name },
    { header: h.email, width: 36, value: (r) => r.email },
  ];
  const access: Array<SheetColumn<Row>> = [
    { header: h.appAccess, width: 48, value: (r) => productText(r.appAccess) },
    { header: h.role, width: 20, value: (r) => r.role },
  ];
  const last: Array<SheetColumn<Row>> = [
    { header: h.lastLogin, width: 20, value: lastLogin },
    { header: h.status, width: 12, value: (r) => r.status },
  ];
  if (userType === 'EXTERNAL') {
    return [
      ...first,
      { header: h.company, width: 32, value: (r) => r.companyName },
      { header: h.companyType, width: 22, value: (r) => (r.companyType ? companyTypeLabel(i18n, r.companyType) : null) },
      { header: h.thirdParty, width: 32, value: (r) => r.thirdPartyCompanyName },
      ...access,
      ...last,
    ];
  }
  const variant: Array<SheetColumn<Row>> =
    userType === 'MERCHANT'
      ? [{ header: h.sbu, width: 20, value: (r) => r.sbu }]
      : userType === 'ASSET_PROTECTION'
        ? [{ header: h.buo, width: 16, value: (r) => r.buoAreaNumber }]
        : [];
  return [...first, ...access, ...variant, ...last];
}

const globalUserExport: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/core-app-api/users/export',
    route(policies.readOnlyAllowed(policies.superAdmin), {
      operationId: 'exportGlobalUsers',
      summary:
        'Every user of the tab matching the search and filters (the list’s body), in the list’s order, as an .xlsx file streamed from the database (super admins and the spectator). The x-total-rows header says how many rows it holds.',
      querystring: ExportQuery,
      body: ListBody,
      response: { 200: ExportFile, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const q = userQueryOf(request.query, request.body);
      if ('error' in q) return reply.code(400).send(problem(400, q.error));
      const users = globalUsersRepository(request.tenantDb);
      const locale = tenantLocale(request.tenant, request.headers['x-user-locale'], request.auth!.user.language_code);
      const i18n = i18nFor(locale);
      const sheet = i18n._(/*i18n*/ { id: 'globalUsers.export.sheet', message: 'Users' });
      reply.header('x-total-rows', String(await users.count(q)));
      const day = new Date().toISOString().slice(0, 10);
      return sendXlsx(reply, `global-users_${q.userType.toLowerCase()}_${day}.xlsx`, sheet, columnsOf(i18n, q.userType), users.all(q));
    },
  );
};

export default globalUserExport;
