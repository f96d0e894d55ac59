import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';

export default function LandingPage() {
  const productName = __TENANT__.productName;
  return (
    <section>
      <h1>
        <Trans>Welcome to {productName}</Trans>
      </h1>
      <p>
        <Trans>Data and insight products for suppliers, agencies and associates.</Trans>
      </p>
      <Link to="/apps" css={buttonStyle}>
        <Trans>Sign in</Trans>
      </Link>
    </section>
  );
}
