// /platform/accept-invitation?token=… (issue 4): the link of an invitation e-mail. Shows who is
// invited, asks for a password (the reset page's rules), then the user is signed in and the whole
// page reloads at /userRegistration so the session is read afresh.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { Link } from '../../components/Link.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useAcceptInvitationMutation, useLookUpInvitationMutation } from './api.ts';
import { Card } from '../../components/Card.tsx';
import { passwordErrors, passwordHint, refusedPassword } from '../../lib/passwords.ts';

type Lookup = ReturnType<typeof useLookUpInvitationMutation>[1]['data'];

export default function AcceptInvitationPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [lookup, lookupState] = useLookUpInvitationMutation();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const [invitation, setInvitation] = useState<Lookup | 'invalid' | null>(token ? null : 'invalid');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token) return;
    void lookup({ body: { token } }).then((result) => setInvitation('data' in result && result.data ? result.data : 'invalid'));
  }, [lookup, token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const invitee = invitation && invitation !== 'invalid' ? invitation : {};
    const problems = passwordErrors(i18n, password, confirm, invitee);
    setErrors(problems);
    setFailed(false);
    if (problems.password || problems.confirm) return;
    const result = await accept({ body: { token, password } });
    if ('data' in result && result.data) {
      // A full load: the app reads the new session (auth status, user context) from scratch.
      window.location.assign(result.data.redirectTo);
      return;
    }
    // The server's rule says more (the common passwords): beside the field, the link still works.
    const refused = refusedPassword(i18n, 'error' in result ? result.error : undefined);
    if (refused) setErrors({ password: refused });
    else setFailed(true);
  }

  if (invitation === null || lookupState.isLoading) {
    return (
      <Card>
        <p role="status">
          <Trans>Checking your invitation…</Trans>
        </p>
      </Card>
    );
  }

  if (invitation === 'invalid' || invitation.status !== 'VALID' || failed) {
    const used = invitation !== 'invalid' && invitation.status === 'USED';
    return (
      <Card
        title={<Trans>Accept your invitation</Trans>}
        footer={
          <Link to="/platform/login">
            <Trans>Go to sign in</Trans>
          </Link>
        }
      >
        <Alert tone="error">
          {used ? (
            <Trans>This invitation has already been used. Sign in with the password you chose.</Trans>
          ) : invitation !== 'invalid' && invitation.status === 'EXPIRED' ? (
            <Trans>This invitation has expired. Ask your administrator to send you a new one.</Trans>
          ) : (
            <Trans>This invitation link is invalid or has expired. Ask your administrator to send a new one.</Trans>
          )}
        </Alert>
      </Card>
    );
  }

  const { firstName = '', companyName = '', email = '' } = invitation;
  const productName = __TENANT__.productName;
  return (
    <Card title={<Trans>Accept your invitation</Trans>}>
      <p>
        <Trans>
          Welcome, {firstName}. <strong>{companyName}</strong> has invited you to {productName}.
        </Trans>
      </p>
      <p>
        <Trans>Choose a password to activate your account. You will then complete your registration.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        {/* The account name, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <p
          css={css`
            margin: 0 0 1rem;
          `}
        >
          <Trans>Your sign-in e-mail:</Trans> <strong data-testid="invitee-email">{email}</strong>
        </p>
        <TextInput
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={passwordHint(i18n)}
          error={errors.password}
        />
        <TextInput label={t`Confirm password`} name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
        <Button type="submit" disabled={isLoading}>
          <Trans>Set password and continue</Trans>
        </Button>
      </form>
    </Card>
  );
}
