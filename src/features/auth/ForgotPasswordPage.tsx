import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Card } from '../../components/Card.tsx';
import { Button, SendResult, type SendState } from '../../components/ui.tsx';
import { looksLikeEmail } from '../../lib/validation.ts';
import { useLazySendPasswordResetLinkQuery } from './api.ts';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const [requestLink, { isFetching }] = useLazySendPasswordResetLinkQuery();
  const [state, setState] = useState<SendState>('idle');
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
    <Card
      width="narrow"
      title={<Trans>Reset your password</Trans>}
      footer={
        <Link to="/platform/login">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <SendResult state={state} sent={<Trans>If an account uses this email, we have sent it a link to choose a new password.</Trans>} />
      <form onSubmit={submit} noValidate>
        <TextInput label={t`Email`} name="email" type="email" autoComplete="username" error={emailError} />
        <Button type="submit" disabled={isFetching}>
          <Trans>Send reset link</Trans>
        </Button>
      </form>
    </Card>
  );
}
