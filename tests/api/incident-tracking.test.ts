// Following and answering support incidents (issue 12 §3, §4 and §5; spec §7 GET osc/user/incidents,
// GET osc/user/incidents/{incidentId}, POST osc/user/incident/{incidentId}/addThread): who sees
// which incident, internal notes never reaching the requester, the agent's replies, statuses and
// assignments with their e-mails and activity-log entries, attachment downloads.
import { Buffer } from 'node:buffer';
import { beforeAll, describe, expect, test } from 'vitest';
import { hostOf, signIn, useTestApp } from '../helpers/app.ts';
import { multipart } from './bulk-support.ts';

const ctx = useTestApp();

const detail = {
  accountType: 25,
  supportType: 1466,
  issue: 5010,
  issueType: 5401,
  firstName: 'Ana',
  lastName: 'Pérez',
  primaryContactEmail: 'ana.perez@example.com',
  companyName: 'Blue Ridge Foods Inc.',
  situationDescription: 'The weekly sales dashboard shows no data for store 4417 since Monday.',
};

const cookies: Record<string, string> = {};
async function cookieOf(account: string, tenantId = 'us') {
  return (cookies[`${account}.${tenantId}`] ??= await signIn(ctx.app, account, tenantId));
}

interface Call {
  method?: 'GET' | 'POST' | 'PATCH';
  url: string;
  account?: string;
  tenantId?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

async function call({ method = 'GET', url, account, tenantId = 'us', payload, headers = {} }: Call) {
  const host = hostOf(tenantId);
  const cookie = account ? await cookieOf(account, tenantId) : undefined;
  return ctx.app.inject({
    method,
    url,
    headers: { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);

/** Files an incident as `account` (signed in) and answers its reference number. */
async function file(account: string, tenantId = 'us', withFile = false, fields: Partial<typeof detail> = {}): Promise<string> {
  const host = hostOf(tenantId);
  const parts = withFile ? [{ field: 'file', filename: 'Ventas semana 47 — tienda.pdf', contentType: 'application/pdf', data: pdf }] : [];
  const body = { ...detail, ...(tenantId === 'us' ? {} : { supportType: 1463, issue: 5001, issueType: 5111 }), ...fields };
  const { body: payload, contentType } = multipart(parts, { incidentDetail: JSON.stringify(body) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/core-app-api/incidents',
    headers: { host, origin: `http://${host}`, 'content-type': contentType, cookie: await cookieOf(account, tenantId) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().referenceNumber;
}

const mine = (account: string, query = '', tenantId = 'us') => call({ url: `/core-app-api/osc/user/incidents${query}`, account, tenantId });
const detailOf = (reference: string, account: string, tenantId = 'us') =>
  call({ url: `/core-app-api/osc/user/incidents/${reference}`, account, tenantId });
const consoleDetail = (reference: string, account = 'support-agent', tenantId = 'us') =>
  call({ url: `/core-app-api/support/console/incidents/${reference}`, account, tenantId });
const supportEntry = (reference: string, text: string, internal: boolean, tenantId = 'us') =>
  call({
    method: 'POST',
    url: `/core-app-api/support/console/incidents/${reference}/threads`,
    account: 'support-agent',
    tenantId,
    payload: { text, internal },
  });
const update = (reference: string, payload: unknown, tenantId = 'us') =>
  call({ method: 'PATCH', url: `/core-app-api/support/console/incidents/${reference}`, account: 'support-agent', tenantId, payload });
const comment = (reference: string, text: string, account = 'supplier-user', tenantId = 'us') =>
  call({ method: 'POST', url: `/core-app-api/osc/user/incident/${reference}/addThread`, account, tenantId, payload: { text } });

const mailsTo = (address: string) =>
  ctx.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body', 'html_body']).where('to_address', '=', address).execute();

async function activityOf(reference: string, tenantId = 'us') {
  const { id } = await ctx.db
    .selectFrom('incidents')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('reference_number', '=', reference)
    .executeTakeFirstOrThrow();
  return ctx.db
    .selectFrom('activity_log')
    .select(['event', 'company_id', 'event_description', 'details'])
    .where('entity_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

let reference: string;
beforeAll(async () => {
  reference = await file('supplier-user', 'us', true);
});

describe('my incidents: GET osc/user/incidents and GET osc/user/incidents/{incidentId}', () => {
  test('the requester lists their incident with the spec fields, newest first', async () => {
    const second = await file('supplier-user');
    const res = await mine('supplier-user');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.content.map((r: { incidentId: string }) => r.incidentId).slice(0, 2)).toEqual([second, reference]);
    expect(page.content[1]).toMatchObject({
      incidentId: reference,
      // Cut between words, '…' within the 50 characters.
      subject: 'The weekly sales dashboard shows no data for…',
      statusInfo: 'new',
      createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUpdatedOn: expect.any(String),
      mine: true,
    });
    expect(page).toMatchObject({ page: 0, pageSize: 10 });
  });

  test('paging, sorting and search work on the list', async () => {
    const bySubject = (await mine('supplier-user', '?sortBy=incidentId&sortOrder=ASC&pageSize=25')).json();
    const ids = bySubject.content.map((r: { incidentId: string }) => r.incidentId);
    expect(ids).toEqual([...ids].sort());
    const found = (await mine('supplier-user', `?search=${reference.slice(-6)}`)).json();
    expect(found.content.map((r: { incidentId: string }) => r.incidentId)).toEqual([reference]);
    expect((await mine('supplier-user', '?pageSize=7')).statusCode).toBe(400);
  });

  test('the detail holds the form, the categories named, the attachment and no thread yet', async () => {
    const res = await detailOf(reference, 'supplier-user');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      incidentId: reference,
      statusInfo: 'new',
      situationDescription: detail.situationDescription,
      firstName: 'Ana',
      primaryContactEmail: 'ana.perez@example.com',
      categories: [
        { level: 1, id: 1466 },
        { level: 2, id: 5010 },
        { level: 3, id: 5401 },
      ],
      attachments: [{ fileName: 'Ventas semana 47 — tienda.pdf', contentType: 'application/pdf', size: pdf.length }],
      comments: [],
    });
    for (const c of res.json().categories) expect(c.value).toMatch(/\S/);
  });

  test('the attachment downloads as an attachment, nosniff, byte for byte', async () => {
    const [attachment] = (await detailOf(reference, 'supplier-user')).json().attachments;
    const url = `/core-app-api/osc/user/incidents/${reference}/attachments/${attachment.id}`;
    const res = await call({ url, account: 'supplier-user' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ventas semana 47 _ tienda.pdf"; filename*=UTF-8''${encodeURIComponent('Ventas semana 47 — tienda.pdf')}`,
    );
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
    // The company admin and the agent may download it; another company's admin and another tenant may not.
    expect((await call({ url, account: 'support-agent' })).statusCode).toBe(200);
    expect((await call({ url, account: 'agency-admin' })).statusCode).toBe(404);
    expect((await call({ url, account: 'supplier-admin' })).statusCode).toBe(200);
    expect((await call({ url, account: 'support-agent', tenantId: 'mx' })).statusCode).toBe(404);
    expect((await call({ url })).statusCode).toBe(401);
  });
});

describe('who sees an incident', () => {
  test('a company admin sees the company’s incidents with view=company; a user may not ask for it', async () => {
    const company = (await mine('supplier-admin', '?view=company&pageSize=100')).json();
    const row = company.content.find((r: { incidentId: string }) => r.incidentId === reference);
    expect(row).toMatchObject({ mine: false, requesterName: 'Ana Pérez' });
    const own = (await mine('supplier-admin')).json();
    expect(own.content.some((r: { incidentId: string }) => r.incidentId === reference)).toBe(false);
    const refused = await mine('supplier-user', '?view=company');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only your company's administrators can see all of its incidents.");
  });

  test('another company, another tenant, a visitor: the incident is not found / not allowed', async () => {
    expect((await detailOf(reference, 'agency-admin')).statusCode).toBe(404);
    expect((await detailOf(reference, 'agency-user')).statusCode).toBe(404);
    expect((await detailOf(reference, 'basic-vendor-admin')).statusCode).toBe(404);
    expect((await detailOf(reference, 'supplier-user', 'mx')).statusCode).toBe(404);
    expect((await consoleDetail(reference, 'support-agent', 'mx')).statusCode).toBe(404);
    expect((await detailOf(reference, undefined as unknown as string)).statusCode).toBe(401);
    expect((await comment(reference, 'Me too', 'agency-admin')).statusCode).toBe(404);
    const list = (await mine('agency-admin', '?view=company&pageSize=100')).json();
    expect(list.content.some((r: { incidentId: string }) => r.incidentId === reference)).toBe(false);
    const mxConsole = (
      await call({ url: '/core-app-api/support/console/incidents?pageSize=100', account: 'support-agent', tenantId: 'mx' })
    ).json();
    expect(mxConsole.content.some((r: { incidentId: string }) => r.incidentId === reference)).toBe(false);
  });

  test('the console is for support agents only', async () => {
    for (const account of ['supplier-admin', 'super-admin', 'associate']) {
      expect((await call({ url: '/core-app-api/support/console/incidents', account })).statusCode, account).toBe(403);
      expect((await consoleDetail(reference, account)).statusCode, account).toBe(403);
    }
    expect((await call({ url: '/core-app-api/support/console/incidents' })).statusCode).toBe(401);
  });

  test('a malformed reference number is a 400, an unknown one a 404', async () => {
    const bad = await detailOf('1%27%20or%201=1', 'supplier-user');
    expect(bad.statusCode).toBe(400);
    expect((await detailOf('INC-261124-999999', 'supplier-user')).statusCode).toBe(404);
  });
});

describe('the agent console', () => {
  test('lists the tenant’s incidents with queue, company and assignee; filters by status, queue, age and assignee', async () => {
    const list = async (query: string) => {
      const res = await call({ url: `/core-app-api/support/console/incidents?pageSize=100${query}`, account: 'support-agent' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content as Array<{ incidentId: string; queueId: number; statusInfo: string }>;
    };
    const all = await list('');
    expect(all.find((r) => r.incidentId === reference)).toMatchObject({
      queueId: 201,
      companyName: 'Blue Ridge Foods Inc.',
      assignee: null,
    });
    expect((await list('&status=open')).some((r) => r.incidentId === reference)).toBe(true);
    expect((await list('&status=closed')).some((r) => r.incidentId === reference)).toBe(false);
    expect((await list('&queue=201')).every((r) => r.queueId === 201)).toBe(true);
    expect((await list('&queue=198')).some((r) => r.incidentId === reference)).toBe(false);
    expect((await list('&age=day')).some((r) => r.incidentId === reference)).toBe(true);
    expect((await list('&age=older')).some((r) => r.incidentId === reference)).toBe(false);
    expect((await list('&assignee=unassigned')).some((r) => r.incidentId === reference)).toBe(true);
    expect((await list(`&search=${encodeURIComponent('store 4417')}`)).some((r) => r.incidentId === reference)).toBe(true);
    expect((await call({ url: '/core-app-api/support/console/incidents?status=bogus', account: 'support-agent' })).statusCode).toBe(400);
  });

  test('a reply reaches the requester (thread and e-mail with the configured origin); an internal note never does', async () => {
    const ref = await file('supplier-user');
    const reply = await supportEntry(ref, 'Thanks Ana, we are reloading store 4417 now.\nIt should show by noon.', false);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ fromSupport: true, internal: false });
    const note = await supportEntry(ref, 'INTERNAL: the loader for store 4417 crashed, ticket DV-991.', true);
    expect(note.statusCode, note.body).toBe(201);

    const seen = (await detailOf(ref, 'supplier-user')).json();
    expect(seen.comments.map((c: { text: string }) => c.text)).toEqual([
      'Thanks Ana, we are reloading store 4417 now.\nIt should show by noon.',
    ]);
    expect(seen.comments[0]).toMatchObject({ fromSupport: true, internal: false, authorName: expect.any(String) });
    expect(JSON.stringify(seen)).not.toContain('DV-991');
    // Not through the requester's route either, whoever asks, nor the company admin's list.
    expect(JSON.stringify((await detailOf(ref, 'support-agent')).json())).not.toContain('DV-991');
    const agentView = (await consoleDetail(ref)).json();
    expect(agentView.comments.map((c: { internal: boolean }) => c.internal)).toEqual([false, true]);

    const mails = (await mailsTo('ana.perez@example.com')).filter((m) => m.subject.includes(ref));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New reply on your support incident ${ref}`);
    expect(mails[0]!.text_body).toContain('> Thanks Ana, we are reloading store 4417 now.\n> It should show by noon.');
    expect(mails[0]!.text_body).toContain(`http://us.localhost:3000/support/trackTicket/${ref}`);
    expect(mails[0]!.text_body).not.toContain('DV-991');

    const entries = await activityOf(ref);
    const supplier = (
      await ctx.db.selectFrom('users').select('company_id').where('login_id', '=', 'supplier-user.us@demo.test').executeTakeFirstOrThrow()
    ).company_id;
    expect(entries.filter((e) => e.event !== 'INCIDENT_CREATED')).toEqual([
      {
        event: 'INCIDENT_REPLIED',
        company_id: supplier,
        event_description: `The support team replied on incident ${ref}`,
        details: expect.any(Object),
      },
      {
        event: 'INCIDENT_NOTE_ADDED',
        company_id: null,
        event_description: `Internal note added to incident ${ref}`,
        details: expect.any(Object),
      },
    ]);
  });

  test('status changes e-mail the requester in their language; new cannot come back; closed is final', async () => {
    const ref = await file('supplier-user', 'mx', false, { primaryContactEmail: 'lupita@example.com' });
    expect((await update(ref, { status: 'waiting_on_customer' }, 'mx')).json()).toMatchObject({ statusInfo: 'waiting_on_customer' });
    // Setting the same status again changes nothing and sends nothing.
    expect((await update(ref, { status: 'waiting_on_customer' }, 'mx')).statusCode).toBe(200);
    const mails = await mailsTo('lupita@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Su incidente de soporte ${ref} ahora está: En espera del cliente`);
    expect(mails[0]!.text_body).toContain(`http://mx.localhost:3000/support/trackTicket/${ref}`);

    // The requester's comment puts it back in progress.
    const res = await comment(ref, 'Ya adjunté el archivo que pidieron.', 'supplier-user', 'mx');
    expect(res.statusCode, res.body).toBe(201);
    expect((await detailOf(ref, 'supplier-user', 'mx')).json().statusInfo).toBe('in_progress');

    const back = await update(ref, { status: 'new' }, 'mx');
    expect(back.statusCode).toBe(409);
    expect((await update(ref, { status: 'closed' }, 'mx')).statusCode).toBe(200);
    expect((await update(ref, { status: 'in_progress' }, 'mx')).statusCode).toBe(409);
    expect((await supportEntry(ref, 'Reply after closing', false, 'mx')).statusCode).toBe(409);
    expect((await supportEntry(ref, 'A note after closing is fine', true, 'mx')).statusCode).toBe(201);
    const late = await comment(ref, 'Una pregunta más', 'supplier-user', 'mx');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This incident is closed. File a new incident if you still need help.');

    // Entries of one transaction share their time: compared as a set.
    const events = (await activityOf(ref, 'mx')).map((e) => `${e.event}:${e.event_description}`).sort();
    expect(events).toEqual(
      [
        `INCIDENT_CREATED:Support incident ${ref} filed: The weekly sales dashboard shows no data for…`,
        `INCIDENT_STATUS_CHANGED:Incident ${ref}: status New → Waiting on customer`,
        `INCIDENT_COMMENTED:Commented on support incident ${ref}`,
        `INCIDENT_STATUS_CHANGED:Incident ${ref}: status Waiting on customer → In progress`,
        `INCIDENT_STATUS_CHANGED:Incident ${ref}: status In progress → Closed`,
        `INCIDENT_NOTE_ADDED:Internal note added to incident ${ref}`,
      ].sort(),
    );
  });

  test('an agent assigns an incident to themselves and back to nobody', async () => {
    const ref = await file('supplier-user');
    const assigned = await update(ref, { assignee: 'me' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignee).toMatchObject({ name: expect.stringMatching(/\S+ \S+/) });
    const mineList = (
      await call({ url: '/core-app-api/support/console/incidents?assignee=me&pageSize=100', account: 'support-agent' })
    ).json();
    expect(mineList.content.map((r: { incidentId: string }) => r.incidentId)).toContain(ref);
    expect((await update(ref, { assignee: null })).json().assignee).toBeNull();
    const events = (await activityOf(ref)).map((e) => e.event_description);
    expect(events.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^Incident ${ref} assigned to \\S+ \\S+$`)),
      `Incident ${ref} no longer assigned`,
    ]);
  });

  test('bad input: empty or too long text, unknown fields, an empty change', async () => {
    expect((await supportEntry(reference, '   ', false)).statusCode).toBe(400);
    expect((await supportEntry(reference, 'x'.repeat(4001), false)).statusCode).toBe(400);
    expect((await comment(reference, '')).statusCode).toBe(400);
    expect((await comment(reference, ' \n ')).json()).toMatchObject({ statusCode: 400, message: 'Write a comment before sending it.' });
    expect((await update(reference, {})).statusCode).toBe(400);
    expect((await update(reference, { status: 'reopened' })).statusCode).toBe(400);
    expect((await update(reference, { assignee: 'someone-else' })).statusCode).toBe(400);
    expect((await update(reference, { status: 'resolved', tenantId: 'mx' })).statusCode).toBe(400);
  });
});
