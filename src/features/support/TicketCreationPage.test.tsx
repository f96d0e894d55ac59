// The incident form (issue 12 §2) with the server's answers played by a stubbed fetch (the real
// server's rules are covered by the API tests): the dependent category selects, the shared rules'
// errors beside the fields before any request, the server's per-field answer, the basic vendor's
// one account type and the request-access variant.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { chooseOption, optionsOf } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: TicketCreationPage } = await import('./TicketCreationPage.tsx');

const node = (id: number, value: string, children: unknown[] = [], aboutData = false) => ({ id, value, aboutData, children });
const CATEGORIES = {
  language: 'en',
  categories: [
    node(1463, 'Access', [node(2047, 'Request access', [node(3001, 'New product')])]),
    node(1464, 'Data', [
      node(1858, 'Data questions', [node(4001, 'Missing data', [node(5001, 'Store level'), node(5002, 'Item level')])], true),
      node(1900, 'Something else'),
    ]),
  ],
};

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

let filed: string[];
let incidentAnswer: { status: number; body: unknown };

beforeEach(() => {
  filed = [];
  incidentAnswer = { status: 201, body: { referenceNumber: 'INC-261124-000042' } };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const answer =
        url.pathname === '/core-app-api/support/categories'
          ? { status: 200, body: CATEGORIES }
          : url.pathname === '/core-app-api/incidents'
            ? (filed.push(url.search), incidentAnswer)
            : { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openForm(state: SessionState = { status: 'signed-out' }, path = '/support/ticketCreation') {
  session.current = state;
  const rendered = await renderPage(path, <TicketCreationPage />);
  await screen.findByRole('combobox', { name: /Support type|Issue type/ });
  return rendered;
}

const select = (name: string) => screen.queryByRole('combobox', { name });

describe('incident form', () => {
  test('the category levels depend on each other; a level without options is hidden', async () => {
    const { user } = await openForm();
    expect(await optionsOf(user, 'Support type')).toEqual(['Select an option', 'Access', 'Data']);
    expect(select('Issue')).toBeNull();

    await chooseOption(user, select('Support type')!, 'Data');
    expect(await optionsOf(user, 'Issue')).toEqual(['Select an option', 'Data questions', 'Something else']);
    expect(select('Issue type')).toBeNull();

    await chooseOption(user, select('Issue')!, 'Data questions');
    expect(await optionsOf(user, 'Issue type')).toEqual(['Select an option', 'Missing data']);
    // Data questions are about data: the data dictionary is offered, and No puts the offer away.
    expect(screen.getByText('Is your question about a data field? Search the data dictionary')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yes' }).getAttribute('href')).toBe('/dataDictionary');
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Is your question about a data field? Search the data dictionary')).toBeNull();

    await chooseOption(user, select('Issue type')!, 'Missing data');
    expect(await optionsOf(user, 'Sub issue type')).toEqual(['Select an option', 'Store level', 'Item level']);

    // Another issue empties and hides the levels below it.
    await chooseOption(user, select('Issue')!, 'Something else');
    expect(select('Issue type')).toBeNull();
    expect(select('Sub issue type')).toBeNull();
  });

  test('required fields are told beside them, without a request', async () => {
    const { user } = await openForm();
    await chooseOption(user, select('Support type')!, 'Data');
    await user.type(screen.getByLabelText('Primary contact email'), 'not-an-address');
    await user.type(screen.getByLabelText('Call-back number (optional)'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const errorOf = (label: string) => {
      // The selects' lists are named by their label too: the control is the one that is not a listbox.
      const control = screen.getAllByLabelText(label).find((element) => element.getAttribute('role') !== 'listbox')!;
      return control.getAttribute('aria-invalid') === 'true'
        ? document.getElementById(control.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent
        : null;
    };
    expect(screen.getByText('Select an account type')).toBeTruthy();
    expect(errorOf('Issue')).toBe('Select an issue');
    expect(errorOf('First name')).toBe('Enter a first name');
    expect(errorOf('Last name')).toBe('Enter a last name');
    expect(errorOf('Primary contact email')).toBe('Enter a valid primary contact');
    expect(errorOf('Company name')).toBe('Enter a company name');
    expect(errorOf('Call-back number (optional)')).toBe('Enter a valid phone number');
    expect(errorOf('Situation description')).toBe('Describe the situation');
    expect(filed).toEqual([]);
    // Focus goes to the first field in error.
    expect(document.activeElement?.getAttribute('name')).toBe('accountType');
  });

  test('a signed-in user files with the session contact; the server answers with the reference number', async () => {
    const { user } = await openForm(signedInAs({ first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada@example.test' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Submit on behalf of someone else' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Associate' }));
    await chooseOption(user, select('Support type')!, 'Data');
    await chooseOption(user, select('Issue')!, 'Something else');
    await user.type(screen.getByLabelText('Situation description'), 'The report is empty.');

    incidentAnswer = {
      status: 400,
      body: { code: 'invalidFields', fields: { situationDescription: { code: 'tooLong', message: 'Shorter, please' } } },
    };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Shorter, please')).toBeTruthy();
    expect(filed).toEqual(['?oscType=incident']);

    incidentAnswer = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong on submission of the form...')).toBeTruthy();

    incidentAnswer = { status: 201, body: { referenceNumber: 'INC-261124-000042' } };
    await user.click(screen.getByRole('button', { name: 'Try again!' }));
    expect(await screen.findByText('INC-261124-000042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Support' }).getAttribute('href')).toBe('/support');
  });

  test("the error alert and the success alert are the data layer's 'error' and 'success' events (spec §7)", async () => {
    window.dataLayer = [];
    const { user } = await openForm(signedInAs({}));
    await user.click(screen.getByRole('radio', { name: 'Supplier' }));
    await chooseOption(user, select('Support type')!, 'Data');
    await chooseOption(user, select('Issue')!, 'Something else');
    await user.type(screen.getByLabelText('Situation description'), 'The report is empty.');
    const events = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'error' || entry.event === 'success');

    incidentAnswer = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Something went wrong on submission of the form...');
    expect(events()).toEqual([{ tenant: 'WMT-US', event: 'error', pageId: 'create incident', action: 'create incident', status: 500 }]);

    incidentAnswer = { status: 201, body: { referenceNumber: 'INC-261124-000042' } };
    await user.click(screen.getByRole('button', { name: 'Try again!' }));
    await screen.findByText('INC-261124-000042');
    expect(events().map((entry) => entry.event)).toEqual(['error', 'success']);
    expect(events()[1]).toMatchObject({ pageId: 'create incident', action: 'create incident' });
  });

  test('the incident form, too, points to the data exchange site admin and the phone for immediate help (spec §4)', async () => {
    await openForm(signedInAs({}));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create an incident');
    expect(screen.getByText(/data exchange site admin/)).toBeTruthy();
    expect(screen.getByRole('link', { name: __TENANT__.supportPhone }).getAttribute('href')).toBe(`tel:${__TENANT__.supportPhone}`);
  });

  test('a basic vendor sees only the Supplier account type', async () => {
    await openForm(signedInAs({ companyType: 'BASIC_VENDOR' }));
    const types = within(screen.getByRole('group', { name: 'Account type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.closest('label')?.textContent)).toEqual(['Supplier']);
    expect((types[0] as HTMLInputElement).checked).toBe(true);
  });

  test('?request=access: the helper, support type and issue fixed, the levels below them offered', async () => {
    const { user } = await openForm({ status: 'signed-out' }, '/support/ticketCreation?request=access');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request access');
    expect(screen.getByText(/data exchange site admin/)).toBeTruthy();
    expect(screen.getByRole('link', { name: __TENANT__.supportPhone }).getAttribute('href')).toBe(`tel:${__TENANT__.supportPhone}`);
    expect(select('Support type')).toBeNull();
    expect(select('Issue')).toBeNull();
    expect(await optionsOf(user, 'Issue type')).toEqual(['Select an option', 'New product']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Select an issue type')).toBeTruthy();
    expect(filed).toEqual([]);
  });
});
