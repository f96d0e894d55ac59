// Asking for a reset link: the address goes in a POST's body (issue 30 §1: no GET changes state,
// and an address stays out of URLs). The server's side: tests/api/password-reset.test.ts.
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { stubFetch } from '../../lib/test-fetch.ts';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';

afterEach(() => vi.unstubAllGlobals());

test('sends the address in a POST and says a link is on its way', async () => {
  const sent = stubFetch(({ method, path }) =>
    method === 'POST' && path === '/core-app-api/pwd-reset-link'
      ? { status: 202, body: { message: 'If an account uses this e-mail, a reset link is on its way.' } }
      : undefined,
  );
  const { user } = await renderPage('/platform/forgot-password', <ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email', { exact: false }), 'harper.reyes@blue-ridge-foods-inc.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('If an account uses this email, we have sent it a link to choose a new password.')).toBeTruthy();
  expect(sent).toEqual([
    { method: 'POST', path: '/core-app-api/pwd-reset-link', query: {}, body: { email: 'harper.reyes@blue-ridge-foods-inc.test' } },
  ]);
});

test("an e-mail the company's sign-in serves is sent to the sign-in page, not told a link is on its way", async () => {
  stubFetch(({ method, path }) =>
    method === 'POST' && path === '/core-app-api/pwd-reset-link'
      ? {
          status: 403,
          body: {
            statusCode: 403,
            error: 'Forbidden',
            message:
              'This account signs in with the company sign-in: your company keeps its password; continue with your e-mail on the sign-in page.',
          },
        }
      : undefined,
  );
  const { user } = await renderPage('/platform/forgot-password', <ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email', { exact: false }), 'ava.thompson@retailer.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('this portal has none to reset');
  expect(screen.queryByText(/we have sent it a link/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Continue with your email on the sign-in page.' }).getAttribute('href')).toBe('/platform/login');
});
