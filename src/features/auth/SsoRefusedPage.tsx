// /platform/sso/refused?reason=…: a sign-in at the company's identity provider that opened no
// session (issue 32 §1), and why: a person the portal does not know gets no account, only this.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/** Heading, explanation and the way back to the sign-in page. */
function ErrorPanel({ heading, children, actions }: { heading: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <section>
      <PageHeader title={heading} />
      <p>{children}</p>
      {actions}
    </section>
  );
}

export default function SsoRefusedPage() {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const again = (
    <Link to="/platform/login" css={buttonStyle}>
      <Trans>Back to sign in</Trans>
    </Link>
  );
  if (reason === 'unknown') {
    return (
      <ErrorPanel heading={<Trans>This portal has no account for you.</Trans>} actions={again}>
        <Trans>
          Your company sign-in worked, but no active portal account belongs to it. Ask your manager or <Link to="/support">Support</Link>{' '}
          for access; an account is never made at sign-in.
        </Trans>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel heading={<Trans>The company sign-in did not finish.</Trans>} actions={again}>
      {reason === 'expired' ? (
        <Trans>The sign-in took too long or was started in another browser. Start again from the sign-in page.</Trans>
      ) : (
        <Trans>The answer of your company's sign-in could not be checked. Start again from the sign-in page.</Trans>
      )}
    </ErrorPanel>
  );
}
