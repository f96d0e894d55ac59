// The agent console's list (issue 12 §4) with the server's answers played by a stubbed fetch (the
// real server's filters are covered by the API tests): the rows with their links, status and queue
// names, the filters sent as the query and kept in the page's query string, and the empty answer.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { address, renderPage, searchParams } from '../../app/test-page.tsx';
import { choiceOf, chooseOption, optionsOf } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: ConsolePage } = await import('./ConsolePage.tsx');

const LIST_PATH = '/core-app-api/support/console/incidents';
const row = (incidentId: string, statusInfo: string, queueId: number, assignee: { id: string; name: string } | null = null) => ({
  incidentId,
  subject: `Subject of ${incidentId}`,
  statusInfo,
  createdOn: '2026-11-24T10:00:00.000Z',
  lastUpdatedOn: '2026-11-25T10:00:00.000Z',
  requesterName: 'Ada Lovelace',
  mine: false,
  queueId,
  companyName: 'Acme Foods',
  assignee,
});
const ROWS = [
  row('INC-261124-000042', 'new', 201),
  row('INC-261124-000043', 'waiting_on_customer', 198, { id: 'u-2', name: 'Grace Hopper' }),
  row('INC-261124-000044', 'in_progress', 369),
];

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

/** The query of each list request, as an object. */
let asked: Array<Record<string, string>>;
let rows: unknown[];

beforeEach(() => {
  asked = [];
  rows = ROWS;
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname !== LIST_PATH) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      asked.push(Object.fromEntries(url.searchParams));
      const body = { content: rows, page: 0, pageSize: 10, totalElements: rows.length, totalPages: 1 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openConsole(path = '/support/console') {
  session.current = signedInAs({ permissions: [{ action: 'MANAGE', resource: 'INCIDENT' }] });
  return renderPage(path, <ConsolePage />, { route: '/support/console' });
}

describe('support console', () => {
  test('the open incidents, newest first: links, status names and queue names', async () => {
    await openConsole();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support console');
    const link = await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(link.getAttribute('href')).toBe('/support/console/INC-261124-000042');
    expect(asked).toEqual([{ sortBy: 'createdOn', sortOrder: 'DESC', page: '0', pageSize: '10', status: 'open' }]);

    const table = screen.getByRole('table', { name: 'Incidents' });
    const cells = (id: string) =>
      within(within(table).getByRole('link', { name: id }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('INC-261124-000042').slice(0, 6)).toEqual([
      'INC-261124-000042',
      'Subject of INC-261124-000042',
      'New',
      'Shopper behaviour',
      'Ada LovelaceAcme Foods',
      'Unassigned',
    ]);
    expect(cells('INC-261124-000043').slice(2, 4)).toEqual(['Waiting on customer', 'Data ventures']);
    expect(cells('INC-261124-000043')[5]).toBe('Grace Hopper');
    expect(cells('INC-261124-000044').slice(2, 4)).toEqual(['In progress', 'Basic vendor']);
  });

  test('a new status filter asks again from the first page and is kept in the query string', async () => {
    const { user } = await openConsole('/support/console?page=3&queue=198');
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(asked.at(-1)).toEqual({ sortBy: 'createdOn', sortOrder: 'DESC', page: '2', pageSize: '10', status: 'open', queue: '198' });
    expect(await optionsOf(user, 'Status')).toEqual([
      'Open',
      'All statuses',
      'New',
      'In progress',
      'Waiting on customer',
      'Resolved',
      'Closed',
    ]);
    expect(choiceOf('Queue')).toBe('Data ventures');

    await chooseOption(user, 'Status', 'Closed');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ sortBy: 'createdOn', sortOrder: 'DESC', page: '0', pageSize: '10', status: 'closed', queue: '198' }),
    );
    expect(searchParams().get('status')).toBe('closed');
    expect(searchParams().get('page')).toBeNull();

    await chooseOption(user, 'Status', 'All statuses');
    await waitFor(() => expect(asked.at(-1)).toEqual({ sortBy: 'createdOn', sortOrder: 'DESC', page: '0', pageSize: '10', queue: '198' }));

    await chooseOption(user, screen.getByRole('combobox', { name: 'Assignee' }), 'Assigned to me');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ assignee: 'me', queue: '198' }));
    expect(asked.at(-1)).not.toHaveProperty('status');
  });

  test('an address with filters, a search, a sort, a page and a size shows that view (Back from an incident, a reload)', async () => {
    await openConsole('/support/console?status=closed&queue=201&age=week&assignee=me&q=000042&sort=subject&dir=asc&page=2&size=25');
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(asked).toEqual([
      {
        sortBy: 'subject',
        sortOrder: 'ASC',
        page: '1',
        pageSize: '25',
        search: '000042',
        status: 'closed',
        queue: '201',
        age: 'week',
        assignee: 'me',
      },
    ]);
    expect([choiceOf('Status'), choiceOf('Queue'), choiceOf('Age'), choiceOf('Assignee'), choiceOf('Rows per page')]).toEqual([
      'Closed',
      'Shopper behaviour',
      '1 to 7 days',
      'Assigned to me',
      '25',
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('000042');
    expect(screen.getByRole('columnheader', { name: /Subject/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  test('values the console does not know read as the defaults', async () => {
    await openConsole('/support/console?status=bogus&queue=7&age=year&assignee=you&sort=password&dir=up&page=abc&size=7');
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    expect(asked).toEqual([{ sortBy: 'createdOn', sortOrder: 'DESC', page: '0', pageSize: '10', status: 'open' }]);
  });

  test('a new page size starts from the first page; a sort is sent and kept', async () => {
    const { user } = await openConsole('/support/console?page=3');
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    await chooseOption(user, screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: '0', pageSize: '25' }));
    expect(address()).toBe('/support/console?size=25');

    await user.click(screen.getByRole('button', { name: 'Reference number' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sortBy: 'incidentId', sortOrder: 'ASC', pageSize: '25' }));
    expect(searchParams().get('sort')).toBe('incidentId');
  });

  test('the search is sent once typing pauses', async () => {
    const { user } = await openConsole();
    await screen.findByRole('link', { name: 'INC-261124-000042' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Reference number or text');
    await user.type(search, '  000043 ');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ search: '000043', page: '0' }), { timeout: 3000 });
    expect(searchParams().get('q')).toBe('000043');
  });

  test('no incident matches: the page says so', async () => {
    rows = [];
    await openConsole('/support/console?status=any');
    expect(await screen.findByText('No incident matches these filters.')).toBeTruthy();
    expect(asked).toEqual([{ sortBy: 'createdOn', sortOrder: 'DESC', page: '0', pageSize: '10' }]);
    expect(choiceOf('Status')).toBe('All statuses');
  });
});
