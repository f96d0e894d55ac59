import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { Link } from '../../components/Link.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useResetPasswordMutation } from './api.ts';
import { Card } from '../../components/Card.tsx';

const MIN_LENGTH = 12;

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'invalid'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const problems = {
      password:
        password.length < MIN_LENGTH
          ? t`Use at least ${MIN_LENGTH} characters.`
          : !/[a-zA-Z]/.test(password) || !/[^a-zA-Z]/.test(password)
            ? t`Use letters and at least one digit or symbol.`
            : undefined,
      confirm: confirm !== password ? t`The two passwords do not match.` : undefined,
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    const result = await reset({ body: { token, password } });
    setOutcome('data' in result ? 'done' : 'invalid');
  }

  if (outcome === 'done') {
    return (
      <Card width="narrow" title={<Trans>Password changed</Trans>}>
        <Alert tone="success">
          <Trans>Your password has been changed. Sign in with the new password.</Trans>
        </Alert>
        <Link to="/platform/login">
          <Trans>Go to sign in</Trans>
        </Link>
      </Card>
    );
  }
  return (
    <Card width="narrow" title={<Trans>Choose a new password</Trans>}>
      {outcome === 'invalid' || !token ? (
        <Alert tone="error">
          <Trans>This reset link is invalid or has expired.</Trans>{' '}
          <Link to="/platform/forgot-password">
            <Trans>Ask for a new link</Trans>
          </Link>
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextInput label={t`New password`} name="password" type="password" autoComplete="new-password" error={errors.password} />
        <TextInput label={t`Confirm new password`} name="confirm" type="password" autoComplete="new-password" error={errors.confirm} />
        <Button type="submit" disabled={isLoading || !token}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </Card>
  );
}
