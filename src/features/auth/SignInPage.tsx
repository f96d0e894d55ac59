import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { Link } from '../../components/Link.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useSignInMutation, useStartSignInMutation } from './api.ts';
import { Card } from '../../components/Card.tsx';
import { TenantHero } from '../../components/TenantHero.tsx';
import { looksLikeEmail } from '../../lib/validation.ts';
import { idleFlagSet } from '../../lib/idle.ts';
import { storeLocale } from '../../lib/locale.ts';
import { ACCOUNT_BLOCKED, BLOCKED_NOTICE } from '../../api/unauthorized.ts';

/** The tenant's welcome band beside the card on a wide screen, above it on a narrow one (issue 28 §4). */
const layoutStyle = css`
  display: grid;
  gap: 1.5rem;
  align-items: stretch;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 26rem;
    gap: 2rem;
    > section {
      margin: 0;
    }
  }
`;

/** A blocked account, told only after the right password or to the session the block ended: whom to contact. */
function BlockedNotice() {
  return (
    <Alert tone="error">
      <Trans>
        Your account is blocked. To use the portal again, contact your company administrator or <Link to="/support">Support</Link>.
      </Trans>
    </Alert>
  );
}

/** The start of the sign-in answer's message when the e-mail signs in at the company's provider. */
const USE_COMPANY_SIGN_IN = 'This account signs in with the company sign-in';

/**
 * Issue 32 §1: the page asks for the e-mail first. An internal user's e-mail of a domain the
 * tenant's identity provider serves goes there (the provider's page has it already); any other
 * e-mail goes on here with its portal password.
 */
export default function SignInPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const [login, { isLoading: signingIn }] = useSignInMutation();
  const [start, { isLoading: starting }] = useStartSignInMutation();
  const [leaving, setLeaving] = useState(false);
  const isLoading = signingIn || starting || leaving;
  const [withPassword, setWithPassword] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The password field appears once the e-mail is known to sign in here: it takes the focus.
  useEffect(() => {
    if (withPassword) formRef.current?.querySelector<HTMLInputElement>('input[name=password]')?.focus();
  }, [withPassword]);
  const [error, setError] = useState<string | null>(null);
  const [timedOut] = useState(idleFlagSet);
  const [blocked, setBlocked] = useState(() => params.get(BLOCKED_NOTICE.param) === BLOCKED_NOTICE.value);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  /** Where the e-mail signs in: the provider (the browser leaves), or here with the password (true). */
  async function passwordHere(email: string): Promise<boolean> {
    const lastUrl = params.get('lastUrl') ?? undefined;
    const result = await start({ body: { email, lastUrl, locale: i18n.locale as 'en-US' } });
    if ('data' in result && result.data) {
      if (result.data.method === 'provider' && result.data.redirectTo) {
        setLeaving(true);
        window.location.assign(result.data.redirectTo);
        return false;
      }
      return true;
    }
    setError(t`The company sign-in does not answer. Try again in a few minutes.`);
    return false;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const problems = {
      email: !email ? t`Enter your email.` : !looksLikeEmail(email) ? t`Enter a valid email address.` : undefined,
      password: !withPassword || password ? undefined : t`Enter your password.`,
    };
    setFieldErrors(problems);
    setError(null);
    if (problems.email || problems.password) return;
    if (!withPassword) {
      if (await passwordHere(email)) setWithPassword(true);
      return;
    }
    const result = await login({ body: { email, password, lastUrl: params.get('lastUrl') ?? undefined } });
    if ('data' in result && result.data) {
      // The language saved in the profile follows the user to this device.
      if (result.data.languageCode) storeLocale(result.data.languageCode);
      window.location.assign(result.data.redirectTo);
      return;
    }
    const status = result.error && 'status' in result.error ? result.error.status : null;
    const message = result.error?.message ?? '';
    // The e-mail was changed to one that signs in at the company's provider: go there.
    if (status === 403 && message.startsWith(USE_COMPANY_SIGN_IN)) {
      await passwordHere(email);
      return;
    }
    const isBlocked = status === 403 && message.startsWith(ACCOUNT_BLOCKED);
    setBlocked(isBlocked);
    if (isBlocked) return;
    setError(
      status === 401
        ? t`The email or password is incorrect.`
        : status === 429
          ? t`Too many sign-in attempts. Wait a few minutes and try again.`
          : t`Something went wrong. Please try again!`,
    );
  }

  return (
    <div css={layoutStyle}>
      <TenantHero pattern="below">
        <p css={{ fontSize: '1.5rem', fontWeight: 700, margin: 0 }}>{__TENANT__.productName}</p>
        <p>
          <Trans>Data and insight products for suppliers, agencies and associates.</Trans>
        </p>
      </TenantHero>
      <Card
        width="narrow"
        title={<Trans>Sign in</Trans>}
        footer={
          <Link to="/platform/forgot-password">
            <Trans>Forgot your password?</Trans>
          </Link>
        }
      >
        {blocked && !error ? <BlockedNotice /> : null}
        {timedOut && !error && !blocked ? (
          <Alert tone="error">
            <Trans>Your session has timed out due to inactivity. Login to resume work.</Trans>
          </Alert>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form ref={formRef} onSubmit={submit} noValidate>
          <TextInput label={t`Email`} name="email" type="email" autoComplete="username" required error={fieldErrors.email} />
          {withPassword ? (
            <TextInput
              label={t`Password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={fieldErrors.password}
            />
          ) : (
            <p css={{ marginTop: 0 }}>
              <Trans>Associates continue to the company sign-in; suppliers and agencies enter their password next.</Trans>
            </p>
          )}
          <Button type="submit" disabled={isLoading}>
            {withPassword ? <Trans>Sign in</Trans> : <Trans>Continue</Trans>}
          </Button>
        </form>
      </Card>
    </div>
  );
}
