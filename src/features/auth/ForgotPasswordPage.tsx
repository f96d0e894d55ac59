import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Card } from '../../components/Card.tsx';
import { Alert, Button, SendResult, type SendState } from '../../components/ui.tsx';
import { looksLikeEmail } from '../../lib/validation.ts';
import { useSendPasswordResetLinkMutation } from './api.ts';

/** How the server begins its answer for an e-mail the company's identity provider signs in (modules/auth/routes.ts). */
const USE_COMPANY_SIGN_IN = 'This account signs in with the company sign-in';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [requestLink, { isLoading }] = useSendPasswordResetLinkMutation();
  const [state, setState] = useState<SendState | 'company'>('idle');
  const [emailError, setEmailError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!looksLikeEmail(email)) {
      setEmailError(t`Enter a valid email address.`);
      return;
    }
    setEmailError(undefined);
    const result = await requestLink({ body: { email } });
    const refusal = 'error' in result && result.error && 'status' in result.error ? result.error : null;
    if (refusal?.status === 403 && (refusal.message ?? '').startsWith(USE_COMPANY_SIGN_IN)) setState('company');
    else setState('data' in result ? 'sent' : 'failed');
  }

  return (
    <Card
      width="narrow"
      title={<Trans>Reset your password</Trans>}
      footer={
        <Link to="/platform/login">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      {state === 'company' ? (
        <Alert tone="error">
          <Trans>
            Your company signs you in with its own account, and keeps its password: this portal has none to reset.{' '}
            <Link to="/platform/login">Continue with your email on the sign-in page.</Link>
          </Trans>
        </Alert>
      ) : (
        <SendResult state={state} sent={<Trans>If an account uses this email, we have sent it a link to choose a new password.</Trans>} />
      )}
      <form onSubmit={submit} noValidate>
        <TextInput label={t`Email`} name="email" type="email" autoComplete="username" error={emailError} />
        <Button type="submit" disabled={isLoading}>
          <Trans>Send reset link</Trans>
        </Button>
      </form>
    </Card>
  );
}
