// The periodic user-access audit (issue 14 §3; spec §4 "User audit banner"), with a controllable
// clock (app.clock): a super admin opens a period for the US basic companies; their admins are
// mailed and read the audit for the banner; the scheduled sweep reminds them 14, 7 and 1 days before
// (once each, however often or wherever it runs); one company completes it by confirming the three
// statements and downloads the evidence; the other lets the date pass and its users lose access,
// with activity-log entries and e-mails. Only super admins open and follow periods.
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, test } from 'vitest';
import { dayOf } from '../../server/modules/user-audits/repository.ts';
import { sweepUserAudits } from '../../server/modules/user-audits/sweep.ts';
import { claimJob } from '../../server/services/scheduled-jobs.ts';
import { signIn, tenants, useTestApp } from '../helpers/app.ts';
import { fromSite, mailbox, userContext } from './support.ts';

const ctx = useTestApp();
afterAll(() => {
  ctx.app.clock.offsetMs = 0;
});

const DAY = 86_400_000;
/** The clock `days` days after the real today (at the same time of day). */
const setDay = (days: number) => {
  ctx.app.clock.offsetMs = days * DAY;
};
const dayAfter = (days: number) => dayOf(new Date(Date.now() + days * DAY));
const DUE_IN = 20;
const dueDate = dayAfter(DUE_IN);

const companyNamed = (name: string) => ctx.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow();
const usersOf = (companyId: string) => ctx.db.selectFrom('users').select(['id', 'login_id']).where('company_id', '=', companyId).execute();
const productsOf = async (userIds: string[]) =>
  (await ctx.db.selectFrom('user_products').select('product_code').where('user_id', 'in', userIds).execute()).length;
const logOf = (companyId: string, event: string) =>
  ctx.db.selectFrom('activity_log').selectAll().where('company_id', '=', companyId).where('event', '=', event).execute();
const subjects = async (to: string) => (await mailbox(ctx.app, 'us', to)).map((m) => m.subject).reverse();
const sweepContext = () => ({ db: ctx.db, tenants, appEnv: ctx.config.appEnv, port: ctx.config.port, mailer: ctx.app.mailer });

let vendor: { id: string };
let agency: { id: string };
let superAdmin: string;
let periodId: string;

