// The add-user dialog's own behaviour, with the server's answers played by a stubbed fetch (the
// real server is covered by tests/api/invitations.test.ts and tests/e2e/invitation.spec.ts):
// the server's validation problems show next to their fields, then the user is created.
import { screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createStore } from '../../../app/store.ts';
import { ToastProvider } from '../../../components/kit/Toast.tsx';
import { renderWithProviders } from '../../../components/kit/test-utils.tsx';
import AddUserDialog from './AddUserDialog.tsx';

const COMPANY = '11111111-2222-4333-8444-555555555555';
type Answer = { status: number; body: unknown };
let routes: Record<string, Answer[]>;
let sent: Array<{ method: string; path: string; body: unknown }>;

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

beforeEach(() => {
  sent = [];
  routes = {
    [`GET /core-app-api/companies/${COMPANY}/personas`]: [
      {
        status: 200,
        body: [
          { code: 'Admin', name: 'Admin' },
          { code: 'User', name: 'User' },
        ],
      },
    ],
    'GET /platform/v1/products': [
      {
        status: 200,
        body: {
          products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'].map((code) => ({
            code,
            family: 'X',
            available: true,
            comingSoon: false,
            restrictedLaunch: null,
            hideWhenNoAccess: false,
            redirectUrl: 'https://x.example/',
            isNewTab: true,
            learnMore: false,
          })),
        },
      },
    ],
  };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.text();
      sent.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
      const answer = routes[key]?.shift();
      if (!answer) return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: key }), { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function open() {
  const onClose = vi.fn();
  const view = await renderWithProviders(
    <Provider store={createStore()}>
      <ToastProvider>
        <AddUserDialog companyId={COMPANY} open onClose={onClose} />
      </ToastProvider>
    </Provider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  await within(dialog).findByRole('checkbox', { name: 'Shopper Behavior' });
  return { ...view, dialog, onClose };
}

test('the server’s problems show under their fields; nothing is created', async () => {
  routes[`POST /core-app-api/companies/${COMPANY}/users/validate`] = [
    {
      status: 200,
      body: {
        valid: false,
        users: [
          {
            index: 0,
            email: 'quinn@gmail.com',
            problems: [{ field: 'email', code: 'DOMAIN_NOT_AUTHORISED', domain: 'gmail.com', message: 'The domain gmail.com is not…' }],
          },
        ],
      },
    },
  ];
  const { user, dialog, onClose } = await open();
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  // Local checks first: nothing sent yet.
  expect(within(dialog).getByText('Enter a first name.')).toBeTruthy();
  expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  await user.type(within(dialog).getByLabelText('First name'), 'Quinn');
  await user.type(within(dialog).getByLabelText('Last name'), 'Okoye');
  await user.type(within(dialog).getByLabelText('Email', { exact: false }), 'quinn@gmail.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  const email = within(dialog).getByLabelText('Email', { exact: false });
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  expect(
    within(dialog).getByText(
      'The domain gmail.com is not an authorized domain of your company. Use an address of an authorized domain, or add the domain under Authorized Domains first.',
    ),
  ).toBeTruthy();
  expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([`/core-app-api/companies/${COMPANY}/users/validate`]);
  expect(sent.find((s) => s.method === 'POST')!.body).toEqual({
    supplierId: COMPANY,
    userList: [{ firstName: 'Quinn', lastName: 'Okoye', email: 'quinn@gmail.com', role: 'User', products: [] }],
  });
  expect(onClose).not.toHaveBeenCalled();
});

test('valid: creates the user with role, apps and invitation language, shows a toast and closes', async () => {
  routes[`POST /core-app-api/companies/${COMPANY}/users/validate`] = [
    { status: 200, body: { valid: true, users: [{ index: 0, email: 'quinn@blue-ridge-foods-inc.test', problems: [] }] } },
  ];
  routes[`POST /core-app-api/companies/${COMPANY}/users`] = [
    {
      status: 201,
      body: {
        userId: 'u',
        taskId: 't',
        email: 'quinn@blue-ridge-foods-inc.test',
        message: 'Invitation sent to quinn@blue-ridge-foods-inc.test.',
      },
    },
  ];
  const { user, dialog, onClose } = await open();
  await user.type(within(dialog).getByLabelText('First name'), 'Quinn');
  await user.type(within(dialog).getByLabelText('Last name'), 'Okoye');
  await user.type(within(dialog).getByLabelText('Email', { exact: false }), 'Quinn@blue-ridge-foods-inc.test');
  await user.click(within(dialog).getByRole('radio', { name: 'Admin' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Report Builder' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Español' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  const create = sent.find((s) => s.path === `/core-app-api/companies/${COMPANY}/users`)!;
  expect(create.body).toEqual({
    firstName: 'Quinn',
    lastName: 'Okoye',
    email: 'Quinn@blue-ridge-foods-inc.test',
    role: 'Admin',
    products: ['REPORT_BUILDER'],
    languageCode: 'es-MX',
  });
  expect(await screen.findByText('Invitation sent to quinn@blue-ridge-foods-inc.test.')).toBeTruthy();
});

test('an e-mail taken meanwhile (409) shows under the e-mail field', async () => {
  routes[`POST /core-app-api/companies/${COMPANY}/users/validate`] = [
    { status: 200, body: { valid: true, users: [{ index: 0, email: 'a@b.test', problems: [] }] } },
  ];
  routes[`POST /core-app-api/companies/${COMPANY}/users`] = [
    { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'A user with the e-mail a@b.test already exists.' } },
  ];
  const { user, dialog, onClose } = await open();
  await user.type(within(dialog).getByLabelText('First name'), 'A');
  await user.type(within(dialog).getByLabelText('Last name'), 'B');
  await user.type(within(dialog).getByLabelText('Email', { exact: false }), 'a@b.test');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(await within(dialog).findByText('A user with this e-mail already exists.')).toBeTruthy();
  expect(onClose).not.toHaveBeenCalled();
});
