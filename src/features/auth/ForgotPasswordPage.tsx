import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useLazySendPasswordResetLinkQuery } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { looksLikeEmail } from './validation.ts';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [requestLink, { isFetching }] = useLazySendPasswordResetLinkQuery();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const [emailError, setEmailError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!looksLikeEmail(email)) {
      setEmailError(t`Enter a valid email address.`);
      return;
    }
    setEmailError(undefined);
    const result = await requestLink({ email });
    setState(result.isSuccess ? 'sent' : 'failed');
  }

  return (
    <AuthCard>
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {state === 'sent' ? (
        <Alert tone="success">
          <Trans>If an account uses this email, we have sent it a link to choose a new password.</Trans>
        </Alert>
      ) : null}
      {state === 'failed' ? (
        <Alert tone="error">
          <Trans>There was an error processing your request. Try again.</Trans>
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextInput label={t`Email`} name="email" type="email" autoComplete="username" error={emailError} />
        <Button type="submit" disabled={isFetching}>
          <Trans>Send reset link</Trans>
        </Button>
      </form>
      <p>
        <Link to="/platform/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
