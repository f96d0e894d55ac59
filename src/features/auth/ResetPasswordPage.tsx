import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { Link } from '../../components/Link.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useResetPasswordMutation } from './api.ts';
import { Card } from '../../components/Card.tsx';
import { type PasswordErrors, passwordErrors, passwordHint, refusedPassword } from '../../lib/passwords.ts';

export default function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [outcome, setOutcome] = useState<'idle' | 'done' | 'invalid'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    // The page does not know whose link it is: the server checks the name and e-mail (and the
    // common passwords) and its refusal shows beside the field.
    const problems = passwordErrors(i18n, password, confirm);
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    const result = await reset({ body: { token, password } });
    if ('data' in result) return setOutcome('done');
    const refused = refusedPassword(i18n, result.error);
    if (refused) setErrors({ password: refused });
    else setOutcome('invalid');
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
        <TextInput
          label={t`New password`}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint(i18n)}
          error={errors.password}
        />
        <TextInput label={t`Confirm new password`} name="confirm" type="password" autoComplete="new-password" error={errors.confirm} />
        <Button type="submit" disabled={isLoading || !token}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </Card>
  );
}
