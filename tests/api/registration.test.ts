// Accepting an invitation (set a password, signed in, sent to /userRegistration) and completing
// registration (full and basic) with the tenant's terms and data sharing addendum; the stages of
// the user's CREATE_USER task along the way (modules/invitations/invitation-repository.ts).
import { describe, expect, test } from 'vitest';
import { hashToken } from '../../server/services/tokens.ts';
import { signIn, useTestApp } from '../helpers/app.ts';
import { activityOf, companyIdOf, productGrants, tokenUsedAt } from '../helpers/db.ts';
import { fromSite, login, sessionCookie } from './support.ts';

const LINK = /\/platform\/accept-invitation\?token=([A-Za-z0-9_-]{20,})/;
const INVALID = 'This invitation link is invalid or has expired. Ask your administrator to send a new one.';
const PASSWORD = 'Invited-Person-2026';

const ctx = useTestApp({ signInLimits: { perAccount: 50, perIp: 500, windowMinutes: 15 } });

const companyId = (name: string) => companyIdOf(ctx.db, name);

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: unknown, tenantId = 'us') =>
  fromSite(ctx.app, method, url, cookie, payload, tenantId);

/** An admin of `company` (demo account `admin`) invites `email`; returns the user id, task id and link token. */
async function invite(admin: string, company: string, email: string, tenantId = 'us', products = ['SHOPPER_BEHAVIOR']) {
  const cookie = await signIn(ctx.app, admin, tenantId);
  const id = await companyId(company);
  const res = await send(
    'POST',
    `/core-app-api/companies/${id}/users`,
    cookie,
    { firstName: 'Quinn', lastName: 'Okoye', email, role: 'User', products },
    tenantId,
  );
  expect(res.statusCode, res.body).toBe(201);
  const mail = await ctx.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = mail.text_body.match(LINK)![1]!;
  return { ...(res.json() as { userId: string; taskId: string }), token, companyId: id };
}

const lookup = (token: string, tenantId = 'us') => send('POST', '/platform/invitations/lookup', null, { token }, tenantId);
const accept = (token: string, password = PASSWORD, tenantId = 'us', cookie: string | null = null) =>
  send('POST', '/platform/invitations/accept', cookie, { token, password }, tenantId);
const stage = async (userId: string) =>
  (await ctx.db.selectFrom('user_tasks').select('stage').where('user_id', '=', userId).executeTakeFirstOrThrow()).stage;
const context = async (cookie: string, tenantId = 'us') => {
  const res = await send('GET', '/platform/v1/identity/user-context', cookie, undefined, tenantId);
  expect(res.statusCode).toBe(200);
  return res.json() as { registration_complete: boolean; login_id: string; products: Array<{ product_id: string; access_status: string }> };
};
const legal = (path: string, tenantId = 'us', cookie: string | null = null) =>
  send('GET', `/platform/v1/legal/${path}`, cookie, undefined, tenantId);

async function registration(tenantId: string, companyType: string, cookie: string | null = null) {
  const terms = (await legal(`terms?companyType=${companyType}`, tenantId, cookie)).json() as { version: string };
  const dsa = (
    await legal(`data-sharing-addendum?variant=${companyType.includes('AGENCY') ? '3p' : 'standard'}`, tenantId, cookie)
  ).json() as { version: string };
  return {
    firstName: 'Quinn',
    lastName: 'Okoye-Baptiste',
    languageCode: tenantId === 'ca' ? 'fr-CA' : tenantId === 'mx' ? 'es-MX' : 'en-US',
    timezone: 'America/Toronto',
    termsAccepted: true,
    termsVersion: terms.version,
    dataSharingAddendumAccepted: true,
    dataSharingAddendumVersion: dsa.version,
  };
}
const complete = (cookie: string, company: string, body: unknown, basic = false, tenantId = 'us') =>
  send('PUT', `/core-app-api/companies/${company}/users/complete-registration${basic ? '/basic' : ''}`, cookie, body, tenantId);

