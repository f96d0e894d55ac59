// Spec §2 "404 page". Also what a tenant-blocked route shows.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import logo from '@tenant-logo';
import { buttonStyle } from '../../components/ui.tsx';

export default function NotFoundPage() {
  return (
    <section>
      <img src={logo} alt={__TENANT__.productName} width={64} height={64} />
      <h1>
        <Trans>We couldn't find that page...</Trans>
      </h1>
      <p>
        <Trans>The page you are trying to access does not exist or the link you clicked is broken.</Trans>
      </p>
      <Link to="/" css={buttonStyle}>
        <Trans>Return to Home</Trans>
      </Link>
    </section>
  );
}
