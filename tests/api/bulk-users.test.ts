// Bulk create and bulk edit by Excel (issue 4 §3, spec §7 "Bulk"): templates, per-row reports,
// override confirmation, all-or-nothing creation with invitations, and the refusal of files that
// are not real .xlsx, too big, too long or ZIP bombs.
import { randomBytes, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { demoDomain } from '../../server/seed/demo-data.ts';
import { STALE_AFTER_SECONDS } from '../../server/modules/bulk-users/repository.ts';
import { buildTestApp, demoLogin, hostOf, signIn, type TestContext } from '../helpers/app.ts';
import { countRows, activityOf, companyIdOf, productGrants } from '../helpers/db.ts';
import {
  CONTENT_TYPES,
  type FilePart,
  HEADER,
  multipart,
  people,
  sheetXmlOf,
  US_PRODUCTS,
  WORKBOOK_PARTS,
  workbook,
  zip,
} from './bulk-support.ts';

let ctx: TestContext;
let admin: string;
let supplierId: string;
const DOMAIN = demoDomain('Blue Ridge Foods Inc.');

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signIn(ctx.app, 'supplier-admin');
  supplierId = await companyId('Blue Ridge Foods Inc.');
});
afterAll(() => ctx.close());

const companyId = (name: string) => companyIdOf(ctx.db, name);

const createUrl = (id: string, confirm?: boolean) =>
  `/core-app-api/companies/${id}/users/bulk-upload/validate-create${confirm === undefined ? '' : `?isOverrideConfirmed=${confirm}`}`;
const editUrl = (id: string) => `/platform/v1/identity/companies/${id}/users/bulk-edit`;

function upload(url: string, cookie: string, files: FilePart[], options: { tenant?: string; headers?: Record<string, string> } = {}) {
  const host = hostOf(options.tenant ?? 'us');
  const { body, contentType } = multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { host, origin: `http://${host}`, cookie, 'content-type': contentType, ...options.headers },
    payload: body,
  });
}
const create = async (rows: Array<Array<string | number | null>>, header = HEADER, confirm?: boolean, cookie = admin) =>
  upload(createUrl(supplierId, confirm), cookie, [{ data: await workbook(header, rows) }]);
const edit = async (
  rows: Array<Array<string | number | null>>,
  header = HEADER,
  headers: Record<string, string> = { tenant_id: supplierId },
) => upload(editUrl(supplierId), admin, [{ data: await workbook(header, rows) }], { headers });

const companyUserCount = (id = supplierId) => countRows(ctx.db.selectFrom('users').where('company_id', '=', id));
const outboxCount = () => countRows(ctx.db.selectFrom('mail_outbox'));
const cannotAdd = (email: string) => `${email} cannot be added to your company. If the address is right, contact support.`;
const notOurDomain = (email: string) => `${email.split('@')[1]} is not an authorised domain of your company.`;
const userByEmail = (email: string) => ctx.db.selectFrom('users').selectAll().where('login_id', '=', email).executeTakeFirst();

