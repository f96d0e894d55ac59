// Adding a user (issue 4 §2 "Add user"): validation against the company's authorised domains,
// creation with an invitation e-mail (single-use, expiring link), and resending an invitation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INVITATION_VALID_DAYS } from '../../server/modules/invitations/service.ts';
import { hashToken } from '../../server/services/tokens.ts';
import { buildTestApp, demoLogin, hostOf, signIn, type TestContext } from '../helpers/app.ts';

const PLACEHOLDER = '00000000-0000-4000-8000-000000000000';
const LINK = /(http:\/\/[a-z.]+(?::\d+)?)\/platform\/accept-invitation\?token=([A-Za-z0-9_-]{20,})/;

let ctx: TestContext;
let adminCookie: string;
let supplierId: string;
let supplier2Id: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  adminCookie = await signIn(ctx.app, 'supplier-admin', 'us');
  supplierId = await companyId('Blue Ridge Foods Inc.');
  supplier2Id = await companyId('Lakeside Home Goods LLC');
});
afterAll(() => ctx.close());

async function companyId(name: string) {
  return (await ctx.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

function send(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: unknown, tenantId = 'us') {
  const host = hostOf(tenantId);
  // What a browser's same-origin fetch sends (Origin on POST; Sec-Fetch-Site on every request).
  const headers: Record<string, string> = { host, 'sec-fetch-site': 'same-origin' };
  if (method !== 'GET') headers.origin = `http://${host}`;
  if (cookie) headers.cookie = cookie;
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

const validate = (cookie: string, company: string, body: unknown, tenantId = 'us') =>
  send('POST', `/core-app-api/companies/${company}/users/validate`, cookie, body, tenantId);
const create = (cookie: string, company: string, body: unknown, tenantId = 'us') =>
  send('POST', `/core-app-api/companies/${company}/users`, cookie, body, tenantId);
const resend = (cookie: string, company: string, taskId: string, tenantId = 'us') =>
  send('POST', `/core-app-api/companies/${company}/users/batch-tasks/${taskId}/RESEND_INVITE`, cookie, undefined, tenantId);

const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Robin',
  lastName: 'Castillo',
  email,
  role: 'User',
  products: ['SHOPPER_BEHAVIOR'],
  ...extra,
});

const mails = async (to: string) =>
  (await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at').execute()).map((m) => ({
    subject: m.subject,
    text: m.text_body,
    html: m.html_body,
  }));
const activity = (event: string, entity: string) =>
  ctx.db.selectFrom('activity_log').selectAll().where('event', '=', event).where('entity_id', '=', entity).execute();

