// The basic accounts' allow-list (spec §2) on the server: a basic company's users may open admin and
// the user list, not authorised domains, third party or the activity log, so the endpoints of those
// areas refuse them (the page offers them no card either); a super admin acting for a basic
// company bypasses the restriction (spec §6).
import { describe, expect, test } from 'vitest';
import { NOT_IN_BASIC_PLAN } from '../../server/plugins/policy.ts';
import { useTestApp } from '../helpers/app.ts';
import { accountHelpers, routeNames } from './support.ts';

const ctx = useTestApp();
const { as, call, companyId } = accountHelpers(ctx);

const BASIC_VENDOR = 'Prairie Candle Co.';
const BASIC_AGENCY = 'Summit Brokerage Partners';
const AREAS = /\/(email-domains|partner-associations|activity-logs)(\/|$)|\/v2\/identity\/tenants\/:companyId\/products$/;

/** A route's URL with :companyId filled in and any other parameter given a harmless value. */
const urlOf = (url: string, company: string) =>
  url.replace(':companyId', company).replace(/:\w+/g, 'x.test') + (url.endsWith('/validate') ? '?businessCode=WMT-US-AGENCY' : '');

describe("the domains, third-party and activity-log areas are outside a basic account's plan", () => {
  test('every endpoint of those areas (and only those) is marked so', () => {
    const marked = routeNames(ctx.app, (r) => r.policy.notForBasic);
    expect(marked.length).toBeGreaterThanOrEqual(14);
    expect(marked).toEqual(routeNames(ctx.app, (r) => AREAS.test(r.url)));
  });

  test.each([
    ['basic-vendor-admin', BASIC_VENDOR],
    ['basic-agency', BASIC_AGENCY],
  ])('%s, an admin of a basic company, is refused each of them with 403', async (account, company) => {
    const cookie = await as(account);
    const id = await companyId(company);
    const routes = ctx.app.routeTable.filter((r) => r.policy.notForBasic);
    for (const route of routes) {
      const res = await call(route.method as 'GET', urlOf(route.url, id), cookie);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, message: res.json().message }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        message: NOT_IN_BASIC_PLAN,
      });
    }
  });

  test('the user list stays open to a basic vendor admin', async () => {
    const res = await call('GET', `/core-app-api/companies/${await companyId(BASIC_VENDOR)}/users`, await as('basic-vendor-admin'));
    expect(res.statusCode).toBe(200);
  });

  test('charter admins keep them', async () => {
    const cookie = await as('supplier-admin');
    const id = await companyId('Blue Ridge Foods Inc.');
    expect((await call('GET', `/core-app-api/companies/${id}/email-domains`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/core-app-api/companies/${id}/partner-associations`, cookie)).statusCode).toBe(200);
    expect((await call('POST', `/core-app-api/companies/${id}/activity-logs`, cookie, {})).statusCode).toBe(200);
  });

  test('a super admin acting for a basic company opens them', async () => {
    const cookie = await as('super-admin');
    const id = await companyId(BASIC_VENDOR);
    expect(
      (await call('POST', '/core-app-api/users/set-context', cookie, { companyId: id, reason: 'Basic account review' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/core-app-api/companies/${id}/email-domains`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/core-app-api/companies/${id}/partner-associations`, cookie)).statusCode).toBe(200);
    const log = await call('POST', `/core-app-api/companies/${id}/activity-logs`, cookie, {});
    expect(log.statusCode).toBe(200);
    expect(log.json().content.map((e: { event: string }) => e.event)).toContain('ACTING_ON_BEHALF_STARTED');
    await call('POST', '/core-app-api/users/reset-context', cookie);
  });
});