async function readXlsx(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb;
}
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('GET download-bulk-create-template', () => {
  const url = (id: string) => `/core-app-api/companies/${id}/users/download-bulk-create-template`;

  test('an .xlsx with the user columns, one Y/N column per product of the tenant, and instructions', async () => {
    const res = await ctx.app.inject({ url: url(supplierId), headers: { host: 'us.localhost', cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="bulk_create_users_template.xlsx"');
    const wb = await readXlsx(res.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Users', 'Instructions']);
    expect(rowValues(wb.getWorksheet('Users')!, 1)).toEqual([...HEADER, ...US_PRODUCTS]);
    expect(wb.getWorksheet('Users')!.actualRowCount).toBe(1);
    const help = wb
      .getWorksheet('Instructions')!
      .getSheetValues()
      .flat()
      .filter((v) => typeof v === 'string')
      .join('\n');
    expect(help).toContain('Admin or User');
    expect(help).toContain('At most 10,000 users per file');
    expect(help).toContain('10 MB');
  });

  test('Mexico offers two products, so two product columns', async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const res = await ctx.app.inject({ url: url(mxSupplier), headers: { host: 'mx.localhost', cookie } });
    expect(res.statusCode).toBe(200);
    expect(rowValues((await readXlsx(res.rawPayload)).getWorksheet('Users')!, 1)).toEqual([
      ...HEADER,
      'Shopper Behavior',
      'Report Builder',
    ]);
  });

  test('refused to a regular user, to an admin of another company, and to anonymous callers', async () => {
    const user = await signIn(ctx.app, 'supplier-user');
    expect((await ctx.app.inject({ url: url(supplierId), headers: { host: 'us.localhost', cookie: user } })).statusCode).toBe(403);
    const agency = await signIn(ctx.app, 'agency-admin');
    expect((await ctx.app.inject({ url: url(supplierId), headers: { host: 'us.localhost', cookie: agency } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: url(supplierId), headers: { host: 'us.localhost' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: url('not-a-uuid'), headers: { host: 'us.localhost', cookie: admin } })).statusCode).toBe(403);
  });
});

describe('GET download-bulk-edit-template', () => {
  const url = (id: string) => `/platform/v1/identity/companies/${id}/download-bulk-edit-template`;

  test("pre-filled with the company's users: e-mail, names, role, products (Y/N) and status", async () => {
    const res = await ctx.app.inject({ url: url(supplierId), headers: { host: 'us.localhost', cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bulk_edit_users_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = (await readXlsx(res.rawPayload)).getWorksheet('Users')!;
    expect(rowValues(sheet, 1)).toEqual([...HEADER, ...US_PRODUCTS, 'Status']);
    const rows = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => rowValues(sheet, i + 2));
    expect(rows.map((r) => r[2])).toContain(demoLogin('supplier-admin', 'us'));
    expect(rows.find((r) => r[2] === `harper.reyes@${DOMAIN}`)).toEqual([
      'Harper',
      'Reyes',
      `harper.reyes@${DOMAIN}`,
      'User',
      'Y',
      ...US_PRODUCTS.slice(1).map(() => 'N'),
      'ACTIVE',
    ]);
    expect(rows.find((r) => r[2] === `sasha.okafor@${DOMAIN}`)?.at(-1)).toBe('BLOCKED');
    // Only this company's users.
    expect(rows.map((r) => r[2])).not.toContain(demoLogin('agency-admin', 'us'));
  });

  test('refused to a regular user and for another company', async () => {
    const user = await signIn(ctx.app, 'supplier-user');
    expect((await ctx.app.inject({ url: url(supplierId), headers: { host: 'us.localhost', cookie: user } })).statusCode).toBe(403);
    const other = await companyId('Lakeside Home Goods LLC');
    expect((await ctx.app.inject({ url: url(other), headers: { host: 'us.localhost', cookie: admin } })).statusCode).toBe(403);
  });
});

describe('POST bulk-upload/validate-create', () => {
  test('creates every user at once: PENDING, products ACCESS_PENDING, invitation task, token and e-mail, activity log', async () => {
    const outbox = await outboxCount();
    const res = await create(
      [
        ['Ana', 'Lopez', `Ana.Lopez@${DOMAIN}`, 'User', 'Y', 'N', 'y'],
        ['Ben', 'Okoro', `ben.okoro@sales.${DOMAIN}`, 'admin', '', 'Y', ''],
        ['Cleo', 'Marsh', `cleo.marsh@${DOMAIN}`, 'User', 'N', 'N', 'N'],
      ],
      [...HEADER, 'Shopper Behavior', 'REPORT_BUILDER', 'channel performance'],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 3, updated: 0, message: '3 users created, invitations sent.' });
    const ana = (await userByEmail(`ana.lopez@${DOMAIN}`))!;
    expect(ana).toMatchObject({
      company_id: supplierId,
      tenant_id: 'us',
      status: 'PENDING',
      role: 'User',
      first_name: 'Ana',
      password_hash: null,
    });
    expect(ana.registration_completed_at).toBeNull();
    const ben = (await userByEmail(`ben.okoro@sales.${DOMAIN}`))!;
    expect(ben.role).toBe('Admin');
    const grants = await ctx.db
      .selectFrom('user_products')
      .select(['user_id', 'product_code', 'access_status'])
      .where('user_id', 'in', [ana.id, ben.id])
      .orderBy('product_code')
      .execute();
    expect(grants).toEqual([
      { user_id: ana.id, product_code: 'CHANNEL_PERFORMANCE', access_status: 'ACCESS_PENDING' },
      { user_id: ben.id, product_code: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' },
      { user_id: ana.id, product_code: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_PENDING' },
    ]);
    const task = await ctx.db.selectFrom('user_tasks').selectAll().where('user_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ type: 'CREATE_USER', stage: 'INVITATION_SENT', company_id: supplierId });
    const token = await ctx.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', ana.id).executeTakeFirstOrThrow();
    expect(token.purpose).toBe('INVITATION');
    expect(token.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await outboxCount()).toBe(outbox + 3);
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', `ana.lopez@${DOMAIN}`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Hello Ana,');
    expect(mail.text_body).toMatch(/http:\/\/us\.localhost:3000\/platform\/accept-invitation\?token=[\w-]{20,}/);
    const log = await ctx.db.selectFrom('activity_log').selectAll().where('entity_id', '=', ana.id).execute();
    expect(log).toMatchObject([
      { event: 'USER_CREATED', event_description: 'User Ana Lopez created by bulk upload and invited', company_id: supplierId },
    ]);
    const summary = await ctx.db.selectFrom('activity_log').selectAll().where('event', '=', 'BULK_USERS_CREATED').execute();
    expect(summary.at(-1)?.event_description).toBe('Bulk upload of users.xlsx: 3 users created and invited, 0 users updated');
  });

  test('one bad row: a per-row report and nothing created', async () => {
    const before = await companyUserCount();
    const outbox = await outboxCount();
    const res = await create([
      ['Dana', 'Fox', `dana.fox@${DOMAIN}`, 'User'],
      ['Eli', 'Gray', 'eli.gray@gmail.com', 'User'],
      ['Fay', 'Hill', `fay.hill@${DOMAIN}`, 'User'],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: '1 problem in 1 row: nothing was changed. Correct the file and upload it again.',
      errors: [{ row: 3, column: 'Email', message: notOurDomain('eli.gray@gmail.com') }],
      totalErrors: 1,
    });
    expect(await companyUserCount()).toBe(before);
    expect(await outboxCount()).toBe(outbox);
    expect(await userByEmail(`dana.fox@${DOMAIN}`)).toBeUndefined();
  });

  test('every rule, every row, in one report', async () => {
    const long = 'x'.repeat(101);
    const res = await create(
      [
        ['', 'NoFirst', `a1@${DOMAIN}`, 'User', 'Y'],
        ['Long', long, `a2@${DOMAIN}`, 'User', 'N'],
        ['Bad', 'Mail', 'not-an-email', 'User', 'N'],
        ['Dup', 'One', `dup@${DOMAIN}`, 'User', 'N'],
        ['Dup', 'Two', `DUP@${DOMAIN}`, 'User', 'N'],
        ['Bad', 'Role', `role@${DOMAIN}`, 'Owner', 'N'],
        ['No', 'Role', `norole@${DOMAIN}`, '', 'maybe'],
        ['Other', 'Company', demoLogin('agency-admin', 'us'), 'User', 'N'],
        ['Other', 'Tenant', `supplier-admin.mx@demo.test`, 'User', 'N'],
        [null, null, null, null, null],
        ['Ok', 'Row', `ok@${DOMAIN}`, 'User', 'N'],
      ],
      [...HEADER, 'Shopper Behavior'],
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual([
      { row: 2, column: 'First name', message: 'First name is required.' },
      { row: 3, column: 'Last name', message: 'Last name is longer than 100 characters.' },
      { row: 4, column: 'Email', message: '"not-an-email" is not a valid e-mail address.' },
      { row: 6, column: 'Email', message: `dup@${DOMAIN} appears more than once: also in row 5.` },
      { row: 7, column: 'Role', message: 'Role "Owner" is not valid: use Admin or User.' },
      { row: 8, column: 'Role', message: 'Role is required: Admin or User.' },
      { row: 8, column: 'Shopper Behavior', message: '"maybe" is not valid for Shopper Behavior: use Y or N.' },
      { row: 9, column: 'Email', message: notOurDomain(demoLogin('agency-admin', 'us')) },
      { row: 10, column: 'Email', message: notOurDomain('supplier-admin.mx@demo.test') },
    ]);
    expect(body.totalErrors).toBe(9);
    expect(await userByEmail(`ok@${DOMAIN}`)).toBeUndefined();
  });

  test('an address on the company’s domain with an account in another company is refused without saying why; others are told the domain is not theirs', async () => {
    // An account of another company of this tenant, on this company's own authorised domain.
    const agencyId = await companyId('Lakeside Home Goods LLC');
    await ctx.db
      .insertInto('users')
      .values({
        tenant_id: 'us',
        company_id: agencyId,
        login_id: `moved.away@${DOMAIN}`,
        first_name: 'Moved',
        last_name: 'Away',
        user_type: 'EXTERNAL',
        role: 'User',
        language_code: 'en-US',
      })
      .execute();
    const res = await create([
      ['Moved', 'Away', `moved.away@${DOMAIN}`, 'User'],
      ['No', 'Account', 'no.account@elsewhere.test', 'User'],
      ['Has', 'Account', demoLogin('agency-user', 'us'), 'User'],
    ]);
    expect(res.statusCode).toBe(422);
    const messages = (res.json().errors as Array<{ row: number; message: string }>).map((e) => [e.row, e.message]);
    // The domain rule does not depend on accounts: an account elsewhere on another domain reads
    // exactly like an address nobody has.
    expect(messages).toEqual([
      [2, cannotAdd(`moved.away@${DOMAIN}`)],
      [3, notOurDomain('no.account@elsewhere.test')],
      [4, notOurDomain(demoLogin('agency-user', 'us'))],
    ]);
    expect(JSON.stringify(res.json())).not.toMatch(/account|Lakeside/i);
    const es = await upload(
      createUrl(supplierId),
      admin,
      [{ data: await workbook(HEADER, [['Moved', 'Away', `moved.away@${DOMAIN}`, 'User']]) }],
      { headers: { 'x-user-locale': 'es-MX' } },
    );
    expect(es.json().errors.map((e: { message: string }) => e.message)).toEqual([
      `moved.away@${DOMAIN} no se puede agregar a su empresa. Si la dirección es correcta, comuníquese con soporte.`,
    ]);
  });

  test('an account in another tenant does not matter: the address is invited here as a new user of this tenant', async () => {
    await ctx.db
      .insertInto('users')
      .values({
        tenant_id: 'mx',
        company_id: await companyId('Alimentos del Bajío S.A. de C.V.'),
        login_id: `also.in.mexico@${DOMAIN}`,
        first_name: 'Also',
        last_name: 'Mexico',
        user_type: 'EXTERNAL',
        role: 'User',
        language_code: 'es-MX',
      })
      .execute();
    const res = await create([['Also', 'Mexico', `also.in.mexico@${DOMAIN}`, 'User']]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0 });
    const both = await ctx.db
      .selectFrom('users')
      .select(['tenant_id', 'company_id'])
      .where('login_id', '=', `also.in.mexico@${DOMAIN}`)
      .orderBy('tenant_id')
      .execute();
    expect(both.map((u) => u.tenant_id)).toEqual(['mx', 'us']);
  });

  test('header problems are reported on row 1: missing, unknown, not offered in the tenant, twice', async () => {
    const res = await create([['A', 'B', `h@${DOMAIN}`, 'x']], ['First name', 'Email', 'Role', 'Favourite colour', 'Email']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The header row (row 1) does not match the template: see the report.',
      errors: [
        { row: 1, column: 'Favourite colour', message: 'Unknown column "Favourite colour": use the columns of the template.' },
        { row: 1, column: 'Email', message: 'The column "Email" appears twice: keep one.' },
        { row: 1, column: 'Last name', message: 'The column "Last name" is missing from the header row.' },
      ],
    });
    const mx = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const res2 = await upload(
      createUrl(mxSupplier),
      mx,
      [{ data: await workbook([...HEADER, 'Digital Landscapes'], [['A', 'B', 'a@b.test', 'User', 'Y']]) }],
      {
        tenant: 'mx',
        headers: { 'x-user-locale': 'en-US' },
      },
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors).toEqual([
      { row: 1, column: 'Digital Landscapes', message: '"Digital Landscapes" is not offered in this country: remove this column.' },
    ]);
  });

  test("messages in the caller's language: Spanish on the Mexican site", async () => {
    const mx = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const data = await workbook(HEADER, [
      ['Ana', 'Ruiz', 'ana.ruiz@gmail.com', 'Jefa'],
      ['', 'Ruiz', 'x', 'User'],
    ]);
    const res = await upload(createUrl(mxSupplier), mx, [{ data }], { tenant: 'mx' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: '4 problemas en 2 filas: no se cambió nada. Corrija el archivo y vuelva a cargarlo.',
      errors: [
        { row: 2, column: 'Role', message: 'El rol "Jefa" no es válido: use Admin o User.' },
        {
          row: 2,
          column: 'Email',
          message: 'gmail.com no es un dominio autorizado de su empresa.',
        },
        { row: 3, column: 'First name', message: 'First name es obligatorio.' },
        { row: 3, column: 'Email', message: '"x" no es una dirección de correo electrónico válida.' },
      ],
    });
    const csv = await upload(createUrl(mxSupplier), mx, [{ data: Buffer.from('a,b') }], {
      tenant: 'mx',
      headers: { 'x-user-locale': 'en-US' },
    });
    expect(csv.json().message).toMatch(/^This file is not an Excel workbook/);
  });

  test('an empty sheet is refused', async () => {
    const res = await create([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The sheet has no users: fill in one row per user below the header row.');
  });

  test('existing users of the company: 409 asks to confirm, nothing changes; confirmed, they are updated', async () => {
    const rows = [
      ['Harper', 'Reyes-Smith', `harper.reyes@${DOMAIN}`, 'User', 'Y', 'Y'],
      ['Gus', 'Ivory', `gus.ivory@${DOMAIN}`, 'User', 'N', 'N'],
    ];
    const header = [...HEADER, 'Shopper Behavior', 'Report Builder'];
    const before = await companyUserCount();
    const res = await create(rows, header);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message:
        '1 row names an existing user of your company. Confirm to update this user with the values of the sheet; nothing was changed yet.',
      overrides: [{ row: 2, email: `harper.reyes@${DOMAIN}`, firstName: 'Harper', lastName: 'Reyes' }],
    });
    expect(await companyUserCount()).toBe(before);
    expect((await userByEmail(`harper.reyes@${DOMAIN}`))!.last_name).toBe('Reyes');
    expect((await create(rows, header, false)).statusCode).toBe(409);

    const ok = await create(rows, header, true);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ created: 1, updated: 1, message: '1 user created, invitations sent. 1 user updated.' });
    const harper = (await userByEmail(`harper.reyes@${DOMAIN}`))!;
    expect(harper).toMatchObject({ last_name: 'Reyes-Smith', status: 'ACTIVE' });
    expect(await productGrants(ctx.db, harper.id)).toEqual([
      { product_code: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' },
      { product_code: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' },
    ]);
    const log = await activityOf(ctx.db, harper.id, 'USER_UPDATED');
    expect(log.at(-1)?.event_description).toBe(
      'User Harper Reyes-Smith updated by bulk upload: name Harper Reyes → Harper Reyes-Smith; access requested to Report Builder',
    );
    // No second invitation for an existing user.
    expect(await ctx.db.selectFrom('password_reset_tokens').select('user_id').where('user_id', '=', harper.id).execute()).toEqual([]);
  });

  test('never demotes the last administrator through an override', async () => {
    const res = await create([['Pat', 'Admin', demoLogin('supplier-admin', 'us'), 'User']], HEADER, true);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 2, column: 'Role', message: 'This change would leave your company without an active administrator: keep at least one Admin.' },
    ]);
  });

  test('permissions: regular user, spectator, admin of another company, another tenant', async () => {
    const data = await workbook(HEADER, [['Zed', 'Zane', `zed@${DOMAIN}`, 'User']]);
    for (const account of ['supplier-user', 'spectator', 'agency-admin']) {
      const res = await upload(createUrl(supplierId), await signIn(ctx.app, account), [{ data }]);
      expect(res.statusCode, account).toBe(403);
    }
    // The US supplier's id on the Mexican host, by the Mexican admin.
    const mx = await signIn(ctx.app, 'supplier-admin', 'mx');
    expect((await upload(createUrl(supplierId), mx, [{ data }], { tenant: 'mx' })).statusCode).toBe(403);
    expect(await userByEmail(`zed@${DOMAIN}`)).toBeUndefined();
  });
});

describe('uploads that are not a real, reasonable .xlsx are refused with a specific message', () => {
  const send = (files: FilePart[]) => upload(createUrl(supplierId), admin, files);
  const NOT_XLSX = 'This file is not an Excel workbook (.xlsx). Download the template, fill it in and upload it as .xlsx.';

  test('a CSV, a PDF or an old .xls renamed .xlsx', async () => {
    for (const data of [
      Buffer.from(`First name,Last name,Email,Role\nA,B,a@${DOMAIN},User\n`),
      Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...Buffer.alloc(500)]),
    ]) {
      const res = await send([{ data, filename: 'users.xlsx' }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NOT_XLSX);
    }
  });

  test('a ZIP that is not a workbook, and a macro-enabled workbook', async () => {
    const plain = zip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect((await send([{ data: plain }])).json().message).toBe(NOT_XLSX);
    const xlsm = zip([
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES.toString().replace('sheet.main+xml', 'sheet.macroEnabled.main+xml')) },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ]);
    const res = await send([{ data: xlsm }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a plain \.xlsx/);
  });

  test('an empty file, a truncated workbook, a damaged workbook', async () => {
    expect((await send([{ data: Buffer.alloc(0) }])).json()).toMatchObject({
      statusCode: 400,
      message: 'The file is empty. Upload the filled-in .xlsx template.',
    });
    const good = await workbook(HEADER, people(5, DOMAIN, 'trunc'));
    const truncated = await send([{ data: good.subarray(0, Math.floor(good.length / 2)) }]);
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/damaged or incomplete/);
    const garbage = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: Buffer.from('<<< not xml') },
    ]);
    const damaged = await send([{ data: garbage }]);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toMatch(/could not be read|no sheet/);
  });

  test('a ZIP bomb: declared uncompressed size over the limit, refused before parsing', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      // Declares 4 GB - 1 uncompressed.
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1000), declaredSize: 0xfffffffe },
    ]);
    const res = await send([{ data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This file expands to more than 100 MB when opened (a "zip bomb" or not a plain workbook) and was refused.',
    );
  });

  test('a ZIP bomb by ratio, and one whose central directory lies about sizes', async () => {
    const ratio = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024) }, // 50 MB of zeros: ~50 KB deflated
    ]);
    expect((await send([{ data: ratio }])).json().message).toMatch(/zip bomb/);
    // The users sheet expands past what the directory declares: caught while it is read.
    const liar = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      ...WORKBOOK_PARTS,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5 * 1024 * 1024, ' '), declaredSize: 1000 },
    ]);
    expect((await send([{ data: liar }])).json().message).toMatch(/zip bomb/);
  });

  test('the parts that are read each have a cap: a users sheet or shared strings over it is refused before being read', async () => {
    for (const [name, size, cap] of [
      ['xl/sharedStrings.xml', 25 * 1024 * 1024, 24],
      ['xl/worksheets/sheet1.xml', 49 * 1024 * 1024, 48],
    ] as const) {
      // Within the 100 MB total and the ratio (random bytes do not compress), yet too big to read.
      const file = zip([
        { name: '[Content_Types].xml', data: CONTENT_TYPES },
        ...WORKBOOK_PARTS,
        ...(name === 'xl/sharedStrings.xml' ? [{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') }] : []),
        { name, data: randomBytes(256 * 1024), declaredSize: size, method: 0 as const },
      ]);
      const res = await send([{ data: file }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `The users sheet of this workbook is too large to read (over ${cap} MB once opened). Keep only the users, one per row, and upload it again.`,
      );
    }
  });

  test('other sheets are never read: a workbook with many large extra sheets is accepted on its Users sheet alone', async () => {
    const wb = new ExcelJS.Workbook();
    const users = wb.addWorksheet('Users');
    users.addRow(HEADER);
    users.addRow(['Side', 'Sheets', `side.sheets@${DOMAIN}`, 'User']);
    // Extra sheets that are not valid XML at all: reading any of them would fail the upload.
    const raw = Buffer.from(await wb.xlsx.writeBuffer());
    const extra = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      {
        name: 'xl/workbook.xml',
        data: Buffer.from(
          '<workbook xmlns:r="r"><sheets><sheet name="Junk" r:id="rId2"/><sheet name="Users" r:id="rId1"/></sheets></workbook>',
        ),
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="worksheets/junk.xml"/></Relationships>',
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: await sheetXmlOf(raw) },
      ...Array.from({ length: 40 }, (_, i) => ({ name: `xl/worksheets/junk${i}.xml`, data: Buffer.alloc(900 * 1024, '<') })),
      { name: 'xl/worksheets/junk.xml', data: Buffer.alloc(900 * 1024, '<') },
    ]);
    const res = await send([{ data: extra }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userByEmail(`side.sheets@${DOMAIN}`)).toBeDefined();
  });

  test('one import at a time per company: while another import holds the claim, an upload gets 429 and writes nothing; a dead import’s claim is taken over', async () => {
    // Another import of this company, running on this or another instance: its claim row, heartbeat fresh.
    // (Real concurrent uploads are measured by `npm run bench bulk-upload`: one 200, the rest 429.)
    const running = randomUUID();
    await ctx.db.insertInto('bulk_imports').values({ id: running, tenant_id: 'us', company_id: supplierId }).execute();
    const file = await workbook(HEADER, [['Second', 'Upload', `second.upload@${DOMAIN}`, 'User']]);
    const second = await send([{ data: file }]);
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('30');
    expect(second.json().message).toBe(
      'Another bulk upload for your company is still running. Wait until it has finished, then upload this file again.',
    );
    expect(await userByEmail(`second.upload@${DOMAIN}`)).toBeUndefined();

    // That import died: its heartbeat stopped more than STALE_AFTER_SECONDS ago. The next upload takes over.
    await ctx.db
      .updateTable('bulk_imports')
      .set({ heartbeat_at: sql<Date>`now() - make_interval(secs => ${STALE_AFTER_SECONDS + 1})` })
      .where('id', '=', running)
      .execute();
    expect((await send([{ data: file }])).statusCode).toBe(200);
    expect(await userByEmail(`second.upload@${DOMAIN}`)).toBeDefined();
    expect(await ctx.db.selectFrom('bulk_imports').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('bulk_import_rows').select('user_id').execute()).toEqual([]);
  });

  test('more than 10 MB: 413 naming the limit', async () => {
    const res = await send([{ data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than the 10 MB limit. Split the users into several files.');
  });

  test('more than 10,000 user rows: refused before anything is created', async () => {
    const before = await companyUserCount();
    const res = await send([{ data: await workbook(HEADER, people(10_001, DOMAIN, 'many')) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This sheet has more than 10,000 user rows; at most 10,000 are allowed per file. Split it into several files.',
    );
    expect(await companyUserCount()).toBe(before);
  }, 60_000);

  test('no file, a file in the wrong field, two files, not multipart at all', async () => {
    const onlyText = multipart([], { note: 'hi' });
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: createUrl(supplierId),
      headers: { host: 'us.localhost', origin: 'http://us.localhost', cookie: admin, 'content-type': onlyText.contentType },
      payload: onlyText.body,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('No file was uploaded: choose the filled-in .xlsx template.');
    const data = await workbook(HEADER, people(1, DOMAIN, 'field'));
    const wrong = await send([{ field: 'upload', data }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Send the Excel file in the form field "file", not "upload".');
    const two = await send([{ data }, { data }]);
    expect(two.statusCode).toBe(413);
    expect(two.json().message).toBe('Upload one file at a time.');
    const json = await ctx.app.inject({
      method: 'POST',
      url: createUrl(supplierId),
      headers: { host: 'us.localhost', origin: 'http://us.localhost', cookie: admin },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Upload the Excel file as multipart/form-data, in a form field named "file".');
    const cut = multipart([{ data }]);
    const incomplete = await ctx.app.inject({
      method: 'POST',
      url: createUrl(supplierId),
      headers: { host: 'us.localhost', origin: 'http://us.localhost', cookie: admin, 'content-type': cut.contentType },
      payload: cut.body.subarray(0, cut.body.length - 200),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(await userByEmail(`field.0@${DOMAIN}`)).toBeUndefined();
  });
});

describe('POST bulk-edit', () => {
  const header = [...HEADER, 'Shopper Behavior', 'Report Builder'];

  test('tenant_id header required and must be the company of the path', async () => {
    const rows = [['Elliot', 'Nguyen', `elliot.nguyen@${DOMAIN}`, 'User', 'Y', 'N']];
    const missing = await edit(rows, header, {});
    expect(missing.statusCode).toBe(400);
    const other = await edit(rows, header, { tenant_id: await companyId('Lakeside Home Goods LLC') });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('The tenant_id header must be the id of the company in the path (your company).');
  });

  test('updates names, role and products of existing users by e-mail; unchanged rows are left alone', async () => {
    const elliot = (await userByEmail(`elliot.nguyen@${DOMAIN}`))!;
    const res = await edit(
      [
        ['Elliot', 'Nguyen-Park', `elliot.nguyen@${DOMAIN}`, 'Admin', 'N', 'Y'],
        ['Devon', 'Laurent', `devon.laurent@${DOMAIN}`, 'User', 'Y', 'N'],
      ],
      header,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ created: 0, updated: 1, message: '1 user updated.' });
    expect(await userByEmail(`elliot.nguyen@${DOMAIN}`)).toMatchObject({ last_name: 'Nguyen-Park', role: 'Admin' });
    expect(await productGrants(ctx.db, elliot.id)).toEqual([{ product_code: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' }]);
    const log = await activityOf(ctx.db, elliot.id, 'USER_UPDATED');
    expect(log.at(-1)?.event_description).toBe(
      'User Elliot Nguyen-Park updated by bulk edit: name Elliot Nguyen → Elliot Nguyen-Park; role User → Admin; access requested to Report Builder; removed Shopper Behavior',
    );
    const summary = await ctx.db.selectFrom('activity_log').selectAll().where('event', '=', 'BULK_USERS_EDITED').execute();
    expect(summary.at(-1)?.event_description).toBe('Bulk edit of users.xlsx: 1 user updated, 1 row unchanged');
  });

  test('all or nothing: an unknown e-mail or a user of another company fails the whole sheet', async () => {
    const res = await edit(
      [
        ['Harper', 'Changed', `harper.reyes@${DOMAIN}`, 'User', 'Y', 'N'],
        ['Nobody', 'Here', `nobody@${DOMAIN}`, 'User', 'Y', 'N'],
        ['Agency', 'Admin', demoLogin('agency-admin', 'us'), 'User', 'Y', 'N'],
      ],
      header,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { row: 3, column: 'Email', message: `No user of your company has the e-mail nobody@${DOMAIN}.` },
      { row: 4, column: 'Email', message: `No user of your company has the e-mail ${demoLogin('agency-admin', 'us')}.` },
    ]);
    expect((await userByEmail(`harper.reyes@${DOMAIN}`))!.last_name).not.toBe('Changed');
    expect((await userByEmail(demoLogin('agency-admin', 'us')))!.last_name).not.toBe('Admin');
  });

  test('never removes the last active administrator', async () => {
    // Elliot became an admin above; demote both.
    const res = await edit(
      [
        ['Elliot', 'Nguyen-Park', `elliot.nguyen@${DOMAIN}`, 'User', 'N', 'Y'],
        ['Sam', 'Admin', demoLogin('supplier-admin', 'us'), 'user', 'Y', 'Y'],
      ],
      header,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    expect((await userByEmail(demoLogin('supplier-admin', 'us')))!.role).toBe('Admin');
    // Demoting one of two admins is fine.
    const ok = await edit([['Elliot', 'Nguyen-Park', `elliot.nguyen@${DOMAIN}`, 'User', 'N', 'Y']], header);
    expect(ok.statusCode).toBe(200);
  });

  test('permissions and file checks as for bulk create', async () => {
    const data = await workbook(HEADER, [['Harper', 'X', `harper.reyes@${DOMAIN}`, 'User']]);
    for (const account of ['supplier-user', 'spectator']) {
      const res = await upload(editUrl(supplierId), await signIn(ctx.app, account), [{ data }], { headers: { tenant_id: supplierId } });
      expect(res.statusCode, account).toBe(403);
    }
    const csv = await upload(editUrl(supplierId), admin, [{ data: Buffer.from('a,b\n') }], { headers: { tenant_id: supplierId } });
    expect(csv.statusCode).toBe(400);
  });
});

describe('10,000 rows', () => {
  test('are created in one transaction, with invitations, in reasonable time', async () => {
    const before = await companyUserCount();
    const data = await workbook(
      [...HEADER, 'Shopper Behavior'],
      people(10_000, `big.${DOMAIN}`, 'big').map((r) => [...r, 'Y']),
    );
    const started = performance.now();
    const res = await upload(createUrl(supplierId), admin, [{ data }]);
    const seconds = (performance.now() - started) / 1000;
    expect(res.statusCode, res.body).toBe(200);
    console.log(`bulk create of 10,000 rows: ${seconds.toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    expect(res.json().created).toBe(10_000);
    expect(await companyUserCount()).toBe(before + 10_000);
    const tasks = await ctx.db
      .selectFrom('user_tasks')
      .innerJoin('users', 'users.id', 'user_tasks.user_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('users.login_id', 'like', 'big.%')
      .executeTakeFirstOrThrow();
    expect(Number(tasks.n)).toBe(10_000);
    // About 7 s on an idle 2-core machine (PGlite and PostgreSQL); generous for a busy CI runner.
    expect(seconds).toBeLessThan(90);
  }, 180_000);
});