describe('opening a period', () => {
  test('only super admins open it; a bad due date is refused with a reason', async () => {
    superAdmin = await signIn(ctx.app, 'super-admin');
    vendor = await companyNamed('Prairie Candle Co.');
    agency = await companyNamed('Summit Brokerage Partners');
    const open = (cookie: string, body: unknown) => fromSite(ctx.app, 'POST', '/core-app-api/user-audits', cookie, body);
    for (const account of ['supplier-admin', 'basic-vendor-admin', 'spectator']) {
      expect((await open(await signIn(ctx.app, account), { dueDate })).statusCode, account).toBe(403);
    }
    for (const [body, message] of [
      [{ dueDate: dayAfter(0) }, /between tomorrow and 366 days/],
      [{ dueDate: dayAfter(400) }, /between tomorrow and 366 days/],
      [{ dueDate: '2026-02-30x' }, /dueDate/],
      [{}, /dueDate/],
    ] as const) {
      const res = await open(superAdmin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await ctx.db.selectFrom('user_audit_periods').select('id').execute()).toHaveLength(0);
  });

  test('a super admin opens one for the two basic companies; their admins are mailed; a second is refused while it is pending', async () => {
    const res = await fromSite(ctx.app, 'POST', '/core-app-api/user-audits', superAdmin, { dueDate });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ dueDate, counts: { pending: 2, completed: 0, expired: 0 } });
    periodId = res.json().id;
    expect(await subjects('basic-vendor-admin.us@demo.test')).toEqual([
      `User-access audit of Prairie Candle Co.: complete it by ${longDate(dueDate)}`,
    ]);
    expect(await subjects('basic-agency.us@demo.test')).toHaveLength(1);
    // Not the supplier's admin: a charter company is not audited.
    expect(await subjects('supplier-admin.us@demo.test')).toEqual([]);
    expect(await logOf(vendor.id, 'USER_AUDIT_OPENED')).toHaveLength(1);

    const again = await fromSite(ctx.app, 'POST', '/core-app-api/user-audits', superAdmin, { dueDate: dayAfter(30) });
    expect(again.statusCode).toBe(409);

    const list = await fromSite(ctx.app, 'GET', '/core-app-api/user-audits', await signIn(ctx.app, 'spectator'));
    expect(list.json().periods).toEqual([
      expect.objectContaining({ id: periodId, dueDate, counts: { pending: 2, completed: 0, expired: 0 } }),
    ]);
    const companies = await fromSite(ctx.app, 'GET', `/core-app-api/user-audits/${periodId}/companies`, superAdmin);
    expect(companies.json().content.map((c: { companyName: string; status: string }) => [c.companyName, c.status])).toEqual([
      ['Prairie Candle Co.', 'PENDING'],
      ['Summit Brokerage Partners', 'PENDING'],
    ]);
  });
});

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('the banner and completing', () => {
  test("the basic company's admin reads its pending audit with the days left; users and other companies' admins do not", async () => {
    const admin = await signIn(ctx.app, 'basic-vendor-admin');
    const res = await fromSite(ctx.app, 'GET', `/core-app-api/companies/${vendor.id}/user-audit`, admin);
    expect(res.json().audit).toMatchObject({
      companyName: 'Prairie Candle Co.',
      status: 'PENDING',
      dueDate,
      daysLeft: DUE_IN,
      reminders: [],
    });
    const user = await signIn(ctx.app, 'basic-vendor-user');
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/companies/${vendor.id}/user-audit`, user)).statusCode).toBe(403);
    const supplier = await signIn(ctx.app, 'supplier-admin');
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/companies/${vendor.id}/user-audit`, supplier)).statusCode).toBe(403);
    const own = await fromSite(
      ctx.app,
      'GET',
      `/core-app-api/companies/${(await userContext(ctx.app, supplier)).json().tenant.id}/user-audit`,
      supplier,
    );
    expect(own.json()).toEqual({ audit: null });
  });

  test('completing needs the three statements; the evidence holds who, when and the users as they stood', async () => {
    const admin = await signIn(ctx.app, 'basic-agency');
    const { audit } = (await fromSite(ctx.app, 'GET', `/core-app-api/companies/${agency.id}/user-audit`, admin)).json();
    const complete = (body: unknown) =>
      fromSite(ctx.app, 'POST', `/core-app-api/companies/${agency.id}/user-audit/${audit.id}/complete`, admin, body);
    const all = { reviewedUserList: true, madeNeededChanges: true, acknowledgeAllUsersVerified: true };
    expect((await complete({ ...all, madeNeededChanges: false })).statusCode).toBe(400);
    expect((await complete({ reviewedUserList: true, madeNeededChanges: true })).statusCode).toBe(400);
    const early = await fromSite(ctx.app, 'GET', `/core-app-api/companies/${agency.id}/user-audit/${audit.id}/evidence`, admin);
    expect(early.statusCode).toBe(409);

    setDay(3);
    const done = await complete(all);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', completedBy: expect.any(String), daysLeft: null });
    expect((await complete(all)).statusCode).toBe(409);
    expect(await logOf(agency.id, 'USER_AUDIT_COMPLETED')).toHaveLength(1);

    // The evidence, from the company and from the super admins' status view.
    for (const url of [
      `/core-app-api/companies/${agency.id}/user-audit/${audit.id}/evidence`,
      `/core-app-api/user-audits/${periodId}/companies/${agency.id}/evidence`,
    ]) {
      const res = await fromSite(ctx.app, 'GET', url, url.startsWith('/core-app-api/companies') ? admin : superAdmin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="user-audit_summit-brokerage-partners_${dueDate}.xlsx"`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const [auditSheet, usersSheet] = book.worksheets;
      const values = (sheet: ExcelJS.Worksheet) => {
        const rows: unknown[][] = [];
        sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        return rows;
      };
      expect(values(auditSheet!)).toEqual(
        expect.arrayContaining([
          ['Company', 'Summit Brokerage Partners'],
          ['Due date', dueDate],
          ['Email', 'basic-agency.us@demo.test'],
          ['I reviewed the user list', 'Yes'],
          ['I made the needed changes', 'Yes'],
          ['I acknowledge that all users are verified', 'Yes'],
        ]),
      );
      const users = values(usersSheet!);
      expect(users[0]).toEqual(['Name', 'Email', 'Role', 'Status', 'Application access']);
      expect(users.map((r) => r[1])).toContain('basic-agency.us@demo.test');
    }
  });
});

describe('the scheduled sweep', () => {
  test('reminders go out 14, 7 and 1 days before, once each, to the pending company only', async () => {
    const vendorAdmin = 'basic-vendor-admin.us@demo.test';
    for (const [day, expected] of [
      [DUE_IN - 15, 1],
      [DUE_IN - 14, 2],
      [DUE_IN - 10, 2],
      [DUE_IN - 7, 3],
      [DUE_IN - 1, 4],
      [DUE_IN, 4],
    ] as const) {
      setDay(day);
      await ctx.app.scheduler.runDue();
      // Run again (another instance, a restart): nothing new.
      expect(await sweepUserAudits(sweepContext(), ctx.app.clock.now())).toEqual({ reminded: 0, expired: 0 });
      expect(await subjects(vendorAdmin), `day ${day}`).toHaveLength(expected);
    }
    expect((await subjects(vendorAdmin)).slice(1)).toEqual([
      '14 days left to complete the user-access audit of Prairie Candle Co.',
      '7 days left to complete the user-access audit of Prairie Candle Co.',
      '1 day left to complete the user-access audit of Prairie Candle Co.',
    ]);
    expect(await logOf(vendor.id, 'USER_AUDIT_REMINDER_SENT')).toHaveLength(3);
    // The completed agency got only the opening mail.
    expect(await subjects('basic-agency.us@demo.test')).toHaveLength(1);
    expect(await productsOf((await usersOf(vendor.id)).map((u) => u.id))).toBeGreaterThan(0);
  });

  test('the day after the due date, every user of the pending company loses access, with log entries and e-mails', async () => {
    const users = await usersOf(vendor.id);
    const ids = users.map((u) => u.id);
    const before = await productsOf(ids);
    const agencyUsers = (await usersOf(agency.id)).map((u) => u.id);
    const agencyBefore = await productsOf(agencyUsers);

    setDay(DUE_IN + 1);
    // Two sweeps at once (two instances): the work is shared, nothing is done twice.
    const results = await Promise.all([
      sweepUserAudits(sweepContext(), ctx.app.clock.now()),
      sweepUserAudits(sweepContext(), ctx.app.clock.now()),
    ]);
    expect(results.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await productsOf(ids)).toBe(0);
    expect(await productsOf(agencyUsers)).toBe(agencyBefore);
    const [expired] = await logOf(vendor.id, 'USER_AUDIT_EXPIRED');
    expect(expired?.event_description).toMatch(/access removed from \d+ users?/);
    expect((await logOf(vendor.id, 'USER_ACCESS_REMOVED_BY_AUDIT')).length).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    for (const user of users.filter((u) => u.login_id.endsWith('@demo.test'))) {
      expect(await subjects(user.login_id)).toContain('Your access to Supplier Insights products was removed');
    }
    // The admin's session sees it at once; the banner says it expired.
    const admin = await signIn(ctx.app, 'basic-vendor-admin');
    expect((await userContext(ctx.app, admin)).json().products).toEqual([]);
    const audit = (await fromSite(ctx.app, 'GET', `/core-app-api/companies/${vendor.id}/user-audit`, admin)).json().audit;
    expect(audit).toMatchObject({ status: 'EXPIRED', daysLeft: null, expiredAt: expect.any(String) });
    const status = await fromSite(ctx.app, 'GET', `/core-app-api/user-audits/${periodId}/companies?status=EXPIRED`, superAdmin);
    expect(status.json()).toMatchObject({ totalElements: 1, content: [{ companyName: 'Prairie Candle Co.' }] });
    // Late completion is still possible (the admins then give access back).
    const late = await fromSite(ctx.app, 'POST', `/core-app-api/companies/${vendor.id}/user-audit/${audit.id}/complete`, admin, {
      reviewedUserList: true,
      madeNeededChanges: true,
      acknowledgeAllUsersVerified: true,
    });
    expect(late.statusCode).toBe(200);
    // A new period may be opened now that none is pending.
    expect((await fromSite(ctx.app, 'POST', '/core-app-api/user-audits', superAdmin, { dueDate: dayAfter(DUE_IN + 30) })).statusCode).toBe(
      201,
    );
  });

  test('a job is claimed by one caller at a time', async () => {
    const job = { name: 'user-audit-sweep', everyMs: 3_600_000, leaseMs: 60_000, run: async () => undefined };
    const later = new Date(Date.now() + 400 * DAY);
    const claims = await Promise.all([claimJob(ctx.db, job, later), claimJob(ctx.db, job, later)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
