// The Basic Landing (spec §2: its title 'Basic Landing' and page id 'basic marketing'): what a basic
// account sees at `/` instead of the public landing, which is outside their allow-list. Like the
// public one, the tenant's welcome band and what the portal offers, but for their plan: what it
// includes (the basic plan's products, the data dictionary, the basic knowledge base, support and,
// for their admins, user management), each a link to its page; the way to their apps; and what a
// charter plan adds, with the way to ask for it. Every link stays in the basic allow-list.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { LinkCard } from '../../components/LinkCard.tsx';
import { onBandButtonStyle, onBandSecondaryStyle, TenantHero } from '../../components/TenantHero.tsx';
import { cardGridStyle } from '../../components/ui.tsx';
import { adminAreasOf } from '../../lib/permissions.ts';
import { PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { useSession } from '../../lib/useSession.ts';
import { inBasicPlan } from '../../../tenants/plans.ts';
import type { ProductCode } from '../../../tenants/product-names.ts';

/** This bundle's products (tenant file, this environment), in the tenant file's order. */
const offered = __TENANT__.products.filter((p) => p.environments.includes(__APP_ENV__.name as never)).map((p) => p.code as ProductCode);

/** The portal's page of a product of the basic plan; the others are launched from the apps page. */
const PRODUCT_PAGES: Partial<Record<ProductCode, string>> = { REPORT_BUILDER: '/reportbuilder' };

const sectionStyle = css`
  margin-top: 2.5rem;
`;

export default function BasicLandingPage() {
  const { i18n, t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const productName = __TENANT__.productName;
  const charterProducts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    offered.filter((code) => !inBasicPlan(code)).map((code) => PRODUCT_TEXT[code].name),
  );
  const included = [
    ...offered.filter(inBasicPlan).map((code) => ({
      to: PRODUCT_PAGES[code] ?? '/apps',
      title: PRODUCT_TEXT[code].name,
      text: i18n._(PRODUCT_TEXT[code].description),
    })),
    {
      to: '/dataDictionary',
      title: t`Data Dictionary`,
      text: t`Look up what each data element means, and download the dictionary to Excel.`,
    },
    {
      to: '/knowledgeBase/basic',
      title: t`Knowledge Base`,
      text: t`Articles for basic accounts: getting started, your plan and your reports.`,
    },
    { to: '/support/trackTicket', title: t`Support`, text: t`Open an incident and follow our answers to the ones you opened.` },
    ...(user ? adminAreasOf(user) : []).map((area) => ({ to: area.path, title: i18n._(area.title), text: i18n._(area.description) })),
  ];
  return (
    <>
      <TenantHero labelledBy="basic-landing-title">
        <h1 id="basic-landing-title">
          <Trans>Welcome to {productName}</Trans>
        </h1>
        <p
          css={css`
            font-size: 1.125rem;
          `}
        >
          <Trans>Your company has the basic plan. Here is what it includes and where to find it.</Trans>
        </p>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 0.75rem;
            margin-top: 1.5rem;
          `}
        >
          <Link to="/apps" css={onBandButtonStyle}>
            <Trans>Go to your apps</Trans>
          </Link>
          <Link to="/support/ticketCreation" css={onBandSecondaryStyle}>
            <Trans>Contact support</Trans>
          </Link>
        </div>
      </TenantHero>

      <section aria-labelledby="basic-landing-plan" css={sectionStyle}>
        <h2 id="basic-landing-plan">
          <Trans>What your plan includes</Trans>
        </h2>
        <ul css={cardGridStyle}>
          {included.map((item) => (
            <li key={item.to}>
              <LinkCard to={item.to} title={item.title} level={3}>
                {item.text}
              </LinkCard>
            </li>
          ))}
        </ul>
      </section>

      {charterProducts ? (
        <section aria-labelledby="basic-landing-more" css={sectionStyle}>
          <h2 id="basic-landing-more">
            <Trans>Need more?</Trans>
          </h2>
          <p>
            <Trans>
              A charter plan adds {charterProducts}. <Link to="/support/ticketCreation">Ask support about a charter plan</Link>.
            </Trans>
          </p>
        </section>
      ) : null}
    </>
  );
}
