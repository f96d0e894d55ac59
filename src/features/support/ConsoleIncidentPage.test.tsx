// One incident in the agent console (issue 12 §4) with the server's answers played by a stubbed
// fetch (the real server's rules are covered by the API tests): the thread with its internal notes
// marked, the reply or note form (checked before any request, a note sent as internal), a closed
// incident that takes only notes, the status change and the server's refusal.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { chooseOption, optionsOf } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: ConsoleIncidentPage } = await import('./ConsoleIncidentPage.tsx');

const ID = 'INC-261124-000042';
const INCIDENT_PATH = `/core-app-api/support/console/incidents/${ID}`;

const comment = (id: string, text: string, kind: { fromSupport: boolean; internal: boolean }, authorName: string) => ({
  id,
  text,
  createdOn: '2026-11-24T11:00:00.000Z',
  authorName,
  ...kind,
});

function incident(overrides: Record<string, unknown> = {}) {
  return {
    incidentId: ID,
    subject: 'The weekly report of the north region stays empty…',
    statusInfo: 'in_progress',
    createdOn: '2026-11-24T10:00:00.000Z',
    lastUpdatedOn: '2026-11-24T12:00:00.000Z',
    requesterName: 'Ada Lovelace',
    mine: false,
    queueId: 201,
    companyName: 'Acme Foods',
    assignee: null,
    assignedToMe: false,
    situationDescription: 'The weekly report of the north region stays empty since Monday.',
    categories: [{ level: 1, id: 1464, value: 'Data' }],
    accountType: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    primaryContactEmail: 'ada@example.test',
    callBackNumber: null,
    onBehalf: false,
    attachments: [],
    comments: [
      comment('c1', 'Is it every store?', { fromSupport: true, internal: false }, 'Grace'),
      comment('c2', 'Looks like the nightly job failed.', { fromSupport: true, internal: true }, 'Grace'),
      comment('c3', 'Yes, every store.', { fromSupport: false, internal: false }, 'Ada Lovelace'),
    ],
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let current: ReturnType<typeof incident>;
let sent: Array<{ method: string; path: string; body: unknown }>;

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

beforeEach(() => {
  sent = [];
  answers = {};
  current = incident();
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.text();
      sent.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
      const answer: Answer =
        answers[key]?.shift() ??
        (key === `GET ${INCIDENT_PATH}`
          ? { status: 200, body: current }
          : { status: 404, body: { statusCode: 404, error: 'Not Found', message: key } });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const AGENT = [
  { action: 'MANAGE', resource: 'INCIDENT' },
  { action: 'READ', resource: 'KNOWLEDGE_BASE' },
];

async function openIncident(id = ID, permissions = AGENT) {
  session.current = signedInAs({ group: 'Support Agent', companyType: null, permissions });
  const rendered = await renderPage(`/support/console/${id}`, <ConsoleIncidentPage />, { route: '/support/console/:ticketId' });
  await screen.findByRole('heading', { level: 2, name: 'Conversation' });
  return rendered;
}

const posts = () => sent.filter((s) => s.method !== 'GET');
const entry = (text: string) => screen.getByText(text).closest('li')!;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('support console incident', () => {
  test('the header, the work panel and the thread with its internal note marked', async () => {
    await openIncident();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Incident ${ID}`);
    expect(screen.getByText('The weekly report of the north region stays empty…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the console' }).getAttribute('href')).toBe('/support/console');
    expect(screen.getByRole('heading', { level: 2, name: 'Work on this incident' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Assign to me' })).toBeTruthy();

    const marked = 'Internal note — not visible to the requester';
    expect(within(entry('Looks like the nightly job failed.')).getByText(marked)).toBeTruthy();
    expect(within(entry('Is it every store?')).queryByText(marked)).toBeNull();
    expect(within(entry('Yes, every store.')).queryByText(marked)).toBeNull();
  });

  test('an agent who reads the knowledge base is pointed to it to answer with an article (issue 30 §3)', async () => {
    await openIncident();
    const reply = screen.getByRole('heading', { level: 2, name: 'Reply or add a note' }).closest('section')!;
    expect(within(reply).getByRole('link', { name: 'Find it in the knowledge base' }).getAttribute('href')).toBe('/knowledgeBase/home');
  });

  test('without READ KNOWLEDGE_BASE, no pointer to it', async () => {
    await openIncident(ID, [{ action: 'MANAGE', resource: 'INCIDENT' }]);
    expect(screen.queryByRole('link', { name: 'Find it in the knowledge base' })).toBeNull();
  });

  test('an empty message is told at the field and nothing is sent', async () => {
    const { user } = await openIncident();
    expect(radio(/Reply to the requester/).checked).toBe(true);
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the reply or note before sending it.')).toBeTruthy();
    expect(message.getAttribute('aria-describedby')).toContain(screen.getByText('Write the reply or note before sending it.').id);
    expect(posts()).toEqual([]);
  });

  test('an internal note: the button says so, the note is sent as internal and the field emptied', async () => {
    answers[`POST ${INCIDENT_PATH}/threads`] = [
      { status: 201, body: comment('c4', 'Checked the job.', { fromSupport: true, internal: true }, 'Grace') },
    ];
    const { user } = await openIncident();
    await user.click(radio(/Internal note/));
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    await user.type(screen.getByLabelText('Message'), 'Checked the job.');
    expect(screen.getByText('16/4000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(await screen.findByText('Note added.')).toBeTruthy();
    expect(posts()).toEqual([{ method: 'POST', path: `${INCIDENT_PATH}/threads`, body: { text: 'Checked the job.', internal: true } }]);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  test('a closed incident takes only internal notes and keeps its status', async () => {
    current = incident({ statusInfo: 'closed' });
    await openIncident();
    expect(radio(/Reply to the requester/).disabled).toBe(true);
    expect(radio(/Internal note/).checked).toBe(true);
    expect(screen.getByText('This incident is closed: only internal notes can be added.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add internal note' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'New status' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a status change is sent; the server’s refusal is shown as it says it', async () => {
    answers[`PATCH ${INCIDENT_PATH}`] = [
      { status: 200, body: incident({ statusInfo: 'resolved' }) },
      { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This incident is closed.' } },
    ];
    const { user } = await openIncident();
    expect(await optionsOf(user, 'New status')).toEqual(['In progress', 'Waiting on customer', 'Resolved', 'Closed']);
    await chooseOption(user, 'New status', 'Resolved');
    current = incident({ statusInfo: 'resolved' });
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Status updated.')).toBeTruthy();
    expect(posts()).toEqual([{ method: 'PATCH', path: INCIDENT_PATH, body: { status: 'resolved' } }]);

    await chooseOption(user, screen.getByRole('combobox', { name: 'New status' }), 'Closed');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This incident was closed meanwhile: it cannot change any more.');
  });

  test('assigned to the agent: Unassign gives it back', async () => {
    current = incident({ assignee: { id: 'u-1', name: 'A B' }, assignedToMe: true });
    answers[`PATCH ${INCIDENT_PATH}`] = [{ status: 200, body: incident() }];
    const { user } = await openIncident();
    await user.click(await screen.findByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Unassigned.')).toBeTruthy();
    expect(posts()).toEqual([{ method: 'PATCH', path: INCIDENT_PATH, body: { assignee: null } }]);
  });

  test('an unknown reference number: the page says it could not find it', async () => {
    session.current = signedInAs({ permissions: [{ action: 'MANAGE', resource: 'INCIDENT' }] });
    await renderPage('/support/console/INC-000000-000000', <ConsoleIncidentPage />, { route: '/support/console/:ticketId' });
    expect(await screen.findByText('We could not find this incident.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Back to the console' }).length).toBeGreaterThan(0));
  });
});
