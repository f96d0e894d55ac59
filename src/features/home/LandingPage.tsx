// The public landing page `/` (issue 11 §2): what the portal offers, the tenant's products from its
// tenant file (this environment's), grouped in the two families, and the calls to sign in (or, once
// signed in, to open the apps) and to contact us, on the tenant's welcome band (TenantHero). Everything is in the bundle: no call but the
// session's, so the page paints at once (Lighthouse, issue 10 §4).
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { onBandButtonStyle, onBandSecondaryStyle, TenantHero } from '../../components/TenantHero.tsx';
import { buttonStyle, cardGridStyle, secondaryButtonStyle } from '../../components/ui.tsx';
import { FAMILY_NAMES, PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { useSession } from '../../lib/useSession.ts';
import { PRODUCT_FAMILIES, type ProductCode } from '../../../tenants/product-names.ts';

const FAMILIES = ['KYC', 'KYS'] as const;

/** This bundle's products (tenant file, this environment), in the tenant file's order. */
const offered = __TENANT__.products.filter((p) => p.environments.includes(__APP_ENV__.name as never)).map((p) => p.code as ProductCode);

const sectionStyle = css`
  margin-top: 2.5rem;
`;

const cardStyle = (theme: Theme) => css`
  padding: 1rem 1.25rem;
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

function Actions({ signedIn, onBand = false }: { signedIn: boolean; onBand?: boolean }) {
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.75rem;
        margin-top: 1.5rem;
      `}
    >
      {/* A signed-in visitor is not asked to sign in again. */}
      <Link to="/apps" css={onBand ? onBandButtonStyle : buttonStyle}>
        {signedIn ? <Trans>Go to your apps</Trans> : <Trans>Sign in</Trans>}
      </Link>
      <Link to="/contactUs" css={onBand ? onBandSecondaryStyle : secondaryButtonStyle}>
        <Trans>Contact us</Trans>
      </Link>
    </div>
  );
}

export default function LandingPage() {
  const { i18n, t } = useLingui();
  const productName = __TENANT__.productName;
  const signedIn = useSession().status === 'signed-in';
  const offers = [
    { title: t`Launch your insight products`, text: t`Open every data and insight product your company subscribes to from one page.` },
    {
      title: t`Manage your company’s users`,
      text: t`Administrators add colleagues and agencies, choose their apps, and see who changed what.`,
    },
    { title: t`Get help`, text: t`Contact support, follow your requests and find answers in the knowledge base.` },
  ];
  return (
    <>
      <TenantHero labelledBy="landing-title">
        <h1 id="landing-title">
          <Trans>Welcome to {productName}</Trans>
        </h1>
        <p
          css={css`
            font-size: 1.125rem;
          `}
        >
          <Trans>Data and insight products for suppliers, agencies and associates.</Trans>
        </p>
        <Actions signedIn={signedIn} onBand />
      </TenantHero>

      <section aria-labelledby="landing-offers" css={sectionStyle}>
        <h2 id="landing-offers">
          <Trans>What you can do here</Trans>
        </h2>
        <ul css={cardGridStyle}>
          {offers.map((offer) => (
            <li key={offer.title} css={cardStyle}>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {FAMILIES.map((family) => {
        const codes = offered.filter((code) => PRODUCT_FAMILIES[code] === family);
        if (codes.length === 0) return null;
        return (
          <section key={family} aria-labelledby={`landing-${family}`} css={sectionStyle}>
            <h2 id={`landing-${family}`}>{i18n._(FAMILY_NAMES[family])}</h2>
            <ul css={cardGridStyle}>
              {codes.map((code) => (
                <li key={code} css={cardStyle}>
                  <h3>{PRODUCT_TEXT[code].name}</h3>
                  <p>{i18n._(PRODUCT_TEXT[code].description)}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section aria-labelledby="landing-access" css={sectionStyle}>
        <h2 id="landing-access">
          <Trans>Does your company need access?</Trans>
        </h2>
        <p>
          <Trans>Tell us who you are and what you need: we will get back to you.</Trans>
        </p>
        <Actions signedIn={signedIn} />
      </section>
    </>
  );
}
