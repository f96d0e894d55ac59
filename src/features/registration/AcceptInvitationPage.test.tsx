// Accepting an invitation applies the password policy (tenants/password-policy.ts) with what the
// invitation says of the invitee (name, e-mail) before sending, and shows the server's refusal (the
// common passwords) beside the field. The server's side: tests/api/registration.test.ts.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import AcceptInvitationPage from './AcceptInvitationPage.tsx';

const COMMON = 'This password is one of the most common ones, and easy to guess. Choose another.';
const invitation = {
  status: 'VALID',
  expiresAt: '2026-12-30T10:00:00.000Z',
  firstName: 'Robin',
  lastName: 'Castillo',
  email: 'rc.buyer@acme.example',
  companyName: 'Acme',
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, body }) => {
    if (path === '/platform/invitations/lookup') return { status: 200, body: invitation };
    if (path === '/platform/invitations/accept' && (body as { password: string }).password === 'Password123!')
      return {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: COMMON,
          code: 'weakPassword',
          fields: { password: { code: 'common', message: COMMON } },
        },
      };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function choose(password: string) {
  const { user } = await renderPage('/platform/accept-invitation?token=abcdefghijklmnopqrstuvwxyz', <AcceptInvitationPage />);
  await user.type(await screen.findByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
}
const accepts = () => sent.filter((r) => r.path === '/platform/invitations/accept');
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

test('the hint says the whole rule', async () => {
  await renderPage('/platform/accept-invitation?token=abcdefghijklmnopqrstuvwxyz', <AcceptInvitationPage />);
  expect(
    await screen.findByText(
      'At least 12 characters, with letters and at least one digit or symbol. Not your name or e-mail, nor a common password.',
    ),
  ).toBeTruthy();
});

test.each([
  ['Robin-Secret-2026', 'Do not use your first or last name in your password.'],
  ['Castillo-Rules-77', 'Do not use your first or last name in your password.'],
  ['Rc.Buyer-Rules-77', 'Do not use your e-mail address, or its part before the @, in your password.'],
  ['Short-1', 'Use at least 12 characters.'],
])('%s is refused before anything is sent: %s', async (password, message) => {
  await choose(password);
  const input = screen.getByLabelText(/^Password/);
  await waitFor(() => expect(errorOf(input)).toBe(message));
  expect(accepts()).toEqual([]);
});

test('the server’s refusal (a common password) shows beside the field, and the form stays', async () => {
  await choose('Password123!');
  const input = screen.getByLabelText(/^Password/);
  await waitFor(() => expect(errorOf(input)).toBe(COMMON));
  expect(accepts()).toHaveLength(1);
  expect(screen.queryByText(/invalid or has expired/)).toBeNull();
});
