// My incidents (issue 12 §3) with the server's answers played by a stubbed fetch (the real server's
// rules are covered by the API tests): the rows with their links and status names, the company tab
// for company admins only, the search and the empty list; the view kept in the address.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: MyIncidentsPage } = await import('./MyIncidentsPage.tsx');

const LONG_SUBJECT = 'The weekly sales report for the stores of the north region is empty';
const ROWS = [
  {
    incidentId: 'INC-261124-000042',
    subject: 'Cannot open the report',
    statusInfo: 'waiting_on_customer',
    createdOn: '2026-11-24T15:30:00.000Z',
    lastUpdatedOn: '2026-11-25T09:00:00.000Z',
    requesterName: 'Ada Lovelace',
    mine: true,
  },
  {
    incidentId: 'INC-261120-000007',
    subject: LONG_SUBJECT,
    statusInfo: 'closed',
    createdOn: '2026-11-20T10:00:00.000Z',
    lastUpdatedOn: '2026-11-22T10:00:00.000Z',
    requesterName: 'Grace Hopper',
    mine: false,
  },
];

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

/** The query strings the page asked the list with. */
let asked: URLSearchParams[];
let answer: (params: URLSearchParams) => { status: number; body: unknown };
const page = (content: unknown[]) => ({ content, page: 0, pageSize: 10, totalElements: content.length, totalPages: 1 });

beforeEach(() => {
  asked = [];
  answer = () => ({ status: 200, body: page(ROWS) });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const reply = url.pathname === '/core-app-api/osc/user/incidents' ? (asked.push(url.searchParams), answer(url.searchParams)) : null;
      return new Response(JSON.stringify(reply?.body ?? {}), {
        status: reply?.status ?? 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openList(state: SessionState = signedInAs(), path = '/support/trackTicket') {
  session.current = state;
  return renderPage(path, <MyIncidentsPage />);
}

const COMPANY_ADMIN = signedInAs({ group: 'Admin', permissions: [{ action: 'LIST', resource: 'INCIDENT' }] });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('incident list', () => {
  test('rows link to each incident and name its status; newest first, 10 a page', async () => {
    await openList();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My incidents');
    expect(screen.getByRole('link', { name: 'Create an incident' }).getAttribute('href')).toBe('/support/ticketCreation');

    const link = await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(link.getAttribute('href')).toBe('/support/trackTicket/INC-261124-000042');
    const [first, second] = bodyRows();
    expect(within(first!).getByText('Waiting on customer')).toBeTruthy();
    expect(within(first!).getByText('Nov 24, 2026')).toBeTruthy();
    expect(within(second!).getByText('Closed')).toBeTruthy();
    // The subject is cut at 50 characters, with a way to read it all.
    expect(within(second!).queryByText(LONG_SUBJECT)).toBeNull();
    expect(within(second!).getByRole('button', { name: 'see more' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Requested by' })).toBeNull();

    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '0', pageSize: '10', sortBy: 'createdOn', sortOrder: 'DESC', view: 'mine' });
  });

  test('without LIST INCIDENT there are no tabs', async () => {
    await openList();
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  test("a company admin has a tab with the company's incidents, naming who asked", async () => {
    const { user } = await openList(COMPANY_ADMIN);
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My incidents', 'Company incidents']);

    await user.click(screen.getByRole('tab', { name: 'Company incidents' }));
    expect(screen.getByRole('tab', { name: 'Company incidents' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('columnheader', { name: 'Requested by' })).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)?.get('view')).toBe('company'));
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
  });

  test('the search is sent once typed (debounced) and says when nothing matches', async () => {
    const { user } = await openList();
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    answer = (params) => ({ status: 200, body: page(params.get('search') ? [] : ROWS) });

    const box = screen.getByRole('searchbox', { name: 'Search incidents' });
    expect(box.getAttribute('placeholder')).toBe('Reference number or words of the subject');
    await user.type(box, 'nothing like it');
    expect(await screen.findByText('No incident matches your search.', undefined, { timeout: 3000 })).toBeTruthy();
    expect(asked.at(-1)?.get('search')).toBe('nothing like it');
    expect(asked.at(-1)?.get('page')).toBe('0');
  });

  test('an address with a tab, a search, a sort, a page and a size shows that view (Back from an incident, a reload)', async () => {
    await openList(COMPANY_ADMIN, '/support/trackTicket?tab=company&q=report&sort=subject&dir=asc&page=2&size=25');
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      { page: '1', pageSize: '25', sortBy: 'subject', sortOrder: 'ASC', view: 'company', search: 'report' },
    ]);
    expect(screen.getByRole('tab', { name: 'Company incidents' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search incidents' }) as HTMLInputElement).value).toBe('report');
    expect(screen.getByRole('columnheader', { name: /Subject/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  test("without LIST INCIDENT an address's company tab shows the user's own incidents", async () => {
    await openList(signedInAs(), '/support/trackTicket?tab=company');
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(asked.map((params) => params.get('view'))).toEqual(['mine']);
  });

  test('no incident at all: the list says so and what it is for; one way to create one, another to an answer', async () => {
    answer = () => ({ status: 200, body: page([]) });
    await openList();
    expect(await screen.findByText(/^You have not opened any incidents yet\. When something does not work/)).toBeTruthy();
    // One main action on the page (beside its title); the empty list points to the Knowledge Base.
    expect(screen.getAllByRole('link', { name: 'Create an incident' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Or look for an answer in the Knowledge Base' }).getAttribute('href')).toMatch(
      /^\/knowledgeBase\//,
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a failed list shows the default error', async () => {
    answer = () => ({ status: 500, body: { message: 'boom' } });
    await openList();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeTruthy();
  });
});
