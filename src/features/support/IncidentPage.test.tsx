// One incident (issue 12 §3) with the server's answers played by a stubbed fetch (the real server's
// rules are covered by the API tests): the facts, the thread and the comment form; an empty comment
// stopped beside the field, a closed incident without a form, a comment refused as closed, and a
// reference number the user may not see.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: IncidentPage } = await import('./IncidentPage.tsx');

const ID = 'INC-261124-000042';
const INCIDENT = {
  incidentId: ID,
  // As the server cuts it: between words, with '…'.
  subject: 'Cannot open the weekly sales report since Monday…',
  statusInfo: 'in_progress',
  createdOn: '2026-11-24T15:30:00.000Z',
  lastUpdatedOn: '2026-11-25T09:00:00.000Z',
  requesterName: 'Ada Lovelace',
  mine: true,
  queueId: 201,
  companyName: 'Prairie Candle Co.',
  assignee: null,
  situationDescription: 'Cannot open the weekly sales report since Monday morning.',
  categories: [
    { level: 1, id: 1464, value: 'Data' },
    { level: 2, id: 1900, value: 'Something else' },
  ],
  accountType: 25,
  firstName: 'Ada',
  lastName: 'Lovelace',
  primaryContactEmail: 'ada@example.test',
  callBackNumber: null,
  onBehalf: false,
  attachments: [{ id: 'a1', fileName: 'screenshot.png', contentType: 'image/png', size: 20480 }],
  comments: [
    {
      id: 'c1',
      text: 'Which report do you mean?',
      createdOn: '2026-11-25T09:00:00.000Z',
      authorName: 'Sam',
      fromSupport: true,
      internal: false,
    },
  ],
};

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

let detail: { status: number; body: unknown };
let commentAnswer: { status: number; body: unknown };
/** The comments the page sent. */
let sent: unknown[];

beforeEach(() => {
  sent = [];
  detail = { status: 200, body: INCIDENT };
  commentAnswer = { status: 201, body: {} };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      let answer = { status: 404, body: {} as unknown };
      if (request.method === 'GET' && url.pathname === `/core-app-api/osc/user/incidents/${ID}`) answer = detail;
      if (request.method === 'POST' && url.pathname === `/core-app-api/osc/user/incident/${ID}/addThread`) {
        sent.push(await request.json());
        answer = commentAnswer;
      }
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openIncident(id = ID) {
  session.current = signedInAs();
  return renderPage(`/support/trackTicket/${id}`, <IncidentPage />, { route: '/support/trackTicket/:ticketId' });
}

const commentField = () => screen.getByRole('textbox', { name: 'Add a comment' });
const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('incident detail', () => {
  test('the facts, the thread and the comment form', async () => {
    await openIncident();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    // The h1 shows while loading too: wait for the loaded page.
    await screen.findByRole('region', { name: 'Conversation' });
    expect(screen.getByRole('heading', { level: 1, name: `Incident ${ID}` })).toBeTruthy();
    expect(screen.getByText('Cannot open the weekly sales report since Monday…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my incidents' }).getAttribute('href')).toBe('/support/trackTicket');

    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Data › Something else')).toBeTruthy();
    expect(screen.getByText('Cannot open the weekly sales report since Monday morning.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'screenshot.png' })).toBeTruthy();

    const conversation = screen.getByRole('region', { name: 'Conversation' });
    expect(within(conversation).getByText('Which report do you mean?')).toBeTruthy();
    expect(within(conversation).getByText('Sam (Support)')).toBeTruthy();

    const field = commentField();
    expect(field.getAttribute('rows')).toBe('3');
    expect(field.getAttribute('maxlength')).toBe('4000');
    expect(describedText(field)).toBe('0/4000 characters');
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeTruthy();
  });

  test('an empty comment is stopped beside the field, without a request', async () => {
    const { user } = await openIncident();
    await screen.findByRole('region', { name: 'Conversation' });
    await user.type(commentField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));

    const field = commentField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field)).toContain('Write a comment before sending it.');
    expect(document.activeElement).toBe(field);
    expect(sent).toEqual([]);
  });

  test('a comment is sent trimmed; the field empties and the page says it was added', async () => {
    const { user } = await openIncident();
    await screen.findByRole('region', { name: 'Conversation' });
    commentAnswer = {
      status: 201,
      body: {
        id: 'c2',
        text: 'The weekly one.',
        createdOn: '2026-11-25T10:00:00.000Z',
        authorName: 'A B',
        fromSupport: false,
        internal: false,
      },
    };
    await user.type(commentField(), '  The weekly one. ');
    expect(describedText(commentField())).toBe('18/4000 characters');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));

    expect(await screen.findByText('Your comment was added.')).toBeTruthy();
    expect(sent).toEqual([{ text: 'The weekly one.' }]);
    expect((commentField() as HTMLTextAreaElement).value).toBe('');
  });

  test('a comment refused because the incident was closed meanwhile says so; other failures the common error', async () => {
    const { user } = await openIncident();
    await screen.findByRole('region', { name: 'Conversation' });
    await user.type(commentField(), 'Still broken');

    commentAnswer = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error processing your request. Try again.');

    commentAnswer = { status: 409, body: { message: 'This incident is closed. File a new incident if you still need help.' } };
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('This incident is closed. File a new incident if you still need help.')).toBeTruthy();
    expect((commentField() as HTMLTextAreaElement).value).toBe('Still broken');
  });

  test('a closed incident takes no comment and points to a new incident', async () => {
    detail = { status: 200, body: { ...INCIDENT, statusInfo: 'closed' } };
    await openIncident();
    await screen.findByRole('region', { name: 'Conversation' });
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send comment' })).toBeNull();
    expect(screen.getByText(/This incident is closed. If you still need help,/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'create a new incident' }).getAttribute('href')).toBe('/support/ticketCreation');
  });

  test('an incident the user may not see is not found', async () => {
    detail = { status: 404, body: { message: 'No incident with this reference number among the incidents you can see.' } };
    await openIncident();
    expect(await screen.findByText('We could not find this incident. It may belong to another account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my incidents' }).getAttribute('href')).toBe('/support/trackTicket');
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
  });

  test('another failure shows the default error', async () => {
    detail = { status: 500, body: {} };
    await openIncident();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByText('We could not find this incident. It may belong to another account.')).toBeNull();
  });
});
