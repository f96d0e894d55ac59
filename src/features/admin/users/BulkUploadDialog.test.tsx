// The bulk upload dialog's own behaviour, with the server's answers played by a fake XMLHttpRequest:
// the per-row report, the override confirmation resent with isOverrideConfirmed=true, the summary.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createStore } from '../../../app/store.ts';
import { renderWithProviders } from '../../../components/kit/test-utils.tsx';
import BulkUploadDialog from './BulkUploadDialog.tsx';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}
let sent: Sent[] = [];
let answers: Array<{ status: number; body: unknown }> = [];

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    sent.push({ url: this.url, headers: this.headers, body });
    const answer = answers.shift()!;
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const COMPANY = '11111111-2222-4333-8444-555555555555';
const xlsx = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'users.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function open(mode: 'create' | 'edit', onClose = vi.fn()) {
  const store = createStore();
  const view = await renderWithProviders(
    <Provider store={store}>
      <BulkUploadDialog companyId={COMPANY} mode={mode} open onClose={onClose} />
    </Provider>,
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [xlsx()] } });
  await screen.findByText(/Selected file:/);
  return { ...view, onClose };
}

test('a refused sheet shows every problem by row and column, and nothing else', async () => {
  answers.push({
    status: 422,
    body: {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: '2 problems in 2 rows',
      errors: [
        { row: 3, column: 'Email', message: 'gmail.com is not an authorised domain of your company.' },
        { row: 4, column: 'Role', message: 'Role "Owner" is not valid: use Admin or User.' },
      ],
      totalErrors: 2,
    },
  });
  const { user } = await open('create');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const report = await screen.findByRole('region', { name: 'Problems by row' });
  const rows = within(report).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'RowColumnMessage',
    '3Emailgmail.com is not an authorised domain of your company.',
    '4RoleRole "Owner" is not valid: use Admin or User.',
  ]);
  expect(screen.getByRole('alert').textContent).toContain('The file has problems, so nothing was changed.');
  expect(screen.getByRole('alert').textContent).toContain('2 problems.');
  expect(sent[0]!.url).toBe(`/core-app-api/companies/${COMPANY}/users/bulk-upload/validate-create?isOverrideConfirmed=false`);
  expect(sent[0]!.headers['x-user-locale']).toBeTruthy();
  expect((sent[0]!.body.get('file') as File).name).toBe('users.xlsx');
});

test('existing users: confirmation lists them; Confirm and apply resends with isOverrideConfirmed=true; the summary follows', async () => {
  answers.push(
    {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'confirm',
        overrides: [{ row: 2, email: 'harper@x.test', firstName: 'Harper', lastName: 'Reyes' }],
      },
    },
    { status: 200, body: { created: 2, updated: 1, message: 'ok' } },
  );
  const { user, onClose } = await open('create');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const list = await screen.findByRole('region', { name: 'Existing users' });
  expect(list.textContent).toContain('harper@x.test');
  expect(screen.getByRole('alert').textContent).toContain('1 row names a user who already exists in your company.');
  await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
  expect((await screen.findByRole('status')).textContent).toContain('2 users created, invitations sent. 1 user updated.');
  expect(sent[1]!.url).toMatch(/isOverrideConfirmed=true$/);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(onClose).toHaveBeenCalledWith(true);
});

test('bulk edit posts to the identity host path with the tenant_id header; a refusal shows its message', async () => {
  answers.push({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'This file is not an Excel workbook (.xlsx).' } });
  const { user, onClose } = await open('edit');
  expect(screen.getByRole('heading', { name: 'Bulk edit users' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect((await screen.findByRole('alert')).textContent).toContain('The file was refused: This file is not an Excel workbook (.xlsx).');
  expect(sent[0]!.url).toBe(`/platform/v1/identity/companies/${COMPANY}/users/bulk-edit`);
  expect(sent[0]!.headers.tenant_id).toBe(COMPANY);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
});