describe('POST users/validate', () => {
  test('reports each user’s problems: names, syntax, authorised domain, existing user, duplicates', async () => {
    const res = await validate(adminCookie, supplierId, {
      supplierId,
      userList: [
        { firstName: 'Ok', lastName: 'Person', email: 'ok.person@blue-ridge-foods-inc.test' },
        { firstName: 'Sub', lastName: 'Domain', email: 'sub@east.blue-ridge-foods-inc.test' },
        { firstName: ' ', lastName: '', email: 'not-an-email' },
        { firstName: 'Out', lastName: 'Sider', email: 'out.sider@gmail.com' },
        {
          firstName: 'Avery',
          lastName: 'Again',
          email: demoLogin('supplier-user', 'us').replace('@demo.test', '@blue-ridge-foods-inc.test'),
        },
        { firstName: 'Harper', lastName: 'Reyes', email: 'Harper.Reyes@blue-ridge-foods-inc.test' },
        { firstName: 'Ok', lastName: 'Twice', email: 'OK.person@blue-ridge-foods-inc.test' },
        { firstName: 'Bad', lastName: 'Product', email: 'bad.product@blue-ridge-foods-inc.test', products: ['NOPE'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      valid: boolean;
      users: Array<{ index: number; email: string; problems: Array<{ field: string; code: string; message: string; domain?: string }> }>;
    };
    expect(body.valid).toBe(false);
    const codes = body.users.map((u) => u.problems.map((p) => `${p.field}:${p.code}`));
    expect(codes[0]).toEqual([]);
    expect(codes[1]).toEqual([]); // the supplier's domain allows subdomains
    expect(codes[2]).toEqual(['firstName:REQUIRED', 'lastName:REQUIRED', 'email:INVALID_EMAIL']);
    expect(codes[3]).toEqual(['email:DOMAIN_NOT_AUTHORISED']);
    expect(body.users[3]!.problems[0]).toMatchObject({
      domain: 'gmail.com',
      message:
        'The domain gmail.com is not an authorised domain of your company. Use an address at blue-ridge-foods-inc.test, or add the domain under Authorized Domains first.',
    });
    expect(codes[4]).toEqual([]);
    expect(codes[5]).toEqual(['email:ALREADY_A_USER']);
    expect(body.users[5]!.email).toBe('harper.reyes@blue-ridge-foods-inc.test');
    expect(codes[6]).toEqual(['email:DUPLICATE_IN_LIST']);
    expect(codes[7]).toEqual(['products:UNKNOWN_PRODUCT']);
  });

  test('all clear → valid; nothing is created', async () => {
    const res = await validate(adminCookie, supplierId, { supplierId, userList: [newUser('valid.only@blue-ridge-foods-inc.test')] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, users: [{ index: 0, email: 'valid.only@blue-ridge-foods-inc.test', problems: [] }] });
    expect(await ctx.db.selectFrom('users').select('id').where('login_id', '=', 'valid.only@blue-ridge-foods-inc.test').execute()).toEqual(
      [],
    );
  });

  test('supplierId must be the company of the path; bad bodies are 400', async () => {
    const other = await validate(adminCookie, supplierId, { supplierId: supplier2Id, userList: [newUser('x@blue-ridge-foods-inc.test')] });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('supplierId must be the company of the address (your company).');
    expect((await validate(adminCookie, supplierId, { supplierId, userList: [] })).statusCode).toBe(400);
    expect((await validate(adminCookie, supplierId, {})).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ firstName: 'A', lastName: 'B', email: `u${i}@blue-ridge-foods-inc.test` }));
    expect((await validate(adminCookie, supplierId, { supplierId, userList: tooMany })).statusCode).toBe(400);
  });

  test('permissions: a regular user and the spectator are refused; another company is 403', async () => {
    const body = { supplierId, userList: [newUser('p@blue-ridge-foods-inc.test')] };
    expect((await validate(await signIn(ctx.app, 'supplier-user', 'us'), supplierId, body)).statusCode).toBe(403);
    expect((await validate(await signIn(ctx.app, 'spectator', 'us'), supplierId, body)).statusCode).toBe(403);
    expect((await validate(adminCookie, supplier2Id, { ...body, supplierId: supplier2Id })).statusCode).toBe(403);
    expect((await send('POST', `/core-app-api/companies/${supplierId}/users/validate`, null, body)).statusCode).toBe(401);
  });

  test('another tenant: the US admin’s session does not exist on the Mexican host', async () => {
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const res = await validate(adminCookie, mxSupplier, { supplierId: mxSupplier, userList: [newUser('a@b.test')] }, 'mx');
    expect(res.statusCode).toBe(401);
  });
});

describe('POST users (create and invite)', () => {
  test('creates a PENDING user with pending products, a task, an activity row and an invitation mail with a 7-day link', async () => {
    const email = 'robin.castillo@blue-ridge-foods-inc.test';
    const before = Date.now();
    const res = await create(
      adminCookie,
      supplierId,
      newUser('Robin.Castillo@Blue-Ridge-Foods-Inc.test', { role: 'Admin', products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'] }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email, message: `Invitation sent to ${email}.` });
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', body.userId).executeTakeFirstOrThrow();
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', demoLogin('supplier-admin', 'us'))
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      tenant_id: 'us',
      company_id: supplierId,
      login_id: email,
      first_name: 'Robin',
      last_name: 'Castillo',
      role: 'Admin',
      user_type: 'EXTERNAL',
      status: 'PENDING',
      password_hash: null,
      registration_completed_at: null,
      created_by: admin.id,
    });
    const products = await ctx.db
      .selectFrom('user_products')
      .selectAll()
      .where('user_id', '=', body.userId)
      .orderBy('product_code')
      .execute();
    expect(products.map((p) => [p.product_code, p.access_status])).toEqual([
      ['REPORT_BUILDER', 'ACCESS_PENDING'],
      ['SHOPPER_BEHAVIOR', 'ACCESS_PENDING'],
    ]);
    const task = await ctx.db.selectFrom('user_tasks').selectAll().where('id', '=', body.taskId).executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      user_id: body.userId,
      company_id: supplierId,
      tenant_id: 'us',
      type: 'CREATE_USER',
      stage: 'INVITATION_SENT',
      created_by: admin.id,
    });
    const [log] = await activity('USER_INVITED', body.userId);
    expect(log).toMatchObject({ tenant_id: 'us', company_id: supplierId, actor_user_id: admin.id, source_app: 'PORTAL' });
    expect(log!.event_description).toBe(`Invited Robin Castillo (${email}) as Admin with access to Shopper Behavior | Report Builder`);
    const [mail] = await mails(email);
    expect(mail!.subject).toBe('You are invited to Supplier Insights');
    expect(mail!.text).toContain('has invited you to join Blue Ridge Foods Inc. on Supplier Insights');
    expect(mail!.text).toContain('expires in 7 days');
    const [, origin, token] = mail!.text.match(LINK)!;
    expect(origin).toBe('http://us.localhost:3000');
    expect(mail!.html).toContain(`/platform/accept-invitation?token=${token}`);
    const stored = await ctx.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', body.userId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'INVITATION', token_hash: hashToken(token!), used_at: null });
    const lifetime = stored[0]!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(INVITATION_VALID_DAYS * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThan(INVITATION_VALID_DAYS * 86_400_000 + 60_000);
    expect(INVITATION_VALID_DAYS).toBe(7);
  });

  test('the invitation is in the user’s language when given (Mexico, es-MX; and en-US there)', async () => {
    const mxAdmin = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const es = await create(
      mxAdmin,
      mxSupplier,
      newUser('lucia.mendez@alimentos-del-bajio-s-a-de-c-v.test', { firstName: 'Lucía', lastName: 'Méndez' }),
      'mx',
    );
    expect(es.statusCode).toBe(201);
    const [esMail] = await mails('lucia.mendez@alimentos-del-bajio-s-a-de-c-v.test');
    expect(esMail!.subject).toBe('Tiene una invitación a Información para Proveedores');
    expect(esMail!.text).toContain('http://mx.localhost:3000/platform/accept-invitation?token=');
    const en = await create(mxAdmin, mxSupplier, newUser('sam.reed@alimentos-del-bajio-s-a-de-c-v.test', { languageCode: 'en-US' }), 'mx');
    expect(en.statusCode).toBe(201);
    expect((await mails('sam.reed@alimentos-del-bajio-s-a-de-c-v.test'))[0]!.subject).toBe(
      'You are invited to Información para Proveedores',
    );
    const fr = await create(mxAdmin, mxSupplier, newUser('x.y@alimentos-del-bajio-s-a-de-c-v.test', { languageCode: 'fr-CA' }), 'mx');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe('languageCode must be one of es-MX, en-US.');
  });

  test('an e-mail outside the authorised domains is 400 with a message naming the domain; nothing is created', async () => {
    const res = await create(adminCookie, supplierId, newUser('someone@northstar-retail-analytics.test'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The domain northstar-retail-analytics.test is not an authorised domain of your company. Use an address at blue-ridge-foods-inc.test, or add the domain under Authorized Domains first.',
    );
    expect(
      await ctx.db.selectFrom('users').select('id').where('login_id', '=', 'someone@northstar-retail-analytics.test').execute(),
    ).toEqual([]);
    expect(await mails('someone@northstar-retail-analytics.test')).toEqual([]);
  });

  test('an e-mail already used in this tenant is 409', async () => {
    const res = await create(adminCookie, supplierId, newUser('elliot.nguyen@blue-ridge-foods-inc.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with the e-mail elliot.nguyen@blue-ridge-foods-inc.test already exists.');
    const again = await create(adminCookie, supplierId, newUser('robin.castillo@blue-ridge-foods-inc.test'));
    expect(again.statusCode).toBe(409);
  });

  test('an address on our domain whose account is in another company gets a neutral answer, never "already exists"', async () => {
    // A person who moved to another company of the tenant keeps their account there.
    const moved = 'moved.person@blue-ridge-foods-inc.test';
    await ctx.db
      .insertInto('users')
      .values({
        tenant_id: 'us',
        company_id: supplier2Id,
        login_id: moved,
        first_name: 'Moved',
        last_name: 'Person',
        user_type: 'EXTERNAL',
        role: 'User',
        status: 'ACTIVE',
      })
      .execute();
    const checked = await validate(adminCookie, supplierId, {
      supplierId,
      userList: [{ firstName: 'Moved', lastName: 'Person', email: moved }],
    });
    expect(checked.statusCode).toBe(200);
    const [problem] = checked.json().users[0].problems;
    expect(problem).toEqual({
      field: 'email',
      code: 'CANNOT_ADD',
      message: `${moved} cannot be added to your company. If the address is right, contact support.`,
    });
    const res = await create(adminCookie, supplierId, newUser(moved));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(problem.message);
    expect(res.body).not.toMatch(/exist|Lakeside/i);
    expect(await mails(moved)).toEqual([]);
  });

  test('validation: role from the personas, products the tenant offers, names, syntax, companyId of the path', async () => {
    const bad = async (body: unknown, message?: string) => {
      const res = await create(adminCookie, supplierId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    };
    await bad(newUser('v1@blue-ridge-foods-inc.test', { role: 'Super Admin' }));
    await bad(newUser('v2@blue-ridge-foods-inc.test', { products: ['NOT_A_PRODUCT'] }), 'Not a product offered here: NOT_A_PRODUCT.');
    await bad(newUser('v3@blue-ridge-foods-inc.test', { firstName: '  ' }), 'Enter a first name.');
    await bad(newUser('not an email'), '"not an email" is not a valid e-mail address.');
    await bad(
      newUser('v4@blue-ridge-foods-inc.test', { companyId: supplier2Id }),
      'companyId must be the company of the address (your company).',
    );
    await bad(newUser('v5@blue-ridge-foods-inc.test', { extra: 1 }));
    await bad({});
    // Customer Pulse is not offered in Mexico.
    const mxAdmin = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const res = await create(
      mxAdmin,
      mxSupplier,
      newUser('cp@alimentos-del-bajio-s-a-de-c-v.test', { products: ['CUSTOMER_PULSE'] }),
      'mx',
    );
    expect(res.statusCode).toBe(400);
  });

  test('permissions: regular user, spectator and another company’s admin are refused', async () => {
    const body = newUser('perm@blue-ridge-foods-inc.test');
    expect((await create(await signIn(ctx.app, 'supplier-user', 'us'), supplierId, body)).statusCode).toBe(403);
    expect((await create(await signIn(ctx.app, 'spectator', 'us'), supplierId, body)).statusCode).toBe(403);
    expect((await create(await signIn(ctx.app, 'agency-admin', 'us'), supplierId, body)).statusCode).toBe(403);
    expect((await create(adminCookie, supplier2Id, newUser('perm@lakeside-home-goods-llc.test'))).statusCode).toBe(403);
    expect((await create(adminCookie, PLACEHOLDER, body)).statusCode).toBe(403);
    expect(await ctx.db.selectFrom('users').select('id').where('login_id', 'like', 'perm@%').execute()).toEqual([]);
  });

  test('a super admin acting for the company may add a user to it', async () => {
    const superAdmin = await signIn(ctx.app, 'super-admin', 'us');
    const set = await send('POST', '/core-app-api/users/set-context', superAdmin, {
      companyId: supplier2Id,
      reason: 'Helping the supplier with users',
    });
    expect(set.statusCode).toBeLessThan(300);
    const res = await create(superAdmin, supplier2Id, newUser('acting.made@lakeside-home-goods-llc.test'));
    expect(res.statusCode).toBe(201);
  });
});

// Spec §7 names it with GET; no GET changes state (issue 30 §1), so the server takes a POST.
describe('POST batch-tasks/{taskID}/RESEND_INVITE', () => {
  async function invite(email: string) {
    const res = await create(adminCookie, supplierId, newUser(email));
    expect(res.statusCode).toBe(201);
    return res.json() as { userId: string; taskId: string };
  }

  test('a GET (a link, or an image in an article of this very site) sends nothing; a POST from another site is refused', async () => {
    const email = 'cross.site@blue-ridge-foods-inc.test';
    const { taskId } = await invite(email);
    const host = hostOf('us');
    const url = `/core-app-api/companies/${supplierId}/users/batch-tasks/${taskId}/RESEND_INVITE`;
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { host, cookie: adminCookie, ...headers } });
      expect(res.statusCode).toBe(404);
    }
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'cross-site', referer: 'http://evil.test/page' }, {}]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: { host, cookie: adminCookie, ...headers } });
      expect(res.statusCode).toBe(403);
    }
    expect(await mails(email)).toHaveLength(1);
  });

  test('sends a new link; the old one stops working; an activity row is written', async () => {
    const email = 'resend.me@blue-ridge-foods-inc.test';
    const { userId, taskId } = await invite(email);
    const res = await resend(adminCookie, supplierId, taskId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `Invitation sent again to ${email}.`, taskId });
    const sent = await mails(email);
    expect(sent).toHaveLength(2);
    const [oldToken, newToken] = sent.map((m) => m.text.match(LINK)![2]!);
    expect(oldToken).not.toBe(newToken);
    const tokens = await ctx.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', userId).execute();
    expect(tokens.find((t) => t.token_hash === hashToken(oldToken!))!.used_at).not.toBeNull();
    expect(tokens.find((t) => t.token_hash === hashToken(newToken!))!.used_at).toBeNull();
    const task = await ctx.db.selectFrom('user_tasks').selectAll().where('user_id', '=', userId).execute();
    expect(task).toHaveLength(1);
    expect(task[0]!.stage).toBe('INVITATION_SENT');
    const [log] = await activity('USER_INVITATION_RESENT', userId);
    expect(log!.event_description).toContain(email);
    // The old link is refused, the new one works.
    const host = hostOf('us');
    const accept = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/platform/invitations/accept',
        headers: { host, origin: `http://${host}` },
        payload: { token, password: 'Resent-Link-2026' },
      });
    expect((await accept(oldToken!)).statusCode).toBe(400);
    expect((await accept(newToken!)).statusCode).toBe(200);
    // Accepted: resending is refused.
    const after = await resend(adminCookie, supplierId, taskId);
    expect(after.statusCode).toBe(409);
  });

  test('the seeded pending user (Devon Laurent) can be re-invited', async () => {
    const task = await ctx.db
      .selectFrom('user_tasks')
      .innerJoin('users', 'users.id', 'user_tasks.user_id')
      .select(['user_tasks.id'])
      .where('users.login_id', '=', 'devon.laurent@blue-ridge-foods-inc.test')
      .where('users.tenant_id', '=', 'us')
      .executeTakeFirstOrThrow();
    const res = await resend(adminCookie, supplierId, task.id);
    expect(res.statusCode).toBe(200);
    expect(await mails('devon.laurent@blue-ridge-foods-inc.test')).toHaveLength(1);
  });

  test('404 for an unknown task, a task of another company or tenant, or a completed task; 400 for a bad id', async () => {
    expect((await resend(adminCookie, supplierId, PLACEHOLDER)).statusCode).toBe(404);
    expect((await resend(adminCookie, supplierId, 'not-a-uuid')).statusCode).toBe(400);
    const superAdmin = await signIn(ctx.app, 'super-admin', 'us');
    await send('POST', '/core-app-api/users/set-context', superAdmin, {
      companyId: supplier2Id,
      reason: 'Helping the supplier with users',
    });
    const other = await create(superAdmin, supplier2Id, newUser('other.company@lakeside-home-goods-llc.test'));
    const otherTask = other.json().taskId as string;
    expect((await resend(adminCookie, supplierId, otherTask)).statusCode).toBe(404);
    const mxTask = await ctx.db.selectFrom('user_tasks').select('id').where('tenant_id', '=', 'mx').executeTakeFirstOrThrow();
    expect((await resend(adminCookie, supplierId, mxTask.id)).statusCode).toBe(404);
    const { taskId } = await invite('completed.task@blue-ridge-foods-inc.test');
    await ctx.db.updateTable('user_tasks').set({ stage: 'COMPLETED' }).where('id', '=', taskId).execute();
    expect((await resend(adminCookie, supplierId, taskId)).statusCode).toBe(404);
    expect(await mails('other.company@lakeside-home-goods-llc.test')).toHaveLength(1);
  });

  test('permissions: regular user and spectator refused, another company 403', async () => {
    const { taskId } = await invite('perm.resend@blue-ridge-foods-inc.test');
    expect((await resend(await signIn(ctx.app, 'supplier-user', 'us'), supplierId, taskId)).statusCode).toBe(403);
    expect((await resend(await signIn(ctx.app, 'spectator', 'us'), supplierId, taskId)).statusCode).toBe(403);
    expect((await resend(adminCookie, supplier2Id, taskId)).statusCode).toBe(403);
    expect(await mails('perm.resend@blue-ridge-foods-inc.test')).toHaveLength(1);
  });
});