describe('looking up and accepting an invitation', () => {
  test('lookup names the invitee while the link is valid; 404 for unknown tokens and on another tenant', async () => {
    const { token } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'look.up@blue-ridge-foods-inc.test');
    const res = await lookup(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'VALID',
      firstName: 'Quinn',
      lastName: 'Okoye',
      email: 'look.up@blue-ridge-foods-inc.test',
      companyName: 'Blue Ridge Foods Inc.',
    });
    expect((await lookup(token, 'mx')).statusCode).toBe(404);
    expect((await lookup('x'.repeat(43))).json()).toEqual({ statusCode: 404, error: 'Not Found', message: INVALID });
    expect((await lookup('short')).statusCode).toBe(400);
    expect((await send('POST', '/platform/invitations/lookup', null, {})).statusCode).toBe(400);
  });

  test('accepting sets the password, activates the account, grants the products, signs in and points to /userRegistration', async () => {
    const { token, userId } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'first.accept@blue-ridge-foods-inc.test', 'us', [
      'SHOPPER_BEHAVIOR',
      'REPORT_BUILDER',
    ]);
    expect(await stage(userId)).toBe('INVITATION_SENT');
    // A pending user cannot sign in before accepting.
    expect((await login(ctx.app, '', { email: 'first.accept@blue-ridge-foods-inc.test', password: PASSWORD })).statusCode).toBe(401);
    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redirectTo: '/userRegistration',
      message: 'Your password is set. Complete your registration to continue.',
    });
    const cookie = sessionCookie(res);
    const me = await context(cookie);
    expect(me.login_id).toBe('first.accept@blue-ridge-foods-inc.test');
    expect(me.registration_complete).toBe(false);
    expect(me.products.map((p) => [p.product_id, p.access_status])).toEqual([
      ['REPORT_BUILDER', 'ACCESS_COMPLETE'],
      ['SHOPPER_BEHAVIOR', 'ACCESS_COMPLETE'],
    ]);
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.status).toBe('ACTIVE');
    expect(user.password_hash).not.toBeNull();
    expect(user.registration_completed_at).toBeNull();
    expect(await stage(userId)).toBe('COMPLETING');
    const log = await activityOf(ctx.db, userId, 'INVITATION_ACCEPTED');
    expect(log).toHaveLength(1);
    expect(log[0]!.actor_user_id).toBe(userId);
    expect(await tokenUsedAt(ctx.db, token)).not.toBeNull();
    // Used twice: refused; lookup says USED without naming the person.
    const again = await accept(token, 'Another-Password-99');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
    expect((await lookup(token)).json()).toEqual({ status: 'USED', expiresAt: expect.any(String) });
    // The new password signs in.
    expect((await login(ctx.app, '', { email: 'first.accept@blue-ridge-foods-inc.test', password: PASSWORD })).statusCode).toBe(200);
  });

  test('an expired link is refused and reported as EXPIRED', async () => {
    const { token, userId } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'expired.link@blue-ridge-foods-inc.test');
    await ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await lookup(token)).json()).toEqual({ status: 'EXPIRED', expiresAt: expect.any(String) });
    const res = await accept(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    const user = await ctx.db.selectFrom('users').select(['status', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ status: 'PENDING', password_hash: null });
    expect(await stage(userId)).toBe('INVITATION_SENT');
  });

  test('a link used on another tenant’s host does not work there and is not spent', async () => {
    const { token } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'wrong.host@blue-ridge-foods-inc.test');
    expect((await accept(token, PASSWORD, 'mx')).statusCode).toBe(400);
    expect((await accept(token, PASSWORD, 'us')).statusCode).toBe(200);
  });

  test('weak passwords get the reset rules’ messages and leave the link usable', async () => {
    const { token } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'weak.password@blue-ridge-foods-inc.test');
    const short = await accept(token, 'short1');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Use at least 12 characters.');
    expect((await accept(token, 'onlylettersandmore')).json().message).toBe('Use letters and at least one digit or symbol.');
    expect((await accept(token)).statusCode).toBe(200);
  });

  test('the invitee’s e-mail, its part before the @, their name or a common password are refused beside the field (issue 30 §1)', async () => {
    const email = 'robin.castillo@blue-ridge-foods-inc.test';
    const { token } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', email);
    for (const [password, code] of [
      [email, 'email'],
      ['Robin.Castillo-2026', 'email'],
      ['Quinn#Secret#2026', 'name'],
      ['Okoye-Rules-2026', 'name'],
      ['Password123!', 'common'],
    ] as const) {
      const res = await accept(token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toMatchObject({ code: 'weakPassword', fields: { password: { code } } });
    }
    expect((await accept(token)).statusCode).toBe(200);
  });

  test('accepting while someone else is signed in in the browser ends that session', async () => {
    const { token } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'switch.user@blue-ridge-foods-inc.test');
    const other = await signIn(ctx.app, 'supplier-user', 'us');
    const res = await accept(token, PASSWORD, 'us', other);
    expect(res.statusCode).toBe(200);
    expect((await send('GET', '/platform/v1/identity/user-context', other)).statusCode).toBe(401);
  });

  test('a blocked invitee cannot accept', async () => {
    const { token, userId } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'blocked.invitee@blue-ridge-foods-inc.test');
    await ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('id', '=', userId).execute();
    expect((await accept(token)).statusCode).toBe(400);
  });

  test('the cross-site origin check applies to the public accept route', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/platform/invitations/accept',
      headers: { host: 'us.localhost', origin: 'http://evil.example' },
      payload: { token: 'x'.repeat(43), password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('legal documents', () => {
  test('terms by company type and the addendum with its 3p variant, per tenant and language', async () => {
    const standard = (await legal('terms?companyType=SUPPLIER')).json();
    expect(standard).toMatchObject({
      document: 'TERMS',
      variant: 'STANDARD',
      version: 'WMT-US-TERMS-STANDARD-2026-10-01',
      locale: 'en-US',
      title: 'Supplier Insights Terms of Use',
    });
    expect(standard.sections.length).toBeGreaterThan(3);
    expect(JSON.stringify(standard.sections)).toContain('State of Arkansas');
    expect((await legal('terms?companyType=BASIC_VENDOR')).json()).toMatchObject({
      variant: 'BASIC',
      version: 'WMT-US-TERMS-BASIC-2026-10-01',
    });
    expect((await legal('terms?companyType=BASIC_THIRD_PARTY_AGENCY')).json().variant).toBe('BASIC');
    expect((await legal('terms?companyType=THIRD_PARTY_AGENCY')).json().variant).toBe('STANDARD');
    expect((await legal('data-sharing-addendum')).json()).toMatchObject({
      document: 'DATA_SHARING_ADDENDUM',
      variant: 'STANDARD',
      title: 'Data Sharing Addendum',
    });
    expect((await legal('data-sharing-addendum?variant=3p')).json()).toMatchObject({
      variant: '3P',
      version: 'WMT-US-DSA-3P-2026-10-01',
      title: 'Data Sharing Addendum for Third-Party Agencies',
    });
    const es = (await legal('terms?companyType=SUPPLIER&locale=es-MX')).json();
    expect(es).toMatchObject({
      locale: 'es-MX',
      title: 'Términos de uso de Supplier Insights',
      version: 'WMT-US-TERMS-STANDARD-2026-10-01',
    });
    const mx = (await legal('terms', 'mx')).json();
    expect(mx).toMatchObject({ locale: 'es-MX', version: 'WMT-MX-TERMS-STANDARD-2026-10-01' });
    expect(JSON.stringify(mx.sections)).toContain('Estados Unidos Mexicanos');
    const fr = (await legal('data-sharing-addendum?variant=3p&locale=fr-CA', 'ca')).json();
    expect(fr).toMatchObject({
      locale: 'fr-CA',
      title: 'Addenda sur le partage de données pour les agences tierces',
      version: 'WMT-CA-DSA-3P-2026-10-01',
    });
    expect(JSON.stringify(fr.sections)).toContain('LPRPDE');
    // A language the site does not offer falls back to its default.
    expect((await legal('terms?locale=fr-CA', 'us')).json().locale).toBe('en-US');
    expect((await legal('terms?companyType=NOPE')).statusCode).toBe(400);
    expect((await legal('data-sharing-addendum?variant=nope')).statusCode).toBe(400);
  });

  test('without a company type, a signed-in user gets the documents of their own company', async () => {
    const basic = await signIn(ctx.app, 'basic-agency', 'us');
    expect((await legal('terms', 'us', basic)).json().variant).toBe('BASIC');
    expect((await legal('data-sharing-addendum', 'us', basic)).json().variant).toBe('3P');
  });
});

describe('completing registration', () => {
  test('full registration stores the accepted versions and time, the profile, and completes the task', async () => {
    const {
      token,
      userId,
      companyId: company,
    } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'full.register@blue-ridge-foods-inc.test');
    const cookie = sessionCookie(await accept(token));
    const body = { ...(await registration('us', 'SUPPLIER')), jobTitle: 'Category Analyst', phoneNumber: '+1 (479) 555-0100' };
    const before = Date.now();
    const res = await complete(cookie, company, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ redirectTo: '/apps', stage: 'COMPLETED' });
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      last_name: 'Okoye-Baptiste',
      language_code: 'en-US',
      timezone: 'America/Toronto',
      job_title: 'Category Analyst',
      phone_number: '+1 (479) 555-0100',
    });
    expect(user.registration_completed_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const accepted = await ctx.db
      .selectFrom('document_acceptances')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('document')
      .execute();
    expect(accepted.map((a) => [a.document, a.version])).toEqual([
      ['DATA_SHARING_ADDENDUM', 'WMT-US-DSA-STANDARD-2026-10-01'],
      ['TERMS', 'WMT-US-TERMS-STANDARD-2026-10-01'],
    ]);
    expect(accepted[0]!.accepted_at.toISOString()).toBe(res.json().acceptedAt);
    expect(await stage(userId)).toBe('COMPLETED');
    const log = await activityOf(ctx.db, userId, 'USER_REGISTRATION_COMPLETED');
    expect(log).toHaveLength(1);
    expect(log[0]!.event_description).toContain('WMT-US-TERMS-STANDARD-2026-10-01');
    expect((await context(cookie)).registration_complete).toBe(true);
    // Twice: 409.
    expect((await complete(cookie, company, body)).statusCode).toBe(409);
  });

  test('a product that cannot be granted at once leaves the task WAITING_FOR_ACCESS (Mexico: report builder is coming soon)', async () => {
    const {
      token,
      userId,
      companyId: company,
    } = await invite('supplier-admin', 'Alimentos del Bajío S.A. de C.V.', 'espera.acceso@alimentos-del-bajio-s-a-de-c-v.test', 'mx', [
      'SHOPPER_BEHAVIOR',
      'REPORT_BUILDER',
    ]);
    const cookie = sessionCookie(await accept(token, PASSWORD, 'mx'));
    expect(await productGrants(ctx.db, userId)).toEqual([
      { product_code: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' },
      { product_code: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' },
    ]);
    const res = await complete(cookie, company, await registration('mx', 'SUPPLIER'), false, 'mx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stage).toBe('WAITING_FOR_ACCESS');
    expect(await stage(userId)).toBe('WAITING_FOR_ACCESS');

    // The admin sees the user in the Pending tab until nothing is pending: here they keep the
    // product that could be granted and drop the one that cannot; the creation is then complete.
    const admin = await signIn(ctx.app, 'supplier-admin', 'mx');
    const pending = async () =>
      (
        (await send('GET', `/core-app-api/companies/${company}/users/non-provisioned`, admin, undefined, 'mx')).json() as {
          content: Array<{ loginId: string }>;
        }
      ).content.map((row) => row.loginId);
    expect(await pending()).toContain('espera.acceso@alimentos-del-bajio-s-a-de-c-v.test');
    const set = await send(
      'PUT',
      `/core-app-api/companies/${company}/users/access`,
      admin,
      { userId, products: ['SHOPPER_BEHAVIOR'], role: 'User' },
      'mx',
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(await stage(userId)).toBe('COMPLETED');
    expect(await pending()).not.toContain('espera.acceso@alimentos-del-bajio-s-a-de-c-v.test');
  });

  test('basic accounts use the basic variant with the basic terms; the 3p addendum for basic agencies', async () => {
    const vendor = await invite('basic-vendor-admin', 'Prairie Candle Co.', 'new.vendor@prairie-candle-co.test');
    const vendorCookie = sessionCookie(await accept(vendor.token));
    const body = await registration('us', 'BASIC_VENDOR');
    const full = await complete(vendorCookie, vendor.companyId, body);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe('Basic accounts complete their registration with complete-registration/basic.');
    // The basic variant takes no job title.
    expect((await complete(vendorCookie, vendor.companyId, { ...body, jobTitle: 'x' }, true)).statusCode).toBe(400);
    const ok = await complete(vendorCookie, vendor.companyId, body, true);
    expect(ok.statusCode, ok.body).toBe(200);
    const accepted = await ctx.db
      .selectFrom('document_acceptances')
      .select(['document', 'version'])
      .where('user_id', '=', vendor.userId)
      .orderBy('document')
      .execute();
    expect(accepted).toEqual([
      { document: 'DATA_SHARING_ADDENDUM', version: 'WMT-US-DSA-STANDARD-2026-10-01' },
      { document: 'TERMS', version: 'WMT-US-TERMS-BASIC-2026-10-01' },
    ]);

    const agency = await invite('basic-agency', 'Summit Brokerage Partners', 'new.broker@summit-brokerage-partners.test', 'us', []);
    const agencyCookie = sessionCookie(await accept(agency.token));
    const agencyBody = await registration('us', 'BASIC_THIRD_PARTY_AGENCY');
    expect(agencyBody.dataSharingAddendumVersion).toBe('WMT-US-DSA-3P-2026-10-01');
    // The standard addendum is not the one for this account.
    const wrong = await complete(
      agencyCookie,
      agency.companyId,
      { ...agencyBody, dataSharingAddendumVersion: 'WMT-US-DSA-STANDARD-2026-10-01' },
      true,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('not the current terms');
    const done = await complete(agencyCookie, agency.companyId, agencyBody, true);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().stage).toBe('COMPLETED');
  });

  test('a charter account may not use the basic variant', async () => {
    const { token, companyId: company } = await invite(
      'agency-admin',
      'Northstar Retail Analytics',
      'new.analyst@northstar-retail-analytics.test',
    );
    const cookie = sessionCookie(await accept(token));
    const body = await registration('us', 'THIRD_PARTY_AGENCY');
    const res = await complete(cookie, company, body, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only basic accounts use complete-registration/basic; use complete-registration.');
    expect((await complete(cookie, company, body)).statusCode).toBe(200);
  });

  test('validation: acceptance required, current versions, time zone, language of the site, names; nothing stored', async () => {
    const {
      token,
      userId,
      companyId: company,
    } = await invite('supplier-admin', 'Blue Ridge Foods Inc.', 'picky.register@blue-ridge-foods-inc.test');
    const cookie = sessionCookie(await accept(token));
    const body = await registration('us', 'SUPPLIER');
    const bad = async (patch: Record<string, unknown>, message?: string) => {
      const res = await complete(cookie, company, { ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    };
    await bad({ termsAccepted: false }, 'Accept the terms of use to complete your registration.');
    await bad({ dataSharingAddendumAccepted: false }, 'Accept the data sharing addendum to complete your registration.');
    await bad({ termsVersion: 'WMT-US-TERMS-STANDARD-2020-01-01' });
    await bad({ timezone: 'Mars/Olympus' }, 'Unknown time zone: Mars/Olympus.');
    await bad({ languageCode: 'fr-CA' }, 'languageCode must be one of en-US, es-MX.');
    await bad({ firstName: '   ' }, 'Enter your first and last name.');
    await bad({ phoneNumber: 'call me' });
    await bad({ companyId: '00000000-0000-4000-8000-000000000000' });
    await bad({ unknown: true });
    expect((await complete(cookie, company, {})).statusCode).toBe(400);
    expect(await ctx.db.selectFrom('document_acceptances').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await stage(userId)).toBe('COMPLETING');
  });

  test('permissions: signed in, own company only, not the spectator; other tenants have no session', async () => {
    const { token, companyId: company } = await invite(
      'supplier-admin',
      'Blue Ridge Foods Inc.',
      'perm.register@blue-ridge-foods-inc.test',
    );
    const cookie = sessionCookie(await accept(token));
    const body = await registration('us', 'SUPPLIER');
    const supplier2 = await companyId('Lakeside Home Goods LLC');
    expect((await complete(cookie, supplier2, body)).statusCode).toBe(403);
    expect((await send('PUT', `/core-app-api/companies/${company}/users/complete-registration`, null, body)).statusCode).toBe(401);
    const mxCompany = await companyId('Alimentos del Bajío S.A. de C.V.');
    expect((await complete(cookie, mxCompany, body, false, 'mx')).statusCode).toBe(401);
    const spectator = await signIn(ctx.app, 'spectator', 'us');
    expect((await complete(spectator, company, body)).statusCode).toBe(403);
    // A registered demo account: already complete.
    const registered = await signIn(ctx.app, 'supplier-user', 'us');
    expect((await complete(registered, company, body)).statusCode).toBe(409);
  });
});
