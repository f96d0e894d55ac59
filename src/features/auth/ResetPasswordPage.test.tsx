// The reset page applies the password policy before sending (tenants/password-policy.ts), and
// shows the server's refusal (it knows whose link it is, and the common passwords) beside the
// password field, the link still usable. The server's side: tests/api/password-reset.test.ts.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import ResetPasswordPage from './ResetPasswordPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const EMAIL_RULE = 'Do not use your e-mail address, or its part before the @, in your password.';

async function choose(password: string) {
  const { user } = await renderPage('/platform/reset-password?token=abcdefghijklmnopqrstuvwxyz', <ResetPasswordPage />);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const field = () => screen.getByLabelText(/^New password/);

test('the server’s refusal shows beside the password field, in words, and the page stays on the form', async () => {
  const sent = stubFetch(({ path }) =>
    path === '/platform/password-reset'
      ? {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: EMAIL_RULE,
            code: 'weakPassword',
            fields: { password: { code: 'email', message: EMAIL_RULE } },
          },
        }
      : undefined,
  );
  await choose('harper.reyes@blue-ridge-foods-inc.test');
  await waitFor(() => expect(field().getAttribute('aria-invalid')).toBe('true'));
  expect(document.getElementById(field().getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(EMAIL_RULE);
  expect(screen.queryByText('This reset link is invalid or has expired.')).toBeNull();
  expect(sent.map((r: SentRequest) => r.path)).toEqual(['/platform/password-reset']);
});

test('a password the policy refuses on its own is not sent', async () => {
  const sent = stubFetch(() => undefined);
  await choose('Short-1');
  expect(await screen.findByText('Use at least 12 characters.')).toBeTruthy();
  expect(sent).toEqual([]);
});

test('an invalid link still says so', async () => {
  stubFetch(() => ({
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: 'This reset link is invalid or has expired.' },
  }));
  await choose('Quiet-Harbour-Lantern-41');
  expect(await screen.findByText('This reset link is invalid or has expired.', { exact: false })).toBeTruthy();
});
