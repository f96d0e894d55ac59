// The US tenant's real values for sending routes as each kind of caller (safe-methods.test.ts,
// tenant-isolation.test.ts): the demo callers signed in (the super admin and the spectator acting
// for a supplier), and a real row behind every path parameter (an incident with its attachment, a
// completed user-access audit, a pending invitation, published content, a partner…), so that a
// route runs past its lookups.
import type { FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { checkPolicy, type Policy } from '../../server/plugins/policy.ts';
import { RESENDABLE_STAGES } from '../../server/modules/invitations/service.ts';
import type { AuthContext } from '../../server/services/sessions.ts';
import { signIn, type TestContext } from '../helpers/app.ts';
import type { Known } from './fuzz-inputs.ts';

export const HOST = 'us.localhost';

export interface Caller {
  name: string;
  cookie?: string;
  auth: AuthContext | null;
}

export type RealValues = Awaited<ReturnType<typeof usRealValues>>;

export async function usRealValues(ctx: TestContext) {
  async function callerOf(account: string, actingFor?: string): Promise<Caller> {
    const cookie = await signIn(ctx.app, account);
    if (actingFor) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/core-app-api/users/set-context',
        headers: { host: HOST, origin: `http://${HOST}`, cookie },
        payload: { companyId: actingFor, reason: 'Checking the routes as this company' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { name: account, cookie, auth: await ctx.app.sessions.resolve(cookie.split('=')[1]!, 'us') };
  }

  const one = <T>(rows: T[], what: string): T => {
    if (!rows[0]) throw new Error(`the demo data has no ${what}`);
    return rows[0];
  };
  const { db } = ctx;
  const companyNamed = async (name: string) =>
    one(await db.selectFrom('companies').select('id').where('name', '=', name).where('tenant_id', '=', 'us').execute(), name).id;
  const supplierId = await companyNamed('Blue Ridge Foods Inc.');
  const callers: Caller[] = [
    { name: 'anonymous', auth: null },
    await callerOf('supplier-admin'),
    await callerOf('supplier-user'),
    await callerOf('super-admin', supplierId),
    await callerOf('spectator', supplierId),
    await callerOf('associate'),
    await callerOf('merchant'),
    await callerOf('support-agent'),
    await callerOf('content-owner'),
    await callerOf('basic-vendor-admin'),
  ];
  const as = (name: string) => callers.find((c) => c.name === name)!;
  const basicVendorId = as('basic-vendor-admin').auth!.user.company_id!;

  // Real rows for every parameter, so that each route runs past its lookups.

  async function send(caller: Caller, method: 'POST', url: string, payload: object | Buffer, headers: Record<string, string> = {}) {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { host: HOST, origin: `http://${HOST}`, cookie: caller.cookie!, ...headers },
      payload,
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  }
  // An incident of supplier-user with an attachment.
  const boundary = 'safe-methods';
  const incident = await send(
    as('supplier-user'),
    'POST',
    '/core-app-api/incidents',
    Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="incidentDetail"\r\n\r\n`,
        JSON.stringify({
          accountType: 25,
          supportType: 1466,
          issue: 5010,
          issueType: 5401,
          firstName: 'Ana',
          lastName: 'Pérez',
          primaryContactEmail: 'ana.perez@example.com',
          companyName: 'Blue Ridge Foods',
          situationDescription: 'The dashboard stays blank after sign-in since Monday.',
        }),
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        '%PDF-1.7\n report',
        `\r\n--${boundary}--\r\n`,
      ].join(''),
    ),
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  const attachment = one(
    await db
      .selectFrom('incident_attachments as a')
      .innerJoin('incidents as i', 'i.id', 'a.incident_id')
      .select('a.id')
      .where('i.reference_number', '=', incident.referenceNumber)
      .execute(),
    'attachment of the incident just filed',
  );
  // A user-access audit of the basic companies, completed by the basic vendor (its evidence exists).
  const period = await send(as('super-admin'), 'POST', '/core-app-api/user-audits', {
    dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  });
  const audit = one(
    await db
      .selectFrom('company_user_audits')
      .select('id')
      .where('period_id', '=', period.id)
      .where('company_id', '=', basicVendorId)
      .execute(),
    'audit of the basic vendor',
  );
  await send(as('basic-vendor-admin'), 'POST', `/core-app-api/companies/${basicVendorId}/user-audit/${audit.id}/complete`, {
    reviewedUserList: true,
    madeNeededChanges: true,
    acknowledgeAllUsersVerified: true,
  });
  const task = one(
    await db
      .selectFrom('user_tasks as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select('t.id')
      .where('t.company_id', '=', supplierId)
      .where('u.status', '=', 'PENDING')
      .where('t.stage', 'in', RESENDABLE_STAGES)
      .execute(),
    'pending invitation of the supplier',
  );
  const published = (kind: string) =>
    db
      .selectFrom('content_items')
      .select(['id', 'key'])
      .where('tenant_id', '=', 'us')
      .where('kind', '=', kind as 'PAGE')
      .where('published_version', 'is not', null)
      .execute();
  const page = one(await published('PAGE'), 'published page');
  const article = one(
    await db
      .selectFrom('content_items')
      .select(['key', 'workspace_key'])
      .where('tenant_id', '=', 'us')
      .where('kind', '=', 'ARTICLE')
      .where('audience', '=', 'ALL')
      .where('published_version', 'is not', null)
      .execute(),
    'published article for all',
  );
  const fragment = one(await published('FRAGMENT'), 'published fragment');
  const contentFile = one(
    await db
      .selectFrom('content_files as f')
      .innerJoin('content_items as i', 'i.id', 'f.item_id')
      .select('f.id')
      .where('i.tenant_id', '=', 'us')
      .where('i.published_version', 'is not', null)
      .execute(),
    'file of a published content item',
  );
  const supplierUser = as('supplier-user').auth!.user;
  const partner = one(
    await db
      .selectFrom('partner_associations as pa')
      .innerJoin('companies as c', 'c.id', 'pa.partner_company_id')
      .select('c.id')
      .where('pa.supplier_company_id', '=', supplierId)
      .execute(),
    'partner of the supplier',
  );
  const agency = one(
    await db
      .selectFrom('companies')
      .select('business_code')
      .where('tenant_id', '=', 'us')
      .where('company_type', 'in', ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'])
      .where('business_code', 'is not', null)
      .where(
        'id',
        'not in',
        db.selectFrom('partner_associations').select('partner_company_id').where('supplier_company_id', '=', supplierId),
      )
      .execute(),
    'agency the supplier has not associated yet',
  );
  const legalVersion = one(
    await db
      .selectFrom('legal_versions')
      .select('id')
      .where('tenant_id', '=', 'us')
      .where('document', '=', 'TERMS')
      .where('variant', '=', 'STANDARD')
      .execute(),
    'version 1 of the US standard terms',
  );
  const glossaryEntry = one(
    await db.selectFrom('glossary_entries').select('id').where('tenant_id', '=', 'us').limit(1).execute(),
    'glossary entry',
  );

  /** The company a caller's company-scoped routes take: their own, or the one they act for. */
  const companyOf = (caller: Caller) => caller.auth?.user.company_id ?? caller.auth?.actingCompanyId ?? supplierId;

  /** Values by parameter name (path or query); where a name means different things, by route. */
  function knownFor(url: string, caller: Caller): Known {
    const own = caller.auth?.user.id ?? supplierUser.id;
    const byName: Known = {
      '*': 'static/app.js',
      companyId: companyOf(caller),
      taskID: task.id,
      incidentId: incident.referenceNumber,
      attachmentId: attachment.id,
      auditId: audit.id,
      periodId: period.id,
      userId: own,
      id: own,
      path: page.key,
      folder: 'fragments',
      key: fragment.key,
      site: 'WMT-US',
      companyTypes: 'SUPPLIER',
      businessCode: agency.business_code!,
      associated_tenant_id: partner.id,
      workspace: article.workspace_key!,
      contentId: article.key,
      // A registered address: a reset-link request for it would store a token and send mail.
      email: supplierUser.login_id,
      loginId: supplierUser.login_id,
    };
    const byRoute: Record<string, Known> = {
      '/core-app-api/content/files/:id': { id: contentFile.id },
      '/core-app-api/content/items/:id': { id: page.id },
      '/core-app-api/legal-documents/versions/:id': { id: legalVersion.id },
      '/core-app-api/v1/customer-support/glossaries/:id': { id: glossaryEntry.id },
      '/core-app-api/docs/static/*': { '*': 'index.css' },
      '/platform/core-services/wem-secured/content-fragments/details': { path: `fragments/${fragment.key}` },
    };
    if (byRoute[url]) return { ...byName, ...byRoute[url] };
    if (url === '/core-app-api/user-audits/:periodId/companies/:companyId/evidence') return { ...byName, companyId: basicVendorId };
    return byName;
  }

  function passes(caller: Caller, route: { method: string; policy: Policy }): boolean {
    const request = { auth: caller.auth, method: route.method, params: { companyId: companyOf(caller) } } as unknown as FastifyRequest;
    return checkPolicy(route.policy, request) === null;
  }

  return { callers, as, knownFor, companyOf, passes, supplierId };
}
